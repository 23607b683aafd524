import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * Backups of the whole database (content, leads, users, images: images live in the database too).
 * PostgreSQL: pg_dump's custom format, restored with pg_restore. PGlite: its own data-folder tarball
 * (PGlite.dumpDataDir), restored with PGlite's loadDataDir. A backup is written under a temporary name
 * and renamed when complete, so a file with the final name is always whole.
 */

const run = promisify(execFile);

export class BackupError extends Error {
  override name = 'BackupError';
}

export type BackupKind = 'pglite' | 'postgres';

/** Files the server keeps in the PGlite folder that belong to a running process, never to a backup. */
export const PROCESS_FILES = ['.itx-server.lock'];

/** `itx-postgres-2026-11-25T13-40-05Z.dump` / `itx-pglite-….tar.gz`: sortable, no ':' (Windows, scp). */
export function backupName(kind: BackupKind, now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `itx-${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/** Which kind of backup a file holds, by its first bytes (pg_dump custom: "PGDMP"; PGlite: gzip). */
export function backupKindOf(file: string): BackupKind | null {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes `name` in `dir` through `write(tmpPath)`, then renames it into place; returns the final path. */
export async function writeAtomically(dir: string, name: string, write: (tmp: string) => Promise<void>): Promise<string> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const final = path.join(dir, name);
  if (fs.existsSync(final)) throw new BackupError(`${final} already exists.`);
  const tmp = `${final}.partial`;
  try {
    await write(tmp);
    fs.chmodSync(tmp, 0o600);
    fs.renameSync(tmp, final);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  return final;
}

/** A connection string without its password, and the password for PGPASSWORD (kept out of `ps`). */
function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

async function toolMajor(tool: string): Promise<number> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const m = /(\d+)(?:\.\d+)?/.exec(stdout);
    if (!m) throw new BackupError(`Could not read the version of ${tool} ("${stdout.trim()}").`);
    return Number(m[1]);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found on PATH. Install the PostgreSQL client tools (the server's major version or newer), e.g. apt-get install postgresql-client.`,
      );
    }
    throw err;
  }
}

async function serverMajor(url: string): Promise<number> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** Both majors; pg_dump refuses a newer server, so say so before it does, in words an operator can act on. */
async function checkTool(tool: 'pg_dump' | 'pg_restore', url: string): Promise<{ tool: number; server: number }> {
  const [toolVersion, server] = await Promise.all([toolMajor(tool), serverMajor(url)]);
  if (toolVersion < server) {
    throw new BackupError(
      `${tool} is version ${toolVersion} but the server runs PostgreSQL ${server}: install the client tools of version ${server} or newer and put them first on PATH.`,
    );
  }
  return { tool: toolVersion, server };
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** e.g. "pg_dump 15 / server 15". */
  note: string;
}

/** pg_dump --format=custom of the whole database: one snapshot (pg_dump reads in one repeatable-read transaction). */
export async function backupPostgres(url: string, dir: string, now = new Date()): Promise<BackupResult> {
  const versions = await checkTool('pg_dump', url);
  const { dbname, env } = connectionFor(url);
  const file = await writeAtomically(dir, backupName('postgres', now), async (tmp) => {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${tmp}`, `--dbname=${dbname}`], { env });
  });
  return { file, bytes: fs.statSync(file).size, note: `pg_dump ${versions.tool} / server ${versions.server}` };
}

/** Tables, views and sequences outside PostgreSQL's own schemas: a database with any is not empty. */
async function userRelations(url: string): Promise<string[]> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%' order by 1 limit 5`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

/** pg_restore into an empty database, in one transaction: on any error nothing is left half restored. */
export async function restorePostgres(url: string, file: string): Promise<string> {
  const existing = await userRelations(url);
  if (existing.length > 0) {
    throw new BackupError(
      `The database is not empty (it has ${existing.join(', ')}…): restore only into a new, empty database (createdb NAME, then point DATABASE_URL at it).`,
    );
  }
  const versions = await checkTool('pg_restore', url);
  const { dbname, env } = connectionFor(url);
  try {
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], {
      env,
    });
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new BackupError(`pg_restore failed: ${stderr || (err as Error).message}`);
  }
  return `pg_restore ${versions.tool} / server ${versions.server}`;
}

/** A PGlite folder is empty when it does not exist or holds nothing. */
export function isEmptyFolder(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/** Loads a PGlite tarball into an empty folder and checks that the database opens. */
export async function restorePglite(dir: string, file: string): Promise<void> {
  if (!isEmptyFolder(dir)) {
    throw new BackupError(
      `The data folder ${dir} is not empty: restore only into an empty one (stop the server, move the folder away or give DATA_DIR a new folder).`,
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const existed = fs.existsSync(dir);
  fs.mkdirSync(dir, { recursive: true });
  try {
    const blob = new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' });
    const client = await PGlite.create(dir, { loadDataDir: blob });
    await client.query('select 1');
    await client.close();
  } catch (err) {
    // Leave the folder as it was: gone if this made it, else empty again.
    if (!existed) fs.rmSync(dir, { recursive: true, force: true });
    else for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    throw new BackupError(`${file} could not be restored as a PGlite database: ${(err as Error).message}`);
  }
  for (const name of PROCESS_FILES) fs.rmSync(path.join(dir, name), { force: true });
}
