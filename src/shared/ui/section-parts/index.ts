export { SectionTitle, SectionMoreLink, cardGridSx } from './section-parts';
export type { SectionTitleProps } from './section-parts';
export { useStaggeredReveal } from './use-staggered-reveal';
export type { RevealItemOptions } from './use-staggered-reveal';
