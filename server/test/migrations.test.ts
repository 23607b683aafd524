import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

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
