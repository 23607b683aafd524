import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSpeedDto, VitalP75, WebVitalMetric } from '@contract';
import { answerFetches, renderWithProviders } from '@/shared/lib/test';
import { AdminSiteSpeedPage } from './admin-site-speed-page';

jest.setTimeout(30_000);

const none: VitalP75 = { count: 0, p75: null };
const metrics = (over: Partial<Record<WebVitalMetric, VitalP75>>): Record<WebVitalMetric, VitalP75> => ({
  LCP: none,
  INP: none,
  CLS: none,
  FCP: none,
  TTFB: none,
  ...over,
});
const SPEED: SiteSpeedDto = {
  days: 28,
  from: '2026-11-10',
  to: '2026-12-07',
  pages: [
    {
      route: '/courses/:slug',
      metrics: metrics({ LCP: { count: 40, p75: 2500 }, INP: { count: 12, p75: 250 }, CLS: { count: 40, p75: 0.3 } }),
    },
    { route: '/', metrics: metrics({ LCP: { count: 9, p75: 1200 } }) },
  ],
  all: metrics({ LCP: { count: 49, p75: 2500 }, INP: { count: 12, p75: 250 }, CLS: { count: 49, p75: 0.3 } }),
  daily: [{ day: '2026-12-07', metrics: metrics({ LCP: { count: 49, p75: 2500 } }) }],
};

const queries: string[] = [];
answerFetches((request, pathname) => {
  if (pathname !== '/api/admin/site-speed') throw new Error(`unexpected ${request.method} ${pathname}`);
  const query = new URL(request.url).search;
  queries.push(query);
  return Response.json(query.includes('device=tablet') ? { ...SPEED, pages: [], all: metrics({}), daily: [] } : SPEED);
});

beforeEach(() => {
  queries.length = 0;
});

describe('AdminSiteSpeedPage', () => {
  it('shows p75 per page with its rating in words, most viewed first, and all pages together (issue 44)', async () => {
    renderWithProviders(<AdminSiteSpeedPage />);
    const table = await screen.findByRole('table', { name: /p75 per page, 10 Nov to 7 Dec/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['/courses/:slug', '/', 'All pages']);
    const course = rows[0] as HTMLElement;
    // Page views, then LCP at the "good" line, INP past it, CLS poor, and no FCP reports.
    expect(
      within(course)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '≤ 2.5 sGood', '≤ 250 msNeeds improvement', '≤ 0.3Poor', 'No reports', 'No reports']);
    expect(screen.getByRole('figure', { name: 'LCP: Largest Contentful Paint, p75 per day' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /per day/ })).toHaveTextContent('7 Dec');
    expect(queries).toEqual(['?days=28']);
  });

  it('asks again for one device and says when nothing was reported', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminSiteSpeedPage />);
    await screen.findByRole('table', { name: /p75 per page/ });
    await user.click(screen.getByRole('combobox', { name: 'Device' }));
    await user.click(await screen.findByRole('option', { name: 'Tablets' }));
    expect(await screen.findByText(/No visitor has reported in these days yet/)).toBeInTheDocument();
    expect(queries.at(-1)).toBe('?days=28&device=tablet');
  });
});
