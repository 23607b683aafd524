import zlib from 'node:zlib';
import { API } from '@contract';
import { DB_KIND } from './helper';
import { liveApp, type HttpAnswer } from './support/live-app';
import { pageAddress } from '../src/plugins/app/public-cache';

// Building an app on a fresh database takes seconds on a busy machine.
jest.setTimeout(120_000);

type Answer = HttpAnswer & { fast: boolean };

/** Headers that differ between any two responses by design (the CSP is compared with its nonce masked). */
const PER_RESPONSE = new Set(['date', 'x-request-id', 'content-security-policy']);

function nonceOf(answer: Answer): string {
  return /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
}

/** Every header of an answer, the CSP with its nonce masked, without the per-response ones. */
function comparable(answer: Answer): Record<string, unknown> {
  const nonce = nonceOf(answer);
  const headers: Record<string, unknown> = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_RESPONSE.has(name)));
  const csp = answer.headers['content-security-policy'];
  if (csp !== undefined) headers['content-security-policy'] = nonce ? String(csp).replaceAll(nonce, 'NONCE') : csp;
  // A page is compressed with its own nonce inside: its compressed length varies by a byte or two.
  if (nonce && answer.headers['content-encoding'] && String(answer.headers['content-type']).startsWith('text/html')) {
    headers['content-length'] = 'per response';
  }
  return headers;
}

/** The body as the client reads it, with the response's nonce masked (a page carries it). */
function content(answer: Answer): string {
  const coding = answer.headers['content-encoding'];
  const plain = coding === 'br' ? zlib.brotliDecompressSync(answer.body) : coding === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;
  const nonce = nonceOf(answer);
  return nonce ? plain.toString().replaceAll(nonce, 'NONCE') : plain.toString();
}

/** What a request sends that changes a cached answer: none, each coding, and a revalidation. */
const VARIANTS: [string, (etag: string) => Record<string, string>][] = [
  ['identity', () => ({})],
  ['brotli', () => ({ 'accept-encoding': 'gzip, deflate, br' })],
  ['gzip', () => ({ 'accept-encoding': 'gzip' })],
  ['revalidation', (etag) => ({ 'if-none-match': etag })],
];

describe(`a cached answer has the headers of the computed one, for every cached route (real HTTP, ${DB_KIND})`, () => {
  const live = liveApp();
  const { get } = live;

  /** Forgets every cached answer, as a write to all content does: the next read is computed again. */
  const forgetAll = async () => {
    for (const name of ['blogs', 'jobs', 'workshops', 'courses', 'site'] as const) await live.t.app.publicCache.invalidate(name);
  };

  /**
   * The cached routes, found from the site itself: the public lists, each item they name, each page the
   * sitemap names, and the feeds. The cache's own registry of ready addresses must hold nothing else.
   */
  async function cachedRoutes(): Promise<string[]> {
    const slugs = async (list: string) => (JSON.parse((await get(list)).body.toString()) as { slug: string }[]).map((i) => i.slug);
    const sitemap = (await get('/sitemap.xml')).body.toString();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(String(loc)).pathname);
    const routes = [
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
    for (const route of routes) await get(route);
    const tested = new Set(routes.flatMap((r) => [r, pageAddress(r)]));
    expect(live.t.app.publicCache.readyAddresses().filter((address) => !tested.has(address))).toEqual([]);
    return routes;
  }

  it('walks every kind of cached route', async () => {
    const routes = await cachedRoutes();
    for (const prefix of ['/api/career/job/slug/', '/api/blogs/blogs/', '/api/workshops/', '/blogs/', '/careers/', '/workshops/']) {
      expect([prefix, routes.some((r) => r.startsWith(prefix))]).toEqual([prefix, true]);
    }
    expect(routes).toEqual(expect.arrayContaining(['/', '/courses', '/blogs', '/careers', '/workshops']));
  });

  it.each(VARIANTS)('cold (computed) and warm (cached) answers have the same headers and body: %s', async (_variant, headersFor) => {
    const routes = await cachedRoutes();
    for (const route of routes) {
      await forgetAll();
      const etag = String((await get(route)).headers.etag);
      await forgetAll();
      const headers = headersFor(etag);
      // robots.txt depends on no content, so no write drops it: its route answers when the fast path
      // steps aside (it leaves every request that declares a body to Fastify).
      const stillReady = live.t.app.publicCache.readyFor(route) !== undefined;
      const cold = await get(route, stillReady ? { ...headers, 'content-length': '0' } : headers);
      const warm = await get(route, headers);
      expect([route, cold.fast, stillReady]).toEqual([route, false, route === '/robots.txt']);
      expect([route, warm.fast]).toEqual([route, true]);
      if (nonceOf(cold)) expect(nonceOf(warm)).not.toBe(nonceOf(cold));
      expect({ route, status: warm.status, headers: comparable(warm), body: content(warm) }).toEqual({
        route,
        status: cold.status,
        headers: comparable(cold),
        body: content(cold),
      });
    }
  });
});
