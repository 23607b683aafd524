import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { hasPendingToasts } from '@/shared/lib/toast';
import { renderWithProviders } from './render-with-providers';

/** A fake account endpoint: what it received and what it answers next. */
export interface FakeAuthEndpoint {
  /** The JSON bodies of the requests, in order. */
  bodies: unknown[];
  /** The next answer; back to the default after each test. */
  answer: () => Response | Promise<Response>;
}

/**
 * The server of an account form's test (login, sign-up): each test starts with no stored user, and every
 * request must be a POST to `pathname` that sends the session cookie; its body is kept and `answer` is
 * returned. Call once at the top of a test file.
 */
export function fakeAuthEndpoint(pathname: string, defaultAnswer: () => Response | Promise<Response>): FakeAuthEndpoint {
  const endpoint: FakeAuthEndpoint = { bodies: [], answer: defaultAnswer };
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input instanceof Request ? input : new Request(String(input));
      if (request.method !== 'POST' || new URL(request.url).pathname !== pathname) {
        throw new Error(`unexpected request ${request.method} ${request.url}`);
      }
      expect(request.credentials).toBe('include');
      endpoint.bodies.push(await request.json());
      return endpoint.answer();
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    endpoint.bodies.length = 0;
    endpoint.answer = defaultAnswer;
  });
  return endpoint;
}

/** Renders an account form at `route`, with the admin home ('Admin Dashboard') where it goes after success. */
export function renderAuthForm(ui: ReactElement, route: string) {
  return renderWithProviders(ui, {
    route,
    path: route,
    routes: [{ path: '/admin/home', element: <h1>Admin Dashboard</h1> }],
  });
}

/**
 * One message system (issue 20): the text is on the page exactly once, and no toast repeats it (none waits
 * for the toast library either).
 */
export async function expectSaidOnceWithoutToast(text: string): Promise<void> {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(hasPendingToasts()).toBe(false);
  expect(screen.getAllByText(text)).toHaveLength(1);
}
