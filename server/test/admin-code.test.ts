import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@contract';
import { loggerOptions } from '../src/lib/log-redaction';
import { buildTestApp, DB_KIND, type TestApp } from './helper';
import { runNpmScript } from './support/cli';

// Each command is a child process (npm, tsx) on a busy machine.
jest.setTimeout(180_000);

const signup = (t: TestApp, adminCode: string) =>
  t.request({
    method: 'POST',
    url: API.auth.signup,
    payload: {
      name: 'Lakshmi Rao',
      email: `admin-${Math.random().toString(36).slice(2)}@itx.test`,
      phone: '9876543210',
      password: 'Hitec#2025',
      adminCode,
    },
  });

describe(`npm run admin-code on ${DB_KIND}`, () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the first start announces the generated code in a stderr banner, and the log line says where without the code', async () => {
    const lines: string[] = [];
    const stderr: string[] = [];
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      stderr.push(String(chunk));
      return true;
    });
    let t: TestApp;
    try {
      t = await buildTestApp({ ADMIN_CODE: '' }, { logger: loggerOptions('info', { write: (line: string) => void lines.push(line) }) });
    } finally {
      spy.mockRestore();
    }
    try {
      const code = t.app.adminCode;
      const banner = stderr.join('');
      expect(banner).toContain('ITX ADMIN CODE');
      expect(banner).toContain(`\n      ${code}\n`);
      expect(banner).toContain('npm run admin-code');
      const announced = lines.filter((l) => l.includes('"event":"admin_code_generated"'));
      expect(announced).toHaveLength(1);
      expect(JSON.parse(announced[0] ?? '{}')).toMatchObject({ level: 40 });
      expect(lines.join('\n')).not.toContain(code);
    } finally {
      await t.close();
    }
  });

  const env = (t: TestApp & { databaseUrl: string | null }, dataDir: string): Record<string, string> =>
    t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : { DATA_DIR: dataDir };

  it('prints the stored code and --rotate replaces it; sign-up takes the new code at once, and after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-admin-code-'));
    dirs.push(dataDir);
    const t = await buildTestApp({ ADMIN_CODE: '', DATA_DIR: dataDir });
    try {
      // PGlite: the running server holds the folder, so the command asks it (it learns how when the server listens).
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const first = t.app.adminCode;
      const shown = await runNpmScript('admin-code', [], env(t, dataDir));
      expect(shown.code).toBe(0);
      expect(shown.stdout).toBe(`${first}\n`);

      const rotated = await runNpmScript('admin-code', ['--rotate'], env(t, dataDir));
      expect(rotated.code).toBe(0);
      const second = rotated.stdout.trim();
      expect(second).toMatch(/^[\w-]{16}$/);
      expect(second).not.toBe(first);
      expect((await runNpmScript('admin-code', [], env(t, dataDir))).stdout).toBe(`${second}\n`);

      // The running server (on PostgreSQL: any instance) takes the new code and refuses the old one.
      expect((await signup(t, first)).statusCode).toBe(403);
      expect((await signup(t, second)).statusCode).toBe(201);
    } finally {
      await t.close();
    }

    if (DB_KIND === 'pglite') {
      // Stopped: the command opens the folder itself.
      const offline = await runNpmScript('admin-code', ['--rotate'], { DATA_DIR: dataDir });
      expect(offline.code).toBe(0);
      const third = offline.stdout.trim();
      const restarted = await buildTestApp({ ADMIN_CODE: '', DATA_DIR: dataDir });
      try {
        expect(restarted.app.adminCode).toBe(third);
      } finally {
        await restarted.close();
      }
    }
  });

  it('ADMIN_CODE in the environment wins: printed as such, and --rotate is refused with the reason', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-admin-code-'));
    dirs.push(dataDir);
    const shown = await runNpmScript('admin-code', [], { DATA_DIR: dataDir, ADMIN_CODE: 'code-from-the-env' });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toBe('code-from-the-env\n');
    expect(shown.stderr).toContain('ADMIN_CODE');
    const rotate = await runNpmScript('admin-code', ['--rotate'], { DATA_DIR: dataDir, ADMIN_CODE: 'code-from-the-env' });
    expect(rotate.code).toBe(1);
    expect(rotate.stderr).toContain('ADMIN_CODE is set in the environment');
    const bad = await runNpmScript('admin-code', ['--rotat'], { DATA_DIR: dataDir });
    expect(bad.code).toBe(2);
    const none = await runNpmScript('admin-code', [], { DATA_DIR: dataDir });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('start the server once');
  });
});
