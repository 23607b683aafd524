export { theme, BRAND } from './theme';
