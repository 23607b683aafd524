export { globalTeardown as default } from './pglite-image';
