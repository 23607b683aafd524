import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_USER, answerFetches, fill, renderRoutes } from '@/shared/lib/test';
import { routes } from './route-table';

// The whole app shell and a lazily loaded page: slow on a shared machine.
jest.setTimeout(30_000);

/** Lazy page chunks load under a busy machine: give findBy more than its default second. */
const SLOW = { timeout: 8000 };

/** The Owner, who may use every section. */
const USER = ADMIN_USER;
let check: () => Response | Promise<Response>;
let logout: () => Response | Promise<Response>;
const paths: string[] = [];

answerFetches((request, pathname) => {
  paths.push(`${request.method} ${pathname}`);
  if (pathname === '/apiauth/check') return check();
  if (pathname === '/apiauth/logout') return logout();
  if (pathname === '/apiauth/login') {
    check = () => Response.json({ ok: true, user: USER });
    return Response.json({ message: 'Login successful', user: USER });
  }
  return Response.json({ message: 'Not found' }, { status: 404 });
});
beforeEach(() => {
  window.localStorage.clear();
  logout = () => Response.json({ message: 'Logged out' });
});
afterEach(() => {
  paths.length = 0;
});

const renderApp = (path: string) => renderRoutes(routes, path);

describe('the guard of the admin area', () => {
  it("shows 'Loading...' while the session is checked, then sends a visitor to /admin/sign-up", async () => {
    let answer: (r: Response) => void = () => {};
    check = () => new Promise<Response>((resolve) => (answer = resolve));
    const router = renderApp('/admin/jobs');
    expect(await screen.findByText('Loading...', undefined, SLOW)).toBeInTheDocument();
    // The check goes out in a task after the first render: answered once it has been asked.
    await waitFor(() => expect(paths).toContain('GET /apiauth/check'));
    await act(async () => answer(Response.json({ ok: false, user: null, message: 'You are not signed in.' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign Up' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-up');
  });

  it('treats a network failure of the check as signed out', async () => {
    check = () => Promise.reject(new TypeError('Failed to fetch'));
    const router = renderApp('/admin/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign Up' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-up');
  });

  it('opens the dashboard for an admin, with the admin navigation, and logout returns to sign-up', async () => {
    check = () => Response.json({ ok: true, user: USER });
    const router = renderApp('/admin/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Welcome, Lakshmi Rao\./)).toBeInTheDocument();
    const main = screen.getByRole('main');
    // The dashboard asks the API for its numbers (this test answers only the session: the page says so).
    expect(
      await within(main).findByText('The dashboard could not be loaded. Refresh the page to try again.', undefined, SLOW),
    ).toBeInTheDocument();
    expect(paths).toContain('GET /api/admin/dashboard');
    expect(within(main).getByRole('link', { name: 'CRM webhook deliveries' })).toHaveAttribute('href', '/admin/leads/webhook');
    // The admin layout's top bar (issue 20), not the public header with its swapped navigation.
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Lakshmi Rao')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /View site/ })).toHaveAttribute('href', '/');
    expect(within(header).queryByRole('link', { name: 'Admin Jobs' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'BLOGS' })).not.toBeInTheDocument();

    check = () => Response.json({ message: 'You are not signed in.' }, { status: 401 });
    await userEvent.setup({ delay: null }).click(within(header).getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign Up' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-up');
    expect(paths).toContain('POST /apiauth/logout');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Admin Jobs' })).not.toBeInTheDocument();
  });

  it('returns to the admin address asked for (the new-lead e-mail link) after logging in from sign-up', async () => {
    check = () => Response.json({ message: 'You are not signed in.' }, { status: 401 });
    const router = renderApp('/admin/leads?lead=4b1c2d3e');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign Up' }, SLOW)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, SLOW)).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Email/), USER.email);
    await fill(user, screen.getByLabelText(/^Password/), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/leads?lead=4b1c2d3e'),
      SLOW,
    );
  });

  it('signs out locally even when the logout request fails', async () => {
    check = () => Response.json({ ok: true, user: USER });
    logout = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderApp('/admin/home');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }, SLOW);
    window.localStorage.setItem('user', JSON.stringify(USER));
    check = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent
      .setup({ delay: null })
      .click(within(screen.getByRole('banner')).getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Sign Up' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-up');
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });
});
