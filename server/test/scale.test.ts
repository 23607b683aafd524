import type { LeadListResponse, WorkshopDto } from '@contract';
import { adminCookie, DB_KIND, json, twoInstances } from './helper';
import { CALL_BACK_PATH, uniqueLead } from './support/leads';
import { cloudWorkshopBody } from './support/fixtures';
import { SESSION_COOKIE } from '../src/plugins/app/sessions';

/*
 * Scale-out: two app instances (separate Fastify servers, separate connection pools, separate caches)
 * on one PostgreSQL database. Runs in the PostgreSQL pass of the suite (DATABASE_URL set).
 */
jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

(DB_KIND === 'postgres' ? describe : describe.skip)('scale-out: two app instances on one PostgreSQL', () => {
  // RATE_LIMIT_SCALE 1: the real limits, so the shared counting is what is tested.
  const apps = twoInstances({ RATE_LIMIT_SCALE: '1' }, { cachePollMs: 100 });

  it('accepts on one instance a session made on the other, and refuses it on both once it is ended', async () => {
    const cookie = await adminCookie(apps.a.app);
    expect((await apps.a.request({ method: 'GET', url: '/api/leads', headers: { cookie } })).statusCode).toBe(200);
    expect((await apps.b.request({ method: 'GET', url: '/api/leads', headers: { cookie } })).statusCode).toBe(200);
    await apps.a.app.sessionsRepository.destroy(cookie.slice(SESSION_COOKIE.length + 1));
    expect((await apps.b.request({ method: 'GET', url: '/api/leads', headers: { cookie } })).statusCode).toBe(401);
    expect((await apps.a.request({ method: 'GET', url: '/api/leads', headers: { cookie } })).statusCode).toBe(401);
  });

  it('shows a lead sent to one instance in the admin list of the other', async () => {
    const cookie = await adminCookie(apps.b.app);
    const lead = uniqueLead('scale-write');
    const sent = await apps.a.request({ method: 'POST', url: CALL_BACK_PATH, payload: lead, remoteAddress: '10.1.0.1' });
    expect(sent.statusCode).toBe(200);
    const list = await apps.b.request({ method: 'GET', url: `/api/leads?search=${encodeURIComponent(lead.email)}`, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(json<LeadListResponse>(list).items.map((l) => l.email)).toEqual([lead.email]);
  });

  it('serves content changed on one instance from the other’s cache within a poll interval', async () => {
    const cookie = await adminCookie(apps.a.app);
    const before = await apps.b.request({ method: 'GET', url: '/api/workshops' });
    expect(before.statusCode).toBe(200);
    const title = `Cloud Computing Weekend Workshop ${Date.now()}`;
    const created = await apps.a.request({
      method: 'POST',
      url: '/api/workshops',
      headers: { cookie },
      payload: cloudWorkshopBody(title),
    });
    expect(created.statusCode).toBe(201);
    const deadline = Date.now() + 5000;
    let titles: string[] = [];
    while (Date.now() < deadline) {
      titles = json<WorkshopDto[]>(await apps.b.request({ method: 'GET', url: '/api/workshops' })).map((w) => w.title);
      if (titles.includes(title)) break;
      await sleep(100);
    }
    expect(titles).toContain(title);
  });

  it('shares the lead-capture rate limit: the two instances together allow what one allows', async () => {
    const from = { remoteAddress: '10.2.0.7' };
    const statuses: number[] = [];
    // The limit is 20 leads per address per 10 minutes; alternate instances.
    for (let i = 0; i < 24; i += 1) {
      const app = i % 2 === 0 ? apps.a : apps.b;
      const res = await app.request({ method: 'POST', url: CALL_BACK_PATH, payload: uniqueLead(`scale-rate-${i}`), ...from });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array.from({ length: 20 }, () => 200), 429, 429, 429, 429]);
    // Another address is not affected.
    const other = await apps.b.request({
      method: 'POST',
      url: CALL_BACK_PATH,
      payload: uniqueLead('scale-rate-other'),
      remoteAddress: '10.2.0.8',
    });
    expect(other.statusCode).toBe(200);
  });
});

if (DB_KIND !== 'postgres') {
  describe('scale-out on PostgreSQL', () => {
    it.skip('runs in the PostgreSQL pass (DATABASE_URL set): two app instances need a shared database server', () => {});
  });
}
