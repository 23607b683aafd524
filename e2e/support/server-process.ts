import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../server/src/runtime-settings';

export const ROOT = path.resolve(__dirname, '..', '..');
export const E2E_ADMIN_CODE = 'itx-e2e-admin-code';
/** Where the build under test lives (ITX_DIST_DIR lets parallel runs use their own). */
export const DIST = process.env.ITX_DIST_DIR ?? path.join(ROOT, 'dist');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  log: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the production build as `npm start` would (node dist/server/server.js) and waits for /healthz. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'itx-e2e-'));
  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(DIST, 'server/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      // Jest's own NODE_ENV=test would give the server React's and MUI's development builds.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_CODE: E2E_ADMIN_CODE,
      RATE_LIMIT_SCALE: '100',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_DIR: path.join(DIST, 'public'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    log: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
