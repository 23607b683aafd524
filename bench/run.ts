/**
 * `npm run bench`: the performance budget of issue 8, measured.
 *   1. API: autocannon on 127.0.0.1 against the ITX server, a bare node:http server returning the same
 *      bytes, and an Express 5 server reading the same rows (PGlite, and PostgreSQL when reachable).
 *   2. Pages: Lighthouse mobile and desktop (Debian's Chromium), median of 3 runs.
 *   3. Bundles: gzip size of the JavaScript each page loads before it is interactive.
 *   4. Server: cold start to the first 200 on /healthz, RSS after start and after the API benchmark.
 *   5. The Nu Html Checker on the served HTML (when Java is installed).
 *   6. Worst input (issue 15): requests crafted to make a pattern backtrack against plain ones (bench/worst-input.bench.ts).
 *   7. Load (issue 9): mixed public reads and lead submissions at 50 connections for 60 s (bench/load.bench.ts),
 *      PGlite and PostgreSQL: errors, every acknowledged lead stored, memory before/after.
 * BENCH_QUICK=1: shorter load runs and one Lighthouse run per page (BENCH_LH_RUNS overrides; 0 skips Lighthouse);
 * BENCH_LOAD_SECONDS overrides the load duration (60 s, 15 s in quick mode; 0 skips it).
 * 8. Dashboard (issue 20): GET /api/admin/dashboard on 100,000 leads, one request at a time (bench/dashboard.bench.ts).
 * 9. Stall under hostile load (issue 39): the worst cached read and the peak memory during uploads, exports,
 *    uncached addresses, a backup and 2 minutes of mixed load, on 100,000 leads (bench/stall.bench.ts).
 * BENCH_ONLY=dashboard or BENCH_ONLY=stall runs only step 8 or 9 (no build: the server runs from its sources unless
 * ITX_SERVER_BUNDLE names a bundle; pages need PUBLIC_DIR=dist/public) and writes bench/results/<step>.json,
 * leaving latest.* as they are.
 * Results: bench/results/<time>.json, bench/results/latest.json and the table bench/results/latest.md.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { load, type LoadResult } from './lib/api';
import { bundleSizes } from './lib/bundles';
import { checkHtml, javaAvailable } from './lib/html-check';
import { CHROMIUM, lighthouse } from './lib/lighthouse';
import { rssMb, startServer, type ServerProcess } from './lib/proc';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/src/runtime-settings';
import { renderMarkdown } from './lib/report';
import { median } from './lib/stats';
import { formatLoadResult, runLoadBench, type LoadBenchResult } from './load.bench';
import { worstInputAgainst } from './worst-input.bench';
import { formatDashboardResults, runDashboardBench, type DashboardBenchResult } from './dashboard.bench';
import { formatStallResults, runStallBench, type StallBenchResult } from './stall.bench';
import type { ApiRow, BenchResults, RenderRow, StartRow } from './lib/types';

const root = path.resolve(__dirname, '..');
const quick = process.env.BENCH_QUICK === '1';
const lhRuns = Number(process.env.BENCH_LH_RUNS ?? (quick ? 1 : 3));
const seconds = Number(process.env.BENCH_SECONDS ?? (quick ? 4 : 10));
const connections = 50;
/** Rounds of bare and ITX measured in alternation per path (see `alternate`). */
const abRounds = Number(process.env.BENCH_AB_ROUNDS ?? (quick ? 1 : 5));
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? (quick ? 15 : 60));
const dist = process.env.ITX_DIST_DIR ?? path.join(root, 'dist');
const publicDir = path.join(dist, 'public');
const serverJs = path.join(dist, 'server', 'server.js');
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = { itx: 3931, express: 3932, bare: 3933 };

