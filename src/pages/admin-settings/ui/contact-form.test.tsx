import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTACT, type SiteSettingsDto } from '@contract';
import { answerFetches, recordSent, renderWithProviders, type SentRequest, siteSettingsDto } from '@/shared/lib/test';
import { AdminSettingsPage } from './admin-settings-page';

// The settings page renders four forms: on a CI machine also running the browser tests it takes seconds.
jest.setTimeout(30_000);

const sent: SentRequest[] = [];
let settings: SiteSettingsDto;

answerFetches(async (request, pathname) => {
  if (pathname === '/api/admin/site-settings/copy/revisions') return Response.json([]);
  if (pathname === '/api/admin/site-settings' && request.method === 'GET') return Response.json(settings);
  if (pathname !== '/api/admin/site-settings/contact') throw new Error(`unexpected request ${request.method} ${pathname}`);
  const body = (await recordSent(sent, request, pathname)) as Record<string, unknown>;
  if (body.email === 'taken@itx.example') {
    return Response.json({ message: 'The contact facts were changed by someone else since they were opened.' }, { status: 409 });
  }
  const { version: _version, ...facts } = body;
  settings = siteSettingsDto({
    ...settings,
    contact: {
      ...(facts as unknown as typeof DEFAULT_SITE_CONTACT),
      custom: true,
      version: settings.contact.version + 1,
      updatedAt: '2026-11-29T04:00:00.000Z',
    },
  });
  return Response.json(settings);
});

beforeEach(() => {
  sent.length = 0;
  settings = siteSettingsDto();
});

const form = () => screen.findByRole('form', { name: 'Contact facts' });

// Values are pasted into the cleared (and so focused) field: the whole form re-renders on every key typed.
describe('the contact facts in Site settings', () => {
  it('shows the seeded facts as samples and saves a changed phone list and WhatsApp number, all facts at once', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const facts = within(await form());
    expect(screen.getByText(/sample facts the site was set up with/)).toBeInTheDocument();
    const phones = facts.getByLabelText(/Phone numbers, one per line/);
    expect(phones).toHaveValue('+91 90000 12345\n+91 90000 67890');
    await user.clear(phones);
    await user.paste('+91 98480 22338\n+91 40 2345 6789');
    await user.clear(facts.getByLabelText(/WhatsApp number/));
    await user.paste('+91 98480 22339');
    await user.click(facts.getByRole('checkbox', { name: 'Sunday' }));
    await user.click(facts.getByRole('button', { name: 'Save contact facts' }));
    expect(await screen.findByText('Saved: every page now shows these contact facts.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      ...DEFAULT_SITE_CONTACT,
      phones: ['+91 98480 22338', '+91 40 2345 6789'],
      whatsapp: '+91 98480 22339',
      officeHours: { ...DEFAULT_SITE_CONTACT.officeHours, days: [...DEFAULT_SITE_CONTACT.officeHours.days, 'Sunday'] },
    });
    expect(await screen.findByText(/Last saved 29 Nov 2026/)).toBeInTheDocument();
  });

  it('says at each field what is wrong, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const facts = within(await form());
    const phones = facts.getByLabelText(/Phone numbers, one per line/);
    await user.clear(phones);
    await user.paste('98480 22338');
    const instagram = facts.getByLabelText('Instagram');
    await user.clear(instagram);
    await user.paste('https://instagram.com.evil.example/itx');
    await user.clear(facts.getByLabelText(/Map latitude/));
    await user.paste('51.5');
    await user.click(facts.getByRole('button', { name: 'Save contact facts' }));
    expect(phones).toHaveAccessibleDescription(/Enter a phone number with its country code/);
    expect(instagram).toHaveAccessibleDescription("Each social link must be an https address on its network's own site.");
    expect(facts.getByLabelText(/Map latitude/)).toHaveAccessibleDescription(/The map position must lie in India/);
    expect(sent).toHaveLength(0);
  });

  it("keeps the form and shows the server's reason when the save is refused", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const facts = within(await form());
    await user.clear(facts.getByLabelText(/Public e-mail/));
    await user.paste('taken@itx.example');
    await user.click(facts.getByRole('button', { name: 'Save contact facts' }));
    expect(await screen.findByText('The contact facts were changed by someone else since they were opened.')).toBeInTheDocument();
    expect(facts.getByLabelText(/Public e-mail/)).toHaveValue('taken@itx.example');
  });
});
