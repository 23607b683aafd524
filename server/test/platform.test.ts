import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { appPerDescribe, buildTestApp, DB_KIND, json } from './helper';
import { loadConfig, ConfigError } from '../src/plugins/external/config';
import { appSettings } from '../src/db/schema';

describe(`platform on ${DB_KIND}`, () => {
  const ctx = appPerDescribe();

  it('answers /healthz with ok when the database answers', async () => {
    const res = await ctx.t.request({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('applied every migration: all tables exist', async () => {
    const result = (await ctx.t.app.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = result.rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'app_settings',
        'blogs',
        'content_versions',
        'image_variants',
        'images',
        'jobs',
        'leads',
        'password_resets',
        'rate_limits',
        'sessions',
        'users',
        'workshops',
      ]),
    );
    expect(ctx.t.app.database.kind).toBe(DB_KIND);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.t.request({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toMatch(/Not found/);
  });

  it('marks every seeder as run, and running the seed again changes nothing', async () => {
    const { seedDatabase } = await import('../src/db/seed');
    const before = await ctx.t.app.database.db.select().from(appSettings);
    await seedDatabase(ctx.t.app.database.db);
    const after = await ctx.t.app.database.db.select().from(appSettings);
    expect(after).toEqual(before);
    expect(after.map((r) => r.key)).toEqual(expect.arrayContaining(['seed:workshops', 'seed:blogs', 'seed:jobs']));
  });
});

describe('admin code', () => {
  it('is generated once when ADMIN_CODE is unset, stored, and reused on the next start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-code-'));
    const first = await buildTestApp({ ADMIN_CODE: '', DATA_DIR: dir });
    const code = first.app.adminCode;
    expect(code).toMatch(/^[\w-]{16}$/);
    const url = first.databaseUrl;
    await first.app.close();
    // Reopen the same database.
    const second = await buildTestApp({ ADMIN_CODE: '', DATA_DIR: dir }, url ? { databaseUrl: url } : {});
    expect(second.app.adminCode).toBe(code);
    await second.close();
    await first.close().catch(() => {});
  });

  it('uses ADMIN_CODE when it is set', async () => {
    const t = await buildTestApp({ ADMIN_CODE: 'a-code-from-the-env' });
    expect(t.app.adminCode).toBe('a-code-from-the-env');
    await t.close();
  });
});

describe('configuration', () => {
  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\//],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL must be a URL/],
    [{ RATE_LIMIT_SCALE: '0' }, /RATE_LIMIT_SCALE must be a positive number/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp:\/\//],
    [{ ADMIN_CODE: 'short' }, /ADMIN_CODE must be at least 8 characters/],
    [{ GTM_ID: 'UA-1' }, /GTM_ID must look like GTM-/],
    [{ REQUEST_TIMEOUT_MS: '10' }, /REQUEST_TIMEOUT_MS must be a whole number of milliseconds/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('has the defaults of RUN-CONTRACT.md', () => {
    const c = loadConfig({}, '/srv/itx');
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/itx/data',
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      leadFormKey: 'itx',
      rateLimitScale: 1,
      trustProxy: false,
      gtmId: null,
      smtpUrl: null,
      requestTimeoutMs: 30_000,
    });
  });
});
