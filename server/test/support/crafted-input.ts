import { API, DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS } from '@contract';

/*
 * Requests crafted to make a super-linear pattern backtrack (issue 15, finding 1), and a measurement of
 * how long the server takes on them compared with a plain request, and whether a plain request sent
 * alongside is held up. Shared by server/test/redos.test.ts and the bench's "worst input" row.
 */

export interface CraftedRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * 'a@' + dots + '@' is the worst case found for the old rule /^[^\s@]+@[^\s@]+\.[^\s@]+$/ (every dot
 * is a place to split the domain, and each split re-scans the rest): 40 KB took 5.5 s, 90 KB about 28 s.
 */
export const craftedEmail = (bytes: number) => `a@${'.'.repeat(Math.max(1, bytes - 3))}@`;

/** A query string that made the old log masking scan from every position (no '@', or '@' only at the end). */
export const CRAFTED_QUERIES: [string, (n: number) => string][] = [
  ['letters without @', (n) => 'a'.repeat(n)],
  ['letters then @', (n) => `${'a'.repeat(n - 1)}@`],
  ['full of @', (n) => '@'.repeat(n)],
  ['a@ repeated', (n) => 'a@'.repeat(n / 2)],
  ['a%40 repeated', (n) => 'a%40'.repeat(n / 4)],
  ['%25 repeated then 40', (n) => `${'%25'.repeat(n / 3)}40`],
];

/** A URL of about `bytes` (the HTTP server refuses request heads over 16 KB). */
function longUrl(path: string, query: string): string {
  return `${path}?search=${query}`;
}

export function craftedRequests(opts: { urlBytes?: number; leadEmailBytes?: number; loginEmailBytes?: number } = {}): CraftedRequest[] {
  const urlBytes = opts.urlBytes ?? 15_000;
  const json = { 'content-type': 'application/json' };
  const lead = {
    name: 'Crafted Visitor',
    countryCode: '+91',
    phone: '9876543210',
    courseInterest: 'Data Science',
  };
  return [
    {
      name: 'lead capture, 90 KB crafted e-mail',
      method: 'POST',
      path: API.leads.capture(DEFAULT_LEAD_FORM_KEY, LEAD_FORM_IDS.callBack),
      headers: json,
      body: JSON.stringify({ ...lead, email: craftedEmail(opts.leadEmailBytes ?? 90_000) }),
    },
    {
      name: 'sign-in, 60 KB crafted e-mail',
      method: 'POST',
      path: API.auth.login,
      headers: json,
      body: JSON.stringify({ email: craftedEmail(opts.loginEmailBytes ?? 60_000), password: 'Itx#2026a' }),
    },
    ...CRAFTED_QUERIES.map(([label, make]): CraftedRequest => ({
      name: `15 KB URL (${label}) through the logger`,
      method: 'GET',
      path: longUrl(API.leads.list, make(urlBytes - API.leads.list.length - 8)),
    })),
  ];
}

export interface Timed {
  status: number;
  ms: number;
}

export async function timed(baseUrl: string, r: CraftedRequest): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

export const PLAIN: CraftedRequest = { name: 'plain GET /healthz', method: 'GET', path: API.health };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

export interface CraftedMeasure {
  name: string;
  status: number;
  /** Milliseconds of each repetition. */
  ms: number[];
  /** Milliseconds of the plain request sent while each repetition was in flight. */
  concurrentPlainMs: number[];
}

export interface WorstInputResult {
  plainMedianMs: number;
  cases: CraftedMeasure[];
  /** The slowest crafted request of all repetitions. */
  worst: { name: string; ms: number };
  /** The slowest plain request sent alongside a crafted one. */
  worstConcurrentPlainMs: number;
}

/**
 * Plain requests (median of `plainRounds`), then each crafted request `repeat` times, each with a plain
 * request sent right behind it on another connection: if the crafted one blocks the process, so is the
 * plain one.
 */
export async function measureWorstInput(
  baseUrl: string,
  opts: { requests?: CraftedRequest[]; repeat?: number; plainRounds?: number; headers?: Record<string, string> } = {},
): Promise<WorstInputResult> {
  const requests = opts.requests ?? craftedRequests();
  const repeat = opts.repeat ?? 3;
  const withHeaders = (r: CraftedRequest): CraftedRequest => ({ ...r, headers: { ...opts.headers, ...r.headers } });
  for (let i = 0; i < 5; i += 1) await timed(baseUrl, PLAIN); // warm-up
  const plain: number[] = [];
  for (let i = 0; i < (opts.plainRounds ?? 15); i += 1) plain.push((await timed(baseUrl, PLAIN)).ms);
  const cases: CraftedMeasure[] = [];
  for (const request of requests) {
    const measure: CraftedMeasure = { name: request.name, status: 0, ms: [], concurrentPlainMs: [] };
    for (let i = 0; i < repeat; i += 1) {
      const crafted = timed(baseUrl, withHeaders(request));
      // Let the crafted request reach the server first, then send the plain one behind it.
      await new Promise((resolve) => setImmediate(resolve));
      const alongside = timed(baseUrl, PLAIN);
      const [c, p] = await Promise.all([crafted, alongside]);
      measure.status = c.status;
      measure.ms.push(c.ms);
      measure.concurrentPlainMs.push(p.ms);
    }
    cases.push(measure);
  }
  const all = cases.flatMap((c) => c.ms.map((ms) => ({ name: c.name, ms })));
  const worst = all.reduce((w, x) => (x.ms > w.ms ? x : w), { name: '', ms: 0 });
  return {
    plainMedianMs: median(plain),
    cases,
    worst,
    worstConcurrentPlainMs: Math.max(...cases.flatMap((c) => c.concurrentPlainMs)),
  };
}
