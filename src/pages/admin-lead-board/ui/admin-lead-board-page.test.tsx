import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LEAD_STAGES, type LeadDto, type LeadStage } from '@contract';
import { answerFetches, leadDto, renderWithProviders, SIGNED_IN_ADMIN } from '@/shared/lib/test';
import { AdminLeadBoardPage } from './admin-lead-board-page';

jest.setTimeout(30_000);

const STAGES: LeadStage[] = DEFAULT_LEAD_STAGES.map((st) => (st.id === 'demo-attended' ? { ...st, label: 'Came to the demo' } : { ...st }));
const ravi = leadDto({ id: '00000000-0000-4000-8000-000000000001', name: 'Ravi Kumar', status: 'new' });
const sita = leadDto({ id: '00000000-0000-4000-8000-000000000002', name: 'Sita Devi', status: 'demo-booked', interest: 'Python' });

let leads: LeadDto[];
const patches: { path: string; body: unknown }[] = [];
answerFetches(async (request, pathname) => {
  if (pathname === '/api/admin/lead-pipeline') return Response.json({ stages: STAGES, lostReasons: ['Fees', 'Timing'] });
  if (pathname === '/api/leads' && request.method === 'GET') {
    const status = new URL(request.url).searchParams.get('status');
    const items = leads.filter((l) => l.status === status);
    return Response.json({ items, total: items.length + (status === 'enrolled' ? 7 : 0), page: 1, pageSize: 50 });
  }
  if (request.method === 'PATCH' && pathname.endsWith('/status')) {
    const body = (await request.json()) as { status: string; lostReason?: string };
    patches.push({ path: pathname, body });
    const id = pathname.split('/')[3];
    leads = leads.map((l) => (l.id === id ? { ...l, status: body.status, lostReason: body.lostReason ?? null } : l));
    return Response.json(leads.find((l) => l.id === id));
  }
  throw new Error(`unexpected ${request.method} ${pathname}`);
});
beforeEach(() => {
  leads = [ravi, sita];
  patches.length = 0;
});

const column = (name: RegExp) => screen.findByRole('region', { name });

describe('AdminLeadBoardPage', () => {
  it('shows a column per stage with its open leads, and counts the enrolled and lost ones', async () => {
    renderWithProviders(<AdminLeadBoardPage />, { preloadedState: SIGNED_IN_ADMIN });
    expect(screen.getByRole('heading', { level: 1, name: 'Leads board' })).toBeInTheDocument();
    const regions = await screen.findAllByRole('region');
    // Enrolled and Lost first (short drop targets), then the open stages in order.
    expect(
      regions.map((r) =>
        within(r)
          .getByRole('heading')
          .textContent?.replace(/ \(.*\)$/, ''),
      ),
    ).toEqual(['Enrolled', 'Lost', 'New', 'Contacted', 'Demo booked', 'Came to the demo']);
    const fresh = await column(/^New \(1\)$/);
    expect(within(fresh).getByRole('listitem', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(within(await column(/^Demo booked \(1\)$/)).getByText('Python')).toBeInTheDocument();
    const enrolled = await column(/^Enrolled \(7\)$/);
    expect(within(enrolled).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(enrolled).getByText('Drop a lead here when it enrols.')).toBeInTheDocument();
  });

  it('moves a lead with its stage menu, and asks why before it is lost', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminLeadBoardPage />, { preloadedState: SIGNED_IN_ADMIN });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Stage of Ravi Kumar' }), 'contacted');
    expect(await screen.findByText('Ravi Kumar: Contacted')).toBeInTheDocument();
    expect(within(await column(/^Contacted \(1\)$/)).getByRole('listitem', { name: 'Ravi Kumar' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage of Sita Devi' }), 'closed');
    const ask = await screen.findByRole('dialog', { name: 'Why was Sita Devi lost?' });
    await user.click(await within(ask).findByRole('radio', { name: 'Timing' }));
    await user.click(within(ask).getByRole('button', { name: 'Mark as lost' }));
    expect(await screen.findByText('Sita Devi: Lost (Timing)')).toBeInTheDocument();
    expect(patches).toEqual([
      { path: `/api/leads/${ravi.id}/status`, body: { status: 'contacted' } },
      { path: `/api/leads/${sita.id}/status`, body: { status: 'closed', lostReason: 'Timing' } },
    ]);
  });

  it('moves a lead dragged to another column, and leaves it where it was when dropped on its own', async () => {
    renderWithProviders(<AdminLeadBoardPage />, { preloadedState: SIGNED_IN_ADMIN });
    const card = within(await column(/^New \(1\)$/)).getByRole('listitem', { name: 'Ravi Kumar' });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(card, { dataTransfer });
    const fresh = await column(/^New \(1\)$/);
    fireEvent.dragOver(fresh, { dataTransfer });
    fireEvent.drop(fresh, { dataTransfer });
    expect(patches).toEqual([]);

    fireEvent.dragStart(card, { dataTransfer });
    const attended = await column(/^Came to the demo \(0\)$/);
    fireEvent.dragOver(attended, { dataTransfer });
    fireEvent.drop(attended, { dataTransfer });
    await waitFor(() => expect(patches).toEqual([{ path: `/api/leads/${ravi.id}/status`, body: { status: 'demo-attended' } }]));
    expect(await screen.findByText('Ravi Kumar: Came to the demo')).toBeInTheDocument();
    expect(within(await column(/^Came to the demo \(1\)$/)).getByRole('listitem', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });
});
