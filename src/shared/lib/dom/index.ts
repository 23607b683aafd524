export { waitForImages } from './wait-for-images';
export { NeededSoon, type NeededSoonProps } from './needed-soon';
export { useNeededSoon } from './use-needed-soon';
