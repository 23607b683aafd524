import type { LoadResult } from './api';
import { MOBILE_TARGET_INDEX } from './lighthouse';
import type { BenchResults, StartRow } from './types';
import { formatWorstInput, WORST_INPUT_TARGET_RATIO } from '../worst-input.bench';
import { formatDashboardResults } from '../dashboard.bench';
import { formatStallResults } from '../stall.bench';

/** Targets of issue 8, the cached reads' revised by issue 40 (every request through Fastify: ≥ 0.5 of bare, ≥ 5× Express, p99 ≤ 25 ms). */
export const TARGETS = {
  bareRatio: 0.5,
  expressRatio: 5,
  p99Ms: 25,
  seo: 100,
  accessibility: 100,
  bestPractices: 100,
  // Issue 18: on every benched page.
  perfDesktop: 100,
  perfMobile: 95,
  lcpMs: 1800,
  tbtMs: 150,
  jsHomeKb: 150,
  cls: 0,
};

const ok = (pass: boolean) => (pass ? '✅' : '❌');
/** a ÷ b; a server that finished no request (b = 0) is beaten by any that did (∞). */
const ratio = (a: number, b: number | undefined) => (b === undefined ? NaN : b === 0 ? (a > 0 ? Infinity : NaN) : a / b);
/** A ratio to two decimals, rounded down: a shown figure never passes a target the measured one misses. */
const shownRatio = (x: number) => (Number.isFinite(x) ? (Math.floor(x * 100) / 100).toFixed(2) : x === Infinity ? '∞' : '–');
const cpuCell = (r: LoadResult | null) => (r?.cpuUsPerRequest === undefined ? '–' : `${r.cpuUsPerRequest} (${r.busy ?? '–'})`);
const cell = (r: LoadResult | null) => (r ? `${r.rps.toLocaleString('en-US')} / ${r.p50} / ${r.p99}` : '–');

