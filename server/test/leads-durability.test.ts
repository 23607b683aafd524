import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client';
import { leads } from '../src/db/schema';
import { createPostgresDatabase, DB_KIND } from './helper';

const ROOT = path.resolve(__dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** The real server in its own process (one node process, so SIGKILL hits the server itself). */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; log: () => string }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      TSX_TSCONFIG_PATH: path.join(ROOT, 'server/tsconfig.json'),
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_CODE: 'itx-durability-code',
      RATE_LIMIT_SCALE: '1000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, log: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

describe(`lead durability on ${DB_KIND}`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-durable-'));
  let databaseUrl = '';
  let dropDatabase: (() => Promise<void>) | null = null;
  let child: ChildProcess | null = null;

  beforeAll(async () => {
    if (DB_KIND === 'postgres') {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    if (dropDatabase) await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every lead answered with StatusCode 200 when the server is killed (SIGKILL) mid-burst', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PUBLIC_DIR: path.join(dataDir, 'no-build') };
    const server = await startServer(env);
    child = server.child;

    const acknowledged: string[] = [];
    let killed = false;
    const KILL_AFTER = 25;
    const send = async (i: number): Promise<void> => {
      const email = `burst-${i}@example.in`;
      try {
        const res = await fetch(`${server.url}/api/FormLeadCapture/itx/5`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Burst ${i}`, email, countryCode: '+91', phone: '9876543210', courseInterest: 'Data Analytics' }),
        });
        const body = (await res.json()) as { StatusCode: number };
        if (body.StatusCode === 200) acknowledged.push(email);
      } catch {
        return; // the connection died with the server: not acknowledged, so no promise was made
      }
      // Kill the moment enough leads were acknowledged, while the rest of the burst is still in flight.
      if (!killed && acknowledged.length >= KILL_AFTER) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    };
    // Eight clients sending continuously until the server dies.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < 400 && server.child.signalCode === null) await send(next++);
      }),
    );
    await exited(server.child);
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(next).toBeLessThan(400); // the kill really landed mid-burst

    // Restart on the same data: every acknowledged lead is there.
    const restarted = await startServer(env);
    child = restarted.child;
    restarted.child.kill('SIGTERM');
    await exited(restarted.child);
    const database: Database = await openDatabase({ databaseUrl: databaseUrl || null, pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const stored = new Set((await database.db.select({ email: leads.email }).from(leads)).map((r) => r.email));
      const lost = acknowledged.filter((e) => !stored.has(e));
      expect(lost).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      await database.close();
    }
  }, 120_000);
});
