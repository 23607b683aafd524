import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leadDto, renderWithProviders } from '@/shared/lib/test';
import { LeadStatusSelect } from './lead-status-select';

jest.setTimeout(20_000);

const LEAD = leadDto();

const patches: { url: string; body: unknown }[] = [];
let answer: () => Response = () => Response.json({ ...LEAD, status: 'contacted' });
const settingsReads: string[] = [];
beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/admin/lead-pipeline') {
      settingsReads.push(request.url);
      return Response.json({ lostReasons: ['Fees', 'Timing', 'Not reachable'] });
    }
    if (request.method !== 'PATCH') throw new Error(`unexpected ${request.method} ${request.url}`);
    patches.push({ url: new URL(request.url).pathname, body: await request.json() });
    return answer();
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  patches.length = 0;
  settingsReads.length = 0;
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
    await user.selectOptions(screen.getByLabelText('Status of Ravi Kumar'), 'contacted');
    expect(await screen.findByText('Lead not found.')).toBeInTheDocument();
  });

  it('asks why before a lead is set to Lost, and changes nothing on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<LeadStatusSelect lead={LEAD} />);
    // The reasons are asked for only when needed (a list of leads renders one select per row).
    expect(settingsReads).toEqual([]);
    const select = screen.getByLabelText('Status of Ravi Kumar');
    await user.selectOptions(select, 'closed');
    let dialog = await screen.findByRole('dialog', { name: 'Why was Ravi Kumar lost?' });
    expect(select).toHaveValue('new');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([]);

    answer = () => Response.json({ ...LEAD, status: 'closed', lostReason: 'Not reachable' });
    await user.selectOptions(select, 'closed');
    dialog = await screen.findByRole('dialog', { name: 'Why was Ravi Kumar lost?' });
    const confirm = within(dialog).getByRole('button', { name: 'Mark as lost' });
    expect(confirm).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: 'Not reachable' }));
    await user.click(confirm);
    expect(await screen.findByText('Ravi Kumar: Lost (Not reachable)')).toBeInTheDocument();
    expect(patches).toEqual([{ url: `/api/leads/${LEAD.id}/status`, body: { status: 'closed', lostReason: 'Not reachable' } }]);
  });
});
