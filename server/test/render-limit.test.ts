/*
 * Issue 39, finding 4: a page rendered for one address (an unknown path, a filter, a page number) costs a
 * render; each client address gets a bounded number of them, answered 429 with when to retry beyond it,
 * while pages kept rendered for everyone are still served.
 */
import { sql } from 'drizzle-orm';
import { API } from '@contract';
import { appPerDescribe, DB_KIND } from './helper';

jest.setTimeout(120_000);

describe(`uncached page renders are limited per address on ${DB_KIND}`, () => {
  // 120 renders a minute per address, scaled: 3 here.
  const ctx = appPerDescribe({ site: true, env: { RATE_LIMIT_SCALE: '0.025' } });

  it('answers the fourth address rendered for one client 429 with Retry-After, and still serves a kept page', async () => {
    const get = (url: string, ip = '203.0.113.7') => ctx.t.app.inject({ method: 'GET', url, remoteAddress: ip });
    // Rendered once for everyone (the first render counts as one of the three).
    expect((await get('/courses')).statusCode).toBe(200);
    for (const url of ['/blogs?page=2', '/blogs?page=3']) expect((await get(url)).statusCode).toBeLessThan(500);
    const refused = await get('/blogs?page=4');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/^Too many pages asked for from your network\. Please try again in \d+ (second|minute)s?\.$/);
    expect(refused.headers['cache-control']).toBe('no-store');
    // A page kept for everyone costs no render: still served to the same client.
    expect((await get('/courses')).statusCode).toBe(200);
    // Another client is not held back.
    expect((await get('/blogs?page=5', '198.51.100.9')).statusCode).toBeLessThan(500);
  });

  it('renders the page of every unknown path once: made-up addresses beyond the limit still get it, 404, the same bytes', async () => {
    const get = (url: string) => ctx.t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.8' });
    const first = await get('/no-such-page-1');
    expect(first.statusCode).toBe(404);
    expect(first.body).toMatch(/<meta name="robots" content="noindex"/);
    // Far more made-up paths than the three renders this client may cause: each is the kept page.
    for (let i = 2; i <= 12; i += 1) {
      const res = await get(`/no-such-page-${i}/deeper?utm_source=x`);
      expect({ i, status: res.statusCode }).toEqual({ i, status: 404 });
      expect(res.body).toBe(first.body);
    }
    // A found page is not taken for an unknown one.
    expect((await get('/courses')).statusCode).toBe(200);
  });
});

describe(`the rate-limit counters after the clock went back, on ${DB_KIND}`, () => {
  const ctx = appPerDescribe();

  it('starts a new window instead of holding a count, and a TTL, until a far-off end', async () => {
    const { DatabaseRateLimitStore } = await import('../src/plugins/external/rate-limit');
    const store = new DatabaseRateLimitStore(ctx.t.app.database.db);
    const incr = (key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (err, result) => (err || !result ? reject(err ?? new Error('no result')) : resolve(result)), 60_000),
      );
    // A window opened while the host's clock read 2099 (then corrected): its end lies decades ahead.
    await ctx.t.app.database.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values ('page-render:203.0.113.9', 500, '2099-01-01T00:00:00Z')`,
    );
    const hit = await incr('page-render:203.0.113.9');
    expect(hit.current).toBe(1);
    expect(hit.ttl).toBeGreaterThan(0);
    expect(hit.ttl).toBeLessThanOrEqual(60_000);
    // A window still running counts on.
    expect((await incr('page-render:203.0.113.9')).current).toBe(2);
  });
});

describe(`a cached answer during many uncached renders, on ${DB_KIND}`, () => {
  const ctx = appPerDescribe({ site: true });

  // Renders run one at a time and each starts in a turn of its own (server/src/seo/index.ts): a request that
  // arrives meanwhile is answered between two renders, not after the rest of the queue. Counted, not timed.
  it('answers a cached read sent while 30 searches wait to render after a few of them, not the whole queue', async () => {
    const base = await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    const cached = `${base}${API.blogs.list}`;
    expect((await fetch(cached)).status).toBe(200);
    let finished = 0;
    let thirdDone: () => void = () => undefined;
    const third = new Promise<void>((resolve) => (thirdDone = resolve));
    const renders = Array.from({ length: 30 }, async (_, i) => {
      const res = await fetch(`${base}/blogs?q=queued-${i}`);
      await res.arrayBuffer();
      finished += 1;
      if (finished === 3) thirdDone();
      return res.status;
    });
    await third;
    const before = finished;
    const read = await fetch(cached);
    await read.arrayBuffer();
    const meanwhile = finished - before;
    expect(read.status).toBe(200);
    expect(await Promise.all(renders)).toEqual(Array.from({ length: 30 }, () => 200));
    // A search's data is cached, so its render waits on nothing: without a turn between renders, the read
    // waited for the whole queue (26-27 of the 27 left, measured); with it, for the few already started.
    expect({ rendersDoneWhileTheReadWaited: meanwhile, fewerThanAThird: meanwhile < 9 }).toEqual({
      rendersDoneWhileTheReadWaited: meanwhile,
      fewerThanAThird: true,
    });
  });
});
