import type { WorkshopDto } from '@contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { contentVersions } from '../src/db/schema';
import { adminCookie, DB_KIND, json, twoInstances } from './helper';
import { cloudWorkshopBody } from './support/fixtures';
import { followContentChanges } from '../src/plugins/app/content-events';
import { PublicCache, type ContentName } from '../src/plugins/app/public-cache';

/*
 * Cross-instance invalidation on PostgreSQL: a write on one instance reaches another's cache through
 * LISTEN/NOTIFY as it commits. Polling is set to a minute here, so only the notification can explain a
 * fresh read within the bound.
 */
jest.setTimeout(120_000);

const BOUND_MS = 2000;

/** The version row of `name` as the database holds it now. */
async function versionOf(db: Db, name: ContentName): Promise<number> {
  const [row] = await db.select().from(contentVersions).where(eq(contentVersions.name, name));
  return row?.version ?? 0;
}

/** Resolves when `cache` sees a version of `name` above `from` (a notification, or its catch-up read after a reconnect). */
function seesVersionAbove(cache: PublicCache, name: ContentName, from: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const original = cache.sawVersion.bind(cache);
    const timer = setTimeout(() => {
      cache.sawVersion = original;
      reject(new Error(`no version of ${name} above ${from} within ${BOUND_MS} ms`));
    }, BOUND_MS);
    cache.sawVersion = (n, version) => {
      original(n, version);
      if (n === name && version > from) {
        clearTimeout(timer);
        cache.sawVersion = original;
        resolve(version);
      }
    };
  });
}

(DB_KIND === 'postgres' ? describe : describe.skip)('content changes across instances (LISTEN/NOTIFY)', () => {
  const apps = twoInstances({}, { cachePollMs: 60_000 });

  it("shows a workshop created on A in B's cached list as soon as B hears of it", async () => {
    const titles = async () => json<WorkshopDto[]>(await apps.b.request({ method: 'GET', url: '/api/workshops' })).map((w) => w.title);
    const before = await titles();
    expect(await titles()).toEqual(before); // cached on B now
    const title = `Notified Workshop ${Date.now()}`;
    const heard = seesVersionAbove(apps.b.app.publicCache, 'workshops', await versionOf(apps.a.app.database.db, 'workshops'));
    const started = Date.now();
    const created = await apps.a.request({
      method: 'POST',
      url: '/api/workshops',
      headers: { cookie: await adminCookie(apps.a.app) },
      payload: cloudWorkshopBody(title),
    });
    expect(created.statusCode).toBe(201);
    await heard;
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
    expect(await titles()).toContain(title);
  });

  it('reconnects after losing its listening connection, and catches up on what it missed', async () => {
    const cache = new PublicCache(apps.a.app.database.db);
    await cache.poll();
    const events = await followContentChanges(apps.databaseUrl, cache, { pollMs: 60_000, log: apps.a.app.log });
    try {
      let produced = 0;
      const read = async () => (await cache.get('jobs', 'list', async () => ({ status: 200, value: ++produced }))).body;
      expect(await read()).toBe('1');
      expect(await read()).toBe('1');

      // The database ends every listening connection (a restart, a proxy timeout): a write made meanwhile…
      const heard = seesVersionAbove(cache, 'jobs', await versionOf(apps.a.app.database.db, 'jobs'));
      await apps.a.app.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'itx-content-listener' and datname = current_database()`);
      await apps.a.app.publicCache.invalidate('jobs');
      // …is seen once the listener is back (its catch-up read), and later writes are heard again.
      await heard;
      await events.listening();
      expect(await read()).toBe('2');
      const again = seesVersionAbove(cache, 'jobs', await versionOf(apps.a.app.database.db, 'jobs'));
      await apps.a.app.publicCache.invalidate('jobs');
      await again;
      expect(await read()).toBe('3');
    } finally {
      await events.stop();
    }
  });
});
