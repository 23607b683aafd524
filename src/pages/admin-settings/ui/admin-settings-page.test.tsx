import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_EFFECTIVE_MESSAGE, type SiteSettingsDto } from '@contract';
import { answerFetches, recordSent, renderWithProviders, type SentRequest, siteSettingsDto } from '@/shared/lib/test';
import { AdminSettingsPage } from './admin-settings-page';

// The settings page renders all its forms: on a CI machine also running the browser tests it takes seconds
// (60 s per test like the DataGrid pages).
jest.setTimeout(60_000);
/** The refetch after a save or a refusal renders the whole page again: more than findBy's default second under load. */
const SLOW = { timeout: 8000 };

const sent: SentRequest[] = [];
let settings: SiteSettingsDto;
/** What the server says to the next save: null to accept it. */
let refusal: { status: number; body: unknown } | null;

answerFetches(async (request, pathname) => {
  if (pathname === '/api/admin/site-settings/copy/revisions') return Response.json([]);
  if (pathname === '/api/admin/site-settings/lead-courses') {
    const body = (await recordSent(sent, request, pathname)) as { names: string[]; version?: number };
    if (refusal) return Response.json(refusal.body, { status: refusal.status });
    settings = siteSettingsDto({
      ...settings,
      leadCourseExtras: {
        names: body.names,
        custom: true,
        version: settings.leadCourseExtras.version + 1,
        updatedAt: '2026-11-28T09:00:00.000Z',
      },
    });
    return Response.json(settings);
  }
  if (pathname !== '/api/admin/site-settings') throw new Error(`unexpected request ${request.method} ${pathname}`);
  if (request.method === 'GET') return Response.json(settings);
  const body = (await recordSent(sent, request, pathname)) as { privacyPolicyEffective: string; version?: number };
  if (refusal) return Response.json(refusal.body, { status: refusal.status });
  settings = siteSettingsDto({
    privacyPolicyEffective: body.privacyPolicyEffective,
    version: settings.version + 1,
    updatedAt: '2026-11-26T09:00:00.000Z',
  });
  return Response.json(settings);
});

beforeEach(() => {
  sent.length = 0;
  refusal = null;
  settings = siteSettingsDto({ privacyPolicyEffective: '2025-07-09', version: 3, updatedAt: '2026-11-20T06:30:00.000Z' });
});

const dateField = () => screen.findByLabelText(/Effective date/);

describe('AdminSettingsPage', () => {
  it("shows the privacy policy's saved date and saves a new one with the version it showed", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Site settings' })).toBeInTheDocument();
    const field = await dateField();
    expect(field).toHaveValue('2025-07-09');
    expect(screen.getByText(/Last saved 20 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await user.clear(field);
    await user.type(field, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The privacy policy now says it took effect on March 1, 2026.')).toBeInTheDocument();
    expect(sent.map((s) => [s.method, s.body])).toEqual([['PUT', { privacyPolicyEffective: '2026-03-01', version: 3 }]]);
    await waitFor(() => expect(screen.getByText(/Last saved 26 Nov 2026/)).toBeInTheDocument(), SLOW);
    expect(await dateField()).toHaveValue('2026-03-01');
  });

  it('says what is wrong with an empty date at the field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    await user.clear(await dateField());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await dateField()).toHaveAccessibleDescription(PRIVACY_EFFECTIVE_MESSAGE);
    expect(sent).toEqual([]);
  });

  it("shows the server's reason when another admin saved first, then the other admin's date", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const field = await dateField();
    settings = siteSettingsDto({ privacyPolicyEffective: '2026-02-01', version: 4, updatedAt: '2026-11-25T10:00:00.000Z' });
    refusal = { status: 409, body: { message: 'This setting was changed by someone else since you opened it.' } };
    await user.clear(field);
    await user.type(field, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This setting was changed by someone else since you opened it.')).toBeInTheDocument();
    await waitFor(async () => expect(await dateField()).toHaveValue('2026-02-01'), SLOW);
  });

  it('sends no version when the settings were never saved', async () => {
    settings = siteSettingsDto({ privacyPolicyEffective: null, version: 0, updatedAt: null });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const field = await dateField();
    expect(field).toHaveValue('');
    expect(screen.queryByText(/Last saved/)).not.toBeInTheDocument();
    await user.type(field, '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ privacyPolicyEffective: '2026-01-15' }]));
  });

  it("shows the spec's course names until staff save their own, and saves one name per line", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const field = await screen.findByLabelText('Extra courses, one per line');
    expect(field).toHaveValue(
      'Python Full Stack Development\nJava Full Stack Development\nData Science\nData Analytics\nMERN Stack\nMEAN Stack',
    );
    expect(screen.getByText(/Until you save a list, these are the product spec's course names/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, ' MEAN Stack {Enter}{Enter}Cyber Security');
    await user.click(screen.getByRole('button', { name: 'Save courses' }));
    expect(await screen.findByText('The enquiry forms now list these courses too.')).toBeInTheDocument();
    expect(sent.map((s) => [s.method, s.body])).toEqual([['PUT', { names: ['MEAN Stack', 'Cyber Security'] }]]);
    await waitFor(() => expect(screen.queryByText(/Until you save a list/)).not.toBeInTheDocument());
  });

  it("says the server's reason for a refused list at the field", async () => {
    refusal = {
      status: 400,
      body: { message: 'Each course name may appear once.', fieldErrors: { names: 'Each course name may appear once.' } },
    };
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    await screen.findByLabelText('Extra courses, one per line');
    await user.click(screen.getByRole('button', { name: 'Save courses' }));
    expect(await screen.findByLabelText('Extra courses, one per line')).toHaveAccessibleDescription('Each course name may appear once.');
  });
});
