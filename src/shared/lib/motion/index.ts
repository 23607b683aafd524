export { useReducedMotion } from './use-reduced-motion';
export { usePageVisible } from './use-page-visible';
export { useInView } from './use-in-view';
export type { InViewOptions } from './use-in-view';
