export { PageBand } from './page-band';
export type { PageBandProps } from './page-band';
