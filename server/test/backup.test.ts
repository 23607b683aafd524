import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { buildTestApp, createPostgresDatabase, DB_KIND, type TestApp } from './helper';
import { runNpmScript, tableDigests } from './support/cli';
import { CALL_BACK_PATH, uniqueLead } from './support/leads';

// Two databases, a dump and a restore, each command a child process: slow on a busy machine.
jest.setTimeout(180_000);

type Digests = Awaited<ReturnType<typeof tableDigests>>;

async function appDigests(t: TestApp): Promise<Digests> {
  // Both drivers answer execute() with { rows }; the Db type is their common base, which does not say so.
  return tableDigests(async (q) => ((await t.app.database.db.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] }).rows);
}

/** The digests of a restored database, read through its PGlite or pg client; `close` runs afterwards, whatever happens. */
async function restoredDigests(db: { query(sql: string): Promise<{ rows: Record<string, unknown>[] }> }, close: () => Promise<void>) {
  try {
    return await tableDigests(async (q) => (await db.query(q)).rows);
  } finally {
    await close();
  }
}

/** Content (the seeded blogs, workshops and jobs), images (the seeded blog art) and visitors' leads. */
async function fillWithLeads(t: TestApp): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const res = await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: uniqueLead(), remoteAddress: `10.9.0.${i + 1}` });
    expect(res.statusCode).toBe(200);
  }
  // The e-mails each lead queued are attempted now, so no attempt writes to the lead's history mid-backup.
  await t.app.mailOutbox.runOnce();
}

function expectFull(digests: Digests): void {
  for (const table of [
    'public.leads',
    'public.images',
    'public.image_variants',
    'public.blogs',
    'public.workshops',
    'public.jobs',
    'public.app_settings',
  ]) {
    expect(digests[table]?.rows).toBeGreaterThan(0);
  }
  expect(digests['public.leads']?.rows).toBe(3);
}

const describePglite = DB_KIND === 'pglite' ? describe : describe.skip;
const describePostgres = DB_KIND === 'postgres' ? describe : describe.skip;

describePglite('npm run db:backup / db:restore on the embedded PGlite', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-backup-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up a running server and a stopped one; restores into an empty folder with every table equal; refuses a non-empty one', async () => {
    const source = tmp();
    const backups = tmp();
    const t = await buildTestApp({ DATA_DIR: source });
    let before: Digests;
    let runningBackup: string;
    try {
      await fillWithLeads(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      before = await appDigests(t);
      expectFull(before);

      // While the server runs (it holds the folder): the command asks it for the dump.
      const running = await runNpmScript('db:backup', [], { DATA_DIR: source, BACKUP_DIR: backups });
      expect(running.stderr).toContain('is running');
      expect(running.code).toBe(0);
      runningBackup = running.stdout.trim();
      expect(path.dirname(runningBackup)).toBe(backups);
      expect(path.basename(runningBackup)).toMatch(/^itx-pglite-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    } finally {
      await t.close();
    }

    // Stopped: the command opens the folder itself; default folder DATA_DIR/backups.
    const stopped = await runNpmScript('db:backup', [], { DATA_DIR: source });
    expect(stopped.code).toBe(0);
    expect(path.dirname(stopped.stdout.trim())).toBe(path.join(source, 'backups'));

    for (const file of [runningBackup, stopped.stdout.trim()]) {
      const target = tmp();
      const restored = await runNpmScript('db:restore', [file], { DATA_DIR: target });
      expect(restored.stderr).toContain('Restored');
      expect(restored.code).toBe(0);
      const db = await PGlite.create(path.join(target, 'pglite'));
      const restoredTables = await restoredDigests(db, () => db.close());
      expect(restoredTables).toEqual(before);
      // Again into the same, now full, folder: refused, nothing changed.
      const again = await runNpmScript('db:restore', [file], { DATA_DIR: target });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('is not empty');
    }
  });

  it('refuses a file that is not a backup, and a PostgreSQL dump without DATABASE_URL', async () => {
    const dir = tmp();
    const junk = path.join(dir, 'junk.txt');
    fs.writeFileSync(junk, 'hello');
    const res = await runNpmScript('db:restore', [junk], { DATA_DIR: tmp() });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('is not a backup');
    const fakeDump = path.join(dir, 'x.dump');
    fs.writeFileSync(fakeDump, 'PGDMP and more');
    const wrongKind = await runNpmScript('db:restore', [fakeDump], { DATA_DIR: tmp() });
    expect(wrongKind.code).toBe(1);
    expect(wrongKind.stderr).toContain('set DATABASE_URL');
    const usage = await runNpmScript('db:restore', [], { DATA_DIR: tmp() });
    expect(usage.code).toBe(2);
  });
});

describePostgres('npm run db:backup / db:restore on PostgreSQL', () => {
  it('dumps with pg_dump, restores into an empty database with every table equal, refuses a non-empty one', async () => {
    const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-backup-'));
    const t = await buildTestApp({}, {});
    const target = await createPostgresDatabase();
    try {
      await fillWithLeads(t);
      const before = await appDigests(t);
      expectFull(before);
      const url = t.databaseUrl ?? '';
      const backup = await runNpmScript('db:backup', [], { DATABASE_URL: url, BACKUP_DIR: backups });
      expect(backup.stderr).toMatch(/pg_dump \d+ \/ server \d+/);
      expect(backup.code).toBe(0);
      const file = backup.stdout.trim();
      expect(path.basename(file)).toMatch(/^itx-postgres-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.dump$/);
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

      const restored = await runNpmScript('db:restore', [file], { DATABASE_URL: target.url });
      expect(restored.code).toBe(0);
      const client = new Client({ connectionString: target.url });
      await client.connect();
      const restoredTables = await restoredDigests(client, () => client.end());
      expect(restoredTables).toEqual(before);
      // The source is not empty: refused before pg_restore touches it.
      const again = await runNpmScript('db:restore', [file], { DATABASE_URL: url });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('is not empty');
      expect(await appDigests(t)).toEqual(before);
    } finally {
      await t.close();
      await target.drop();
      fs.rmSync(backups, { recursive: true, force: true });
    }
  });
});
