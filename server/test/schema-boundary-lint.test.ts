import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/*
 * The repositories are the only door to the data (server/src/plugins/app/*-repository.ts): `npm run lint`
 * refuses a schema import anywhere else in the server's code. This runs the project's own ESLint
 * configuration on a probe import, as `eslint .` would see it, in each kind of file.
 */
jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..', '..');

function ruleIds(code: string, filePath: string): (string | null)[] {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', filePath, '--format', 'json'],
    { cwd: ROOT, input: code, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } },
  );
  if (!run.stdout) throw new Error(`eslint did not run: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? []).map((m) => m.ruleId);
}

/** A schema import as it would be written from `file` (relative, as the code base writes them). */
function probe(file: string): string {
  const schema = path.relative(path.dirname(path.join(ROOT, file)), path.join(ROOT, 'server/src/db/schema'));
  return `import { jobs } from '${schema.startsWith('.') ? schema : `./${schema}`}';\nexport const table = jobs;\n`;
}

describe('only db/ and the repositories import the database schema', () => {
  it.each([
    'server/src/routes/api/career.ts',
    'server/src/routes/admin/jobs.ts',
    'server/src/seo/content.ts',
    'server/src/lib/leads.ts',
    'server/src/app.ts',
  ])('refuses it in %s', (file) => {
    expect(ruleIds(probe(file), file)).toContain('no-restricted-imports');
  });

  it.each(['server/src/plugins/app/jobs-repository.ts', 'server/src/db/seed/jobs.ts'])('allows it in %s', (file) => {
    expect(ruleIds(probe(file), file)).not.toContain('no-restricted-imports');
  });

  it('holds for the code as it is: no other server source imports the schema', () => {
    const DB_SCHEMA = path.join(ROOT, 'server/src/db/schema');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name)) {
          // Every relative import that resolves to the database schema's folder (not another module named schema).
          const specs = [...fs.readFileSync(full, 'utf8').matchAll(/from '(\.[^']*)'/g)].map((m) => m[1] ?? '');
          const intoSchema = (spec: string) => {
            const target = path.resolve(dir, spec);
            return target === DB_SCHEMA || target.startsWith(DB_SCHEMA + path.sep);
          };
          if (specs.some(intoSchema)) offenders.push(path.relative(ROOT, full));
        }
      }
    };
    walk(path.join(ROOT, 'server/src'));
    const allowed = (file: string) =>
      file.startsWith('server/src/db/') ||
      /^server\/src\/plugins\/app\/[a-z-]+-repository\.ts$/.test(file) ||
      file === 'server/src/plugins/app/public-cache.ts';
    expect(offenders.filter((file) => !allowed(file))).toEqual([]);
    expect(offenders.filter((file) => file.endsWith('-repository.ts')).length).toBeGreaterThanOrEqual(7);
  });
});
