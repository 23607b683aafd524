export { PageHead } from './page-head';
export type { PageHeadProps } from './page-head';
