export { waitForImages } from './wait-for-images';
export { useNeededSoon } from './use-needed-soon';
