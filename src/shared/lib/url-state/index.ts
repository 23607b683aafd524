export { useUrlState } from './use-url-state';
export type { UrlState } from './use-url-state';
