import fs from 'node:fs';
import type { RunningServer } from './server-process';
import { STATE_FILE } from './global-setup';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __ITX_SERVER__?: RunningServer }).__ITX_SERVER__;
  if (server) {
    const code = await server.stop('SIGTERM');
    if (code !== 0) process.stderr.write(`e2e server exited with ${code}:\n${server.log()}\n`);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  fs.rmSync(STATE_FILE, { force: true });
}
