export { makeStore, receivedState, transferableState } from './store';
export type { AppStore, AppRootState, StoreOptions } from './store';
