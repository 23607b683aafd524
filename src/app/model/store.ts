import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { sessionSlice } from '@/entities/session';
import { sessionExpiredListener } from '@/features/sign-out';
import { baseApi } from '@/shared/api';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
});

export type AppRootState = ReturnType<typeof rootReducer>;

/** One factory for the app and the tests (STYLE.md §4); Redux DevTools only in development. */
export function makeStore(preloadedState?: Partial<AppRootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV === 'development',
    middleware: (getDefault) => getDefault().prepend(sessionExpiredListener.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
