import { screen, waitFor } from '@testing-library/react';
import type { SiteSettingsDto } from '@contract';
import { answerFetches, renderWithProviders, siteSettingsDto } from '@/shared/lib/test';
import { PrivacyPage } from './privacy-page';

let settings: SiteSettingsDto;

answerFetches((_request, pathname) => {
  if (pathname !== '/api/site/settings') throw new Error(`unexpected request ${pathname}`);
  return Response.json(settings);
});

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('PrivacyPage', () => {
  it('shows the effective date an admin set, and its description ends with it', async () => {
    settings = siteSettingsDto({ privacyPolicyEffective: '2026-03-01', version: 2, updatedAt: '2026-11-26T09:00:00.000Z' });
    renderWithProviders(<PrivacyPage />, { route: '/privacy-policy' });
    const time = await screen.findByText('March 1, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-03-01');
    expect(time.parentElement).toHaveTextContent('Effective date: March 1, 2026');
    expect(description()).toMatch(/Effective March 1, 2026\.$/);
    expect(screen.getByRole('heading', { level: 2, name: '1. Information We Collect' })).toBeInTheDocument();
  });

  it('says how long each kind of record is kept as Site settings say, the defaults while none are saved', async () => {
    settings = siteSettingsDto({
      retention: { callBackMonths: 18, applicationMonths: 6, workshopMonths: 3, accessLogMonths: 36, version: 1 },
    });
    const { unmount } = renderWithProviders(<PrivacyPage />, { route: '/privacy-policy' });
    const section = await screen.findByRole('region', { name: '4. How Long We Keep It and How We Protect It' });
    await waitFor(() => expect(section).toHaveTextContent(/We keep enquiry details for 18 months after our last contact with you/));
    expect(section).toHaveTextContent(
      /job applications and CVs for 6 months after the job closes, workshop registrations for 3 months after the workshop, and learner records for as long as needed to issue certificates and references\./,
    );
    expect(section).toHaveTextContent(
      /the law requires us to keep them longer \(a legal hold\)\. Our log of who opened personal data is kept for 36 months\./,
    );
    unmount();

    settings = siteSettingsDto();
    renderWithProviders(<PrivacyPage />, { route: '/privacy-policy' });
    const defaults = await screen.findByRole('region', { name: '4. How Long We Keep It and How We Protect It' });
    expect(defaults).toHaveTextContent(
      /enquiry details for 24 months .* job applications and CVs for 12 months .* registrations for 12 months/,
    );
  });

  it('leaves the date out, in the page and its description, while none is set', async () => {
    settings = siteSettingsDto({ privacyPolicyEffective: null, version: 0, updatedAt: null });
    const { store } = renderWithProviders(<PrivacyPage />, { route: '/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    // The settings have been read (and say there is no date) before the page is looked at.
    await waitFor(() => expect(JSON.stringify(store.getState())).toMatch(/"getSiteSettings\(undefined\)":\{"status":"fulfilled"/));
    expect(screen.queryByText(/Effective date/)).not.toBeInTheDocument();
    expect(description()).toMatch(/your rights\.$/);
  });
});
