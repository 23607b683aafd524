import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LeadDetailDto, type LeadDto, type LeadListResponse } from '@contract';
import {
  adminAccountDto,
  adminCourseDto,
  answerFetches,
  GRID_WAIT,
  gridCell,
  gridRow,
  leadDto,
  renderWithProviders,
  workshopDto,
} from '@/shared/lib/test';
import { AdminLeadsPage } from './admin-leads-page';

jest.setTimeout(40_000);

/** A workshop registration: the leads' default here. */
const lead = (overrides: Partial<LeadDto> & Pick<LeadDto, 'id' | 'name'>): LeadDto =>
  leadDto({
    form: 'workshop',
    email: `${overrides.id}@example.in`,
    interest: 'Data Science Workshop',
    session: 'Sat, 19 Dec 2099 (2pm-5pm)',
    sourcePage: '/workshops/data-science',
    createdAt: '2099-11-20T10:00:00.000Z',
    ...overrides,
  });

const ADMINS = [adminAccountDto('a1', 'Asha Rao'), adminAccountDto('a2', 'Vikram Shah'), adminAccountDto('a3', 'Former Counsellor', true)];

const LEADS = [
  lead({ id: 'l1', name: 'Meera Nair', waitlist: true, ownerId: 'a1', ownerName: 'Asha Rao', followUpOn: '2020-01-06' }),
  lead({ id: 'l2', name: 'Ravi Kumar', flag: 'session-not-listed' }),
  lead({ id: 'l3', name: 'Lakshmi Devi', form: 'call-back', interest: 'Data Science', session: null, sourcePage: '/enrollnow' }),
];
const detail = (l: LeadDto): LeadDetailDto => ({
  ...l,
  notes: [],
  history: [{ id: `${l.id}-e0`, kind: 'created', fromValue: null, toValue: 'new', actorName: null, createdAt: l.createdAt }],
  files: [],
  tasks: [],
  related: [],
  merges: [],
});

/** The list requests' query strings, in order; and the writes. */
let listQueries: URLSearchParams[] = [];
let writes: { path: string; body: unknown }[] = [];

answerFetches(async (request, pathname) => {
  if (request.method === 'POST' && pathname === '/api/leads/bulk') {
    const body = (await request.json()) as { ids: string[] };
    writes.push({ path: pathname, body });
    return Response.json({ updated: body.ids.length });
  }
  if (request.method !== 'GET') throw new Error(`unexpected ${request.method} ${pathname}`);
  if (pathname === '/api/leads') {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    const owner = query.get('owner');
    const items = LEADS.filter((l) => !owner || (owner === 'unassigned' ? l.ownerId === null : l.ownerId === owner));
    const page: LeadListResponse = { items, total: items.length, page: 1, pageSize: 25 };
    return Response.json(page);
  }
  const one = LEADS.find((l) => pathname === `/api/leads/${l.id}`);
  if (one) return Response.json(detail(one));
  if (pathname === '/api/admin/admins') return Response.json(ADMINS);
  if (pathname === '/api/workshops') return Response.json([workshopDto()]);
  if (pathname === '/api/admin/courses') {
    return Response.json([
      adminCourseDto({ title: 'Data Science', leadCourse: 'Data Science', leads: 1 }),
      adminCourseDto({ title: 'MEAN Stack', slug: 'mean-stack', leadCourse: 'MEAN Stack', archived: true, leads: 4 }),
    ]);
  }
  throw new Error(`unexpected request ${pathname}`);
});

beforeEach(() => {
  listQueries = [];
  writes = [];
});

const renderPage = (route = '/admin/leads') => renderWithProviders(<AdminLeadsPage />, { route, path: '/admin/leads' });

