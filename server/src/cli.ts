/*
 * Operator commands, run with tsx (package.json): the server's sources use extensionless imports and the
 * @contract alias, which Node's own type stripping does not resolve.
 *   npm run db:backup                  back the database up into BACKUP_DIR (default DATA_DIR/backups)
 *   npm run db:restore -- FILE         restore a backup into an empty data folder / empty database
 *   npm run admin-code [-- --rotate]   print (or replace) the admin code
 *   npm run privacy:exposed -- --from DAY --to DAY [--search …]   the people a CSV export with those filters held
 * They read the same environment as the server (DATABASE_URL, DATA_DIR…). Results go to stdout,
 * explanations to stderr; exit code 0 on success, 1 on a refusal or failure, 2 on a usage error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isAlive, openDatabase, type Database } from './db/client';
import { readStoredAdminCode, rotateAdminCode } from './db/seed';
import {
  backupKindOf,
  backupName,
  backupPostgres,
  BackupError,
  isEmptyFolder,
  restorePglite,
  restorePostgres,
  writeAtomically,
} from './lib/backup';
import { exposedFilters, ExposedUsageError, listExposed } from './lib/exposed';
import { ConfigError, loadConfig, type Config } from './plugins/external/config';
import { opsFile, OPS_PATHS, type OpsAddress } from './routes/ops';

class UsageError extends Error {}

const say = (line: string) => process.stderr.write(`${line}\n`);

/** The running server that owns the PGlite folder, if any (it wrote DATA_DIR/.itx-ops.json when it started listening). */
function runningServer(config: Config): OpsAddress | null {
  try {
    const ops = JSON.parse(fs.readFileSync(opsFile(config.dataDir), 'utf8')) as OpsAddress;
    return isAlive(ops.pid) ? ops : null;
  } catch {
    return null;
  }
}

async function askServer(ops: OpsAddress, route: string): Promise<Response> {
  const res = await fetch(`${ops.url}${route}`, { method: 'POST', headers: { authorization: `Bearer ${ops.token}` } });
  if (!res.ok) {
    const text = await res.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      /* not JSON */
    }
    throw new BackupError(`The running server (pid ${ops.pid}) refused: ${res.status} ${message}`);
  }
  return res;
}

