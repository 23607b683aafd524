import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../entrypoint/app-providers';
import { makeStore, type AppRootState, type AppStore } from '../model';

export interface RenderOptions {
  /** Where the memory router starts. */
  route?: string;
  /** The route pattern `ui` is mounted at (default: `route`'s path, or '*'). */
  path?: string;
  /** Extra routes, e.g. the targets of navigation the test follows. */
  routes?: RouteObject[];
  preloadedState?: Partial<AppRootState>;
}

/** Renders `ui` with a real store, theme, toasts and a memory router (tests only). */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { store: AppStore; router: ReturnType<typeof createMemoryRouter> } {
  const store = makeStore(options.preloadedState);
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}