describe('AdminLeadsPage', () => {
  it('marks a workshop registration taken onto the waitlist with a Waitlist chip next to its interest', async () => {
    renderPage();
    await screen.findByRole('gridcell', { name: 'Meera Nair' });
    const waiting = gridCell('Meera Nair', 'interest');
    expect(waiting).toHaveTextContent('Data Science Workshop (Sat, 19 Dec 2099 (2pm-5pm))');
    expect(within(waiting).getByText('Waitlist')).toBeInTheDocument();
    expect(gridCell('Ravi Kumar', 'interest')).toHaveTextContent('Data Science Workshop (Sat, 19 Dec 2099 (2pm-5pm))');
    expect(within(gridCell('Ravi Kumar', 'interest')).queryByText('Waitlist')).not.toBeInTheDocument();
    expect(within(gridCell('Lakshmi Devi', 'interest')).queryByText('Waitlist')).not.toBeInTheDocument();
  });

  it('marks a lead kept with a flag next to its interest, and filters by the flag', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Ravi Kumar' });
    expect(within(gridCell('Ravi Kumar', 'interest')).getByText('Session not listed')).toBeInTheDocument();
    expect(within(gridCell('Meera Nair', 'interest')).queryByText('Session not listed')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Flag' }));
    await user.click(await screen.findByRole('option', { name: 'Not in the catalogue' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('flag')).toBe('course-not-offered'));
  });

  it("filters by any course's lead name, an archived course's too (its leads keep the name), and by workshop", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Meera Nair' });
    await user.click(screen.getByRole('combobox', { name: 'Course or workshop' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['All', 'Data Science', 'MEAN Stack', 'Data Science Workshop']);
  });

  it("shows each lead's owner and follow-up day, a due one marked Due", async () => {
    renderPage();
    await screen.findByRole('gridcell', { name: 'Meera Nair' });
    expect(gridCell('Meera Nair', 'ownerName')).toHaveTextContent('Asha Rao');
    expect(gridCell('Meera Nair', 'followUpOn')).toHaveTextContent('6 Jan 2020');
    expect(within(gridCell('Meera Nair', 'followUpOn')).getByText('Due')).toBeInTheDocument();
    expect(gridCell('Ravi Kumar', 'ownerName')).toHaveTextContent('Unassigned');
    expect(gridCell('Ravi Kumar', 'followUpOn')).toHaveTextContent('');
  });

  it('opens the lead drawer from a row and closes it again, the address following', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage('/admin/leads?status=new');
    await user.click(await screen.findByRole('gridcell', { name: 'Ravi Kumar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    expect(router.state.location.search).toBe('?status=new&lead=l2');
    expect(await within(drawer).findByRole('link', { name: /^Call Ravi Kumar/ })).toHaveAttribute('href', 'tel:+919876543210');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ravi Kumar' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?status=new');
  });

  it('opens a lead with its Open button from the keyboard, and Back closes the drawer', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();
    // The grid's first render is slow on a busy machine.
    const open = await screen.findByRole('button', { name: 'Open Meera Nair' }, GRID_WAIT);
    act(() => open.focus());
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Meera Nair' });
    expect(within(drawer).getByRole('combobox', { name: 'Owner' })).toHaveTextContent('Asha Rao');
    expect(router.state.location.search).toBe('?lead=l1');
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meera Nair' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('opens the drawer named by ?lead= (the new-lead e-mail), and closing removes the parameter', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage('/admin/leads?lead=l3');
    const drawer = await screen.findByRole('dialog', { name: 'Lakshmi Devi' });
    expect(await within(drawer).findByText('/enrollnow')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lakshmi Devi' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/leads');
    expect(router.state.location.search).toBe('');
  });

  it('filters by owner and by follow-up due, keeps both in the address, and the CSV export follows them', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();
    await screen.findByRole('gridcell', { name: 'Meera Nair' });
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Anyone', 'Unassigned', 'Asha Rao', 'Former Counsellor (disabled)', 'Vikram Shah']);
    await user.click(screen.getByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'Meera Nair' })).not.toBeInTheDocument());
    expect(screen.getByRole('gridcell', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(listQueries.at(-1)?.get('owner')).toBe('unassigned');

    await user.click(screen.getByRole('checkbox', { name: 'Follow-up due' }));
    await waitFor(() => expect(listQueries.at(-1)?.get('followUp')).toBe('due'));
    expect(listQueries.at(-1)?.get('owner')).toBe('unassigned');
    expect(new URLSearchParams(router.state.location.search).get('owner')).toBe('unassigned');
    expect(new URLSearchParams(router.state.location.search).get('followUp')).toBe('due');
    const exportHref = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '';
    expect(exportHref.startsWith('/api/leads/export.csv?')).toBe(true);
    const exported = new URLSearchParams(exportHref.split('?')[1]);
    expect([exported.get('owner'), exported.get('followUp')]).toEqual(['unassigned', 'due']);
  });

  it('starts from the filters in the address', async () => {
    renderPage('/admin/leads?owner=a1&followUp=due');
    expect(await screen.findByRole('gridcell', { name: 'Meera Nair' })).toBeInTheDocument();
    expect(screen.queryByRole('gridcell', { name: 'Ravi Kumar' })).not.toBeInTheDocument();
    expect(listQueries[0]?.get('owner')).toBe('a1');
    expect(listQueries[0]?.get('followUp')).toBe('due');
    expect(screen.getByRole('checkbox', { name: 'Follow-up due' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveTextContent('Asha Rao'));
  });

  it('assigns an owner to the selected rows after confirming the count, then says how many changed', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Meera Nair' });
    expect(screen.getByRole('button', { name: 'Assign owner' })).toBeDisabled();
    await user.click(within(gridRow('Meera Nair')).getByRole('checkbox'));
    await user.click(within(gridRow('Ravi Kumar')).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign an owner to 2 leads' });
    const apply = within(dialog).getByRole('button', { name: 'Update 2 leads' });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'New owner' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Unassigned', 'Asha Rao', 'Vikram Shah']);
    await user.click(screen.getByRole('option', { name: 'Vikram Shah' }));
    await user.click(apply);
    expect(await screen.findByText('2 leads updated.')).toBeInTheDocument();
    expect(writes).toEqual([{ path: '/api/leads/bulk', body: { ids: ['l1', 'l2'], ownerId: 'a2' } }]);
    await waitFor(() => expect(screen.queryByText('2 selected')).not.toBeInTheDocument());
  });

  it('sets the status of the selected rows', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('gridcell', { name: 'Lakshmi Devi' });
    await user.click(within(gridRow('Lakshmi Devi')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the status of 1 lead' });
    await user.click(within(dialog).getByRole('combobox', { name: 'New status' }));
    await user.click(await screen.findByRole('option', { name: 'Contacted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update 1 lead' }));
    expect(await screen.findByText('1 lead updated.')).toBeInTheDocument();
    expect(writes).toEqual([{ path: '/api/leads/bulk', body: { ids: ['l3'], status: 'contacted' } }]);
  });
});
