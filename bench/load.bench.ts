/**
 * Load benchmark (issue 9): 60 s of mixed public reads and lead submissions at 50 connections from
 * autocannon on 127.0.0.1 against the real server (a child process). Passes when there are zero errors,
 * every lead answered 200 is stored, and the server's memory is back near its start level afterwards.
 *
 *   npx tsx bench/load.bench.ts            (PGlite in a temporary DATA_DIR)
 *   DATABASE_URL=postgres://… npx tsx bench/load.bench.ts
 *   LOAD_SECONDS=20 LOAD_CONNECTIONS=20 npx tsx bench/load.bench.ts   (a shorter run)
 *
 * `runLoadBench()` is exported for bench/run.ts.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { API, DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS } from '../contract';
import { SEEDED_LEAD_COURSES } from '../server/test/support/leads';
import { PROCESS_ADMIN_CODE, startServerProcess, type ServerProcess } from '../server/test/support/server-process';

export interface LoadBenchResult {
  seconds: number;
  connections: number;
  database: 'pglite' | 'postgres';
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  leadsAcknowledged: number;
  leadsStored: number;
  leadsLost: number;
  memoryStartMb: number | null;
  memoryPeakMb: number | null;
  memoryEndMb: number | null;
  passed: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/** Signs an admin up and in through the API; returns the Cookie header. */
async function adminSession(server: ServerProcess): Promise<string> {
  const account = { email: `load-admin-${randomBytes(3).toString('hex')}@itx.test`, password: 'Load#Bench2026' };
  const origin = { 'content-type': 'application/json', origin: server.url };
  await fetch(`${server.url}${API.auth.signup}`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ name: 'Load Bench Admin', phone: '9000054321', adminCode: PROCESS_ADMIN_CODE, ...account }),
  });
  const res = await fetch(`${server.url}${API.auth.login}`, { method: 'POST', headers: origin, body: JSON.stringify(account) });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`could not sign the load-bench admin in: ${res.status} ${await res.text()}`);
  return cookie;
}

