import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntryDto, AuditListResponse } from '@contract';
import { adminAccountDto, answerFetches, renderWithProviders, SIGNED_IN_ADMIN } from '@/shared/lib/test';
import { AdminActivityPage } from './admin-activity-page';

// A server-paged DataGrid with selects, found by role and name (every cell's name computed per query): the
// longest test took 28 s beside the browser tests and the other passes in one CI run and over 30 s in the next
// (2026-12-02). What is tested is the outcome, not the time.
jest.setTimeout(60_000);

const RAVI = '3f6c1e2d-4a5b-4c7d-8e9f-0a1b2c3d4e5f';

const ADMINS = [adminAccountDto('u1', 'Lakshmi Rao'), adminAccountDto(RAVI, 'Ravi Kumar')];

const entry = (n: number, over: Partial<AuditEntryDto> = {}): AuditEntryDto => ({
  id: `e${n}`,
  actorId: 'u1',
  actorName: 'Lakshmi Rao',
  action: 'PUT /api/Career/updatejobs/senior-react-developer',
  entity: 'job',
  entityId: 'senior-react-developer',
  summary: `Updated job senior-react-developer (${n})`,
  statusCode: 200,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const queries: URLSearchParams[] = [];

answerFetches((request, pathname) => {
  if (request.method !== 'GET') throw new Error(`unexpected ${request.method} ${pathname}`);
  if (pathname === '/api/admin/admins') return Response.json(ADMINS);
  if (pathname === '/api/admin/activity') {
    const query = new URL(request.url).searchParams;
    queries.push(query);
    const page = Number(query.get('page'));
    const pageSize = Number(query.get('pageSize'));
    const items =
      query.get('actor') === RAVI
        ? [entry(1, { actorId: RAVI, actorName: 'Ravi Kumar', summary: 'Disabled admin Asha Rao', entity: 'admin', entityId: 'u9' })]
        : query.get('entity') === 'admin-code'
          ? [
              entry(2, {
                summary: 'Refused (409): ADMIN_CODE is set in the environment.',
                statusCode: 409,
                entity: 'admin-code',
                entityId: null,
              }),
            ]
          : // A few rows of each page tell the pages apart (a full page is slow to render in jsdom).
            Array.from({ length: 3 }, (_, i) => entry((page - 1) * pageSize + i + 1));
    const body: AuditListResponse = { items, total: query.get('actor') || query.get('entity') ? 1 : 60, page, pageSize };
    return Response.json(body);
  }
  throw new Error(`unexpected request ${pathname}`);
});

beforeEach(() => {
  queries.length = 0;
});

/** A grid cell by its text; the grid re-renders slowly in jsdom on a shared machine. */
const findCell = (name: string) => screen.findByRole('gridcell', { name }, { timeout: 10_000 });
const lastQuery = () => Object.fromEntries(queries[queries.length - 1] ?? []);

describe('AdminActivityPage', () => {
  it('shows who did what and when (Hyderabad time), with the request and its answer, newest first as the server sends it', async () => {
    renderWithProviders(<AdminActivityPage />, { preloadedState: SIGNED_IN_ADMIN });
    const first = await findCell('Updated job senior-react-developer (1)');
    const row = first.closest('[role="row"]') as HTMLElement;
    expect(row).toHaveTextContent('20 Nov 2026, 3:30 pm');
    expect(row).toHaveTextContent('Lakshmi Rao');
    expect(row).toHaveTextContent('PUT /api/Career/updatejobs/senior-react-developer');
    expect(within(row).getByText('Done 200')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', pageSize: '25' });
    expect(screen.getByRole('link', { name: 'Admins' })).toHaveAttribute('href', '/admin/admins');
  });

  it('pages on the server', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminActivityPage />, { preloadedState: SIGNED_IN_ADMIN });
    await findCell('Updated job senior-react-developer (1)');
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await findCell('Updated job senior-react-developer (26)')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '2', pageSize: '25' });
  });

  it('filters by admin and by entity, back to the first page, and keeps the filters in the address', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<AdminActivityPage />, { preloadedState: SIGNED_IN_ADMIN });
    await findCell('Updated job senior-react-developer (1)');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await findCell('Updated job senior-react-developer (26)');

    await user.click(screen.getByRole('combobox', { name: 'Admin' }));
    await user.click(await screen.findByRole('option', { name: 'Ravi Kumar' }));
    expect(await findCell('Disabled admin Asha Rao')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', pageSize: '25', actor: RAVI });
    await waitFor(() => expect(router.state.location.search).toBe(`?actor=${RAVI}`));

    await user.click(screen.getByRole('combobox', { name: 'Admin' }));
    await user.click(await screen.findByRole('option', { name: 'All admins' }));
    await user.click(screen.getByRole('combobox', { name: 'Entity' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Everything', 'Jobs', 'Admin accounts', 'Admin code', 'Sign-in and logout']));
    await user.click(screen.getByRole('option', { name: 'Admin code' }));
    const refused = await findCell('Refused (409): ADMIN_CODE is set in the environment.');
    expect(within(refused.closest('[role="row"]') as HTMLElement).getByText('Refused 409')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', pageSize: '25', entity: 'admin-code' });
  });
});
