export { HeroCarousel } from './ui/hero-carousel';
export type { HeroCarouselProps } from './ui/hero-carousel';
export { HERO_SLIDES } from './model/slides';
export type { HeroSlide } from './model/slides';
