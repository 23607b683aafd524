import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_FIGURES, type SiteSettingsDto } from '@contract';
import { answerFetches, recordSent, renderWithProviders, type SentRequest, siteSettingsDto } from '@/shared/lib/test';
import { AdminSettingsPage } from './admin-settings-page';

// The settings page renders four forms: on a CI machine also running the browser tests it takes seconds.
jest.setTimeout(30_000);

const sent: SentRequest[] = [];
let settings: SiteSettingsDto;

answerFetches(async (request, pathname) => {
  if (pathname === '/api/admin/site-settings/copy/revisions') return Response.json([]);
  if (pathname === '/api/admin/site-settings' && request.method === 'GET') return Response.json(settings);
  if (pathname !== '/api/admin/site-settings/figures') throw new Error(`unexpected request ${request.method} ${pathname}`);
  const body = (await recordSent(sent, request, pathname)) as { figures: SiteSettingsDto['figures']['figures'] };
  settings = siteSettingsDto({
    ...settings,
    figures: { figures: body.figures, custom: true, version: 1, updatedAt: '2026-11-29T04:00:00.000Z' },
  });
  return Response.json(settings);
});

beforeEach(() => {
  sent.length = 0;
  settings = siteSettingsDto();
});

describe('the headline figures in Site settings', () => {
  it('lets the site count the hiring partners: the typed figure and basis step aside, and the save says so', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminSettingsPage />);
    const form = within(await screen.findByRole('form', { name: 'Headline figures' }));
    const partners = within(form.getByRole('group', { name: 'Hiring partners' }));
    // Only what the site holds can be counted: the placement rate has no such choice.
    expect(within(form.getByRole('group', { name: 'Placement rate' })).queryByRole('checkbox')).toBeNull();
    await user.click(partners.getByRole('checkbox', { name: /^Count it from the hiring partners listed on the site/ }));
    expect(partners.getByRole('textbox', { name: 'Figure' })).toBeDisabled();
    expect(partners.getByRole('textbox', { name: 'Basis' })).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText('Saved: the pages now show these figures with their bases.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ figures: { ...SAMPLE_FIGURES, partners: { ...SAMPLE_FIGURES.partners, counted: true } } });
  });
});
