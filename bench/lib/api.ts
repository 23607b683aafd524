import autocannon from 'autocannon';

export interface LoadResult {
  /** Mean requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one URL on 127.0.0.1: req/s and latency percentiles (ms). */
export async function load(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
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
  };
}
