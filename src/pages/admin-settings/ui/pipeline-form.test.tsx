import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_LEAD_STAGES, type LeadPipelineSettingsDto } from '@contract';
import { answerFetches, recordSent, renderWithProviders, type SentRequest } from '@/shared/lib/test';
import { PipelineForm } from './pipeline-form';

jest.setTimeout(30_000);

const sent: SentRequest[] = [];
const saved: LeadPipelineSettingsDto = {
  firstContactHours: 2,
  digestAt: '08:30',
  whatsappMessages: [{ label: 'After a missed call', text: 'Hello {name}, we tried to call you about {course}.' }],
  lostReasons: ['Fees', 'Timing', 'Other'],
  stages: DEFAULT_LEAD_STAGES.map((st) => ({ ...st })),
  version: 3,
  updatedAt: '2026-12-01T04:00:00.000Z',
};

answerFetches(async (request, pathname) => {
  if (pathname === '/api/admin/lead-pipeline' && request.method === 'GET') return Response.json(saved);
  if (pathname !== '/api/admin/lead-pipeline') throw new Error(`unexpected request ${request.method} ${pathname}`);
  const body = (await recordSent(sent, request, pathname)) as LeadPipelineSettingsDto;
  return Response.json({ ...saved, ...body, version: 4 });
});

beforeEach(() => {
  sent.length = 0;
});

describe('the leads pipeline in Site settings (issue 43)', () => {
  it('refuses a limit under half an hour at its field, and saves the limit and no digest with the version it showed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PipelineForm settings={saved} />);
    const hours = screen.getByRole('spinbutton', { name: 'First call within (working hours)' });
    expect(hours).toHaveValue(2);
    expect(screen.getByLabelText('At (Hyderabad time)')).toHaveValue('08:30');
    await user.clear(hours);
    await user.type(hours, '0.2');
    await user.click(screen.getByRole('button', { name: 'Save pipeline settings' }));
    expect(await screen.findByText('At least 0.5 hours.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(hours);
    await user.type(hours, '3');
    await user.click(screen.getByRole('checkbox', { name: 'Send each counsellor a morning digest' }));
    expect(screen.queryByLabelText('At (Hyderabad time)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save pipeline settings' }));
    expect(await screen.findByText('Saved: My day and the next digest follow these settings.')).toBeInTheDocument();
    expect(sent.map((s) => [s.method, s.body])).toEqual([
      [
        'PUT',
        {
          firstContactHours: 3,
          digestAt: null,
          whatsappMessages: saved.whatsappMessages,
          lostReasons: saved.lostReasons,
          stages: saved.stages.map(({ id, label, color }) => ({ id, label, color })),
          version: 3,
        },
      ],
    ]);
  });

  it('edits the saved WhatsApp messages and refuses a field other than {name} and {course} at the message', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PipelineForm settings={saved} />);
    await user.click(screen.getByRole('button', { name: 'Add a message' }));
    await user.type(screen.getByRole('textbox', { name: 'Label 2' }), 'Fee');
    const text = screen.getByRole('textbox', { name: 'Message 2' });
    await user.clear(text);
    await user.click(text);
    await user.paste('Hello {name}, your {phone}');
    await user.click(screen.getByRole('button', { name: 'Save pipeline settings' }));
    expect(await screen.findByText('Use only {name} and {course} in braces.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove message 1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Message 1' }));
    await user.click(screen.getByRole('textbox', { name: 'Message 1' }));
    await user.paste('Hello {name}, the {course} fee is in the brochure.');
    await user.click(screen.getByRole('button', { name: 'Save pipeline settings' }));
    await screen.findByText('Saved: My day and the next digest follow these settings.');
    expect(sent[0]?.body).toMatchObject({
      whatsappMessages: [{ label: 'Fee', text: 'Hello {name}, the {course} fee is in the brochure.' }],
    });
  });

  it('edits the lost reasons, refusing a repeated one whole', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PipelineForm settings={saved} />);
    expect(screen.getAllByRole('textbox', { name: /^Reason \d+$/ }).map((f) => (f as HTMLInputElement).value)).toEqual([
      'Fees',
      'Timing',
      'Other',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add a reason' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason 4' }), ' fees');
    await user.click(screen.getByRole('button', { name: 'Save pipeline settings' }));
    expect(await screen.findByText('Each lost reason must differ from the others.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'Reason 4' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason 4' }), 'Batch full');
    await user.click(screen.getByRole('button', { name: 'Remove reason 2' }));
    await user.click(screen.getByRole('button', { name: 'Save pipeline settings' }));
    await screen.findByText('Saved: My day and the next digest follow these settings.');
    expect(sent[0]?.body).toMatchObject({ lostReasons: ['Fees', 'Other', 'Batch full'] });
  });

  it('renames, adds, moves and removes stages; the built-in ones stay and keep their places', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PipelineForm settings={saved} />);
    const names = () => screen.getAllByRole('textbox', { name: /^Stage \d+$/ }).map((f) => (f as HTMLInputElement).value);
    expect(names()).toEqual(['New', 'Contacted', 'Demo booked', 'Demo attended', 'Enrolled', 'Lost']);
    // New, Contacted, Enrolled and Lost cannot be removed; New, Enrolled and Lost do not move.
    expect(screen.queryByRole('button', { name: 'Remove stage 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove stage 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move stage 1 up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move stage 5 down' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move stage 2 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move stage 4 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove stage 4' }));
    await user.click(screen.getByRole('button', { name: 'Add a stage' }));
    await user.type(screen.getByRole('textbox', { name: 'Stage 4' }), 'Counselling done');
    await user.click(screen.getByRole('button', { name: 'Move stage 4 up' }));
    await user.clear(screen.getByRole('textbox', { name: 'Stage 6' }));
    await user.type(screen.getByRole('textbox', { name: 'Stage 6' }), 'Not joining');
    expect(names()).toEqual(['New', 'Contacted', 'Counselling done', 'Demo booked', 'Enrolled', 'Not joining']);
    await user.click(screen.getByRole('button', { name: 'Save pipeline settings' }));
    await screen.findByText('Saved: My day and the next digest follow these settings.');
    expect(sent[0]?.body).toMatchObject({
      stages: [
        { id: 'new', label: 'New' },
        { id: 'contacted', label: 'Contacted' },
        { label: 'Counselling done', color: '#bf360c' },
        { id: 'demo-booked', label: 'Demo booked' },
        { id: 'enrolled', label: 'Enrolled' },
        { id: 'closed', label: 'Not joining' },
      ],
    });
  });
});
