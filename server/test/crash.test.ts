import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createPostgresDatabase, DB_KIND } from './helper';
import { CALL_BACK_PATH, uniqueLead } from './support/leads';
import { postJson, startServerProcess, type ServerProcess } from './support/server-process';
import { openDatabase } from '../src/db/client';
import { leads } from '../src/db/schema';

/*
 * SIGKILL during writes: the server process is killed while 8 clients submit leads. After a restart on
 * the same database, every lead that was answered 200 is there and the database opens cleanly.
 * PGlite in the PGlite pass of the suite, PostgreSQL in the PostgreSQL pass (DATABASE_URL set).
 */
jest.setTimeout(300_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface CrashResult {
  acknowledged: string[];
  attempted: number;
}

/** Runs writers against the server, SIGKILLs it once `minAcknowledged` leads were answered 200. */
async function writeThenKill(server: ServerProcess, minAcknowledged: number): Promise<CrashResult> {
  const acknowledged: string[] = [];
  let attempted = 0;
  let killed = false;
  const writers = Array.from({ length: 8 }, async (_, w) => {
    for (let i = 0; !killed; i += 1) {
      const lead = uniqueLead(`crash-${w}-${i}-${Date.now()}`);
      attempted += 1;
      const res = await postJson(`${server.url}${CALL_BACK_PATH}`, lead);
      if (res.status === 200) acknowledged.push(lead.email);
      else if (res.status === 0)
        return; // connection refused/reset: the process is gone
      else throw new Error(`unexpected answer ${res.status}: ${res.body}`);
    }
  });
  const writing = Promise.all(writers);
  writing.catch(() => {}); // awaited below; a failure must not count as unhandled meanwhile
  const deadline = Date.now() + 120_000;
  while (acknowledged.length < minAcknowledged && Date.now() < deadline) await sleep(20);
  // Killed in the middle of the burst: some requests are in flight right now.
  process.kill(server.pid, 'SIGKILL');
  killed = true;
  await new Promise<void>((resolve) =>
    server.child.exitCode !== null || server.child.signalCode !== null ? resolve() : server.child.once('exit', () => resolve()),
  );
  await writing;
  expect(server.child.signalCode).toBe('SIGKILL');
  return { acknowledged: [...acknowledged], attempted };
}

function report(kind: string, r: CrashResult, lost: string[]): void {
  console.log(
    `Crash on ${kind}: SIGKILL after ${r.acknowledged.length} acknowledged of ${r.attempted} attempted lead writes from 8 clients; ` +
      `after restart ${r.acknowledged.length - lost.length} found, ${lost.length} lost.`,
  );
}

(DB_KIND === 'pglite' ? describe : describe.skip)('crash: SIGKILL during writes on PGlite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-crash-pglite-'));
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead and reopens cleanly', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const result = await writeThenKill(first, 40);
    // The dead process left its lock file; the next start takes it over.
    expect(fs.existsSync(path.join(dataDir, 'pglite', '.itx-server.lock'))).toBe(true);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    const health = await fetch(`${second.url}/healthz`);
    expect(health.status).toBe(200);
    const after = await postJson(`${second.url}${CALL_BACK_PATH}`, uniqueLead('after-crash-pglite'));
    expect(after.status).toBe(200);
    expect(await second.stop('SIGTERM')).toBe(0);

    // Open the folder directly (the server has let go of it) and read every lead back.
    const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const stored = new Set((await database.db.select({ email: leads.email }).from(leads)).map((r) => r.email));
      const lost = result.acknowledged.filter((e) => !stored.has(e));
      report('PGlite', result, lost);
      expect(lost).toEqual([]);
      expect(stored.has('lead-after-crash-pglite@itx-visitor.test')).toBe(true);
    } finally {
      await database.close();
    }
  });
});

(DB_KIND === 'postgres' ? describe : describe.skip)('crash: SIGKILL during writes on PostgreSQL', () => {
  let db: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    db = await createPostgresDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('keeps every acknowledged lead and reopens cleanly', async () => {
    const first = await startServerProcess({ DATABASE_URL: db.url });
    const result = await writeThenKill(first, 60);
    const second = await startServerProcess({ DATABASE_URL: db.url });
    const after = await postJson(`${second.url}${CALL_BACK_PATH}`, uniqueLead('after-crash-pg'));
    expect(after.status).toBe(200);
    expect(await second.stop('SIGTERM')).toBe(0);
    for (const dir of [first.dataDir, second.dataDir]) fs.rmSync(dir, { recursive: true, force: true });

    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      const stored = new Set((await client.query<{ email: string }>('select email from leads')).rows.map((r) => r.email));
      const lost = result.acknowledged.filter((e) => !stored.has(e));
      report('PostgreSQL', result, lost);
      expect(lost).toEqual([]);
      expect(stored.has('lead-after-crash-pg@itx-visitor.test')).toBe(true);
    } finally {
      await client.end();
    }
  });
});
