export { PageHead, siteOrigin, TITLE_SUFFIX } from './page-head';
export type { PageHeadProps } from './page-head';
