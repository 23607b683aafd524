import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { FILE_CHUNK_BYTES } from '../src/plugins/app/leads-repository';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');
const migrations = path.join(root, 'server', 'src', 'db', 'migrations');
const drizzleKit = path.join(root, 'node_modules', 'drizzle-kit', 'bin.cjs');

const listFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .sort();

describe('migrations', () => {
  // A schema change without its generated migration (or a hand-written migration without its
  // snapshot) would make the next `npm run db:generate` emit SQL that fails on existing databases.
  it('match the schema: drizzle-kit generate on a copy of the migrations folder writes nothing', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-migrations-'));
    try {
      fs.cpSync(migrations, tmp, { recursive: true });
      const before = listFiles(tmp);
      const journal = fs.readFileSync(path.join(tmp, 'meta', '_journal.json'), 'utf8');
      // drizzle-kit reads `--out` relative to the working directory (an absolute path is prefixed with "./").
      const { stdout, stderr } = await run(
        process.execPath,
        [
          drizzleKit,
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './server/src/db/schema/index.ts',
          '--out',
          path.relative(root, tmp),
        ],
        { cwd: root, timeout: 60_000, env: { ...process.env, NODE_OPTIONS: '' } },
      );
      const added = listFiles(tmp).filter((f) => !before.includes(f));
      const sql = added.filter((f) => f.endsWith('.sql')).map((f) => fs.readFileSync(path.join(tmp, f), 'utf8'));
      expect({ added, sql, output: `${stdout}${stderr}`.includes('No schema changes') }).toEqual({ added: [], sql: [], output: true });
      expect(fs.readFileSync(path.join(tmp, 'meta', '_journal.json'), 'utf8')).toBe(journal);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('chain every snapshot to the one before it, one snapshot per journal entry', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    let prevId = '00000000-0000-0000-0000-000000000000';
    for (const entry of journal.entries) {
      const prefix = entry.tag.split('_')[0];
      const file = path.join(migrations, 'meta', `${prefix}_snapshot.json`);
      expect({ tag: entry.tag, snapshot: fs.existsSync(file) }).toEqual({ tag: entry.tag, snapshot: true });
      const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string; prevId: string };
      expect({ tag: entry.tag, prevId: snapshot.prevId }).toEqual({ tag: entry.tag, prevId });
      prevId = snapshot.id;
    }
  });
});

describe('migration 0013 (lead files in pieces)', () => {
  // A CV kept whole in lead_files.bytes before the upgrade comes back whole from its pieces after it.
  it('splits every kept file into 256 KiB pieces numbered from 0', async () => {
    const journalFile = path.join(migrations, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === '0013_lead_file_chunks');
    expect(at).toBeGreaterThan(0);
    const older = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-migrations-'));
    fs.cpSync(migrations, older, { recursive: true });
    fs.writeFileSync(path.join(older, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    // The extension the later migrations need (db/pglite-worker.ts loads it too).
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      const db = drizzlePglite({ client });
      await migratePglite(db, { migrationsFolder: older });
      const cv = Buffer.from(Array.from({ length: 600 * 1024 + 7 }, (_, i) => (i * 31) % 251));
      const { rows } = await client.query<{ id: string }>(
        `insert into leads (form, form_id, name, email, country_code, phone, interest, fingerprint) values ('job-application', '21', 'Priya Sharma', 'priya@example.com', '+91', '9876543210', 'Python Trainer', 'f') returning id`,
      );
      const leadId = rows[0]?.id;
      const file = await client.query<{ id: string }>(
        `insert into lead_files (lead_id, kind, file_name, content_type, size, sha256, bytes) values ($1, 'cv', 'cv.pdf', 'application/pdf', $2, 'x', $3) returning id`,
        [leadId, cv.length, cv],
      );
      await migratePglite(db, { migrationsFolder: migrations });
      const pieces = await client.query<{ seq: number; bytes: Uint8Array }>(
        'select seq, bytes from lead_file_chunks where file_id = $1 order by seq',
        [file.rows[0]?.id],
      );
      expect(pieces.rows.map((p) => [p.seq, p.bytes.length])).toEqual([
        [0, FILE_CHUNK_BYTES],
        [1, FILE_CHUNK_BYTES],
        [2, 600 * 1024 + 7 - 2 * FILE_CHUNK_BYTES],
      ]);
      expect(Buffer.concat(pieces.rows.map((p) => Buffer.from(p.bytes))).equals(cv)).toBe(true);
    } finally {
      await client.close();
      fs.rmSync(older, { recursive: true, force: true });
    }
  });
});
