export { GRID_SLOTS } from './grid-loading';
