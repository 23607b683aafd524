export { makeStore } from './store';
export type { AppStore, AppRootState } from './store';
