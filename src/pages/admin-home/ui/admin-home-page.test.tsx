import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_FORMS, type DashboardDay, type DashboardDto, type GoLiveDto, type LeadFunnelDto } from '@contract';
import { ADMIN_USER, answerFetches, renderWithProviders, SIGNED_IN_ADMIN } from '@/shared/lib/test';
import { AdminHomePage } from './admin-home-page';

jest.setTimeout(30_000);

/** 30 days ending on 2031-03-13, all empty but the ones given. */
function days(counts: Record<string, Partial<DashboardDay['counts']>>): DashboardDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.parse('2031-02-12T00:00:00Z') + i * 86_400_000).toISOString().slice(0, 10);
    const zero = Object.fromEntries(LEAD_FORMS.map((f) => [f, 0])) as DashboardDay['counts'];
    return { day, counts: { ...zero, ...counts[day] } };
  });
}

const DASHBOARD: DashboardDto = {
  today: '2031-03-13',
  weekStart: '2031-03-10',
  newLeads: { today: 2, thisWeek: 1234 },
  awaitingFirstCall: 4,
  followUpsDue: 3,
  flagged: { courseNotOffered: 5, sessionNotListed: 0 },
  byCourse: [
    { label: 'Data Science', count: 2 },
    { label: 'Java Full Stack', count: 1 },
  ],
  bySource: [
    { kind: 'page', label: '/workshops/ds-workshop', count: 2 },
    { kind: 'utm', label: 'google', count: 2 },
    { kind: 'direct', label: 'Direct', count: 1 },
  ],
  perDay: days({ '2031-03-13': { 'call-back': 1, workshop: 1 }, '2031-03-10': { 'job-application': 3 } }),
  upcomingBatches: [
    {
      id: 'b1',
      courseTitle: 'Java Full Stack',
      courseSlug: 'java-full-stack',
      startDate: '2031-03-16',
      applyBy: '2031-03-14',
      mode: 'both',
      seats: 30,
    },
    {
      id: 'b2',
      courseTitle: 'Data Science',
      courseSlug: 'data-science',
      startDate: '2031-03-20',
      applyBy: '2031-03-13',
      mode: 'online',
      seats: null,
    },
  ],
  upcomingWorkshops: [
    { slug: 'ds-workshop', title: 'Data Science Workshop', startsAt: '2031-03-20T08:30:00.000Z', capacity: 2, seatsTaken: 2, waitlist: 1 },
    { slug: 'open-ws', title: 'Open Workshop', startsAt: '2031-03-15T04:30:00.000Z', capacity: null, seatsTaken: 5, waitlist: 0 },
  ],
  retentionDue: { callBacks: 7, applications: 1250, registrations: 0 },
};

const GO_LIVE: GoLiveDto = {
  ready: false,
  items: [
    { id: 'fees', label: 'Course fees', done: false, detail: 'Still the sample fee: Java Full Stack.', href: '/admin/courses' },
    { id: 'stories', label: 'Alumni stories', done: true, detail: 'No sample story is published.', href: '/admin/alumni' },
    { id: 'smtp', label: 'Outgoing e-mail', done: false, detail: 'SMTP_URL is not set.', href: null },
  ],
};

/** The funnel of `days`, its numbers made from the period so the 30 and the 90 days differ. */
function funnelOf(days: 30 | 90): LeadFunnelDto {
  const k = days === 30 ? 1 : 3;
  return {
    days,
    since: days === 30 ? '2031-02-12' : '2030-12-14',
    today: '2031-03-13',
    total: { leads: 40 * k, contacted: 30 * k, enrolled: 4 * k, lost: 6 * k },
    stages: [
      { id: 'new', label: 'New', kind: 'open', reached: 40 * k, now: 8 * k },
      { id: 'contacted', label: 'Contacted', kind: 'open', reached: 30 * k, now: 10 * k },
      { id: 'demo-booked', label: 'Demo booked', kind: 'open', reached: 12 * k, now: 7 * k },
      { id: 'enrolled', label: 'Enrolled', kind: 'won', reached: 4 * k, now: 4 * k },
      { id: 'closed', label: 'Not joining', kind: 'lost', reached: null, now: 6 * k },
    ],
    byCourse: [{ label: 'Data Science', leads: 25 * k, contacted: 20 * k, enrolled: 3 * k, lost: 2 * k }],
    bySource: [{ kind: 'utm', label: 'google', leads: 12 * k, contacted: 9 * k, enrolled: 1 * k, lost: 0 }],
    lostReasons: [
      { label: 'Fees', count: 4 * k },
      { label: 'No reason recorded', count: 2 * k },
    ],
  };
}

