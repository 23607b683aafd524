import fs from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /**
   * The server's own CPU time per answered request (user + system, all its threads, in µs), when its
   * process id was given and /proc can be read. Unlike req/s it does not depend on whether the load
   * generator or the server was the bottleneck.
   */
  cpuUsPerRequest?: number;
  /** The server's CPU time over the run's wall time (1 = one core kept busy). */
  busy?: number;
}

/** Linux's USER_HZ, which /proc/<pid>/stat counts in: 100 on every current architecture. */
const CLOCK_TICKS = 100;

/** The CPU seconds (user + system) a process has used so far, from /proc (null elsewhere). */
function cpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name: state is field 3, utime and stime are fields 14 and 15 (clock ticks).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** autocannon against one URL on 127.0.0.1: req/s and latency percentiles (ms). */
export async function load(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string>; serverPid?: number },
): Promise<LoadResult> {
  const cpuBefore = opts.serverPid === undefined ? null : cpuSeconds(opts.serverPid);
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    headers: opts.headers,
    pipelining: 1,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...cpuUse(opts.serverPid, cpuBefore, result.requests.total, result.duration),
  };
}

function cpuUse(
  pid: number | undefined,
  before: number | null,
  requests: number,
  seconds: number,
): Pick<LoadResult, 'cpuUsPerRequest' | 'busy'> {
  const after = pid === undefined ? null : cpuSeconds(pid);
  if (before === null || after === null || requests === 0) return {};
  return { cpuUsPerRequest: Math.round(((after - before) * 1e6) / requests), busy: Math.round(((after - before) / seconds) * 100) / 100 };
}
