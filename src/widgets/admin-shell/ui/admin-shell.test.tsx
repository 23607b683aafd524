import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_USER, fakeMatchMedia, renderWithProviders } from '@/shared/lib/test';
import type { StaffRole } from '@contract';
import { AdminShell } from './admin-shell';

jest.setTimeout(20_000);

/** The Owner, who may use every section. */
const USER = ADMIN_USER;
const SIGNED_IN = { session: { status: 'signed-in' as const, user: USER } };
const realMatchMedia = window.matchMedia;
const paths: string[] = [];

/** A screen `width` px wide, as matchMedia answers the shell's breakpoint query. */
function screenWidth(width: number) {
  window.matchMedia = fakeMatchMedia((query) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  });
}

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    paths.push(`${request.method} ${new URL(request.url).pathname}`);
    return Response.json({ message: 'Logged out' });
  });
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  jest.restoreAllMocks();
  paths.length = 0;
});

function renderShell(route: string, staffRole: StaffRole = 'owner') {
  return renderWithProviders(
    <AdminShell mainId="main">
      <h1>The page</h1>
    </AdminShell>,
    {
      route,
      path: '/admin/*',
      preloadedState: { session: { ...SIGNED_IN.session, user: { ...USER, staffRole } } },
      routes: [{ path: '/admin/sign-up', element: <h1>Admin Sign Up</h1> }],
    },
  );
}

describe('AdminShell', () => {
  it('lists every section with its address on a desktop and marks the current one', () => {
    screenWidth(1280);
    renderShell('/admin/workshops');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/home'],
      ['My day', '/admin/my-day'],
      ['Leads', '/admin/leads'],
      ['Privacy requests', '/admin/privacy'],
      ['Courses', '/admin/courses'],
      ['Workshops', '/admin/workshops'],
      ['Alumni outcomes', '/admin/alumni'],
      ['Blogs', '/admin/blogs'],
      ['Jobs', '/admin/jobs'],
      ['Site speed', '/admin/site-speed'],
      ['Admins', '/admin/admins'],
      ['Site settings', '/admin/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Workshops' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
    // Permanent: no menu to open, and the page beside it in the one <main>.
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it.each<[StaffRole, string[]]>([
    [
      'admin',
      [
        'Dashboard',
        'My day',
        'Leads',
        'Privacy requests',
        'Courses',
        'Workshops',
        'Alumni outcomes',
        'Blogs',
        'Jobs',
        'Site speed',
        'Activity log',
      ],
    ],
    ['counsellor', ['Dashboard', 'My day', 'Leads']],
    ['editor', ['Courses', 'Workshops', 'Alumni outcomes', 'Blogs', 'Jobs', 'Site speed']],
  ])('shows a signed-in %s only the sections of their role', (role, sections) => {
    screenWidth(1280);
    renderShell('/admin/blogs', role);
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(sections);
  });

  it.each<[StaffRole, string, string, string]>([
    ['counsellor', 'Counsellor', '/admin/blogs/edit/ai-careers', 'Dashboard'],
    ['counsellor', 'Counsellor', '/admin/privacy', 'Dashboard'],
    ['editor', 'Editor', '/admin/leads', 'Courses'],
    ['editor', 'Editor', '/admin/activity', 'Courses'],
    ['admin', 'Admin', '/admin/settings', 'Dashboard'],
    ['admin', 'Admin', '/admin/leads/webhook', 'Dashboard'],
    ['admin', 'Admin', '/admin/admins', 'Dashboard'],
  ])(
    'shows a signed-in %s (%s) who opens %s that it is not part of their role, with the way to %s, not the page',
    (role, label, route, first) => {
      screenWidth(1280);
      renderShell(route, role);
      expect(screen.getByRole('heading', { level: 1, name: 'Not part of your role' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent(`Your role (${label}) does not include this. Ask the Owner if you need it.`);
      expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByRole('link', { name: `Go to ${first}` })).toBeInTheDocument();
    },
  );

  it.each<[StaffRole, string]>([
    ['counsellor', '/admin/leads'],
    ['editor', '/admin/courses/edit/data-science'],
    ['admin', '/admin/activity'],
    ['admin', '/admin/privacy'],
    ['owner', '/admin/leads/webhook'],
    ['editor', '/admin/home'],
  ])('shows a signed-in %s the page %s of their role', (role, route) => {
    screenWidth(1280);
    renderShell(route, role);
    expect(screen.getByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Not part of your role')).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/jobs/edit/data-analyst', 'Jobs'],
    ['/admin/blogs/new', 'Blogs'],
    ['/admin/leads/webhook', 'Leads'],
    ['/admin/activity', 'Admins'],
    ['/admin/privacy', 'Privacy requests'],
    ['/admin/home', 'Dashboard'],
  ])('marks the section of %s as %s', (route, section) => {
    screenWidth(1280);
    renderShell(route);
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: section })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('shows the signed-in admin and the way back to the site in the top bar', () => {
    screenWidth(1280);
    renderShell('/admin/home');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByText('Lakshmi Rao')).toBeInTheDocument();
    expect(within(bar).getByText('Signed in as', { exact: false })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'ITX View site' })).toHaveAttribute('href', '/');
  });

  it('hides the navigation behind a labelled menu button on a phone, in a drawer that closes on choosing a section', async () => {
    screenWidth(390);
    const user = userEvent.setup({ delay: null });
    const { router } = renderShell('/admin/leads');
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Open admin menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Courses' }));
    expect(router.state.location.pathname).toBe('/admin/courses');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument());

    // Escape closes it too, and the keyboard is back on the menu button.
    await user.click(menu);
    await screen.findByRole('navigation', { name: 'Admin' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
  });

  it('logs out from the top bar and lands on the sign-up page', async () => {
    screenWidth(1280);
    const user = userEvent.setup({ delay: null });
    const { router, store } = renderShell('/admin/courses');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-up');
    expect(paths).toContain('POST /apiauth/logout');
    expect(store.getState().session.status).toBe('signed-out');
  });
});