const API_PATHS = ['/api/blogs/getBlogs', '/api/Career/jobs', '/'] as const;
/** The six pages Lighthouse measures (issue 8, 18) and the webpack chunk group each one loads. */
const PAGES: Record<string, string> = {
  '/': 'page-home',
  '/courses': 'page-courses',
  '/courses/data-science': 'page-course-detail',
  '/blogs': 'page-blogs',
  '/blogs/the-future-of-ai': 'page-blog-detail',
  '/careers': 'page-careers',
};
/** Every public page, for the JavaScript each loads before it is interactive (issue 18). */
const ALL_PUBLIC_PAGES: Record<string, string> = {
  ...PAGES,
  '/careers/python-trainer': 'page-job-detail',
  '/workshops': 'page-workshops',
  '/workshops/data-science': 'page-workshop-detail',
  '/about-us': 'page-about',
  '/contact-us': 'page-contact',
  '/privacy-policy': 'page-privacy',
  '/enrollnow': 'page-enroll',
};
/** Uncached server renders per page (each address carries a new filter, so nothing is kept). */
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? (quick ? 10 : 30));

/** A connection string fit for a report: user name and password left out. */
function withoutCredentials(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

function log(message: string): void {
  process.stdout.write(`[bench] ${message}\n`);
}

function itxEnv(port: number, extra: Record<string, string>): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_DIR: publicDir,
    // Lighthouse visits http://localhost:PORT: canonical links must point at that origin.
    PUBLIC_URL: `http://localhost:${port}`,
    ADMIN_CODE: 'itx-bench-admin-code',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
    ...extra,
  };
}

/** Headers a server adds per connection or per response by itself; the bare server's Node adds its own. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * One answer of the ITX server per path: status 200, its headers and body. The bare server replays them
 * byte for byte (the same bytes on the wire, security headers included), so the ratio compares the
 * servers' work, not the size of their answers.
 */
