/**
 * "Worst input" (issue 15, finding 1): the slowest of the requests crafted to make a super-linear
 * pattern backtrack (a 90 KB lead whose e-mail is dots between two '@', a 60 KB e-mail on sign-in,
 * 15 KB URLs through the request log's e-mail masking), against the median plain request (GET /healthz),
 * as a ratio; and the slowest plain request sent alongside a crafted one. A few dozen requests.
 *
 *   npx tsx bench/worst-input.bench.ts       (PGlite, the server from source; ITX_SERVER_BUNDLE=dist/server/server.js for the build)
 *
 * `runWorstInputBench()` is exported for bench/run.ts, which runs it against the built server.
 */
import fs from 'node:fs';
import { craftedRequests, measureWorstInput } from '../server/test/support/crafted-input';
import { startServerProcess } from '../server/test/support/server-process';

/** A crafted request may cost at most this many median plain requests. */
export const WORST_INPUT_TARGET_RATIO = 50;

export interface WorstInputBenchResult {
  requests: number;
  plainMedianMs: number;
  worst: { name: string; ms: number };
  ratio: number;
  worstConcurrentPlainMs: number;
  concurrentRatio: number;
  cases: { name: string; status: number; maxMs: number; maxConcurrentPlainMs: number }[];
  passed: boolean;
}

const round = (x: number) => Math.round(x * 10) / 10;

/** Measures against a running server at `baseUrl` (its LOG_LEVEL must be info for the URL cases to reach the log masking). */
export async function worstInputAgainst(baseUrl: string, repeat = 3): Promise<WorstInputBenchResult> {
  const requests = craftedRequests();
  const r = await measureWorstInput(baseUrl, { requests, repeat, plainRounds: 20 });
  const ratio = r.worst.ms / r.plainMedianMs;
  const concurrentRatio = r.worstConcurrentPlainMs / r.plainMedianMs;
  return {
    requests: 25 + requests.length * repeat * 2,
    plainMedianMs: round(r.plainMedianMs),
    worst: { name: r.worst.name, ms: round(r.worst.ms) },
    ratio: round(ratio),
    worstConcurrentPlainMs: round(r.worstConcurrentPlainMs),
    concurrentRatio: round(concurrentRatio),
    cases: r.cases.map((c) => ({
      name: c.name,
      status: c.status,
      maxMs: round(Math.max(...c.ms)),
      maxConcurrentPlainMs: round(Math.max(...c.concurrentPlainMs)),
    })),
    passed:
      r.cases.every((c) => c.status >= 400 && c.status < 500) &&
      ratio <= WORST_INPUT_TARGET_RATIO &&
      concurrentRatio <= WORST_INPUT_TARGET_RATIO,
  };
}

/** Starts the server (PGlite in a temporary folder, request logging on) and measures. */
export async function runWorstInputBench(): Promise<WorstInputBenchResult> {
  const server = await startServerProcess({ LOG_LEVEL: 'info', RATE_LIMIT_SCALE: '1000000' });
  try {
    return await worstInputAgainst(server.url);
  } finally {
    await server.stop('SIGTERM');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

export function formatWorstInput(r: WorstInputBenchResult): string {
  const lines = [
    '| crafted request | status | slowest ms | plain request alongside, slowest ms |',
    '|---|---:|---:|---:|',
    ...r.cases.map((c) => `| ${c.name} | ${c.status} | ${c.maxMs} | ${c.maxConcurrentPlainMs} |`),
  ];
  return lines.join('\n');
}

if (require.main === module) {
  runWorstInputBench().then(
    (r) => {
      console.log(formatWorstInput(r));
      console.log(
        `\nworst input: ${r.worst.name} ${r.worst.ms} ms = ${r.ratio}× the median plain request (${r.plainMedianMs} ms); ` +
          `plain alongside at worst ${r.worstConcurrentPlainMs} ms (${r.concurrentRatio}×): ${r.passed ? 'PASS' : 'FAIL'}`,
      );
      process.exit(r.passed ? 0 : 1);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
