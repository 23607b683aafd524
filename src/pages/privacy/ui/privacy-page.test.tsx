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
