import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { wrapInTestApp, type TestStore } from './test-app';

export interface RenderOptions {
  /** Where the memory router starts. */
  route?: string;
  /** The route pattern `ui` is mounted at (default: `route`'s path, or '*'). */
  path?: string;
  /** Extra routes, e.g. the targets of navigation the test follows. */
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  /** StrictMode at the root: React mounts, unmounts and mounts again, running each effect twice (as in development). */
  strictMode?: boolean;
}

/** Renders `ui` with a real store, theme, toasts and a memory router (tests only). */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderResult & { store: TestStore; router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const { store, element } = wrapInTestApp(<RouterProvider router={router} />, options.preloadedState);
  const result = render(element, { reactStrictMode: options.strictMode });
  return { ...result, store, router };
}

/**
 * Renders a whole route table (the app's own, say) at `path` with a real store and providers (tests only),
 * as the app starts at that address; returns its router, to navigate and to read the location.
 */
export function renderRoutes(routes: RouteObject[], path: string): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(wrapInTestApp(<RouterProvider router={router} />).element);
  return router;
}