/** Opens the stopped PGlite folder as it is (no migration), holding its lock so no server starts meanwhile. */
async function openStoppedPglite(config: Config): Promise<Database> {
  if (!fs.existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no database in ${config.pgliteDir} (DATA_DIR=${config.dataDir}): start the server once, or check DATA_DIR.`,
    );
  }
  return openDatabase({ databaseUrl: null, pgliteDir: config.pgliteDir, migrate: false });
}

async function backup(config: Config): Promise<void> {
  if (config.databaseUrl) {
    const result = await backupPostgres(config.databaseUrl, config.backupDir);
    say(`Backup of the PostgreSQL database written (${result.bytes} bytes; ${result.note}):`);
    process.stdout.write(`${result.file}\n`);
    return;
  }
  const running = runningServer(config);
  let bytes = 0;
  const file = await writeAtomically(config.backupDir, backupName('pglite'), async (tmp) => {
    if (running) {
      say(`The server (pid ${running.pid}) is running: it takes the backup between two transactions.`);
      const res = await askServer(running, OPS_PATHS.backup);
      if (!res.body) throw new BackupError(`The running server (pid ${running.pid}) sent no backup.`);
      // Streamed to disk: a backup of any size takes little memory here.
      await pipeline(Readable.fromWeb(res.body), fs.createWriteStream(tmp));
      bytes = fs.statSync(tmp).size;
    } else {
      const database = await openStoppedPglite(config);
      try {
        bytes = await (database.dumpDataDir as (file: string) => Promise<number>)(tmp);
      } finally {
        await database.close();
      }
    }
  });
  say(`Backup of the embedded database ${config.pgliteDir} written (${bytes} bytes):`);
  process.stdout.write(`${file}\n`);
}

async function restore(config: Config, file: string | undefined): Promise<void> {
  if (!file) throw new UsageError('Usage: npm run db:restore -- FILE');
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  const kind = backupKindOf(file);
  if (kind === null)
    throw new BackupError(`${file} is not a backup made by npm run db:backup (neither a pg_dump custom file nor a PGlite tarball).`);
  if (config.databaseUrl) {
    if (kind !== 'postgres')
      throw new BackupError(`${file} is a backup of the embedded PGlite database: unset DATABASE_URL to restore it into DATA_DIR.`);
    const note = await restorePostgres(config.databaseUrl, file);
    say(`Restored ${file} into the PostgreSQL database of DATABASE_URL (${note}).`);
    return;
  }
  if (kind !== 'pglite') throw new BackupError(`${file} is a PostgreSQL backup: set DATABASE_URL to an empty database to restore it.`);
  if (!isEmptyFolder(config.pgliteDir) && runningServer(config)) {
    throw new BackupError(`A server is running on ${config.pgliteDir}: restore only into an empty data folder (another DATA_DIR).`);
  }
  await restorePglite(config.pgliteDir, file);
  say(`Restored ${file} into ${config.pgliteDir}. Start the server with DATA_DIR=${config.dataDir}.`);
}

async function adminCode(config: Config, args: string[]): Promise<void> {
  const unknown = args.filter((a) => a !== '--rotate');
  if (unknown.length > 0) throw new UsageError(`Unknown option ${unknown.join(' ')}. Usage: npm run admin-code [-- --rotate]`);
  const rotate = args.includes('--rotate');
  if (config.adminCode) {
    if (rotate) {
      throw new BackupError(
        'ADMIN_CODE is set in the environment, and it wins over the stored code: change ADMIN_CODE instead (or unset it, then rotate).',
      );
    }
    say('The admin code comes from ADMIN_CODE in the environment (it wins over any stored code):');
    process.stdout.write(`${config.adminCode}\n`);
    return;
  }
  let code: string | null;
  const running = config.databaseUrl ? null : runningServer(config);
  if (running) {
    code = ((await (await askServer(running, `${OPS_PATHS.adminCode}${rotate ? '?rotate=1' : ''}`)).json()) as { code: string }).code;
  } else {
    const database = config.databaseUrl
      ? await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, migrate: false })
      : await openStoppedPglite(config);
    try {
      code = rotate ? await rotateAdminCode(database.db) : await readStoredAdminCode(database.db);
    } catch (err) {
      if ((err as { code?: string }).code === '42P01' || /app_settings/.test((err as Error).message)) {
        throw new BackupError('This database has no settings table yet: start the server once first.');
      }
      throw err;
    } finally {
      await database.close();
    }
  }
  if (code === null) throw new BackupError('No admin code is stored yet: start the server once (it generates one), or run with --rotate.');
  say(rotate ? 'New admin code (the old one no longer works; running servers use the new one at the next sign-up):' : 'Admin code:');
  process.stdout.write(`${code}\n`);
}

async function exposed(config: Config, args: string[]): Promise<void> {
  let filters;
  try {
    filters = exposedFilters(args);
  } catch (err) {
    if (err instanceof ExposedUsageError) throw new UsageError(err.message);
    throw err;
  }
  const running = config.databaseUrl ? null : runningServer(config);
  let n: number;
  if (running) {
    const query = new URLSearchParams(
      Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    );
    const text = await (await askServer(running, `${OPS_PATHS.exposed}?${query.toString()}`)).text();
    process.stdout.write(text);
    n = text.split('\n').filter(Boolean).length;
  } else {
    const database = config.databaseUrl
      ? await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, migrate: false })
      : await openStoppedPglite(config);
    try {
      n = await listExposed(database.db, filters, (line) => process.stdout.write(`${line}\n`));
    } finally {
      await database.close();
    }
  }
  say(
    `${n} ${n === 1 ? 'person' : 'people'} (one line per enquiry, registration or application: name, e-mail, phone, what about, when) in an export of ${JSON.stringify(filters)}.`,
  );
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const config = loadConfig();
  if (command === 'backup') return backup(config);
  if (command === 'restore') return restore(config, args[0]);
  if (command === 'admin-code') return adminCode(config, args);
  if (command === 'exposed') return exposed(config, args);
  throw new UsageError('Usage: cli.ts backup | restore FILE | admin-code [--rotate] | exposed --from DAY --to DAY');
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof UsageError) {
      say(err.message);
      process.exit(2);
    }
    if (err instanceof BackupError || err instanceof ConfigError) {
      say(err.message);
      process.exit(1);
    }
    // Anything else (the database unreachable, the folder locked by a starting server…): its message, and the stack on request.
    say(`Failed: ${err instanceof Error ? (process.env.ITX_DEBUG ? (err.stack ?? err.message) : err.message) : String(err)}`);
    process.exit(1);
  },
);
