import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadDto, renderWithProviders } from '@/shared/lib/test';
import { LeadStatusSelect } from './lead-status-select';

jest.setTimeout(20_000);

const LEAD = leadDto();

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
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadStatusSelect lead={LEAD} />);
    const select = screen.getByLabelText('Status of Ravi Kumar');
    expect(select).toHaveValue('new');
    await user.selectOptions(select, 'contacted');
    expect(await screen.findByText('Ravi Kumar: Contacted')).toBeInTheDocument();
    expect(patches).toEqual([{ url: `/api/leads/${LEAD.id}/status`, body: { status: 'contacted' } }]);
  });

  it("shows the server's message when the change is refused", async () => {
    answer = () => Response.json({ message: 'Lead not found.' }, { status: 404 });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadStatusSelect lead={LEAD} />);
    await user.selectOptions(screen.getByLabelText('Status of Ravi Kumar'), 'closed');
    expect(await screen.findByText('Lead not found.')).toBeInTheDocument();
  });
});
