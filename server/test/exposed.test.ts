import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { istDay } from '@contract';
import { leads } from '../src/db/schema';
import { buildTestApp, DB_KIND } from './helper';
import { runNpmScript } from './support/cli';

jest.setTimeout(180_000);

/**
 * Issue 42, breach readiness: `npm run privacy:exposed` lists the people a CSV export with given filters held
 * (docs/security.md, incident runbook), from the running server (PGlite: through its operator route) or the
 * database itself.
 */
describe(`npm run privacy:exposed on ${DB_KIND}`, () => {
  it('lists the people of an export time range (and its search), one line each, and refuses a bad range', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-exposed-'));
    const t = await buildTestApp({ DATA_DIR: dataDir }, { seed: false });
    const env: Record<string, string> = t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : { DATA_DIR: dataDir };
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const store = (name: string, email: string) =>
        t.app.leadsRepository.store({
          form: 'call-back',
          formId: '5',
          name,
          email,
          countryCode: '+91',
          phone: '9876543210',
          interest: 'Data Science',
        });
      const inRange = [await store('Meena Iyer', 'meena@itx.test'), await store('Arjun Rao', 'arjun@itx.test')];
      const outside = await store('Later Person', 'later@itx.test');
      await t.app.database.db
        .update(leads)
        .set({ createdAt: new Date('2026-10-10T06:00:00Z') })
        .where(eq(leads.id, inRange[0]?.lead.id ?? ''));
      await t.app.database.db
        .update(leads)
        .set({ createdAt: new Date('2026-10-20T06:00:00Z') })
        .where(eq(leads.id, inRange[1]?.lead.id ?? ''));
      expect(istDay(outside.lead.createdAt)).not.toBe('2026-10-20');

      const run = await runNpmScript('privacy:exposed', ['--from', '2026-10-01', '--to', '2026-10-31'], env);
      expect(run.code).toBe(0);
      const lines = run.stdout.trim().split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe('Arjun Rao\tarjun@itx.test\t+91 9876543210\tCall back / demo: Data Science\t2026-10-20T06:00:00.000Z');
      expect(lines[1]).toMatch(/^Meena Iyer\tmeena@itx\.test\t/);
      expect(run.stderr).toContain('2 people');

      const searched = await runNpmScript('privacy:exposed', ['--from', '2026-10-01', '--to', '2026-10-31', '--search', 'meena'], env);
      expect(searched.stdout.trim().split('\n')).toHaveLength(1);

      const bad = await runNpmScript('privacy:exposed', ['--from', '2026-10-31', '--to', '2026-10-01'], env);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('To must be on or after From.');
      const missing = await runNpmScript('privacy:exposed', [], env);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('--from YYYY-MM-DD --to YYYY-MM-DD');
    } finally {
      await t.close();
    }
    if (DB_KIND === 'pglite') {
      // The server stopped: the command opens the folder itself.
      const offline = await runNpmScript('privacy:exposed', ['--from', '2026-10-01', '--to', '2026-10-31'], { DATA_DIR: dataDir });
      expect(offline.code).toBe(0);
      expect(offline.stdout.trim().split('\n')).toHaveLength(2);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
