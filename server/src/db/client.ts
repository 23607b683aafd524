import fs from 'node:fs';
import path from 'node:path';
// Static imports, which the CommonJS server bundle loads with require(): on Node 24 an import() of
// drizzle-orm's ES modules keeps about 240 MB resident, require() of its CommonJS build about 20 MB.
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient } from 'pg';
import * as schema from './schema';
import { PGLITE_IMAGE_DIR, PGLITE_SETTINGS } from '../runtime-settings';

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
   * PGlite only: a gzipped tarball of the data folder, taken while no query and no transaction runs, after
   * a checkpoint, so it is one consistent point in time (`npm run db:backup`).
   */
  dumpDataDir?: () => Promise<Buffer>;
  /** PostgreSQL only: the connection pool's counts, for /metrics. */
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

async function openPglite(dir: string, runMigrations: boolean): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  let unlock = () => {};
  if (!inMemory) {
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataFolder(dir);
  }
  try {
    if (!inMemory && !fs.existsSync(path.join(dir, 'PG_VERSION'))) copyPgliteImage(dir);
    const client = await PGlite.create(inMemory ? undefined : dir, {
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
    });
    const db = drizzlePglite({ client, schema });
    if (runMigrations) await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      // The checkpoint leaves little WAL to replay on restore. drizzle runs every transaction through
      // client.transaction(), which holds the lock taken here (as do single queries): none is half done.
      dumpDataDir: async () => {
        await client.exec('checkpoint');
        const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
        return Buffer.from(await tarball.arrayBuffer());
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
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

async function openPostgres(url: string, runMigrations: boolean): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 });
  // A client losing its connection (the database restarting) must not crash the process: the pool
  // handles idle clients ('error'); a checked-out client between two queries of a transaction emits
  // 'error' on itself, and its next query rejects (answered 503) and the pool discards it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('acquire', releaseWhenBeginFails);
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
