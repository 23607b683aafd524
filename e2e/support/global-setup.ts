import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUpOwner } from './owner';
import { ROOT, startServer } from './server-process';

export const STATE_FILE = path.join(os.tmpdir(), `itx-e2e-state-${process.ppid}.json`);

/** Builds the product if needed and starts it once for the whole e2e run. */
export default async function globalSetup(): Promise<void> {
  execSync('node scripts/ensure-build.mjs', { cwd: ROOT, stdio: 'inherit' });
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  await signUpOwner(server.url);
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pid: server.process.pid, dataDir: server.dataDir }));
  (globalThis as { __ITX_SERVER__?: unknown }).__ITX_SERVER__ = server;
}
