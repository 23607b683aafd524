export { waitForImages } from './wait-for-images';
