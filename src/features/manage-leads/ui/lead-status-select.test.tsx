import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadDto } from '@contract';
import { renderWithProviders } from '@/shared/lib/test';
import { LeadStatusSelect } from './lead-status-select';

jest.setTimeout(20_000);

const LEAD: LeadDto = {
  id: '0b6f2a1e-6f7e-4a53-9c1b-2f4a5e6d7c8b',
  form: 'call-back',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  countryCode: '+91',
  phone: '9876543210',
  interest: 'Data Science',
  session: null,
  message: null,
  sourcePage: '/enrollnow',
  utm: {},
  status: 'new',
  waitlist: false,
  ownerId: null,
  ownerName: null,
  followUpOn: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const patches: { url: string; body: unknown }[] = [];
let answer: () => Response = () => Response.json({ ...LEAD, status: 'contacted' });
beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    if (request.method !== 'PATCH') throw new Error(`unexpected ${request.method} ${request.url}`);
    patches.push({ url: new URL(request.url).pathname, body: await request.json() });
    return answer();
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  patches.length = 0;
  answer = () => Response.json({ ...LEAD, status: 'contacted' });
});

describe('LeadStatusSelect', () => {
  it('sends the new status for the lead and confirms it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeadStatusSelect lead={LEAD} />);
    const select = screen.getByLabelText('Status of Ravi Kumar');
    expect(select).toHaveValue('new');
    await user.selectOptions(select, 'contacted');
    expect(await screen.findByText('Ravi Kumar: Contacted')).toBeInTheDocument();
    expect(patches).toEqual([{ url: `/api/leads/${LEAD.id}/status`, body: { status: 'contacted' } }]);
  });

  it("shows the server's message when the change is refused", async () => {
    answer = () => Response.json({ message: 'Lead not found.' }, { status: 404 });
    const user = userEvent.setup();
    renderWithProviders(<LeadStatusSelect lead={LEAD} />);
    await user.selectOptions(screen.getByLabelText('Status of Ravi Kumar'), 'closed');
    expect(await screen.findByText('Lead not found.')).toBeInTheDocument();
  });
});
