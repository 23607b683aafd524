import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RetentionRules, SiteSettingsDto } from '@contract';
import { answerFetches, recordSent, renderWithProviders, type SentRequest, siteSettingsDto } from '@/shared/lib/test';
import { AdminSettingsPage } from './admin-settings-page';

// The settings page renders all its forms: on a CI machine also running the browser tests it takes seconds.
jest.setTimeout(30_000);

const sent: SentRequest[] = [];
let settings: SiteSettingsDto;
/** What the server says to the next save: null to accept it. */
let refusal: { status: number; body: unknown } | null;

answerFetches(async (request, pathname) => {
  if (pathname === '/api/admin/site-settings/copy/revisions') return Response.json([]);
  if (pathname === '/api/admin/site-settings' && request.method === 'GET') return Response.json(settings);
  if (pathname !== '/api/admin/site-settings/retention') throw new Error(`unexpected request ${request.method} ${pathname}`);
  const body = (await recordSent(sent, request, pathname)) as RetentionRules & { version?: number };
  if (refusal) return Response.json(refusal.body, { status: refusal.status });
  const { version: _version, ...rules } = body;
  settings = siteSettingsDto({ ...settings, retention: { ...rules, version: settings.retention.version + 1 } });
  return Response.json(settings);
});

beforeEach(() => {
  sent.length = 0;
  refusal = null;
  settings = siteSettingsDto();
});

const form = async () => within(await screen.findByRole('form', { name: 'How long we keep personal data' }));

/** Types `months` into the field of that label, in place of what it held. */
async function setMonths(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, months: string) {
  await user.clear(field);
  await user.type(field, months);
}

describe('the retention rules in Site settings', () => {
  it('shows the rules with what each counts from, and saves them all with the version it showed', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const rules = await form();
    const enquiries = rules.getByRole('spinbutton', { name: 'Enquiries (call back and demo)' });
    expect(enquiries).toHaveValue(24);
    expect(enquiries).toHaveAccessibleDescription('Months after their last activity: a change or a note.');
    expect(rules.getByRole('spinbutton', { name: 'Job applications and CVs' })).toHaveAccessibleDescription('Months after the job closed.');
    expect(rules.getByRole('spinbutton', { name: 'Workshop registrations' })).toHaveAccessibleDescription('Months after the workshop.');
    expect(rules.getByRole('spinbutton', { name: 'Access log' })).toHaveAccessibleDescription(/at least 12\.$/);
    const section = screen.getByRole('region', { name: 'How long we keep personal data' });
    expect(section).toHaveTextContent(/follow-up still planned or on legal hold .* is kept whatever the rules say/);
    expect(within(section).getByRole('link', { name: 'How Long We Keep It' })).toHaveAttribute('href', '/privacy-policy#privacy-retention');

    await setMonths(user, enquiries, '18');
    await setMonths(user, rules.getByRole('spinbutton', { name: 'Workshop registrations' }), '6');
    await user.click(rules.getByRole('button', { name: 'Save retention rules' }));
    expect(await screen.findByText('Saved: the daily clean-up and the privacy policy now follow these rules.')).toBeInTheDocument();
    // Never saved: no version to send.
    expect(sent.map((s) => [s.method, s.body])).toEqual([
      ['PUT', { callBackMonths: 18, applicationMonths: 12, workshopMonths: 6, accessLogMonths: 12 }],
    ]);

    // The form comes back with the saved version, which the next save sends.
    await waitFor(async () => expect((await form()).getByRole('spinbutton', { name: 'Enquiries (call back and demo)' })).toHaveValue(18));
    await user.click((await form()).getByRole('button', { name: 'Save retention rules' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ callBackMonths: 18, applicationMonths: 12, workshopMonths: 6, accessLogMonths: 12, version: 1 });
  });

  it('says at each field what is wrong, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const rules = await form();
    const accessLog = rules.getByRole('spinbutton', { name: 'Access log' });
    const enquiries = rules.getByRole('spinbutton', { name: 'Enquiries (call back and demo)' });
    await setMonths(user, accessLog, '6');
    await setMonths(user, enquiries, '121');
    await user.clear(rules.getByRole('spinbutton', { name: 'Job applications and CVs' }));
    await user.click(rules.getByRole('button', { name: 'Save retention rules' }));
    expect(accessLog).toHaveAccessibleDescription('The access log must be at least 12 months.');
    expect(enquiries).toHaveAccessibleDescription('Enquiries must be at most 120 months.');
    expect(rules.getByRole('spinbutton', { name: 'Job applications and CVs' })).toHaveAccessibleDescription(
      'Job applications is required.',
    );
    expect(sent).toEqual([]);
  });

  it("shows the server's reason at the field, and keeps what was typed when another admin saved first", async () => {
    const user = userEvent.setup({ delay: null });
    settings = siteSettingsDto({
      retention: { callBackMonths: 24, applicationMonths: 12, workshopMonths: 12, accessLogMonths: 12, version: 2 },
    });
    renderWithProviders(<AdminSettingsPage />);
    const rules = await form();
    const workshops = rules.getByRole('spinbutton', { name: 'Workshop registrations' });
    await setMonths(user, workshops, '3');
    refusal = {
      status: 400,
      body: { message: 'Invalid request', fieldErrors: { workshopMonths: 'Workshop registrations must be at least 6 months.' } },
    };
    await user.click(rules.getByRole('button', { name: 'Save retention rules' }));
    await waitFor(() => expect(workshops).toHaveAccessibleDescription('Workshop registrations must be at least 6 months.'));
    expect(sent[0]?.body).toEqual({ callBackMonths: 24, applicationMonths: 12, workshopMonths: 3, accessLogMonths: 12, version: 2 });

    refusal = { status: 409, body: { message: 'The retention rules were changed by someone else since they were opened.' } };
    await user.click(rules.getByRole('button', { name: 'Save retention rules' }));
    expect(await screen.findByText('The retention rules were changed by someone else since they were opened.')).toBeInTheDocument();
    expect(workshops).toHaveValue(3);
  });
});
