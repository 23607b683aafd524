import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadDetailDto, MyDayDto, MyDayTaskDto } from '@contract';
import { adminAccountDto, answerFetches, leadDto, renderWithProviders } from '@/shared/lib/test';
import { AdminMyDayPage } from './admin-my-day-page';

jest.setTimeout(30_000);

const LEAD = {
  id: '0b6f2a1e-6f7e-4a53-9c1b-2f4a5e6d7c8b',
  name: 'Meera Nair',
  countryCode: '+91',
  phone: '9876543210',
  interest: 'Data Science',
};
const task = (id: string, title: string, dueAt: string): MyDayTaskDto => ({
  id,
  leadId: LEAD.id,
  title,
  dueAt,
  ownerId: 'a1',
  ownerName: 'Asha Rao',
  doneAt: null,
  doneByName: null,
  createdByName: 'Asha Rao',
  createdAt: '2026-12-06T04:00:00.000Z',
  lead: { ...LEAD, status: 'contacted' },
});
let day: MyDayDto;

answerFetches(async (request, pathname) => {
  if (request.method !== 'GET') throw new Error(`unexpected ${request.method} ${pathname}`);
  if (pathname === '/api/admin/my-day') return Response.json(day);
  if (pathname === '/api/admin/admins') return Response.json([adminAccountDto('a1', 'Asha Rao')]);
  if (pathname === `/api/leads/${LEAD.id}`) {
    const detail: LeadDetailDto = {
      ...leadDto({ ...LEAD, email: 'meera@example.in' }),
      notes: [],
      history: [],
      files: [],
      tasks: [],
      related: [],
      merges: [],
    };
    return Response.json(detail);
  }
  return Response.json({ message: 'Not found.' }, { status: 404 });
});

beforeEach(() => {
  day = {
    day: '2026-12-07',
    overdue: [task('t1', 'Send the fee plan', '2026-12-06T05:00:00.000Z')],
    today: [],
    uncontacted: [
      {
        id: 'b1c2d3e4-0000-4000-8000-000000000001',
        name: 'Ravi Kumar',
        countryCode: '+91',
        phone: '9123456780',
        interest: 'Full Stack',
        ownerId: null,
        ownerName: null,
        createdAt: '2026-12-07T05:00:00.000Z',
      },
    ],
    uncontactedTotal: 1,
    firstContactHours: 2,
  };
});

describe('My day', () => {
  it('lists the overdue tasks, the empty day and the late first calls, each with a call link and the lead a tap away', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<AdminMyDayPage />, { route: '/admin/my-day' });
    expect(await screen.findByRole('heading', { name: 'Overdue (1)' })).toBeInTheDocument();
    expect(screen.getByText('7 Dec 2026, Hyderabad time.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Due today (0)' })).toBeInTheDocument();
    expect(screen.getByText('Nothing else due today.')).toBeInTheDocument();
    const late = screen.getByRole('region', { name: 'New leads waiting more than 2 working hours for a call (1)' });
    expect(within(late).getByRole('link', { name: 'Call Ravi Kumar on +91 9123456780' })).toHaveAttribute('href', 'tel:+919123456780');
    expect(within(late).getByText(/Unassigned/)).toBeInTheDocument();
    const overdue = screen.getByRole('region', { name: 'Overdue (1)' });
    expect(within(overdue).getByText('Send the fee plan')).toBeInTheDocument();
    expect(within(overdue).getByRole('button', { name: 'Log a call' })).toBeInTheDocument();
    await user.click(within(overdue).getByRole('button', { name: 'Open Meera Nair' }));
    expect(await screen.findByRole('dialog', { name: 'Meera Nair' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?lead=${LEAD.id}`);
  });
});
