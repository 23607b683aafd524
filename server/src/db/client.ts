import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
// Static imports, which the CommonJS server bundle loads with require(): on Node 24 an import() of
// drizzle-orm's ES modules keeps about 240 MB resident, require() of its CommonJS build about 20 MB.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient, type PoolConfig } from 'pg';
import type { PgliteReply, PgliteRequest, PgliteWorkerData } from './pglite-worker';
import * as schema from './schema';
import { PGLITE_IMAGE_DIR, PGLITE_SETTINGS } from '../runtime-settings';
import { PROCESS_FILES } from '../lib/backup';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction` hands its callback; always use it, never the outer `db`, inside a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round trip to the database; rejects when it cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: writes a gzipped tarball of the data folder to `file` and returns its size, taken while
   * no query and no transaction runs, after a checkpoint, so it is one consistent point in time
   * (`npm run db:backup`). The database's thread makes and writes it: the request thread never holds it.
   */
  dumpDataDir?: (file: string) => Promise<number>;
  /** The connection pool's counts, for /metrics. */
  poolStats?: () => { totalCount: number; idleCount: number; waitingCount: number };
}

/**
 * The migrations folder ships beside the bundled server (dist/server/migrations) and lives in
 * src/db/migrations during development and tests.
 */
export function migrationsFolder(): string {
  const candidates = [
    path.join(__dirname, 'migrations'),
    path.join(__dirname, 'db', 'migrations'),
    path.resolve(__dirname, '..', 'src', 'db', 'migrations'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * A new data folder starts as a copy of the pre-initialised one shipped with the build (dist/server),
 * when there is one, instead of running initdb. PG_VERSION, which marks a folder as initialised, is
 * copied last: a copy cut short is simply made again on the next start.
 */
export function copyPgliteImage(dir: string, image = path.join(__dirname, PGLITE_IMAGE_DIR)): boolean {
  if (!fs.existsSync(path.join(image, 'PG_VERSION'))) return false;
  fs.cpSync(image, dir, {
    recursive: true,
    force: true,
    mode: fs.constants.COPYFILE_FICLONE,
    filter: (source) => source !== path.join(image, 'PG_VERSION'),
  });
  fs.copyFileSync(path.join(image, 'PG_VERSION'), path.join(dir, 'PG_VERSION'));
  return true;
}

class DataDirLockedError extends Error {}

/** PGlite loses writes when two processes open one folder: hold a lock file for the folder. */
function lockDataFolder(dir: string): () => void {
  const lockFile = path.join(dir, '.itx-server.lock');
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by process ${holder}. Stop it, or give this server another DATA_DIR.`,
        );
      }
      fs.unlinkSync(lockFile); // left by a process that died (SIGKILL): take it over
    }
  }
}

/** Whether a process with this id exists (EPERM: it does, under another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `migrate: false` opens the database as it is (the operator commands: a backup must not change what it saves). */
export async function openDatabase(opts: { databaseUrl: string | null; pgliteDir: string; migrate?: boolean }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.migrate ?? true);
  return openPglite(opts.pgliteDir, opts.migrate ?? true);
}

/** The worker's script: bundled beside the server in dist/server, the TypeScript source otherwise. */
function pgliteWorkerFile(): string {
  const candidates = [path.join(__dirname, 'pglite-worker.js'), path.join(__dirname, 'pglite-worker.ts')];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`The embedded database's worker script was not found (looked for ${candidates.join(', ')})`);
  return found;
}

