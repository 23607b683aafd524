import { act, screen, within } from '@testing-library/react';
import { ADMIN_USER, answerFetches, fakeMatchMedia, renderRoutes } from '@/shared/lib/test';
import { routes } from '../routes';

// The whole app and lazily loaded pages: slow on a shared machine.
jest.setTimeout(30_000);
const SLOW = { timeout: 8000 };

/** The Owner, who may use every section. */
const USER = ADMIN_USER;
let signedIn = true;
const paths: string[] = [];
const realMatchMedia = window.matchMedia;

answerFetches((request, pathname) => {
  paths.push(`${request.method} ${pathname}`);
  if (pathname === '/apiauth/check') {
    return signedIn ? Response.json({ ok: true, user: USER }) : Response.json({ ok: false, user: null, message: 'You are not signed in.' });
  }
  if (pathname === '/api/admin/courses' || pathname === '/api/courses') return Response.json([]);
  return Response.json({ message: 'Not found' }, { status: 404 });
});
beforeEach(() => {
  signedIn = true;
  window.localStorage.clear();
  window.dataLayer = [];
  // A desktop: the side navigation is permanent.
  window.matchMedia = fakeMatchMedia((query) => /min-width/.test(query));
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  paths.length = 0;
});

const renderApp = (path: string) => renderRoutes(routes, path);

const pageViews = () =>
  (window.dataLayer ?? []).flatMap((entry) =>
    typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === 'page_view' && 'page_path' in entry
      ? [entry.page_path]
      : [],
  );

describe('the admin layout', () => {
  it('frames an admin page with the side navigation and top bar, and none of the marketing header, banner, footer or action bar', async () => {
    renderApp('/admin/courses');
    const main = await screen.findByRole('main', undefined, SLOW);
    expect(await within(main).findByRole('heading', { level: 1, name: 'Manage Courses' }, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(main).toHaveAttribute('id', 'main');

    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Lakshmi Rao')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    // The public layout's parts would have arrived by now (its banner and footer one commit after the page).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByText('Follow our Social Networks')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Book free demo/i })).not.toBeInTheDocument();
  });

  it('keeps the public layout, with the admin navigation swap, on public pages for a signed-in admin; one session check and a page view per route', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const router = renderApp('/admin/courses');
    await screen.findByRole('heading', { level: 1, name: 'Manage Courses' }, SLOW);
    // The page the visitor arrived on is where the browser put it: no scroll (a visitor who scrolled
    // while it loaded is not thrown back to the top).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(async () => router.navigate('/privacy-policy'));
    expect(await screen.findByRole('heading', { level: 1, name: /Privacy Policy/i }, SLOW)).toBeInTheDocument();
    const header = screen.getByRole('banner');
    const mainNav = within(header).getByRole('navigation', { name: 'Main' });
    expect(
      within(mainNav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(expect.arrayContaining(['Admin Jobs', 'Admin Blogs']));
    expect(within(header).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/home');
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(await screen.findByText('Follow our Social Networks')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);

    // Moving between the two layouts keeps the one frame: no second auth check, every route a page view, every route change a scroll to the top.
    expect(paths.filter((p) => p === 'GET /apiauth/check')).toHaveLength(1);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(pageViews()).toEqual(['/admin/courses', '/privacy-policy']);
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
  });

  it('leaves the sign-up and login pages in the public layout', async () => {
    signedIn = false;
    renderApp('/admin/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
