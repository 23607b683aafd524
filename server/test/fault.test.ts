import { Client } from 'pg';
import { buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { CALL_BACK_PATH, uniqueLead } from './support/leads';
import { createThrowawayCluster, type PgCluster } from './support/pg-cluster';

/*
 * The database stops during a burst of lead submissions and comes back: no lead answered 200 is lost,
 * the server answers 503 'Service temporarily unavailable' meanwhile (never 500), /healthz says so,
 * and the same server recovers by itself. Runs in the PostgreSQL pass of the suite (DATABASE_URL set),
 * on a throw-away cluster of its own so the machine's server is untouched.
 */
jest.setTimeout(240_000);

const describePg = DB_KIND === 'postgres' ? describe : describe.skip;

interface Outcome {
  email: string;
  status: number;
  message: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describePg('faults: PostgreSQL stops during a burst of lead submissions', () => {
  let cluster: PgCluster | undefined;
  let skip: string | undefined;
  let t: TestApp;
  const outcomes: Outcome[] = [];
  const healthDuringOutage: { status: number; body: string }[] = [];

  /** Submits unique leads from `workers` concurrent clients until `running()` turns false. */
  async function burst(workers: number, running: () => boolean): Promise<void> {
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        let i = 0;
        while (running()) {
          const lead = uniqueLead(`fault-${w}-${i}-${Date.now()}`);
          i += 1;
          const res = await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: lead });
          outcomes.push({ email: lead.email, status: res.statusCode, message: String(json(res).message ?? '') });
          if (res.statusCode !== 200) await sleep(20);
        }
      }),
    );
  }

  async function waitHealthy(timeoutMs: number): Promise<number> {
    const start = Date.now();
    for (;;) {
      const res = await t.request({ method: 'GET', url: '/healthz' });
      if (res.statusCode === 200) return Date.now() - start;
      if (Date.now() - start > timeoutMs) throw new Error(`/healthz still ${res.statusCode} after ${timeoutMs} ms`);
      await sleep(100);
    }
  }

  /** One outage: a burst runs, the database stops (`mode`), stays down a while, starts again, the burst goes on. */
  async function outage(mode: 'fast' | 'immediate'): Promise<{ recoveredInMs: number }> {
    if (!cluster) throw new Error('no cluster');
    const c = cluster;
    let running = true;
    const load = burst(8, () => running);
    await sleep(800);
    await c.stop(mode);
    // Down: the health check and the form both answer 503.
    await sleep(300);
    for (let i = 0; i < 3; i += 1) {
      const res = await t.request({ method: 'GET', url: '/healthz' });
      healthDuringOutage.push({ status: res.statusCode, body: res.body });
      await sleep(300);
    }
    await c.start();
    const recoveredInMs = await waitHealthy(30_000);
    await sleep(800);
    running = false;
    await load;
    return { recoveredInMs };
  }

  beforeAll(async () => {
    const result = await createThrowawayCluster();
    if (result.skip !== undefined) {
      skip = result.skip;
      return;
    }
    cluster = result.cluster;
    t = await buildTestApp({}, { databaseUrl: cluster.url });
  });

  afterAll(async () => {
    // Bounded: a server that leaked a pooled connection would otherwise hang here (the test has failed then).
    if (t) await Promise.race([t.close().catch(() => {}), sleep(20_000)]);
    if (cluster) await cluster.destroy();
  });

  it('survives a clean shutdown and a crash (immediate stop) of the database without a restart, losing no acknowledged lead', async () => {
    if (skip !== undefined) {
      console.warn(`Fault test skipped: ${skip}`);
      return;
    }
    const fast = await outage('fast');
    const immediate = await outage('immediate');

    // Every answer was a success or a 503 with the promised message: never a 500.
    const statuses = new Map<number, number>();
    for (const o of outcomes) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    for (const o of outcomes.filter((x) => x.status === 503)) expect(o.message).toBe('Service temporarily unavailable');

    // The health check said so while the database was down.
    expect(healthDuringOutage.length).toBe(6);
    for (const h of healthDuringOutage) {
      expect(h.status).toBe(503);
      expect(JSON.parse(h.body)).toMatchObject({ message: 'Service temporarily unavailable' });
    }

    // Every lead answered 200 is in the database (read directly, not through the app).
    const acknowledged = outcomes.filter((o) => o.status === 200).map((o) => o.email);
    const client = new Client({ connectionString: cluster?.url });
    await client.connect();
    const stored = new Set((await client.query<{ email: string }>('select email from leads')).rows.map((r) => r.email));
    await client.end();
    const lost = acknowledged.filter((e) => !stored.has(e));
    expect(lost).toEqual([]);

    // The same server instance works again, at full strength: more concurrent writes than the pool has
    // connections all succeed (a connection lost during the outage and never given back would starve them).
    const after = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.request({ method: 'POST', url: CALL_BACK_PATH, payload: uniqueLead(`after-fault-${i}`) })),
    );
    expect(after.map((r) => r.statusCode)).toEqual(Array.from({ length: 30 }, () => 200));
    // And it shuts down promptly: every pooled connection was handed back.
    const closed = await Promise.race([t.app.close().then(() => true), sleep(20_000).then(() => false)]);
    expect(closed).toBe(true);

    console.log(
      `Faults survived: 2 (clean stop, crash stop) of PostgreSQL during ${outcomes.length} lead submissions from 8 clients: ` +
        `${acknowledged.length} answered 200 (all stored, 0 lost), ${statuses.get(503) ?? 0} answered 503; ` +
        `recovered without restart in ${fast.recoveredInMs} ms and ${immediate.recoveredInMs} ms after the database came back.`,
    );
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(acknowledged.length).toBeGreaterThan(20);
  });
});

if (DB_KIND !== 'postgres') {
  describe('faults on PostgreSQL', () => {
    it.skip('run with DATABASE_URL set (the PostgreSQL pass of npm test); they start a throw-away cluster of their own', () => {});
  });
}
