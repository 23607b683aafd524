/** Test helpers (imported by *.test.tsx files only). */
export { renderWithProviders } from './render-with-providers';
export type { RenderOptions } from './render-with-providers';
export { makeStore } from '../model';
export { routes } from '../routes';
