import { createBrowserRouter, matchRoutes, RouterContextProvider, type HydrationState } from 'react-router';
import { dispatchContext } from '@/shared/api';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { makeStore, receivedState, type AppRootState, type AppStore } from '../model';
import { routes } from '../routes';
import { yieldToBrowser } from './yield-to-browser';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  router: BrowserRouter;
  store: AppStore;
}

/**
 * The router and store of this page. With the server's state (a server-rendered page), the code of the
 * routes it rendered is loaded first, so the first render is the server's markup and not a fallback.
 */
export async function prepareHydration(
  storeState: object | undefined,
  routerState: object | undefined,
): Promise<{ hydrate: boolean; props: AppProps }> {
  const hydrate = storeState !== undefined && routerState !== undefined;
  if (hydrate) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async (m) => {
        const lazy = m.route.lazy;
        if (typeof lazy !== 'function') return;
        const loaded = await lazy();
        Object.assign(m.route, { ...loaded, lazy: undefined });
      }),
    );
  }
  // Tasks of their own on a phone: the page's code above, the router, the store.
  await yieldToBrowser();
  const store = makeStore(hydrate ? receivedState(storeState as Partial<AppRootState>) : undefined);
  await yieldToBrowser();
  // Route loaders start their page's queries through the store (shared/api routeData).
  const router = createBrowserRouter(routes, {
    hydrationData: hydrate ? (routerState as HydrationState) : undefined,
    getContext: () => new RouterContextProvider(new Map([[dispatchContext, store.dispatch]])),
  });
  return { hydrate, props: { router, store } };
}

export function App({ router, store, onHydrated }: AppProps & { onHydrated?: () => void }) {
  return (
    <AppProviders store={store} onReady={onHydrated}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
