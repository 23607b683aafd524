export { routes } from './route-table';
export type { RouteHandle } from './route-table';
