export { AdminPageHeader, ListLoadError } from './admin-page-header';
export type { AdminPageHeaderProps } from './admin-page-header';
