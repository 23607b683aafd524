/**
 * Dashboard benchmark (issue 20): the admin dashboard answers from aggregate queries, so its latency does
 * not grow with the leads. A database is filled with 100,000 leads spread over the past year (one INSERT …
 * SELECT over generate_series), the real server is started on it (a child process), and GET
 * /api/admin/dashboard is timed one request at a time: median and p95. Issue 43 adds three tasks and three history
 * events per lead, and times GET /api/admin/my-day and the 90-day funnel (GET /api/admin/lead-funnel) the same way.
 *
 *   npx tsx bench/dashboard.bench.ts                           (PGlite in a temporary DATA_DIR)
 *   DATABASE_URL=postgres://…/empty_db npx tsx bench/dashboard.bench.ts
 *   DASHBOARD_LEADS=20000 DASHBOARD_REQUESTS=20 npx tsx bench/dashboard.bench.ts
 *
 * `runDashboardBench()` is exported for bench/run.ts (BENCH_ONLY=dashboard runs only this scenario).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { API, DEFAULT_LOST_REASONS, LEAD_TASK_API, type DashboardDto, type LeadFunnelDto, type MyDayDto } from '../contract';
import { openDatabase } from '../server/src/db/client';
import { SEEDED_LEAD_COURSES } from '../server/test/support/leads';
import { PROCESS_ADMIN_CODE, startServerProcess } from '../server/test/support/server-process';

export interface DashboardBenchResult {
  database: 'pglite' | 'postgres';
  leads: number;
  requests: number;
  /** Time to insert the leads (and analyze the table). */
  fillMs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Leads the answer counted in its 30 days (a check that the numbers are real). */
  leadsIn30Days: number;
  /** Issue 43: tasks and history events filled beside the leads, and GET /api/admin/my-day timed the same way. */
  tasks?: number;
  events?: number;
  myDay?: { medianMs: number; p95Ms: number; maxMs: number; overdue: number; uncontactedTotal: number };
  /** Issue 43: GET /api/admin/lead-funnel?days=90 timed the same way, and the leads it counted. */
  funnel?: { medianMs: number; p95Ms: number; leads: number };
  /** The host's 1-minute load average when the requests ended: other work on the machine slows them (older results: absent). */
  hostLoad?: number;
  passed: boolean;
}

/** Issue 20's budget for the dashboard on 100,000 leads, one request at a time. */
export const DASHBOARD_TARGETS = { medianMs: 150, p95Ms: 300 };
/** Issue 43's budget for My day on 100,000 leads with 300,000 tasks and 300,000 events (p95, PostgreSQL). */
export const MY_DAY_TARGET_MS = 300;

/** The sources the leads came from: a UTM source, a page, or neither. */
const UTM_SOURCES = ['google', 'facebook', 'instagram', 'newsletter'];
const PAGES = ['/', '/courses/data-science', '/contact-us', '/enrollnow', '/workshops/data-science', '/careers'];
const WORKSHOPS = ['data-science', 'data-analytics'];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** Inserts `count` leads created over the past 365 days, every form, status and source represented. */
export async function fillLeads(databaseUrl: string | null, dataDir: string, count: number): Promise<number> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  try {
    await database.db.execute(sql`
      insert into leads (form, form_id, name, email, country_code, phone, interest, session, ref_slug, source_page, utm,
                         status, lost_reason, waitlist, follow_up_on, fingerprint, created_at)
      select
        f.form,
        case f.form when 'call-back' then '5' when 'workshop' then '13' else '21' end,
        'Bench Lead ' || g,
        'bench-' || g || '@itx-visitor.test',
        '+91',
        '9' || lpad(g::text, 9, '0'),
        case f.form
          when 'call-back' then (${textArray(SEEDED_LEAD_COURSES)})[1 + g % ${SEEDED_LEAD_COURSES.length}::int]
          when 'workshop' then 'Bench Workshop'
          else 'Python Trainer'
        end,
        null,
        case f.form when 'workshop' then (${textArray(WORKSHOPS)})[1 + g % ${WORKSHOPS.length}::int] else null end,
        case when g % 3 = 0 then null else (${textArray(PAGES)})[1 + g % ${PAGES.length}::int] end,
        case when g % 4 = 0 then jsonb_build_object('utm_source', (${textArray(UTM_SOURCES)})[1 + (g / 4) % ${UTM_SOURCES.length}::int])
             else '{}'::jsonb end,
        (array['new', 'contacted', 'enrolled', 'closed'])[1 + g % 4],
        case when g % 4 = 3 and g % 5 <> 0 then (${textArray(DEFAULT_LOST_REASONS)})[1 + (g / 4) % ${DEFAULT_LOST_REASONS.length}::int] end,
        f.form = 'workshop' and g % 10 = 0,
        case when g % 5 = 0 then current_date + (g % 15 - 7) else null end,
        'bench-' || g,
        now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
      from generate_series(1, ${count}::int) as g,
        lateral (select (array['call-back', 'call-back', 'workshop', 'job-application'])[1 + g % 4] as form) as f
    `);
    // Issue 43: three tasks and three history events per lead, due from ten hours ago to ten hours ahead, a fifth done.
    await database.db.execute(sql`
      with l as (select id, row_number() over (order by created_at, id) as rn from leads)
      insert into lead_tasks (lead_id, title, due_at, done_at, created_by_name)
      select l.id, 'Bench task ' || g, now() + ((g % 21) - 10) * interval '1 hour',
             case when g % 5 = 0 then now() else null end, 'Bench'
      from generate_series(1, ${count * 3}::int) as g join l on l.rn = 1 + g % ${count}::int
    `);
    await database.db.execute(sql`
      with l as (select id, row_number() over (order by created_at, id) as rn from leads)
      insert into lead_events (lead_id, kind, to_value, actor_name, created_at)
      select l.id, case when g % 7 = 0 then 'call' else 'note' end, 'Bench event ' || g, 'Bench', now() - (g % 365) * interval '1 day'
      from generate_series(1, ${count * 3}::int) as g join l on l.rn = 1 + g % ${count}::int
    `);
    // As autovacuum would soon after such an insert (the planner's statistics, the visibility map), done
    // now: PostgreSQL's autovacuum would otherwise take a core for it while the benchmark measures.
    await database.db.execute(sql`vacuum analyze leads`);
    await database.db.execute(sql`vacuum analyze lead_tasks`);
    await database.db.execute(sql`vacuum analyze lead_events`);
  } finally {
    await database.close();
  }
  return Math.round(performance.now() - started);
}

