export { RouteError } from './route-error';