/** The next message of one of these types from the worker, or its death. */
function replyOf<T extends PgliteReply['type']>(worker: Worker, types: T[], matches: (reply: PgliteReply) => boolean = () => true) {
  return new Promise<Extract<PgliteReply, { type: T }>>((resolve, reject) => {
    const onMessage = (reply: PgliteReply) => {
      if (!(types as string[]).includes(reply.type) || !matches(reply)) return;
      cleanup();
      resolve(reply as Extract<PgliteReply, { type: T }>);
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`The embedded database's thread stopped (exit code ${code})`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

/**
 * PGlite runs in a worker thread and serves the PostgreSQL protocol on a private Unix socket; this
 * thread reaches it through the same `pg` pool and drizzle driver as PostgreSQL. The pool has one
 * connection: PGlite has one session, so statements of two connections would interleave (and a
 * transaction keeps the database to itself, as it did in-process).
 */
async function openPglite(dir: string, runMigrations: boolean): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  let unlock = () => {};
  if (!inMemory) {
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataFolder(dir);
  }
  // A folder only this user can enter, with a short path (a Unix socket's path has ~100 bytes at most).
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-pglite-'));
  let worker: Worker | null = null;
  const cleanup = async () => {
    if (worker) await worker.terminate();
    fs.rmSync(socketDir, { recursive: true, force: true });
    unlock();
  };
  try {
    if (!inMemory && !fs.existsSync(path.join(dir, 'PG_VERSION'))) copyPgliteImage(dir);
    const port = 5432;
    const data: PgliteWorkerData = {
      dataDir: inMemory ? null : dir,
      settings: PGLITE_SETTINGS,
      socketPath: path.join(socketDir, `.s.PGSQL.${port}`),
    };
    worker = new Worker(pgliteWorkerFile(), { workerData: data });
    const started = await replyOf(worker, ['ready', 'failed']);
    if (started.type === 'failed') throw new Error(`The embedded database did not start: ${started.message}`);
    const running = worker;
    const pool = openPool({
      host: socketDir,
      port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      // A request waits for the one connection as long as the work before it takes (as in-process PGlite did).
      connectionTimeoutMillis: 0,
    });
    const db = drizzlePostgres({ client: pool, schema });
    if (runMigrations) await migratePostgres(db, { migrationsFolder: migrationsFolder() });
    let dumps = 0;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({ totalCount: pool.totalCount, idleCount: pool.idleCount, waitingCount: pool.waitingCount }),
      dumpDataDir: async (file) => {
        // Holding the pool's only connection: every transaction has ended, and none starts meanwhile.
        const client = await pool.connect();
        try {
          const id = ++dumps;
          const done = replyOf(running, ['dumped', 'dump-failed'], (reply) => 'id' in reply && reply.id === id);
          running.postMessage({ type: 'dump', id, file, skip: PROCESS_FILES } satisfies PgliteRequest);
          const reply = await done;
          if (reply.type === 'dump-failed') throw new Error(`The backup failed: ${reply.message}`);
          return reply.bytes;
        } finally {
          client.release();
        }
      },
      close: async () => {
        try {
          await pool.end();
          const closed = replyOf(running, ['closed']).catch(() => undefined);
          running.postMessage({ type: 'close' } satisfies PgliteRequest);
          await closed;
          worker = null;
        } finally {
          await cleanup();
        }
      },
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

const guarded = new WeakSet<PoolClient>();

/**
 * drizzle's node-postgres `transaction()` sends `begin` before its try/finally, so when `begin` fails
 * (the database went away between checkout and `begin`) the client is never released: the pool loses
 * a slot for good and, after `max` such failures, waits forever. Release such a client with the error
 * (the pool then discards it) so the server recovers by itself when the database is back.
 */
function releaseWhenBeginFails(client: PoolClient): void {
  if (guarded.has(client)) return;
  guarded.add(client);
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (result instanceof Promise && typeof text === 'string' && /^\s*begin\b/i.test(text)) {
      result.catch((err: unknown) => {
        try {
          client.release(err instanceof Error ? err : new Error(String(err)));
        } catch {
          /* already released */
        }
      });
    }
    return result;
  };
}

/** A pool that survives the database going away and coming back. */
function openPool(config: PoolConfig): Pool {
  const pool = new Pool({ connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000, ...config });
  // A client losing its connection (the database restarting) must not crash the process: the pool
  // handles idle clients ('error'); a checked-out client between two queries of a transaction emits
  // 'error' on itself, and its next query rejects (answered 503) and the pool discards it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('acquire', releaseWhenBeginFails);
  return pool;
}

async function openPostgres(url: string, runMigrations: boolean): Promise<Database> {
  const pool = openPool({ connectionString: url, max: 10 });
  const db = drizzlePostgres({ client: pool, schema });
  if (runMigrations) await migratePostgres(db, { migrationsFolder: migrationsFolder() });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ totalCount: pool.totalCount, idleCount: pool.idleCount, waitingCount: pool.waitingCount }),
    close: () => pool.end(),
  };
}
