export { makeStore, transferableState } from './store';
export type { AppStore, AppRootState, StoreOptions } from './store';