async function capture(
  port: number,
  paths: readonly string[],
): Promise<Record<string, { contentType: string; headers: Record<string, string>; body: string }>> {
  const out: Record<string, { contentType: string; headers: Record<string, string>; body: string }> = {};
  for (const p of paths) {
    const res = await fetch(`http://127.0.0.1:${port}${p}`, { headers: { 'accept-encoding': 'identity' } });
    if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}`);
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (!CONNECTION_HEADERS.has(name)) headers[name] = value;
    });
    out[p] = { contentType: res.headers.get('content-type') ?? 'application/octet-stream', headers, body: await res.text() };
  }
  return out;
}

async function warmAndLoad(url: string, headers?: Record<string, string>): Promise<LoadResult> {
  await load(url, { connections, seconds: 1, headers });
  return load(url, { connections, seconds, headers });
}

/** The median of the rounds' values, when the rounds measured it. */
function medianOf(values: number[]): number | undefined {
  return values.length === 0 ? undefined : median(values);
}

/** The round with the median req/s, carrying the errors of every round and the median CPU per request. */
function medianRound(rounds: LoadResult[]): LoadResult {
  const sorted = [...rounds].sort((x, y) => x.rps - y.rps);
  const mid = sorted[Math.floor(sorted.length / 2)];
  if (!mid) throw new Error('no load rounds');
  const cpu = medianOf(rounds.flatMap((r) => (r.cpuUsPerRequest === undefined ? [] : [r.cpuUsPerRequest])));
  const busy = medianOf(rounds.flatMap((r) => (r.busy === undefined ? [] : [r.busy])));
  return {
    ...mid,
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    non2xx: rounds.reduce((n, r) => n + r.non2xx, 0),
    ...(cpu === undefined ? {} : { cpuUsPerRequest: cpu }),
    ...(busy === undefined ? {} : { busy }),
  };
}

/** A server under load: its address and process (whose CPU time is read around each round). */
interface Target {
  url: string;
  pid?: number;
}

/**
 * Two servers measured in alternation (A B A B A B), each round `seconds` long, and the median round of
 * each kept: on a shared host whose speed drifts from minute to minute, a drift then falls on both
 * sides of the ratio instead of on whichever server happened to run during it.
 */
async function alternate(a: Target, b: Target): Promise<[LoadResult, LoadResult]> {
  await load(a.url, { connections, seconds: 1 });
  await load(b.url, { connections, seconds: 1 });
  const ra: LoadResult[] = [];
  const rb: LoadResult[] = [];
  for (let round = 0; round < abRounds; round += 1) {
    ra.push(await load(a.url, { connections, seconds, serverPid: a.pid }));
    rb.push(await load(b.url, { connections, seconds, serverPid: b.pid }));
  }
  return [medianRound(ra), medianRound(rb)];
}

/** What the report says about steps skipped or changed on this machine. */
const notes: string[] = [];
/** True once the API rows ran with the load generator and the servers on separate cores. */
let pinned = false;

/**
 * While the API rows run, the load generator (autocannon, in this process) keeps the first core and the
 * servers share the others, so a server is never slowed by the load generator on its own core nor the
 * load generator by the server (on 2 cores the bare server is otherwise limited by the load generator
 * and a busier server by both). BENCH_PIN=0, a single core or no `taskset` leaves scheduling to the system.
 */
function pinForApi(servers: (ServerProcess | null)[]): () => void {
  const cpus = os.cpus().length;
  if (process.env.BENCH_PIN === '0' || cpus < 2) return () => undefined;
  const set = (pid: number | undefined, list: string) => {
    if (pid !== undefined) execSync(`taskset -a -cp ${list} ${pid}`, { stdio: 'ignore' });
  };
  try {
    set(process.pid, '0');
    for (const s of servers) set(s?.child.pid, `1-${cpus - 1}`);
    pinned = true;
  } catch {
    notes.push('taskset is not available: the load generator and the servers shared the cores.');
    return () => undefined;
  }
  return () => {
    for (const pid of [process.pid, ...servers.map((s) => s?.child.pid)]) {
      try {
        set(pid, `0-${cpus - 1}`);
      } catch {
        // the process has ended
      }
    }
  };
}

/** The three servers side by side, path by path. */
async function apiBench(
  db: 'pglite' | 'postgres',
  itx: ServerProcess,
  express: ServerProcess | null,
  bare: ServerProcess | null,
): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  const bodies = await capture(itx.port, API_PATHS);
  const unpin = pinForApi([itx, express, bare]);
  try {
    for (const p of API_PATHS) {
      log(`${db}: load ${p}`);
      const itxUrl = `http://127.0.0.1:${itx.port}${p}`;
      const [b, i] = bare
        ? await alternate({ url: `http://127.0.0.1:${bare.port}${p}`, pid: bare.child.pid }, { url: itxUrl, pid: itx.child.pid })
        : [null, await warmAndLoad(itxUrl)];
      const e = express ? await warmAndLoad(`http://127.0.0.1:${express.port}${p}`) : null;
      let i304: LoadResult | null = null;
      if (p !== '/') {
        const etag = (await fetch(`http://127.0.0.1:${itx.port}${p}`)).headers.get('etag');
        if (etag)
          i304 = await load(`http://127.0.0.1:${itx.port}${p}`, {
            connections,
            seconds: Math.max(2, Math.round(seconds / 2)),
            headers: { 'if-none-match': etag },
          });
      }
      rows.push({ db, path: p, bytes: Buffer.byteLength(bodies[p]?.body ?? ''), itx: i, bare: b, express: e, itx304: i304 });
    }
  } finally {
    unpin();
  }
  return rows;
}

/**
 * The time to answer a page the server has not kept (React renders it with its data): the address carries
 * a filter the cache never keeps (`?q=…`), one request at a time, so the figure is one render's latency.
 */
