import { execFile } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs an operator command as the operator does (`npm run -s NAME -- ARGS`), asynchronously: the
 * command may talk to a server running in this very process. `env` replaces the server variables.
 */
export function runNpmScript(name: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const skip = new Set(['DATABASE_URL', 'DATA_DIR', 'ADMIN_CODE', 'BACKUP_DIR', 'NODE_OPTIONS']);
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !skip.has(key)));
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '-s', name, ...(args.length > 0 ? ['--', ...args] : [])],
      { cwd: ROOT, env: { ...base, ...env }, timeout: 120_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Every table of the app (public and drizzle's migration journal): row count and a digest of all rows. */
export const TABLE_DIGEST_SQL = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`;

export async function tableDigests(
  query: (sql: string) => Promise<Record<string, unknown>[]>,
): Promise<Record<string, { rows: number; md5: string }>> {
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const row of await query(TABLE_DIGEST_SQL)) {
    const name = String(row.name);
    const quoted = name
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
    const [digest] = await query(
      `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as md5 from ${quoted} t`,
    );
    out[name] = { rows: Number(digest?.rows), md5: String(digest?.md5) };
  }
  return out;
}
