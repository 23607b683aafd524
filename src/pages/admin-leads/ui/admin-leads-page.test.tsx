import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadDto, LeadListResponse } from '@contract';
import { answerFetches, courseDto, renderWithProviders, workshopDto } from '@/shared/lib/test';
import { AdminLeadsPage } from './admin-leads-page';

jest.setTimeout(30_000);

const lead = (overrides: Partial<LeadDto> & Pick<LeadDto, 'id' | 'name'>): LeadDto => ({
  form: 'workshop',
  email: `${overrides.id}@example.in`,
  countryCode: '+91',
  phone: '9876543210',
  interest: 'Data Science Workshop',
  session: 'Sat, 19 Dec 2099 (2pm-5pm)',
  message: null,
  sourcePage: '/workshops/data-science',
  utm: {},
  status: 'new',
  waitlist: false,
  createdAt: '2099-11-20T10:00:00.000Z',
  ...overrides,
});

const LEADS = [
  lead({ id: 'l1', name: 'Meera Nair', waitlist: true }),
  lead({ id: 'l2', name: 'Ravi Kumar' }),
  lead({ id: 'l3', name: 'Asha Rao', form: 'call-back', interest: 'Data Science', session: null, sourcePage: '/enrollnow' }),
];

answerFetches((request, pathname) => {
  if (request.method !== 'GET') throw new Error(`unexpected ${request.method} ${pathname}`);
  if (pathname === '/api/leads') {
    const page: LeadListResponse = { items: LEADS, total: LEADS.length, page: 1, pageSize: 25 };
    return Response.json(page);
  }
  if (pathname === '/api/workshops') return Response.json([workshopDto()]);
  if (pathname === '/api/admin/courses') {
    return Response.json([
      { ...courseDto({ title: 'Data Science', leadCourse: 'Data Science' }), archived: false, leads: 1 },
      { ...courseDto({ title: 'MEAN Stack', slug: 'mean-stack', leadCourse: 'MEAN Stack' }), archived: true, leads: 4 },
    ]);
  }
  throw new Error(`unexpected request ${pathname}`);
});

const interestCell = (name: string) => {
  const row = screen.getByRole('gridcell', { name }).closest('[role="row"]') as HTMLElement;
  return within(row)
    .getAllByRole('gridcell')
    .find((c) => c.getAttribute('data-field') === 'interest') as HTMLElement;
};

describe('AdminLeadsPage', () => {
  it('marks a workshop registration taken onto the waitlist with a Waitlist chip next to its interest', async () => {
    renderWithProviders(<AdminLeadsPage />);
    await screen.findByRole('gridcell', { name: 'Meera Nair' });
    const waiting = interestCell('Meera Nair');
    expect(waiting).toHaveTextContent('Data Science Workshop (Sat, 19 Dec 2099 (2pm-5pm))');
    expect(within(waiting).getByText('Waitlist')).toBeInTheDocument();
    expect(interestCell('Ravi Kumar')).toHaveTextContent('Data Science Workshop (Sat, 19 Dec 2099 (2pm-5pm))');
    expect(within(interestCell('Ravi Kumar')).queryByText('Waitlist')).not.toBeInTheDocument();
    expect(within(interestCell('Asha Rao')).queryByText('Waitlist')).not.toBeInTheDocument();
  });

  it("filters by any course's lead name, an archived course's too (its leads keep the name), and by workshop", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminLeadsPage />);
    await screen.findByRole('gridcell', { name: 'Meera Nair' });
    await user.click(screen.getByRole('combobox', { name: 'Course or workshop' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['All', 'Data Science', 'MEAN Stack', 'Data Science Workshop']);
  });
});
