export { pageFromParam, pageWindow, usePagedList } from './paging';
export type { PagedList, PageControl } from './paging';
