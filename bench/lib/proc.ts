import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A server process the benchmark started, with its own pid (node itself, not a wrapper). */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Milliseconds from spawn to the first 200 on `readyPath`. */
  startMs: number;
  /** Last lines of its output, for error messages. */
  output: () => string;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process in MB (Linux /proc), or null when it cannot be read. */
export function rssMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number | null {
  if (pid === undefined) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/** Starts `node args…` and waits until GET readyPath answers 200 (polled every 10 ms). */
export async function startServer(
  args: string[],
  opts: { port: number; env: Record<string, string>; readyPath: string; timeoutMs?: number },
): Promise<ServerProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const deadline = started + (opts.timeoutMs ?? 120_000);
  for (;;) {
    if (exited) throw new Error(`server ${args.join(' ')} exited before it was ready:\n${log}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server ${args.join(' ')} not ready in time:\n${log}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${opts.port}${opts.readyPath}`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  const startMs = Math.round(performance.now() - started);
  return {
    child,
    port: opts.port,
    startMs,
    output: () => log,
    stop: async () => {
      if (exited) return;
      const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    },
  };
}
