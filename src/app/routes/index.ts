export { routes } from './route-table';
