import { combineReducers, configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
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

interface QueryThunkAction extends UnknownAction {
  meta?: { arg?: { queryCacheKey?: string } };
}

/**
 * The server renders a page until its queries are answered. RTK Query asks again for a query that
 * failed each time a component asks for it, which would put a missing job back to "loading" in the
 * final render: on the server, a query answered once (data or error) keeps that answer for the page.
 */
function answeredOnce(server: boolean): Middleware {
  const answered = new Set<string>();
  const prefix = `${baseApi.reducerPath}/executeQuery/`;
  return () => (next) => (action) => {
    const { type, meta } = action as QueryThunkAction;
    const key = meta?.arg?.queryCacheKey;
    if (server && key && typeof type === 'string' && type.startsWith(prefix)) {
      if (type.endsWith('/pending') && answered.has(key)) return action;
      if (type.endsWith('/fulfilled') || type.endsWith('/rejected')) answered.add(key);
    }
    return next(action);
  };
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
        .prepend(answeredOnce(options.server !== undefined))
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
  const queries = Object.fromEntries(
    Object.entries(api.queries).filter(([, query]) => query?.status === 'fulfilled' || query?.status === 'rejected'),
  );
  return { [baseApi.reducerPath]: { ...api, queries, mutations: {}, subscriptions: {} } } as Partial<AppRootState>;
}