export function renderMarkdown(r: BenchResults): string {
  const lines: string[] = [];
  lines.push(`## Benchmark ${r.when}${r.quick ? ' (quick mode)' : ''}`);
  lines.push('');
  if (r.code) lines.push(`Code: commit \`${r.code.commit}\`${r.code.dirty ? ' with uncommitted changes' : ''}.`, '');
  lines.push(
    `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memGb} GB, Node ${r.machine.node}; autocannon ${r.settings.connections} connections × ${r.settings.seconds} s on 127.0.0.1, ${r.settings.pinnedCores ? 'load generator on core 0 and the servers on the other cores' : 'load generator on the same cores as the servers'} (compare ratios, not absolutes); bare and ITX measured in alternation, ${r.settings.abRounds ?? 1} round${(r.settings.abRounds ?? 1) > 1 ? 's' : ''} each, median round shown. Lighthouse: median of ${r.settings.lighthouseRuns}.`,
  );
  lines.push('');
  lines.push('### API (req/s / p50 ms / p99 ms)');
  lines.push('');
  lines.push(
    `Targets: cached reads ≥ ${TARGETS.bareRatio} of the bare server and ≥ ${TARGETS.expressRatio}× Express 5; p99 ≤ ${TARGETS.p99Ms} ms.`,
  );
  lines.push('');
  lines.push(
    `| db | path | bytes | bare node:http (same bytes) | ITX (Fastify, cached) | Express 5 (reads rows) | ITX 304 | ITX ÷ bare | ITX ÷ Express | p99 ≤ ${TARGETS.p99Ms} ms | server CPU µs per request, bare / ITX (busy) | bare ÷ ITX CPU |`,
  );
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|:-:|---:|---:|');
  for (const a of r.api) {
    const vsBare = ratio(a.itx.rps, a.bare?.rps);
    const vsExpress = ratio(a.itx.rps, a.express?.rps);
    const expressMark = ok(vsExpress >= TARGETS.expressRatio);
    lines.push(
      `| ${a.db} | \`${a.path}\` | ${a.bytes} | ${cell(a.bare)} | ${cell(a.itx)} | ${cell(a.express)} | ${cell(a.itx304)} | ${shownRatio(vsBare)} ${ok(vsBare >= TARGETS.bareRatio)} | ${shownRatio(vsExpress)} ${expressMark} | ${ok(a.itx.p99 <= TARGETS.p99Ms)} | ${cpuCell(a.bare)} / ${cpuCell(a.itx)} | ${shownRatio(ratio(a.bare?.cpuUsPerRequest ?? NaN, a.itx.cpuUsPerRequest))} |`,
    );
  }
  lines.push(
    '',
    'Server CPU: user and system time of the server process (all its threads) per answered request, median of the rounds; busy is that time over the wall time (1 = one core). Req/s depends on which side limits a round, the load generator or the server; CPU per request does not.',
    '',
    "For `/` the Express server renders the same React page on each request with the same renderer, asking itself for the page's data (an Express row of 0 means it finished no request within the measured seconds at 50 connections).",
  );
  const errors = r.api.reduce((n, a) => n + a.itx.errors + a.itx.non2xx, 0);
  if (errors > 0) lines.push('', `ITX answered ${errors} requests with an error or a non-2xx status.`);
  if (r.renders && r.renders.length > 0) {
    lines.push('');
    lines.push('### Uncached page render (React on the server, with its data; one request at a time)');
    lines.push('');
    lines.push('| page | runs | median | p90 |');
    lines.push('|---|---:|---:|---:|');
    for (const row of r.renders) lines.push(`| \`${row.path}\` | ${row.runs} | ${row.medianMs} ms | ${row.p90Ms} ms |`);
  }
  lines.push('');
  lines.push('### Server start and memory');
  lines.push('');
  lines.push('Targets (issue 16): PGlite cold start ready in ≤ 3,000 ms with a peak ≤ 350 MB; PostgreSQL ≤ 150 MB.');
  lines.push('');
  lines.push('| db | start | to first 200 on /healthz | RSS after start | RSS after API bench | peak RSS | target |');
  lines.push('|---|---|---:|---:|---:|---:|:-:|');
  for (const s of r.start) {
    lines.push(
      `| ${s.db} | ${s.kind} | ${s.startMs} ms | ${s.rssStartMb ?? '–'} MB | ${s.rssAfterApiMb ?? '–'} MB | ${s.rssPeakMb ?? '–'} MB | ${startTargetMet(s)} |`,
    );
  }
  lines.push('');
  lines.push('### JavaScript before interactive');
  lines.push('');
  lines.push(`| page | files | raw KB | gzip KB | brotli KB | DataGrid loaded | ≤ ${TARGETS.jsHomeKb} KB gzip on / |`);
  lines.push('|---|---:|---:|---:|---:|:-:|:-:|');
  for (const b of r.bundles) {
    lines.push(
      `| \`${b.route}\` | ${b.files} | ${b.rawKb} | ${b.gzipKb} | ${b.brotliKb} | ${b.dataGrid ? 'yes ❌' : 'no ✅'} | ${b.route === '/' ? ok(b.gzipKb <= TARGETS.jsHomeKb) : ''} |`,
    );
  }
  if (r.lighthouse.length > 0) {
    lines.push('');
    lines.push('### Lighthouse (Debian Chromium)');
    lines.push('');
    lines.push(
      `Targets (issue 18): mobile performance ≥ ${TARGETS.perfMobile}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms; desktop ${TARGETS.perfDesktop}; CLS ${TARGETS.cls}; accessibility, best practices and SEO ${TARGETS.seo}.`,
    );
    lines.push('');
    lines.push('| page | preset | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | host CPU index | CPU slowdown | targets |');
    lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|');
    for (const l of r.lighthouse) {
      const perfTarget = l.preset === 'desktop' ? TARGETS.perfDesktop : TARGETS.perfMobile;
      const pass =
        l.performance >= perfTarget &&
        l.accessibility >= TARGETS.accessibility &&
        l.bestPractices >= TARGETS.bestPractices &&
        l.seo >= TARGETS.seo &&
        l.cls <= TARGETS.cls &&
        (l.preset === 'desktop' || (l.lcpMs <= TARGETS.lcpMs && l.tbtMs <= TARGETS.tbtMs));
      lines.push(
        `| \`${l.page}\` | ${l.preset} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} | ${l.benchmarkIndex ?? '–'} | ${l.cpuMultiplier ? `${l.cpuMultiplier}×` : '–'} | ${ok(pass)} |`,
      );
    }
    lines.push(
      '',
      `Host CPU index: Lighthouse's \`benchmarkIndex\` of this machine during the runs (median; higher is faster). Mobile runs are calibrated to simulate the same phone on any host (Lighthouse's CPU-throttling guidance): CPU slowdown = the host's index (as the previous run measured it) ÷ ${MOBILE_TARGET_INDEX}, the index Lighthouse's default 4× gives a mid-range high-end desktop (1,750).`,
    );
    const failing = [...new Set(r.lighthouse.flatMap((l) => l.failing))];
    if (failing.length > 0) lines.push('', `Audits below 0.9 in some run: ${failing.join(', ')}`);
  }
  if (r.html) {
    lines.push('');
    lines.push('### Nu Html Checker (served HTML)');
    lines.push('');
    lines.push('| page | errors |');
    lines.push('|---|---:|');
    for (const h of r.html)
      lines.push(
        `| \`${h.page}\` | ${h.errors} ${ok(h.errors === 0)}${h.messages.length ? ` ${h.messages.slice(0, 3).join('; ')}` : ''} |`,
      );
  }
  if (r.worstInput) {
    const w = r.worstInput;
    lines.push('');
    lines.push('### Worst input (issue 15)');
    lines.push('');
    lines.push(
      `| | slowest crafted request | ms | median plain request (GET /healthz) | ratio | plain request alongside, slowest | ≤ ${WORST_INPUT_TARGET_RATIO}× |`,
    );
    lines.push('|---|---|---:|---:|---:|---:|:-:|');
    lines.push(
      `| worst input | ${w.worst.name} | ${w.worst.ms} | ${w.plainMedianMs} ms | ${w.ratio}× | ${w.worstConcurrentPlainMs} ms (${w.concurrentRatio}×) | ${ok(w.passed)} |`,
    );
    lines.push('', formatWorstInput(w));
    lines.push(
      '',
      `${w.requests} requests on PGlite with request logging on. Each crafted request is sent 3 times, each time with a plain one right behind it on another connection.`,
    );
  }
  if (r.dashboard && r.dashboard.length > 0) {
    lines.push('', '### Admin dashboard on 100,000 leads (issue 20)', '', formatDashboardResults(r.dashboard));
  }
  if (r.stall && r.stall.length > 0) {
    lines.push('', '### Stall under hostile load (issue 39)', '', formatStallResults(r.stall));
  }
  if (r.notes.length > 0) {
    lines.push('');
    for (const n of r.notes) lines.push(`- ${n}`);
  }
  lines.push('');
  return lines.join('\n');
}

/** Issue 16's start and memory budget for one start row: ✅, ❌, or – where it sets none. */
function startTargetMet(s: StartRow): string {
  const peak = s.rssPeakMb ?? null;
  if (peak === null) return '–';
  if (s.db === 'pglite' && s.kind === 'cold') return s.startMs <= 3000 && peak <= 350 ? '✅' : '❌';
  if (s.db === 'postgres') return Math.max(peak, s.rssAfterApiMb ?? 0) <= 150 ? '✅' : '❌';
  return '–';
}
