import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { copyTestImage, testTmpRoot } from '../../../test-support/pglite-image';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../server/src/runtime-settings';
import { freePort } from './pg-cluster';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
export const PROCESS_ADMIN_CODE = 'itx-process-admin-code';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr. */
  output(): string;
  /** Sends a signal and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * How to run the server: the production bundle when ITX_SERVER_BUNDLE names one (e.g. dist/server/server.js),
 * else the TypeScript sources through tsx, which needs no build.
 */
function serverCommand(): [string, string[]] {
  const bundle = process.env.ITX_SERVER_BUNDLE;
  if (bundle && fs.existsSync(bundle)) return [process.execPath, [...SERVER_NODE_FLAGS, bundle]];
  // tsx as a loader inside this one node process (the tsx CLI would run the server in a grandchild,
  // out of reach of the SIGKILL the crash test sends).
  return [process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(ROOT, 'server/src/server.ts')]];
}

/**
 * Starts the real server as a child process (as `npm start` does) and waits until /healthz answers 200.
 * PGlite in `DATA_DIR` unless `DATABASE_URL` is given. The SPA build is not needed (API only).
 */
export async function startServerProcess(env: Record<string, string> = {}, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  let dataDir = env.DATA_DIR;
  if (dataDir === undefined) {
    dataDir = fs.mkdtempSync(path.join(testTmpRoot(), 'itx-proc-'));
    if (!env.DATABASE_URL) copyTestImage(path.join(dataDir, 'pglite'));
  }
  let output = '';
  const [cmd, args] = serverCommand();
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_OPTIONS: '',
      TSX_TSCONFIG_PATH: path.join(ROOT, 'server/tsconfig.json'),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_CODE: PROCESS_ADMIN_CODE,
      RATE_LIMIT_SCALE: '10000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_DIR: path.join(dataDir, 'no-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) while starting:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy in ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    dataDir,
    pid: child.pid ?? -1,
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

/** POSTs JSON with a real HTTP client; resolves with the status (0 when the connection failed). */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, body: await res.text() };
  } catch {
    return { status: 0, body: '' };
  }
}
