export { pageWindow, usePagedList } from './paging';
export type { PagedList } from './paging';
