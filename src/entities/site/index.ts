// The endpoints and their hooks, and the headline figures as sections show them.
export * from './api/site-api';
export { FigureNotes, FigureValue, useSiteFigures } from './ui/site-figures';
export type { ShownFigure } from './ui/site-figures';
export { useSiteCopy } from './model/site-copy';
export { FormPrivacy, useNoticeVersion } from './ui/privacy-notice';
export type { FormPrivacyProps, NoticeKind } from './ui/privacy-notice';