async function renderTimes(port: number): Promise<RenderRow[]> {
  const rows: RenderRow[] = [];
  for (const page of Object.keys(PAGES)) {
    const times: number[] = [];
    for (let i = 0; i < RENDER_RUNS + 2; i += 1) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${page}?q=bench-${Date.now().toString(36)}-${i}`);
      await res.arrayBuffer();
      // The first two warm the code paths up.
      if (i >= 2) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
    rows.push({ path: page, runs: times.length, medianMs: at(0.5), p90Ms: at(0.9) });
  }
  return rows;
}

async function startItx(db: 'pglite' | 'postgres', env: Record<string, string>): Promise<ServerProcess> {
  return startServer([...SERVER_NODE_FLAGS, serverJs], {
    port: PORTS.itx,
    env: { ...SERVER_ENV, ...itxEnv(PORTS.itx, env) },
    readyPath: '/healthz',
  });
}

function startExpress(env: Record<string, string>): Promise<ServerProcess> {
  return startServer(['--import', 'tsx', path.join(__dirname, 'servers', 'express.ts'), String(PORTS.express)], {
    port: PORTS.express,
    // The same canonical origin as the ITX server's, so `/` renders the same bytes.
    env: { PUBLIC_DIR: publicDir, PUBLIC_URL: `http://localhost:${PORTS.itx}`, ...env },
    readyPath: '/healthz',
  });
}

function startBare(bodiesFile: string): Promise<ServerProcess> {
  return startServer(['--import', 'tsx', path.join(__dirname, 'servers', 'bare.ts'), String(PORTS.bare), bodiesFile], {
    port: PORTS.bare,
    env: {},
    readyPath: '/healthz',
  });
}

