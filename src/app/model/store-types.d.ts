import type { AppRootState, AppStore } from './store';

declare global {
  /** The store's state, visible to every layer's selectors without importing app/. */
  type RootState = AppRootState;
  type AppDispatch = AppStore['dispatch'];
}
