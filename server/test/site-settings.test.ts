import { API, PRIVACY_EFFECTIVE_MESSAGE, type AuditListResponse, type SiteSettingsDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';

// A fresh seeded database, and pages rendered by React on the server, take seconds on a busy machine.
jest.setTimeout(120_000);

/** The privacy page's "Effective date" line and its meta description, as the server sends them. */
function effectiveOf(html: string): { shown: string | null; described: string | null } {
  return {
    shown: /Effective date: <time dateTime="([^"]+)">([^<]+)<\/time>/.exec(html)?.slice(1, 3).join(' ') ?? null,
    described: /<meta name="description" content="[^"]*Effective ([^".]+)\."/.exec(html)?.[1] ?? null,
  };
}

/**
 * The privacy policy's effective date is data an admin edits (docs/product.md §3, Site settings): seeded
 * with the present policy's day, shown on the page and in its description, changed by a save with the
 * version the admin saw; a bad date or a stale save is refused and changes nothing.
 */
describe(`site settings on ${DB_KIND}`, () => {
  const ctx = appWithAdmin({ site: true });
  const get = (url: string) => ctx.t.request({ method: 'GET', url });
  const settings = async () => json<SiteSettingsDto>(await get(API.site.settings));
  const save = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.asAdmin({ method: 'PUT', url: API.site.adminSettings, payload: payload as Record<string, unknown>, headers });
  const page = async () => (await get('/privacy-policy')).body;

  it('is seeded with the day the present policy took effect, and the page and its description show it', async () => {
    const seeded = await settings();
    expect(seeded.privacyPolicyEffective).toBe('2025-07-09');
    expect(seeded.version).toBe(1);
    expect(effectiveOf(await page())).toEqual({ shown: '2025-07-09 July 9, 2025', described: 'July 9, 2025' });
    const admin = json<SiteSettingsDto>(await ctx.asAdmin({ method: 'GET', url: API.site.adminSettings }));
    expect(admin).toEqual(seeded);
  });

  it('is not for a visitor to change: reads and saves under /api/admin answer 401 without a session', async () => {
    expect((await get(API.site.adminSettings)).statusCode).toBe(401);
    const res = await ctx.t.request({ method: 'PUT', url: API.site.adminSettings, payload: { privacyPolicyEffective: '2026-01-01' } });
    expect(res.statusCode).toBe(401);
    expect((await settings()).privacyPolicyEffective).toBe('2025-07-09');
  });

  it.each([
    ['not a day of the calendar', { privacyPolicyEffective: '2026-02-30' }],
    ['a date in another format', { privacyPolicyEffective: '01/03/2026' }],
    ['a date and time', { privacyPolicyEffective: '2026-03-01T00:00:00Z' }],
    ['more than a year ahead', { privacyPolicyEffective: '2099-01-01' }],
    ['before the days the site stores (from 1970)', { privacyPolicyEffective: '1969-12-31' }],
    ['a number', { privacyPolicyEffective: 20260301 }],
    ['nothing', {}],
    ['null', { privacyPolicyEffective: null }],
  ])('refuses %s with 400 and its reason, and changes nothing', async (_why, body) => {
    const before = await settings();
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string; fieldErrors?: Record<string, string> }>(res).fieldErrors?.privacyPolicyEffective).toBe(
      PRIVACY_EFFECTIVE_MESSAGE,
    );
    expect(await settings()).toEqual(before);
  });

  it('saves a new date: the API, the kept page, its description and the sitemap show it at once, and the log records it', async () => {
    const before = await settings();
    await page(); // the page is kept ready with the old date
    const res = await save({ privacyPolicyEffective: '2026-03-01', version: before.version });
    expect(res.statusCode).toBe(200);
    const saved = json<SiteSettingsDto>(res);
    expect(saved).toMatchObject({ privacyPolicyEffective: '2026-03-01', version: before.version + 1 });
    expect(await settings()).toEqual(saved);
    expect(effectiveOf(await page())).toEqual({ shown: '2026-03-01 March 1, 2026', described: 'March 1, 2026' });
    const sitemap = (await get('/sitemap.xml')).body;
    const lastmod = /\/privacy-policy<\/loc><lastmod>([^<]+)</.exec(sitemap)?.[1];
    expect(lastmod).toBe(saved.updatedAt);
    // The log is written after the answer has gone out: read it until the entry is there (or 10 s pass).
    const summaries = async () =>
      json<AuditListResponse>(await ctx.asAdmin({ method: 'GET', url: `${API.admin.activity}?entity=site-settings` })).items.map(
        (e) => e.summary,
      );
    const saves = async () => (await summaries()).filter((summary) => !summary.startsWith('Refused'));
    let seen = await saves();
    for (let i = 0; i < 100 && seen.length === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await saves();
    }
    expect(seen).toEqual(["Set the privacy policy's effective date to March 1, 2026"]);
  });

  it('refuses a save over a version someone else saved since (409 by body, 412 by If-Match), changing nothing', async () => {
    const current = await settings();
    const stale = await save({ privacyPolicyEffective: '2026-04-01', version: current.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(json<{ message: string }>(stale).message).toBe('This setting was changed by someone else since you opened it.');
    const staleTag = await save({ privacyPolicyEffective: '2026-04-01' }, { 'if-match': `"${current.version - 1}"` });
    expect(staleTag.statusCode).toBe(412);
    expect(await settings()).toEqual(current);
    // Of two saves of the same version, exactly one lands.
    const both = await Promise.all([
      save({ privacyPolicyEffective: '2026-05-01', version: current.version }),
      save({ privacyPolicyEffective: '2026-06-01', version: current.version }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await settings();
    expect(after.version).toBe(current.version + 1);
    const winner = both.find((r) => r.statusCode === 200);
    expect(after.privacyPolicyEffective).toBe(winner && json<SiteSettingsDto>(winner).privacyPolicyEffective);
  });
});
