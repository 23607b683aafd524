import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A free TCP port on 127.0.0.1 (closed again before returning). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no free port'))));
    });
  });
}

/** The newest PostgreSQL server binaries installed (Debian layout: /usr/lib/postgresql/<version>/bin). */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')) && fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

/**
 * A throw-away PostgreSQL cluster the test owns: `initdb` in a temporary folder, a free port on
 * 127.0.0.1, trust authentication. The machine's own server is never touched. initdb refuses to run
 * as root, so as root every command runs as the `postgres` user (runuser).
 */
export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  dir: string;
  start(): Promise<void>;
  /** 'fast' ends sessions and shuts down cleanly; 'immediate' is a crash (recovery from WAL on the next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server (if running) and deletes its folder. */
  destroy(): Promise<void>;
  /** The server's log, for failure messages. */
  log(): string;
}

export type ClusterResult = { cluster: PgCluster; skip?: undefined } | { cluster?: undefined; skip: string };

function asUser(user: string | null, bin: string, args: string[]): [string, string[]] {
  return user ? ['runuser', ['-u', user, '--', bin, ...args]] : [bin, args];
}

export async function createThrowawayCluster(): Promise<ClusterResult> {
  const bin = findPostgresBin();
  if (!bin) return { skip: 'no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (initdb, pg_ctl)' };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  let user: string | null = null;
  let uid = -1;
  let gid = -1;
  if (isRoot) {
    try {
      uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
      gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
      user = 'postgres';
    } catch {
      return { skip: 'running as root and there is no "postgres" user to run initdb as' };
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-pgcluster-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (user) fs.chownSync(dir, uid, gid);
  const port = await freePort();
  const exec = async (tool: string, args: string[]) => {
    const [cmd, argv] = asUser(user, path.join(bin, tool), args);
    return run(cmd, argv, { timeout: 120_000 });
  };
  try {
    await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { skip: `initdb failed: ${(err as Error).message.split('\n')[0]}` };
  }
  let running = false;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    async start() {
      await exec('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c shared_buffers=16MB`,
        'start',
      ]);
      running = true;
    },
    async stop(mode = 'fast') {
      await exec('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : ''),
  };
  try {
    await cluster.start();
  } catch (err) {
    const log = cluster.log();
    fs.rmSync(dir, { recursive: true, force: true });
    return { skip: `the throw-away PostgreSQL did not start: ${(err as Error).message.split('\n')[0]}\n${log}` };
  }
  return { cluster };
}
