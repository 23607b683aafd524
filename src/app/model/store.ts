import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { sessionSlice } from '@/entities/session';
import { sessionExpiredListener } from '@/features/sign-out';
import { baseApi, type ServerFetch } from '@/shared/api';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
});

export type AppRootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** On the server: the fetch the page's queries go through (the app's own routes). */
  server?: ServerFetch;
}

/** One factory for the app, the server's renderer and the tests (STYLE.md §4); Redux DevTools only in development. */
export function makeStore(preloadedState?: Partial<AppRootState>, options: StoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV === 'development',
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: options.server } })
        .prepend(sessionExpiredListener.middleware)
        .concat(baseApi.middleware),
  });
  // Refetch on focus and reconnect: a browser's events, none on the server.
  if (!options.server) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

/**
 * The part of the server's store a page carries to the browser: the answers its queries got (not the
 * server's subscriptions, which belong to its render). The browser's store starts from it, so the page's
 * hooks find their data and neither fetch again nor flash a loader.
 */
export function transferableState(state: AppRootState): Partial<AppRootState> {
  const api = state[baseApi.reducerPath];
  // Answers, found or not (a missing job's 404 renders its not-found page on both sides).
  // Without the request's id and times: the page's bytes (and so its ETag) depend on its content only,
  // so a browser's revalidation still answers 304 after the server renders the unchanged page again.
  // The browser stamps the answers with the time it received the page (receivedState).
  const queries = Object.fromEntries(
    Object.entries(api.queries)
      .filter(([, query]) => query?.status === 'fulfilled' || query?.status === 'rejected')
      .map(([key, query]) => [key, { ...query, requestId: 'server', startedTimeStamp: 0, fulfilledTimeStamp: 0 }]),
  );
  return { [baseApi.reducerPath]: { ...api, queries, mutations: {}, subscriptions: {} } } as Partial<AppRootState>;
}

/**
 * The server's page state as the browser's store starts from it: each answer stamped with the time the
 * page arrived (the server sends none, see transferableState), so hooks that refetch data older than a
 * given age see it as fresh.
 */
export function receivedState(state: Partial<AppRootState>, now: number = Date.now()): Partial<AppRootState> {
  const api = state[baseApi.reducerPath];
  if (!api) return state;
  const queries = Object.fromEntries(
    Object.entries(api.queries).map(([key, query]) => [key, query && { ...query, startedTimeStamp: now, fulfilledTimeStamp: now }]),
  );
  return { ...state, [baseApi.reducerPath]: { ...api, queries } } as Partial<AppRootState>;
}