export async function runLoadBench(
  opts: { seconds?: number; connections?: number; databaseUrl?: string | null; log?: (line: string) => void } = {},
): Promise<LoadBenchResult> {
  const seconds = opts.seconds ?? 60;
  const connections = opts.connections ?? 50;
  const databaseUrl = opts.databaseUrl ?? null;
  const log = opts.log ?? ((line: string) => console.log(line));
  const server = await startServerProcess({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // The lead limit protects the site from one address flooding it; the benchmark is that address.
    RATE_LIMIT_SCALE: '1000000',
    LOG_LEVEL: 'error',
  });
  try {
    const cookie = await adminSession(server);
    const run = randomBytes(4).toString('hex');
    const leadPath = API.leads.capture(DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS.callBack);
    const acknowledged = new Set<string>();
    let sent = 0;

    // Warm-up, then the memory start level.
    await autocannon({ url: server.url, connections: 10, duration: 3, requests: [{ method: 'GET', path: API.workshops.list }] });
    await sleep(2000);
    const memoryStartMb = rssMb(server.pid);
    let memoryPeakMb = memoryStartMb;
    const sampler = setInterval(() => {
      const now = rssMb(server.pid);
      if (now !== null && (memoryPeakMb === null || now > memoryPeakMb)) memoryPeakMb = now;
    }, 500);

    log(`load: ${seconds} s, ${connections} connections, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: 3 public reads to 1 lead submission`);
    interface Ctx {
      email?: string;
    }
    const result = await autocannon({
      url: server.url,
      connections,
      duration: seconds,
      timeout: 20,
      requests: [
        { method: 'GET', path: API.workshops.list },
        { method: 'GET', path: API.blogs.list },
        { method: 'GET', path: API.careers.list },
        {
          method: 'POST',
          path: leadPath,
          headers: { 'content-type': 'application/json' },
          setupRequest: (req: autocannon.Request, context: Ctx) => {
            sent += 1;
            const n = sent;
            const email = `load-${run}-${n}@itx-visitor.test`;
            context.email = email;
            return {
              ...req,
              body: JSON.stringify({
                name: 'Load Visitor',
                email,
                countryCode: '+91',
                phone: `9${String(n).padStart(9, '0')}`,
                courseInterest: SEEDED_LEAD_COURSES[n % SEEDED_LEAD_COURSES.length],
              }),
            };
          },
          onResponse: (status: number, _body: string, context: Ctx) => {
            if (status === 200 && context.email) acknowledged.add(context.email);
          },
        },
      ],
    } as autocannon.Options);
    clearInterval(sampler);

    // Let the server settle, then the memory end level.
    await sleep(10_000);
    const memoryEndMb = rssMb(server.pid);

    // Every stored lead of this run, from the admin CSV export (it follows the search).
    const csv = await fetch(`${server.url}${API.leads.exportCsv}?search=${encodeURIComponent(`load-${run}-`)}`, { headers: { cookie } });
    if (csv.status !== 200) throw new Error(`the CSV export answered ${csv.status}`);
    const stored = new Set((await csv.text()).match(new RegExp(`load-${run}-\\d+@itx-visitor\\.test`, 'g')) ?? []);
    const leadsStored = stored.size;
    // Requests still in flight when the run ended may be stored without their answer being counted.
    const lost = [...acknowledged].filter((email) => !stored.has(email));

    const errors = result.errors;
    const non2xx = result.non2xx;
    const leadsAcknowledged = acknowledged.size;
    const leadsLost = lost.length;
    const memoryOk = memoryStartMb === null || memoryEndMb === null || memoryEndMb <= memoryStartMb * 1.5 + 50;
    const out: LoadBenchResult = {
      seconds,
      connections,
      database: databaseUrl ? 'postgres' : 'pglite',
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      errors,
      timeouts: result.timeouts,
      non2xx,
      leadsAcknowledged,
      leadsStored,
      leadsLost,
      memoryStartMb,
      memoryPeakMb,
      memoryEndMb,
      passed: errors === 0 && result.timeouts === 0 && non2xx === 0 && leadsLost === 0 && leadsAcknowledged > 0 && memoryOk,
    };
    return out;
  } finally {
    await server.stop('SIGTERM');
    if (!databaseUrl) fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** Under load the server stays within 300 MB on PGlite and 150 MB on PostgreSQL (the process alone). */
export const LOAD_MEMORY_BUDGET_MB = { pglite: 300, postgres: 150 } as const;

function memoryTarget(r: LoadBenchResult): string {
  const budget = LOAD_MEMORY_BUDGET_MB[r.database];
  if (r.memoryPeakMb === null) return `peak ≤ ${budget} MB: not measured`;
  return `peak ≤ ${budget} MB ${r.memoryPeakMb <= budget ? '✅' : '❌'}`;
}

export function formatLoadResult(r: LoadBenchResult): string {
  const rows: [string, string][] = [
    ['database', r.database],
    ['duration / connections', `${r.seconds} s / ${r.connections}`],
    ['requests (req/s)', `${r.requests} (${r.requestsPerSecond})`],
    ['latency p50 / p99', `${r.latencyP50Ms} ms / ${r.latencyP99Ms} ms`],
    ['errors / timeouts / non-2xx', `${r.errors} / ${r.timeouts} / ${r.non2xx}`],
    ['leads answered 200 / stored / lost', `${r.leadsAcknowledged} / ${r.leadsStored} / ${r.leadsLost}`],
    ['memory start / peak / end (RSS)', `${r.memoryStartMb} / ${r.memoryPeakMb} / ${r.memoryEndMb} MB`],
    ['memory target (issue 16)', memoryTarget(r)],
    ['result', r.passed ? 'PASS' : 'FAIL'],
  ];
  return ['| load | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}

if (require.main === module) {
  runLoadBench({
    seconds: Number(process.env.LOAD_SECONDS ?? 60),
    connections: Number(process.env.LOAD_CONNECTIONS ?? 50),
    databaseUrl: process.env.DATABASE_URL || null,
  }).then(
    (r) => {
      console.log(formatLoadResult(r));
      const dir = path.join(__dirname, 'results');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `load-${r.database}.json`), `${JSON.stringify(r, null, 2)}\n`);
      process.exit(r.passed ? 0 : 1);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