let answer: () => Response;
let goLive: GoLiveDto;
const fetched: string[] = [];
answerFetches((request, pathname) => {
  fetched.push(pathname);
  if (request.method === 'GET' && pathname === '/api/admin/dashboard') return answer();
  if (request.method === 'GET' && pathname === '/api/admin/go-live') return Response.json(goLive);
  if (request.method === 'GET' && pathname === '/api/admin/lead-funnel') {
    return Response.json(funnelOf(new URL(request.url).searchParams.get('days') === '90' ? 90 : 30));
  }
  throw new Error(`unexpected ${request.method} ${pathname}`);
});
beforeEach(() => {
  answer = () => Response.json(DASHBOARD);
  goLive = GO_LIVE;
});

const cell = (table: HTMLElement, row: string) => within(within(table).getByRole('rowheader', { name: row }).closest('tr') as HTMLElement);

describe('AdminHomePage', () => {
  it('shows the leads funnel of the last 30 days, with shares, by course, by source and the lost reasons, and of 90 days on a click', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    const section = await screen.findByRole('region', { name: 'Leads funnel, last 30 days' });
    const stages = await within(section).findByRole('list', { name: 'Funnel' });
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Leads4012 Feb to 13 Mar',
      'Contacted3075% of leads',
      'Demo booked1230% of leads',
      'Enrolled410% of leads',
      'Not joining615% of leads',
    ]);
    expect(within(section).getByText(/Each stage counts the leads that reached it or a later one/)).toBeInTheDocument();
    const byCourse = within(section).getByRole('region', { name: 'Funnel by course' });
    expect(
      cell(byCourse, 'Data Science')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['25', '20', '3', '2']);
    const bySource = within(section).getByRole('region', { name: 'Funnel by source' });
    expect(
      cell(bySource, 'google (utm_source)')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '9', '1', '0']);
    const reasons = within(section).getByRole('region', { name: 'Why leads were lost' });
    expect(cell(reasons, 'Fees').getByRole('cell').textContent).toBe('4');
    expect(within(section).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(section).getByRole('button', { name: '90 days' }));
    const quarter = await screen.findByRole('region', { name: 'Leads funnel, last 90 days' });
    expect(await within(quarter).findByText('14 Dec to 13 Mar')).toBeInTheDocument();
    expect(
      cell(within(quarter).getByRole('region', { name: 'Funnel by course' }), 'Data Science').getAllByRole('cell')[0],
    ).toHaveTextContent('75');
    expect(within(quarter).getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  const signedInAs = (staffRole: 'counsellor' | 'editor') => ({
    session: { status: 'signed-in' as const, user: { ...ADMIN_USER, staffRole } },
  });

  it('sends an Editor, whose role has no leads, to the courses without asking for the dashboard', async () => {
    fetched.length = 0;
    renderWithProviders(<AdminHomePage />, {
      route: '/admin/home',
      path: '/admin/home',
      preloadedState: signedInAs('editor'),
      routes: [{ path: '/admin/courses', element: <h1>Courses page</h1> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses page' })).toBeInTheDocument();
    expect(fetched).toEqual([]);
  });

  it('shows a Counsellor the dashboard without the go-live checklist, which is about settings', async () => {
    fetched.length = 0;
    renderWithProviders(<AdminHomePage />, { preloadedState: signedInAs('counsellor') });
    expect(await screen.findByText('Welcome, Lakshmi Rao.', { exact: false })).toBeInTheDocument();
    expect(fetched).toContain('/api/admin/dashboard');
    expect(fetched).not.toContain('/api/admin/go-live');
  });

  it('lists what is left before going live, each with where it is done, until every item is', async () => {
    const { unmount } = renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    const section = await screen.findByRole('region', { name: 'Before you go live' });
    expect(within(section).getByText(/2 of 3 still to do/)).toBeInTheDocument();
    const left = within(section).getByRole('list', { name: 'Still to do' });
    expect(
      within(left)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Course fees: Still the sample fee: Java Full Stack. Edit course fees',
      'Outgoing e-mail: SMTP_URL is not set. (set on the server: see the operations guide)',
    ]);
    expect(within(left).getByRole('link', { name: 'Edit course fees' })).toHaveAttribute('href', '/admin/courses');
    expect(within(section).getByText('Done: Alumni stories.')).toBeInTheDocument();
    unmount();

    goLive = { ready: true, items: GO_LIVE.items.map((i) => ({ ...i, done: true })) };
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    await screen.findByRole('list', { name: "Today's numbers" });
    expect(screen.queryByRole('region', { name: 'Before you go live' })).not.toBeInTheDocument();
  });

  it("greets the admin and shows today's numbers, each a link to the leads it counts", async () => {
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome, Lakshmi Rao\./)).toBeInTheDocument();
    const numbers = await screen.findByRole('list', { name: "Today's numbers" });
    const link = (name: RegExp) => within(numbers).getByRole('link', { name });
    expect(link(/New leads today\s*2/)).toHaveAttribute('href', '/admin/leads?from=2031-03-13&to=2031-03-13');
    expect(link(/New leads this week\s*1,234/)).toHaveAttribute('href', '/admin/leads?from=2031-03-10&to=2031-03-13');
    expect(link(/Waiting for a first call\s*4/)).toHaveAttribute('href', '/admin/leads?status=new');
    expect(link(/Follow-ups due today\s*3/)).toHaveAttribute('href', '/admin/leads?followUp=due');
  });

  it("offers the spec's Manage Blogs and Manage Careers buttons near the top", async () => {
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    expect(screen.getByRole('link', { name: 'Manage Blogs' })).toHaveAttribute('href', '/admin/blogs');
    expect(screen.getByRole('link', { name: 'Manage Careers' })).toHaveAttribute('href', '/admin/jobs');
    // Before the numbers: the first things after the greeting.
    const numbers = await screen.findByRole('list', { name: "Today's numbers" });
    expect(
      screen.getByRole('link', { name: 'Manage Careers' }).compareDocumentPosition(numbers) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('counts the leads kept with a flag apart, each a link to them', async () => {
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    const section = await screen.findByRole('region', { name: 'Kept with a flag, last 30 days' });
    expect(within(section).getByRole('link', { name: '5 not in the catalogue' })).toHaveAttribute(
      'href',
      '/admin/leads?flag=course-not-offered&from=2031-02-12&to=2031-03-13',
    );
    expect(within(section).getByRole('link', { name: '0 session not listed' })).toHaveAttribute(
      'href',
      '/admin/leads?flag=session-not-listed&from=2031-02-12&to=2031-03-13',
    );
  });

  it('says how many leads the retention rules will erase in the next 30 days, by kind, with a link to the rules', async () => {
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    const section = await screen.findByRole('region', { name: 'Erased by the retention rules in the next 30 days' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Enquiries (call back and demo): 7', 'Job applications: 1,250', 'Workshop registrations: 0']);
    expect(within(section).getByRole('link', { name: 'Retention rules in Site settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it('names the chart of leads per day and shows its numbers as a table on request', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    const figure = await screen.findByRole('figure', { name: 'Leads per day, last 30 days' });
    expect(within(figure).getByText('5 leads in all, by form.')).toBeInTheDocument();
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
    // The chart's legend names the three forms.
    for (const form of ['Call back / demo', 'Workshop registration', 'Job application'])
      expect(within(figure).getByText(form)).toBeInTheDocument();

    await user.click(within(figure).getByRole('switch', { name: 'Show as table' }));
    const table = within(figure).getByRole('table', { name: 'Leads per day, last 30 days, by form' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Day', 'Call back / demo', 'Workshop registration', 'Job application', 'Total']);
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(
      cell(table, '13 Mar')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '1', '0', '2']);
    expect(
      cell(table, '10 Mar')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '3', '3']);
    expect(
      cell(table, '12 Feb')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '0', '0']);

    await user.click(within(figure).getByRole('switch', { name: 'Show as table' }));
    expect(within(figure).queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists leads by course (each a link to them) and by source', async () => {
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    const courses = await screen.findByRole('region', { name: 'Leads by course, last 30 days' });
    expect(within(courses).getByRole('link', { name: 'Data Science' })).toHaveAttribute(
      'href',
      '/admin/leads?form=call-back&interest=Data+Science&from=2031-02-12&to=2031-03-13',
    );
    expect(cell(courses, 'Java Full Stack').getByRole('cell')).toHaveTextContent('1');
    const sources = screen.getByRole('region', { name: 'Leads by source, last 30 days' });
    expect(
      within(sources)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['/workshops/ds-workshop (page)', 'google (utm_source)', 'Direct']);
    expect(cell(sources, 'google (utm_source)').getByRole('cell')).toHaveTextContent('2');
  });

  it('shows the upcoming batches and the seats of upcoming workshops', async () => {
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    const batches = await screen.findByRole('region', { name: 'Upcoming batches' });
    expect(within(batches).getByRole('link', { name: 'Java Full Stack' })).toHaveAttribute('href', '/admin/courses/edit/java-full-stack');
    expect(
      cell(batches, 'Java Full Stack')
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Mar 16th 2031', 'Mar 14th 2031', 'Classroom and online', '30']);
    expect(cell(batches, 'Data Science').getAllByRole('cell').at(-1)).toHaveTextContent('Not limited');

    const seats = screen.getByRole('region', { name: 'Workshop seats' });
    const full = cell(seats, 'Data Science Workshop');
    expect(full.getByRole('link', { name: '2 of 2 taken' })).toHaveAttribute(
      'href',
      '/admin/leads?form=workshop&interest=Data+Science+Workshop',
    );
    expect(full.getByRole('progressbar', { name: 'Data Science Workshop: seats taken' })).toHaveAttribute('aria-valuenow', '100');
    expect(full.getAllByRole('cell').at(-1)).toHaveTextContent('1');
    expect(cell(seats, 'Open Workshop').getByRole('link', { name: '5 registered (not limited)' })).toBeInTheDocument();
    expect(within(seats).getByRole('link', { name: 'Data Science Workshop' })).toHaveAttribute('href', '/admin/workshops/edit/ds-workshop');
  });

  it('says so when there is nothing to list yet', async () => {
    answer = () =>
      Response.json({
        ...DASHBOARD,
        newLeads: { today: 0, thisWeek: 0 },
        byCourse: [],
        bySource: [],
        perDay: days({}),
        upcomingBatches: [],
        upcomingWorkshops: [],
      } satisfies DashboardDto);
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    expect(await screen.findByText('No call-back requests in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('No leads in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText(/No batch is open for applications\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add one in Courses' })).toHaveAttribute('href', '/admin/courses');
    expect(screen.getByText(/No upcoming workshops\./)).toBeInTheDocument();
    expect(screen.getByText('0 leads in all, by form.')).toBeInTheDocument();
  });

  it('says the dashboard could not be loaded when the server fails', async () => {
    answer = () => Response.json({ message: 'Service temporarily unavailable' }, { status: 503 });
    renderWithProviders(<AdminHomePage />, { preloadedState: SIGNED_IN_ADMIN });
    expect(await screen.findByText('The dashboard could not be loaded. Refresh the page to try again.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CRM webhook deliveries' })).toHaveAttribute('href', '/admin/leads/webhook');
  });
});
