export { PageHead, RedirectTo, RenderedPageContext, UnknownPath } from './page-head';
export type { PageHeadProps, RenderedPageInfo } from './page-head';
