import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { API, LEAD_FORM_IDS } from '@contract';
import { adminCookie } from './helper';
import { liveApp, type HttpAnswer } from './support/live-app';
import { streamBody } from './support/streamed-body';

// Building an app on a fresh database takes seconds on a busy machine.
jest.setTimeout(60_000);

type Answer = HttpAnswer;

/** A decoded body, whatever coding the server chose. */
function decoded(answer: Answer): string {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (coding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** One raw exchange over a socket: what a client that sends broken HTTP gets back. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? resolve(text) : reject(err)));
    socket.write(request);
  });
}

function headersOf(raw: string): Record<string, string> {
  const head = raw.split('\r\n\r\n')[0] ?? '';
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

describe('HTTP details clients, caches and crawlers rely on (real HTTP and inject)', () => {
  const live = liveApp();
  const { request: get } = live;
  /** The same request injected (no socket, no HTTP parser). */
  const routed = async (url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> => {
    const res = await live.t.app.inject({ method: method as 'GET', url, headers });
    return { status: res.statusCode, headers: res.headers as http.IncomingHttpHeaders, body: res.rawPayload };
  };

  it('answers 304 to a weak ETag, a list and * (RFC 9110 weak comparison), over a socket and injected', async () => {
    for (const url of ['/api/blogs/getBlogs', '/sitemap.xml']) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"/);
      for (const ifNoneMatch of [`W/${etag}`, `"other", ${etag}`, `"a",W/${etag} , "b"`, '*']) {
        const fast = await get(url, { 'if-none-match': ifNoneMatch });
        expect([url, ifNoneMatch, fast.status, fast.body.length]).toEqual([url, ifNoneMatch, 304, 0]);
        expect((await routed(url, { 'if-none-match': ifNoneMatch })).status).toBe(304);
      }
      expect((await get(url, { 'if-none-match': '"other", W/"nope"' })).status).toBe(200);
    }
  });

  it('gives HTML pages a stable ETag, and a 304 without a body', async () => {
    const first = await get('/courses');
    const second = await get('/courses');
    expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    const etag = String(first.headers.etag);
    for (const answer of [await get('/courses', { 'if-none-match': `W/${etag}` }), await routed('/courses', { 'if-none-match': etag })]) {
      expect([answer.status, answer.body.length, answer.headers.etag]).toEqual([304, 0, etag]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    // A page not found keeps no ETag (nothing to revalidate).
    expect((await get('/no-such-page')).headers.etag).toBeUndefined();
  });

  it('honours Accept-Encoding q-values and compresses JSON and XML answers with Vary, over a socket and injected', async () => {
    const cases: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['br;q=0', undefined],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br', 'br'],
      ['identity', undefined],
      ['*;q=0', undefined],
      ['gzip, deflate, br', 'br'],
    ];
    const plain = (await routed('/api/blogs/getBlogs')).body.toString();
    expect(plain.length).toBeGreaterThan(5000);
    for (const url of ['/api/blogs/getBlogs', '/courses', '/sitemap.xml']) {
      await get(url);
      for (const [accept, coding] of cases) {
        const headers: Record<string, string> = accept === undefined ? {} : { 'accept-encoding': accept };
        for (const answer of [await get(url, headers), await routed(url, headers)]) {
          expect([url, accept, answer.status, answer.headers['content-encoding']]).toEqual([url, accept, 200, coding]);
          expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
          if (url === '/api/blogs/getBlogs') expect(decoded(answer)).toBe(plain);
        }
      }
    }
    const brotli = await get('/api/blogs/getBlogs', { 'accept-encoding': 'br' });
    expect(brotli.body.length).toBeLessThan(plain.length / 2);
  });

  it('compresses a JSON answer made per request (the admin job list) as the client accepts', async () => {
    const cookie = await adminCookie(live.t.app);
    const plain = await get('/api/Career/admin/jobs', { cookie });
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/api/Career/admin/jobs', { cookie, 'accept-encoding': 'gzip, br' });
    expect([br.status, br.headers['content-encoding'], String(br.headers.vary)]).toEqual([200, 'br', 'accept-encoding']);
    expect(decoded(br)).toBe(plain.body.toString());
    expect((await get('/api/Career/admin/jobs', { cookie, 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/Career/admin/jobs', { cookie, 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers OPTIONS with 204 and Allow, and a wrong method with 405 and Allow', async () => {
    const options = await get('/api/workshops', {}, 'OPTIONS');
    expect([options.status, options.body.length]).toEqual([204, 0]);
    expect(String(options.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST']);
    const wrong = await get('/api/Career/jobs', {}, 'DELETE');
    expect(wrong.status).toBe(405);
    expect(String(wrong.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD', 'OPTIONS']);
    const page = await get('/courses', {}, 'POST');
    expect([page.status, String(page.headers.allow)]).toEqual([405, 'GET, HEAD, OPTIONS']);
    // A path nothing serves stays 404.
    expect((await get('/api/no-such-thing', {}, 'OPTIONS')).status).toBe(404);
  });

  it('ignores an invalid Range header (200 with the full body) instead of answering 416', async () => {
    const full = await get('/assets/main.0123456789ab.js');
    expect(full.status).toBe(200);
    for (const range of ['bytes=abc', 'bytes=5-2', 'pages=0-1', 'bytes=--', `bytes=${'0-1,'.repeat(200)}0-1`]) {
      const answer = await get('/assets/main.0123456789ab.js', { range });
      expect([range, answer.status]).toEqual([range, 200]);
      expect(answer.body.equals(full.body)).toBe(true);
    }
    expect((await get('/assets/main.0123456789ab.js', { range: 'bytes=0-9' })).status).toBe(206);
  });

  it('answers a JSON body that is still arriving past the limit with 413 that the client reads, then closes the connection', async () => {
    // A client streaming 64 MB of JSON, and going on for 1 MB after the answer came: it reads the 413, not a reset.
    const callBack = API.leads.capture(live.t.config.leadFormKey, LEAD_FORM_IDS.callBack);
    const res = await streamBody({
      port: live.port,
      path: callBack,
      contentType: 'application/json',
      start: '{"name": "',
      thenSend: 1024 * 1024,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'The request body is too large (at most 100 KB).' });
    expect(res.connection).toBe('close');
    expect(res.sentBefore).toBeLessThan(32 * 1024 * 1024);
    expect(res.sentAfter).toBe(1024 * 1024);
    expect(res.error).toBeNull();
    // A body read to its end keeps the connection open, refused or not.
    const refused = await live.request(callBack, { 'content-type': 'application/json', 'content-length': '2' }, 'POST', '{}');
    expect(refused.status).toBe(400);
    expect(refused.headers.connection).toBe('keep-alive');
  });

  it("gives Node's own error answers (bad framing, headers too large) nosniff and a CSP", async () => {
    const badFraming = await rawExchange(live.port, 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n');
    const tooLarge = await rawExchange(live.port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const garbage = await rawExchange(live.port, 'NOT HTTP AT ALL\r\n\r\n');
    for (const [raw, status] of [
      [badFraming, '400'],
      [tooLarge, '431'],
      [garbage, '400'],
    ] as const) {
      expect(raw.split(' ')[1]).toBe(status);
      const headers = headersOf(raw);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['content-security-policy']).toContain("default-src 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  it('redirects a request a trusted proxy received over http to https, except the probes', async () => {
    await get('/api/blogs/getBlogs');
    for (const path of ['/courses?x=1', '/api/blogs/getBlogs']) {
      const answer = await get(path, { 'x-forwarded-proto': 'http', host: 'www.example.in' });
      expect([path, answer.status, answer.headers.location]).toEqual([path, 301, `https://www.example.in${path}`]);
    }
    const post = await get('/api/FormLeadCapture/x/5', { 'x-forwarded-proto': 'http', host: 'www.example.in' }, 'POST');
    expect(post.status).toBe(308);
    expect((await get('/healthz', { 'x-forwarded-proto': 'http' })).status).toBe(200);
    expect((await get('/courses', { 'x-forwarded-proto': 'https' })).status).toBe(200);
  });
});
