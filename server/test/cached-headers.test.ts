import zlib from 'node:zlib';
import { API } from '@contract';
import { DB_KIND } from './helper';
import { liveApp, type HttpAnswer } from './support/live-app';

// Building an app on a fresh database takes seconds on a busy machine.
jest.setTimeout(120_000);

/** Headers that differ between any two responses by design. */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

/** Every header of an answer but the per-response ones. */
function comparable(answer: HttpAnswer): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_RESPONSE.has(name)));
}

/** The body as the client reads it. */
function content(answer: HttpAnswer): string {
  const coding = answer.headers['content-encoding'];
  const plain = coding === 'br' ? zlib.brotliDecompressSync(answer.body) : coding === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;
  return plain.toString();
}

/** What a request sends that changes a cached answer: none, each coding, and a revalidation. */
const VARIANTS: [string, (etag: string) => Record<string, string>][] = [
  ['identity', () => ({})],
  ['brotli', () => ({ 'accept-encoding': 'gzip, deflate, br' })],
  ['gzip', () => ({ 'accept-encoding': 'gzip' })],
  ['revalidation', (etag) => ({ 'if-none-match': etag })],
];

describe(`a cached public answer is the computed one, byte for byte, and any cache may keep it (real HTTP, ${DB_KIND})`, () => {
  const live = liveApp();
  const { get } = live;

  /** Forgets every cached answer, as a write to all content does: the next read is computed again. */
  const forgetAll = async () => {
    for (const name of ['blogs', 'jobs', 'workshops', 'courses', 'site'] as const) await live.t.app.publicCache.invalidate(name);
  };

  /** The cached routes, found from the site itself: the public lists, each item they name, each page the sitemap names, and the feeds. */
  async function cachedRoutes(): Promise<string[]> {
    const slugs = async (list: string) => (JSON.parse((await get(list)).body.toString()) as { slug: string }[]).map((i) => i.slug);
    const sitemap = (await get('/sitemap.xml')).body.toString();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(String(loc)).pathname);
    return [
      API.careers.list,
      ...(await slugs(API.careers.list)).map(API.careers.one),
      API.blogs.list,
      ...(await slugs(API.blogs.list)).map(API.blogs.one),
      ...(await slugs(API.blogs.list)).map(API.blogs.related),
      API.workshops.list,
      ...(await slugs(API.workshops.list)).map(API.workshops.one),
      API.courses.list,
      ...(await slugs(API.courses.list)).map(API.courses.one),
      API.alumni.stories,
      API.alumni.partners,
      API.site.settings,
      ...pages,
      '/sitemap.xml',
      '/robots.txt',
      '/blogs/rss.xml',
    ];
  }

  it('walks every kind of cached route', async () => {
    const routes = await cachedRoutes();
    for (const prefix of ['/api/career/job/slug/', '/api/blogs/blogs/', '/api/workshops/', '/blogs/', '/careers/', '/workshops/']) {
      expect([prefix, routes.some((r) => r.startsWith(prefix))]).toEqual([prefix, true]);
    }
    expect(routes).toEqual(expect.arrayContaining(['/', '/courses', '/blogs', '/careers', '/workshops']));
  });

  // One cold answer per route and variant (a page's cold answer is a render and a compression): the
  // revalidation comes last, with the ETag the plain answer carried.
  it('cold (computed) and warm (cached) answers have the same headers and body, in each coding and on revalidation', async () => {
    const routes = await cachedRoutes();
    // A process's first render of a page loads the page's lazy parts, which orders its styles differently
    // (same content, other bytes); from the second render on, the same content is the same bytes.
    for (const route of routes) await get(route);
    for (const route of routes) {
      let etag = '';
      for (const [variant, headersFor] of VARIANTS) {
        await forgetAll();
        const headers = headersFor(etag);
        const cold = await get(route, headers);
        const warm = await get(route, headers);
        expect({ route, variant, status: warm.status, headers: comparable(warm), body: content(warm) }).toEqual({
          route,
          variant,
          status: cold.status,
          headers: comparable(cold),
          body: content(cold),
        });
        // A proxy or CDN may keep it briefly; a browser revalidates it (304 by its ETag).
        expect([route, variant, warm.headers['cache-control']]).toEqual([route, variant, 'public, max-age=0, s-maxage=60']);
        expect([route, variant, String(warm.headers.etag)]).toEqual([route, variant, expect.stringMatching(/^"[^"]+"$/)]);
        if (variant === 'revalidation') expect([route, warm.status]).toEqual([route, 304]);
        etag ||= String(warm.headers.etag);
      }
      expect([route, etag]).toEqual([route, expect.stringMatching(/^"[^"]+"$/)]);
    }
  });

  it('sends a public page as the same bytes to everyone, with a CSP that lets no inline script run', async () => {
    for (const route of ['/', '/courses', '/blogs', '/careers', '/workshops', '/about-us']) {
      const first = await get(route, { 'accept-encoding': 'br' });
      const second = await get(route, { 'accept-encoding': 'br', cookie: 'itx_session=somebody-else' });
      expect([route, Buffer.compare(first.body, second.body)]).toEqual([route, 0]);
      expect([route, second.headers.etag]).toEqual([route, first.headers.etag]);
      const csp = String(first.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/nonce|script-src[^;]*unsafe-inline/);
      // Every script of the page is a file of this origin, or data that never runs.
      const html = content(first);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = '', body = ''] of scripts) {
        expect([route, attributes.includes('src=') ? 'file' : attributes]).toEqual([
          route,
          attributes.includes('src=') ? 'file' : expect.stringMatching(/type="application\/(ld\+)?json"/),
        ]);
        if (attributes.includes('src=')) expect(body).toBe('');
      }
    }
  });
});
