import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_EFFECTIVE_MESSAGE, type SiteSettingsDto } from '@contract';
import { answerFetches, recordSent, renderWithProviders, type SentRequest } from '@/shared/lib/test';
import { AdminSettingsPage } from './admin-settings-page';

const sent: SentRequest[] = [];
let settings: SiteSettingsDto;
/** What the server says to the next save: null to accept it. */
let refusal: { status: number; body: unknown } | null;

answerFetches(async (request, pathname) => {
  if (pathname !== '/api/admin/site-settings') throw new Error(`unexpected request ${request.method} ${pathname}`);
  if (request.method === 'GET') return Response.json(settings);
  const body = (await recordSent(sent, request, pathname)) as { privacyPolicyEffective: string; version?: number };
  if (refusal) return Response.json(refusal.body, { status: refusal.status });
  settings = { privacyPolicyEffective: body.privacyPolicyEffective, version: settings.version + 1, updatedAt: '2026-11-26T09:00:00.000Z' };
  return Response.json(settings);
});

beforeEach(() => {
  sent.length = 0;
  refusal = null;
  settings = { privacyPolicyEffective: '2025-07-09', version: 3, updatedAt: '2026-11-20T06:30:00.000Z' };
});

const dateField = () => screen.findByLabelText(/Effective date/);

describe('AdminSettingsPage', () => {
  it("shows the privacy policy's saved date and saves a new one with the version it showed", async () => {
    const user = userEvent.setup();
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
    await waitFor(() => expect(screen.getByText(/Last saved 26 Nov 2026/)).toBeInTheDocument());
    expect(await dateField()).toHaveValue('2026-03-01');
  });

  it('says what is wrong with an empty date at the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminSettingsPage />);
    await user.clear(await dateField());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await dateField()).toHaveAccessibleDescription(PRIVACY_EFFECTIVE_MESSAGE);
    expect(sent).toEqual([]);
  });

  it("shows the server's reason when another admin saved first, then the other admin's date", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminSettingsPage />);
    const field = await dateField();
    settings = { privacyPolicyEffective: '2026-02-01', version: 4, updatedAt: '2026-11-25T10:00:00.000Z' };
    refusal = { status: 409, body: { message: 'This setting was changed by someone else since you opened it.' } };
    await user.clear(field);
    await user.type(field, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This setting was changed by someone else since you opened it.')).toBeInTheDocument();
    await waitFor(async () => expect(await dateField()).toHaveValue('2026-02-01'));
  });

  it('sends no version when the settings were never saved', async () => {
    settings = { privacyPolicyEffective: null, version: 0, updatedAt: null };
    const user = userEvent.setup();
    renderWithProviders(<AdminSettingsPage />);
    const field = await dateField();
    expect(field).toHaveValue('');
    expect(screen.queryByText(/Last saved/)).not.toBeInTheDocument();
    await user.type(field, '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.map((s) => s.body)).toEqual([{ privacyPolicyEffective: '2026-01-15' }]));
  });
});
