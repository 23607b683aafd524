export { ItemNotFound } from './item-not-found';
export type { ItemNotFoundProps } from './item-not-found';