/** Signs an admin up through the API; returns the Cookie header. */
export async function adminCookie(url: string): Promise<string> {
  const res = await fetch(`${url}${API.auth.signup}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      name: 'Dashboard Bench Admin',
      email: `dashboard-bench-${randomBytes(3).toString('hex')}@itx.test`,
      phone: '9000054321',
      password: 'Dash#Bench2026',
      adminCode: PROCESS_ADMIN_CODE,
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 201 || !cookie) throw new Error(`could not sign the dashboard-bench admin up: ${res.status} ${await res.text()}`);
  return cookie;
}

function percentile(sorted: number[], q: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return Math.round(value * 10) / 10;
}

export async function runDashboardBench(
  opts: { databaseUrl?: string | null; leads?: number; requests?: number; log?: (line: string) => void } = {},
): Promise<DashboardBenchResult> {
  const databaseUrl = opts.databaseUrl ?? null;
  const leads = opts.leads ?? 100_000;
  const requests = opts.requests ?? 50;
  const log = opts.log ?? ((line: string) => console.log(line));
  const database = databaseUrl ? 'postgres' : 'pglite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-dashboard-bench-'));
  try {
    log(`dashboard: filling ${database} with ${leads.toLocaleString('en-US')} leads`);
    const fillMs = await fillLeads(databaseUrl, dataDir, leads);
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    try {
      const cookie = await adminCookie(server.url);
      const get = async (): Promise<{ ms: number; body: DashboardDto }> => {
        const started = performance.now();
        const res = await fetch(`${server.url}${API.admin.dashboard}`, { headers: { cookie } });
        const body = (await res.json()) as DashboardDto;
        const ms = performance.now() - started;
        if (res.status !== 200) throw new Error(`GET ${API.admin.dashboard} answered ${res.status}: ${JSON.stringify(body)}`);
        return { ms, body };
      };
      // Warm-up: the first requests compile the code paths and fill the database's caches.
      for (let i = 0; i < 5; i += 1) await get();
      log(`dashboard: ${requests} requests, one at a time`);
      const times: number[] = [];
      let last: DashboardDto | null = null;
      for (let i = 0; i < requests; i += 1) {
        const { ms, body } = await get();
        times.push(ms);
        last = body;
      }
      times.sort((a, b) => a - b);
      // On PostgreSQL a tenth of the open tasks become the bench admin's (the embedded database is the server's alone).
      if (databaseUrl) {
        const db = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
        try {
          await db.db.execute(
            sql`update lead_tasks set owner_id = (select id from users order by created_at desc limit 1) where done_at is null and (hashtext(id::text) % 10) = 0`,
          );
        } finally {
          await db.close();
        }
      }
      const myDayTimes: number[] = [];
      let day: MyDayDto | null = null;
      for (let i = 0; i < requests + 5; i += 1) {
        const started = performance.now();
        const res = await fetch(`${server.url}${LEAD_TASK_API.myDay}`, { headers: { cookie } });
        day = (await res.json()) as MyDayDto;
        if (res.status !== 200) throw new Error(`GET ${LEAD_TASK_API.myDay} answered ${res.status}`);
        if (i >= 5) myDayTimes.push(performance.now() - started);
      }
      myDayTimes.sort((a, b) => a - b);
      const myDay = {
        medianMs: percentile(myDayTimes, 0.5),
        p95Ms: percentile(myDayTimes, 0.95),
        maxMs: percentile(myDayTimes, 1),
        overdue: day?.overdue.length ?? 0,
        uncontactedTotal: day?.uncontactedTotal ?? 0,
      };
      const funnelTimes: number[] = [];
      let funnel: LeadFunnelDto | null = null;
      for (let i = 0; i < requests + 5; i += 1) {
        const started = performance.now();
        const res = await fetch(`${server.url}${API.admin.leadFunnel}?days=90`, { headers: { cookie } });
        funnel = (await res.json()) as LeadFunnelDto;
        if (res.status !== 200) throw new Error(`GET ${API.admin.leadFunnel} answered ${res.status}`);
        if (i >= 5) funnelTimes.push(performance.now() - started);
      }
      funnelTimes.sort((a, b) => a - b);
      const funnelResult = {
        medianMs: percentile(funnelTimes, 0.5),
        p95Ms: percentile(funnelTimes, 0.95),
        leads: funnel?.total.leads ?? 0,
      };
      const leadsIn30Days = (last?.perDay ?? []).reduce((n, d) => n + Object.values(d.counts).reduce((a, b) => a + b, 0), 0);
      const medianMs = percentile(times, 0.5);
      const p95Ms = percentile(times, 0.95);
      return {
        database,
        leads,
        requests,
        fillMs,
        medianMs,
        p95Ms,
        maxMs: percentile(times, 1),
        leadsIn30Days,
        tasks: leads * 3,
        events: leads * 3,
        myDay,
        funnel: funnelResult,
        hostLoad: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
        passed:
          leadsIn30Days > 0 &&
          medianMs <= DASHBOARD_TARGETS.medianMs &&
          p95Ms <= DASHBOARD_TARGETS.p95Ms &&
          myDay.uncontactedTotal > 0 &&
          myDay.p95Ms <= MY_DAY_TARGET_MS &&
          funnelResult.leads > 0 &&
          funnelResult.p95Ms <= MY_DAY_TARGET_MS,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The result as a Markdown table (bench/results/latest.md). */
export function formatDashboardResults(rows: DashboardBenchResult[]): string {
  const lines = [
    `Target: dashboard median ≤ ${DASHBOARD_TARGETS.medianMs} ms and p95 ≤ ${DASHBOARD_TARGETS.p95Ms} ms; My day and the 90-day funnel p95 ≤ ${MY_DAY_TARGET_MS} ms each (with 3 tasks and 3 history events per lead); one request at a time, after 5 warm-up requests.`,
    '',
    '| db | leads | fill | requests | leads in 30 days | median | p95 | max | My day median | My day p95 | late first calls | funnel (90 days) median | funnel p95 | host load (1 min) | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.leads.toLocaleString('en-US')} | ${r.fillMs} ms | ${r.requests} | ${r.leadsIn30Days.toLocaleString('en-US')} | ${r.medianMs} ms | ${r.p95Ms} ms | ${r.maxMs} ms | ${r.myDay ? `${r.myDay.medianMs} ms` : '–'} | ${r.myDay ? `${r.myDay.p95Ms} ms` : '–'} | ${r.myDay?.uncontactedTotal.toLocaleString('en-US') ?? '–'} | ${r.funnel ? `${r.funnel.medianMs} ms` : '–'} | ${r.funnel ? `${r.funnel.p95Ms} ms` : '–'} | ${r.hostLoad ?? '–'} on ${os.cpus().length} cores | ${r.passed ? '✅' : '❌'} |`,
    ),
  ];
  return lines.join('\n');
}

if (require.main === module) {
  runDashboardBench({
    databaseUrl: process.env.DATABASE_URL || null,
    leads: process.env.DASHBOARD_LEADS ? Number(process.env.DASHBOARD_LEADS) : undefined,
    requests: process.env.DASHBOARD_REQUESTS ? Number(process.env.DASHBOARD_REQUESTS) : undefined,
  })
    .then((r) => {
      process.stdout.write(`${formatDashboardResults([r])}\n`);
      process.exitCode = r.passed ? 0 : 1;
    })
    .catch((err: unknown) => {
      process.stderr.write(`dashboard bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    });
}
