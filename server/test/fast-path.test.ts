import http from 'node:http';
import zlib from 'node:zlib';
import type { BlogDto } from '@contract';
import { adminCookie, DB_KIND } from './helper';
import { liveApp, type HttpAnswer } from './support/live-app';
import { multipart } from './blog-fixtures';
import { talkRaw } from './support/raw-socket';

// Building an app on a fresh database takes seconds on a busy machine.
jest.setTimeout(60_000);

type Answer = HttpAnswer;

/** Headers that differ between any two responses by design. */
const PER_RESPONSE = ['date', 'content-security-policy', 'x-request-id'];

function nonceOf(answer: Answer): string {
  return /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
}

function stable(answer: Answer): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !PER_RESPONSE.includes(name)));
}

describe(`the fast path for ready public answers (real HTTP, ${DB_KIND})`, () => {
  const live = liveApp();
  const { get, lines } = live;

  it('answers a public JSON read again with the same status, body and headers, a fresh nonce, and a 304', async () => {
    const first = await get('/api/blogs/getBlogs');
    expect(first.fast).toBe(false);
    const second = await get('/api/blogs/getBlogs');
    expect(second.fast).toBe(true);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(stable(second)).toEqual(stable(first));
    expect(nonceOf(second)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(String(second.headers['content-security-policy']).replaceAll(nonceOf(second), 'N')).toBe(
      String(first.headers['content-security-policy']).replaceAll(nonceOf(first), 'N'),
    );

    const etag = String(first.headers.etag);
    const fastNotModified = await get('/api/blogs/getBlogs', { 'if-none-match': etag });
    expect(fastNotModified.fast).toBe(true);
    expect(fastNotModified.status).toBe(304);
    expect(fastNotModified.body.length).toBe(0);
    const viaFastify = await live.t.request({ method: 'GET', url: '/api/blogs/getBlogs', headers: { 'if-none-match': etag } });
    expect(viaFastify.statusCode).toBe(304);
    const fastifyHeaders = Object.fromEntries(Object.entries(viaFastify.headers).filter(([n]) => !PER_RESPONSE.includes(n)));
    expect(stable(fastNotModified)).toMatchObject(fastifyHeaders);
  });

  it('sends HSTS when a trusted proxy says the request came over https, as Fastify does', async () => {
    await get('/api/Career/jobs');
    const fast = await get('/api/Career/jobs', { 'x-forwarded-proto': 'http, https' });
    expect(fast.fast).toBe(true);
    const routed = await live.t.request({ method: 'GET', url: '/api/Career/jobs', headers: { 'x-forwarded-proto': 'http, https' } });
    expect(routed.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(fast.headers['strict-transport-security']).toBe(routed.headers['strict-transport-security']);
    expect((await get('/api/Career/jobs')).headers['strict-transport-security']).toBeUndefined();
  });

  it('serves an indexable page again from the fast path in every encoding, each with its own nonce in the page and the CSP', async () => {
    const first = await get('/courses');
    expect(first.status).toBe(200);
    const plain = await get('/courses?utm_source=ad');
    expect(plain.fast).toBe(true);
    expect(stable(plain)).toEqual(stable(first));
    const html = plain.body.toString();
    expect(html).toContain(`nonce="${nonceOf(plain)}"`);
    expect(html.replaceAll(nonceOf(plain), 'N')).toBe(first.body.toString().replaceAll(nonceOf(first), 'N'));

    const br = await get('/courses', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.fast).toBe(true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html.replaceAll(nonceOf(plain), nonceOf(br)));
    const gzip = await get('/courses', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html.replaceAll(nonceOf(plain), nonceOf(gzip)));
    expect(new Set([nonceOf(first), nonceOf(plain), nonceOf(br), nonceOf(gzip)]).size).toBe(4);
  });

  it('answers 40 requests for one page at once, each with its own nonce in the CSP and in every nonce of its page', async () => {
    await get('/courses');
    const answers = await Promise.all(Array.from({ length: 40 }, () => live.request('/courses')));
    const seen = new Set<string>();
    for (const answer of answers) {
      const nonce = nonceOf(answer);
      const inPage = [...answer.body.toString().matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([nonce]));
      seen.add(nonce);
    }
    expect(seen.size).toBe(40);
  });

  it('reads request headers as Node does: any case, repeated lines joined, and a body header sends the request to Fastify', async () => {
    const first = await get('/api/blogs/getBlogs');
    const etag = String(first.headers.etag);
    const raw = async (headerLines: string[], body = '') => {
      const from = lines.length;
      const text = await talkRaw(live.port, (socket) => {
        socket.write(['GET /api/blogs/getBlogs HTTP/1.1', 'Host: localhost', ...headerLines, 'Connection: close', '', body].join('\r\n'));
      });
      return { text, fast: (await live.logLine('/api/blogs/getBlogs', from)).includes('"fastPath":true') };
    };

    // The second If-None-Match line names the current ETag: Node joins both lines, and the list matches.
    const notModified = await raw(['IF-NONE-MATCH: "something-else"', `if-none-match: ${etag}`]);
    expect(notModified.text).toMatch(/^HTTP\/1\.1 304 /);
    expect(notModified.fast).toBe(true);

    // Accept-Encoding over two lines, refusing the identity coding on the first: the same coding as Fastify chooses.
    const routed = await live.t.request({ method: 'GET', url: '/api/blogs/getBlogs', headers: { 'accept-encoding': 'identity;q=0, br' } });
    expect(routed.headers['content-encoding']).toBe('br');
    const split = await raw(['Accept-Encoding: identity;q=0', 'ACCEPT-ENCODING: br']);
    expect(split.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(split.text).toMatch(/\r\ncontent-encoding: br\r\n/i);
    expect(split.fast).toBe(true);

    // A GET that announces a body, in any spelling, is Fastify's.
    for (const [headerLines, body] of [
      [['CONTENT-LENGTH: 0'], ''],
      [['Transfer-Encoding: chunked'], '0\r\n\r\n'],
    ] as const) {
      const answer = await raw([...headerLines], body);
      expect(answer.text).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer.fast).toBe(false);
    }
  });

  it('leaves unknown paths, query strings on JSON reads, NUL bytes and HEAD requests to Fastify', async () => {
    await get('/no-such-page');
    const unknown = await get('/no-such-page');
    expect([unknown.status, unknown.fast]).toEqual([404, false]);

    await get('/api/blogs/getBlogs?page=2');
    expect((await get('/api/blogs/getBlogs?page=2')).fast).toBe(false);

    await get('/courses');
    const nul = await get('/courses?x=%00');
    expect([nul.status, nul.fast]).toEqual([400, false]);

    await get('/api/blogs/getBlogs');
    const from = lines.length;
    const head = (await live.request('/api/blogs/getBlogs', {}, 'HEAD')).status;
    expect(head).toBe(200);
    expect(await live.logLine('/api/blogs/getBlogs', from)).not.toContain('"fastPath":true');
  });

  it('keeps only canonical addresses ready: 2,500 spellings of one blog address neither fill the cache nor keep a new address out', async () => {
    const [post] = JSON.parse((await get('/api/blogs/getBlogs')).body.toString()) as BlogDto[];
    const slug = String(post?.slug);
    const letters = [...slug].map((c, i) => (/[a-z]/.test(c) ? i : -1)).filter((i) => i >= 0);
    expect(letters.length).toBeGreaterThanOrEqual(12);
    const spelling = (n: number) =>
      [...slug].map((c, i) => (letters.indexOf(i) >= 0 && (n >> letters.indexOf(i)) & 1 ? c.toUpperCase() : c)).join('');
    const plainGet = (path: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: live.port, path, agent: false }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    const addresses = [
      ...Array.from({ length: 2300 }, (_, n) => `/api/blogs/blogs/${spelling(n + 1)}`),
      ...Array.from({ length: 100 }, (_, n) => `/api/blogs/blogs/${spelling(n + 1)}/`),
      ...Array.from({ length: 100 }, (_, n) => `/blogs/${slug}?junk=${n}`),
    ];
    for (let i = 0; i < addresses.length; i += 50) {
      const statuses = await Promise.all(addresses.slice(i, i + 50).map(plainGet));
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    // The flood kept nothing beyond the real addresses, and a new canonical address is still kept ready.
    expect(live.t.app.publicCache.readyCount).toBeLessThan(20);
    expect((await get('/api/workshops')).status).toBe(200);
    expect((await get('/api/workshops')).fast).toBe(true);
    await get(`/api/blogs/blogs/${slug}`);
    expect((await get(`/api/blogs/blogs/${slug}`)).fast).toBe(true);
    expect((await get(`/api/blogs/blogs/${spelling(7)}`)).fast).toBe(false);
  });

  it('answers with the new content right after a write, then keeps that ready', async () => {
    const before = JSON.parse((await get('/api/blogs/getBlogs')).body.toString()) as BlogDto[];
    await get('/blogs');
    expect((await get('/blogs')).fast).toBe(true);
    const body = multipart({ title: 'Fast Path Post', description: 'Written during the test.', content: 'Hello.' }, []);
    const created = await live.t.request({
      method: 'POST',
      url: '/api/blogs/create-blog',
      headers: { ...body.headers, cookie: await adminCookie(live.t.app) },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);

    const after = await get('/api/blogs/getBlogs');
    expect(after.fast).toBe(false);
    const titles = (JSON.parse(after.body.toString()) as BlogDto[]).map((b) => b.title);
    expect(titles).toEqual(['Fast Path Post', ...before.map((b) => b.title)]);
    const page = await get('/blogs');
    expect([page.fast, page.body.toString().includes('Fast Path Post')]).toEqual([false, true]);
    expect((await get('/api/blogs/getBlogs')).fast).toBe(true);
    expect((await get('/blogs')).fast).toBe(true);
  });
});
