export { FluidImage } from './fluid-image';
export type { FluidImageProps } from './fluid-image';
