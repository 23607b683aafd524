import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@contract';
import { ConfigError, loadConfig } from '../src/plugins/external/config';
import { loggerOptions } from '../src/lib/log-redaction';
import { answerWhileStarting } from '../src/starting';
import { buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { CALL_BACK_PATH, uniqueLead } from './support/leads';
import { fakeBuild } from './support/fake-build';

// Building an app on a fresh database takes seconds on a busy machine.
jest.setTimeout(60_000);

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`) of a Prometheus text answer, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',');
    if (want.every((w) => have.includes(w))) return Number(m[3]);
  }
  return 0;
}

describe('METRICS_TOKEN', () => {
  it('is validated at start: 16 to 256 visible characters, no spaces', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it 0123456789' })).toThrow('METRICS_TOKEN must be');
  });
});

describe(`/metrics on ${DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers loopback with Prometheus text holding every metric family', async () => {
    await t.request({ method: 'GET', url: API.health });
    const res = await t.request({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'itx_http_requests_total',
      'itx_http_request_duration_seconds',
      'itx_leads_accepted_total',
      'itx_public_cache_hits_total',
      'itx_public_cache_misses_total',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      ...(DB_KIND === 'postgres' ? ['itx_db_pool_connections', 'itx_db_pool_idle_connections', 'itx_db_pool_waiting_requests'] : []),
    ]) {
      expect(res.body).toContain(`\n# TYPE ${name} `);
    }
    // IPv6 loopback too.
    expect((await t.request({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('refuses other machines without the token, with a wrong token, and forwarded requests from loopback', async () => {
    const outside = await t.request({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(401);
    expect(outside.body).not.toContain('itx_http_requests_total');
    const wrong = await t.request({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const wrongLocal = await t.request({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrongLocal.statusCode).toBe(401);
    // A reverse proxy on this machine connects from loopback: the forwarded visitor is not local.
    const proxied = await t.request({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(proxied.statusCode).toBe(401);
    const right = await t.request({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('itx_http_requests_total');
  });

  it('without METRICS_TOKEN, other machines get 403', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.request({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.2' });
      expect(res.statusCode).toBe(403);
      expect((await plain.request({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    } finally {
      await plain.close();
    }
  });

  it('counts requests by route pattern and status, accepted leads and cache lookups', async () => {
    const before = await scrape();
    await t.request({ method: 'GET', url: API.health });
    await t.request({ method: 'GET', url: API.health });
    await t.request({ method: 'GET', url: '/api/blogs/no-such-post-1' });
    await t.request({ method: 'GET', url: '/api/blogs/no-such-post-2' });
    const lead = await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: uniqueLead() });
    expect(lead.statusCode).toBe(200);
    await t.request({ method: 'GET', url: API.blogs.list });
    await t.request({ method: 'GET', url: API.blogs.list });
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('itx_http_requests_total', { route: API.health, status: '200', method: 'GET' })).toBe(2);
    expect(delta('itx_http_request_duration_seconds_count', { route: API.health, status: '200' })).toBe(2);
    // Two different unknown slugs are one label set: the pattern, never the raw URL.
    expect(after).not.toContain('no-such-post');
    expect(delta('itx_leads_accepted_total')).toBe(1);
    expect(delta('itx_public_cache_hits_total') + delta('itx_public_cache_misses_total')).toBeGreaterThanOrEqual(2);
    expect(delta('itx_public_cache_hits_total')).toBeGreaterThanOrEqual(1);
  });
});

describe(`cached answers are counted (real HTTP, ${DB_KIND})`, () => {
  let t: TestApp;
  let port = 0;
  const lines: string[] = [];
  const build = fakeBuild();
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_DIR: build }, { logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    });

  it('counts cached answers under the route pattern and logs each in one line with its request id', async () => {
    const list = API.blogs.list;
    await get(list); // read from the database and cached
    const before = (await get('/metrics')).body;
    const from = lines.length;
    const fast = await get(list);
    const again = await get(list);
    expect(fast.status).toBe(200);
    const after = (await get('/metrics')).body;
    const fastLines = lines.slice(from).filter((l) => l.includes(`"url":"${list}"`));
    expect(fastLines).toHaveLength(2);
    expect(fastLines[0]).toContain('request completed');
    expect(fastLines[0]).toContain(`"reqId":"${String(fast.headers['x-request-id'])}"`);
    expect(again.headers['x-request-id']).not.toBe(fast.headers['x-request-id']);
    const labels = { method: 'GET', route: list, status: '200' };
    const delta = (name: string, of: Record<string, string> = labels) => sample(after, name, of) - sample(before, name, of);
    expect(delta('itx_http_requests_total')).toBe(2);
    // The duration histogram holds both answers too: in _count, in the +Inf bucket (cumulative buckets never
    // fall from one bound to the next) and in _sum.
    expect(delta('itx_http_request_duration_seconds_count')).toBe(2);
    expect(delta('itx_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(2);
    expect(delta('itx_http_request_duration_seconds_bucket', { ...labels, le: '10' })).toBe(2);
    expect(delta('itx_http_request_duration_seconds_sum')).toBeGreaterThan(0);
    const bounds = ['0.001', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf'];
    const cumulative = bounds.map((le) => sample(after, 'itx_http_request_duration_seconds_bucket', { ...labels, le }));
    expect(cumulative).toEqual([...cumulative].sort((x, y) => x - y));
    // Each answer is a public cache hit (nothing else read the cache between the scrapes).
    expect(delta('itx_public_cache_hits_total', {})).toBe(2);
    expect(delta('itx_public_cache_misses_total', {})).toBe(0);
  });
});

describe(`request log and request id on ${DB_KIND}`, () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({}, { logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes one line per request at the default level, with the id the client gets', async () => {
    const from = lines.length;
    const res = await t.request({ method: 'GET', url: `${API.health}?probe=one-line` });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(typeof id).toBe('string');
    const mine = lines.slice(from).filter((l) => l.includes('probe=one-line'));
    expect(mine).toHaveLength(1);
    const line = JSON.parse(mine[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ reqId: id, msg: 'request completed', res: { statusCode: 200 } });
    expect(typeof line.responseTime).toBe('number');
    expect(lines.slice(from).some((l) => l.includes('incoming request'))).toBe(false);
  });

  it('gives error answers the request id in the X-Request-Id header, matching the log line, and a 5xx also in its body', async () => {
    const cases = [
      { method: 'GET' as const, url: API.blogs.one('no-such-post-for-id'), status: 404 },
      { method: 'GET' as const, url: API.leads.list, status: 401 },
      { method: 'POST' as const, url: CALL_BACK_PATH, payload: { name: '' }, status: 400 },
      { method: 'POST' as const, url: CALL_BACK_PATH, payload: '{bad json', headers: { 'content-type': 'application/json' }, status: 400 },
    ];
    for (const { status, ...opts } of cases) {
      const from = lines.length;
      const res = await t.request(opts);
      expect(res.statusCode).toBe(status);
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.slice(from).filter((l) => l.includes(`"reqId":"${String(id)}"`) && l.includes('request completed'))).toHaveLength(1);
    }
  });
});

describe(`/readyz on ${DB_KIND}`, () => {
  it('answers 200 when ready and 503 when the database does not answer', async () => {
    const t = await buildTestApp();
    try {
      expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: API.health })).statusCode).toBe(200);
      const ping = t.app.database.ping;
      // The database gone: its connection closed under the running app.
      t.app.database.ping = () => Promise.reject(new Error('connection terminated'));
      const down = await t.request({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(json(down)).toMatchObject({ status: 'unavailable', requestId: down.headers['x-request-id'] });
      t.app.database.ping = ping;
      expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('while the server starts (migrations)', () => {
  it('the port answers 503 "starting" to /readyz, /healthz and the rest, and is free again once closed', async () => {
    const starting = await answerWhileStarting(0, '127.0.0.1');
    const base = `http://127.0.0.1:${starting.port}`;
    try {
      for (const p of ['/readyz', API.health, '/']) {
        const res = await fetch(`${base}${p}`);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.json()).toMatchObject({ status: 'starting' });
      }
    } finally {
      await starting.close();
    }
    await expect(fetch(`${base}/readyz`)).rejects.toThrow();
  });
});
