export { AdminDataGrid } from './admin-data-grid';
export type { AdminDataGridProps } from './admin-data-grid';
export { ViewOnSiteButton } from './view-on-site';
export type { ViewOnSiteButtonProps } from './view-on-site';
export { columnLayoutKey } from './column-layout';