async function pgReachable(): Promise<boolean> {
  const client = new Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * A database just created, migrated and seeded leaves PostgreSQL work behind (autovacuum and analyze of
 * the new tables, a checkpoint) that would land on the 2 shared cores in the middle of the first path's
 * rounds: done here, before measuring, so the API rows compare the servers in their steady state.
 */
async function settlePostgres(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/** Runs `work` on a throw-away PostgreSQL database (never on the one DATABASE_URL names), dropped afterwards. */
async function onThrowawayPostgres<T>(prefix: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    const drop = new Client({ connectionString: pgAdminUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  }
}

/** The dashboard on 100,000 leads (issue 20): PGlite, and PostgreSQL when reachable. */
async function dashboardRows(): Promise<DashboardBenchResult[]> {
  const rows = [await runDashboardBench({ databaseUrl: null, log })];
  if (await pgReachable()) rows.push(await onThrowawayPostgres('itx_dashboard', (url) => runDashboardBench({ databaseUrl: url, log })));
  else notes.push(`PostgreSQL not reachable at ${withoutCredentials(pgAdminUrl)}: the dashboard's PostgreSQL row was skipped.`);
  return rows;
}

/** Stall under hostile load (issue 39): PGlite, and PostgreSQL when reachable, one after the other. */
async function stallRows(publicDir: string | undefined): Promise<StallBenchResult[]> {
  const rows = [await runStallBench({ databaseUrl: null, publicDir, log })];
  if (await pgReachable()) rows.push(await onThrowawayPostgres('itx_stall', (url) => runStallBench({ databaseUrl: url, publicDir, log })));
  else notes.push(`PostgreSQL not reachable at ${withoutCredentials(pgAdminUrl)}: the stall bench's PostgreSQL rows were skipped.`);
  return rows;
}

/** BENCH_ONLY=<step>: that step alone, printed and written to bench/results/<step>.json. */
async function onlyStep<T>(step: string, title: string, rows: T[], table: (rows: T[]) => string): Promise<void> {
  const outDir = path.join(__dirname, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, `${step}.json`),
    `${JSON.stringify({ when: new Date().toISOString(), code: codeUnderTest(), [step]: rows, notes }, null, 2)}\n`,
  );
  const notesText = notes.map((n) => `\n- ${n}`).join('');
  process.stdout.write(`\n### ${title}\n\n${table(rows)}\n${notesText}\n`);
}

/** The commit being measured, and whether the working tree has changes it does not hold (null outside git). */
function codeUnderTest(): BenchResults['code'] {
  try {
    const git = (args: string) => execSync(`git ${args}`, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return { commit: git('rev-parse --short=12 HEAD'), dirty: git('status --porcelain --untracked-files=no -- . :!bench/results') !== '' };
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY ?? '';
  if (only === 'dashboard')
    return onlyStep('dashboard', 'Admin dashboard on 100,000 leads (issue 20)', await dashboardRows(), formatDashboardResults);
  if (only === 'stall')
    return onlyStep('stall', 'Stall under hostile load (issue 39)', await stallRows(process.env.PUBLIC_DIR), formatStallResults);
  if (only !== '') throw new Error(`BENCH_ONLY must be "dashboard", "stall" or unset (got "${only}").`);
  const loads: LoadBenchResult[] = [];
  const results: BenchResults = {
    when: new Date().toISOString(),
    quick,
    code: codeUnderTest(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memGb: Math.round(os.totalmem() / 1e9),
      node: process.version,
    },
    settings: { connections, seconds, abRounds, lighthouseRuns: lhRuns },
    api: [],
    renders: [],
    start: [],
    lighthouse: [],
    bundles: [],
    html: null,
    worstInput: null,
    notes,
  };

  log(`build (only when sources are newer) into ${dist}`);
  execSync(`node ${path.join(root, 'scripts', 'ensure-build.mjs')}`, { stdio: 'inherit', env: process.env });

  // A build outside the repository (ITX_DIST_DIR) finds the packages through a link to ours (ESM
  // imports ignore NODE_PATH).
  const modules = path.join(dist, 'node_modules');
  if (!path.resolve(dist).startsWith(`${root}${path.sep}`) && !fs.existsSync(modules)) {
    fs.symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  }

  results.bundles = bundleSizes(publicDir, ALL_PUBLIC_PAGES);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-bench-'));
  const dataDir = path.join(work, 'data');
  const stopAll: ServerProcess[] = [];
  try {
    // Cold start: a new data folder (create the database, migrate, seed), then a warm restart on it.
    log('PGlite cold start');
    let itx = await startItx('pglite', { DATA_DIR: dataDir });
    results.start.push({
      db: 'pglite',
      kind: 'cold',
      startMs: itx.startMs,
      rssStartMb: rssMb(itx.child.pid),
      rssAfterApiMb: null,
      rssPeakMb: rssMb(itx.child.pid, 'VmHWM'),
    });
    await itx.stop();
    // Express reads a copy of the same rows (one PGlite folder serves one process).
    fs.cpSync(path.join(dataDir, 'pglite'), path.join(work, 'express-pglite'), { recursive: true });
    log('PGlite warm start');
    itx = await startItx('pglite', { DATA_DIR: dataDir });
    stopAll.push(itx);
    const warm: StartRow = { db: 'pglite', kind: 'warm', startMs: itx.startMs, rssStartMb: rssMb(itx.child.pid), rssAfterApiMb: null };
    results.start.push(warm);

    const bodiesFile = path.join(work, 'bodies.json');
    fs.writeFileSync(bodiesFile, JSON.stringify(await capture(itx.port, API_PATHS)));
    const bare = await startBare(bodiesFile);
    stopAll.push(bare);
    const express = await startExpress({ DATABASE_URL: '', PGLITE_DIR: path.join(work, 'express-pglite') });
    stopAll.push(express);
    results.api.push(...(await apiBench('pglite', itx, express, bare)));
    results.settings.pinnedCores = pinned;
    // Read right after the API rows, as for PostgreSQL below: the uncached renders that follow grow the heap.
    warm.rssAfterApiMb = rssMb(itx.child.pid);
    log(`uncached React renders (${RENDER_RUNS} per page)`);
    results.renders = await renderTimes(itx.port);
    warm.rssPeakMb = rssMb(itx.child.pid, 'VmHWM');
    await express.stop();

    if (javaAvailable()) {
      log('Nu Html Checker');
      results.html = [];
      for (const page of Object.keys(PAGES)) {
        const html = await (await fetch(`http://127.0.0.1:${itx.port}${page}`)).text();
        results.html.push(checkHtml(page, html));
      }
    } else {
      notes.push('Java is not installed: the Nu Html Checker step was skipped.');
    }

    if (lhRuns === 0) {
      notes.push('BENCH_LH_RUNS=0: Lighthouse was skipped.');
    } else if (fs.existsSync(CHROMIUM)) {
      for (const preset of ['mobile', 'desktop'] as const) {
        for (const page of Object.keys(PAGES)) {
          log(`Lighthouse ${preset} ${page} (${lhRuns} run${lhRuns > 1 ? 's' : ''})`);
          results.lighthouse.push(await lighthouse(`http://localhost:${itx.port}`, page, preset, lhRuns));
        }
      }
    } else {
      notes.push(`Chromium not found at ${CHROMIUM} (apt-get install chromium): Lighthouse was skipped.`);
    }
    await itx.stop();
    await bare.stop();

    // Request logging on, so the long URLs go through the log's e-mail masking as in production.
    log('worst input: crafted requests against plain ones');
    const logged = await startItx('pglite', { DATA_DIR: path.join(work, 'worst-input-data'), LOG_LEVEL: 'info' });
    stopAll.push(logged);
    results.worstInput = await worstInputAgainst(`http://127.0.0.1:${logged.port}`);
    await logged.stop();

    if (await pgReachable()) {
      await onThrowawayPostgres('itx_bench', async (url) => {
        log('PostgreSQL cold start');
        const pg = await startItx('postgres', { DATA_DIR: path.join(work, 'pg-data'), DATABASE_URL: url });
        stopAll.push(pg);
        const row: StartRow = { db: 'postgres', kind: 'cold', startMs: pg.startMs, rssStartMb: rssMb(pg.child.pid), rssAfterApiMb: null };
        results.start.push(row);
        fs.writeFileSync(bodiesFile, JSON.stringify(await capture(pg.port, API_PATHS)));
        const pgBare = await startBare(bodiesFile);
        stopAll.push(pgBare);
        const pgExpress = await startExpress({ DATABASE_URL: url });
        stopAll.push(pgExpress);
        await settlePostgres(url);
        results.api.push(...(await apiBench('postgres', pg, pgExpress, pgBare)));
        row.rssAfterApiMb = rssMb(pg.child.pid);
        row.rssPeakMb = rssMb(pg.child.pid, 'VmHWM');
        await pgExpress.stop();
        await pgBare.stop();
        await pg.stop();
      });
    } else {
      notes.push(`PostgreSQL not reachable at ${withoutCredentials(pgAdminUrl)}: the PostgreSQL rows were skipped.`);
    }

    // The dashboard and load runs start the server as `npm start` does: the built bundle, not the sources through tsx.
    process.env.ITX_SERVER_BUNDLE ??= serverJs;
    results.dashboard = await dashboardRows();
    results.stall = await stallRows(publicDir);

    if (loadSeconds > 0) {
      log(`load: PGlite, ${loadSeconds} s at ${connections} connections`);
      loads.push(await runLoadBench({ seconds: loadSeconds, connections, databaseUrl: null, log }));
      if (await pgReachable()) {
        log(`load: PostgreSQL, ${loadSeconds} s at ${connections} connections`);
        loads.push(
          await onThrowawayPostgres('itx_load', (url) => runLoadBench({ seconds: loadSeconds, connections, databaseUrl: url, log })),
        );
      }
    }
  } finally {
    for (const s of stopAll) await s.stop().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
  }

  const outDir = path.join(__dirname, 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  fs.writeFileSync(path.join(outDir, `${results.when.replace(/[:.]/g, '-')}.json`), json);
  fs.writeFileSync(path.join(outDir, 'latest.json'), json);
  for (const r of loads) fs.writeFileSync(path.join(outDir, `load-${r.database}.json`), `${JSON.stringify(r, null, 2)}\n`);
  const loadMd = loads
    .map((r) => `\n### Load (${r.database}, ${r.seconds} s, ${r.connections} connections)\n\n${formatLoadResult(r)}\n`)
    .join('');
  const md = renderMarkdown(results) + loadMd;
  fs.writeFileSync(path.join(outDir, 'latest.md'), md);
  process.stdout.write(`\n${md}`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
