import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, type Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API } from '@contract';
import { answer, anyRequest, operation, textBody } from '../../openapi/schema';

/*
 * Prometheus metrics (prom-client). One registry per process: the counters are bumped from places that
 * have no app at hand (the fast path, the public cache, the lead route), and a process serves one app.
 * Tests build several apps in one process and so compare counts before and after, never absolute ones.
 */
export const registry = new Registry();
// Process memory, CPU, heap, event-loop lag (nodejs_eventloop_lag_*), handles, GC.
collectDefaultMetrics({ register: registry });

const LABELS = ['method', 'route', 'status'] as const;
type RequestLabels = Record<(typeof LABELS)[number], string>;
const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/*
 * Every answer (Fastify's and the fast path's) is counted here, in plain records, and the two metrics
 * below read them when /metrics is scraped. Hand-written, not prom-client's Counter.inc(labels) and
 * Histogram.observe(labels, …) per answer: those validate and hash the label object on every call, which
 * measured 1.8–2.7 µs per fast-path answer (these records: 0.05–0.1 µs; the fast path's main-thread CPU per
 * answer went from 30–35 µs to 22–28 µs without them). The text scraped is the same as prom-client's.
 */
interface RequestRecord {
  labels: RequestLabels;
  /** The status as a number, for the fast path's lookup. */
  code: number;
  /** Answers counted, and how many of them the counter has been told about. */
  requests: number;
  reported: number;
  /** The histogram: observations, their sum, and per-bucket (not cumulative) counts; +Inf is `count`. */
  count: number;
  sum: number;
  buckets: number[];
}
const records = new Map<string, RequestRecord>();

function recordOf(method: string, route: string, status: number): RequestRecord {
  const key = `${method} ${status} ${route}`;
  let r = records.get(key);
  if (r === undefined) {
    r = {
      labels: { method, route, status: String(status) },
      code: status,
      requests: 0,
      reported: 0,
      count: 0,
      sum: 0,
      buckets: BUCKETS.map(() => 0),
    };
    records.set(key, r);
  }
  return r;
}

function add(r: RequestRecord, seconds: number): void {
  r.requests += 1;
  r.count += 1;
  r.sum += seconds;
  const i = BUCKETS.findIndex((le) => seconds <= le);
  if (i >= 0) r.buckets[i] = (r.buckets[i] ?? 0) + 1;
}

new Counter({
  name: 'itx_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status (fast-path answers included)',
  labelNames: LABELS,
  registers: [registry],
  collect() {
    for (const r of records.values()) {
      if (r.requests > r.reported) this.inc(r.labels, r.requests - r.reported);
      r.reported = r.requests;
    }
  },
});

/** One sample of a metric as prom-client's registry reads it (`getForPromString`). */
interface Sample {
  labels: Record<string, string | number>;
  sharedLabels: RequestLabels;
  value: number;
  metricName: string;
  exemplar: null | undefined;
}

/**
 * `itx_http_request_duration_seconds`: a histogram read from the records, in the very shape (and so the
 * very text) prom-client's Histogram gives for the same observations: per label set the cumulative
 * buckets, +Inf, _sum and _count.
 */
class RequestDurations {
  readonly name = 'itx_http_request_duration_seconds';
  readonly help = 'Time to answer an HTTP request, by method, route pattern and status';
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  getForPromString() {
    const values: Sample[] = [];
    for (const r of records.values()) {
      if (r.count === 0) continue;
      let acc = 0;
      BUCKETS.forEach((le, i) => {
        acc += r.buckets[i] ?? 0;
        values.push({ labels: { le }, sharedLabels: r.labels, value: acc, metricName: `${this.name}_bucket`, exemplar: null });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: r.labels, value: r.count, metricName: `${this.name}_bucket`, exemplar: null },
        { labels: {}, sharedLabels: r.labels, value: r.sum, metricName: `${this.name}_sum`, exemplar: undefined },
        { labels: {}, sharedLabels: r.labels, value: r.count, metricName: `${this.name}_count`, exemplar: undefined },
      );
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator });
  }

  /** The JSON form (`registry.getMetricsAsJSON`): each sample's labels with the label set's merged in. */
  async get() {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } })),
    };
  }

  reset(): void {
    for (const r of records.values()) {
      r.count = 0;
      r.sum = 0;
      r.buckets.fill(0);
    }
  }
}
// The registry reads a metric through get/getForPromString/reset only; its type names prom-client's classes.
registry.registerMetric(new RequestDurations() as unknown as Histogram);

export const leadsAccepted = new Counter({
  name: 'itx_leads_accepted_total',
  help: 'Lead forms accepted (answered 200 after the lead was committed), by form',
  labelNames: ['form'] as const,
  registers: [registry],
});

/** Fast-path answers not yet added to the hit counter (added when metrics are scraped). */
let fastPathHits = 0;

/** Public cache lookups: hit ratio = hits / (hits + misses). A fast-path answer is a hit. */
export const publicCacheHits = new Counter({
  name: 'itx_public_cache_hits_total',
  help: 'Public content answered from the in-memory cache (fast-path answers included)',
  registers: [registry],
  collect() {
    if (fastPathHits > 0) this.inc(fastPathHits);
    fastPathHits = 0;
  },
});
export const publicCacheMisses = new Counter({
  name: 'itx_public_cache_misses_total',
  help: 'Public content that had to be read from the database',
  registers: [registry],
});

/** node-postgres pool counts; null in PGlite mode (a single in-process connection). */
export interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
let poolStats: (() => PoolStats) | null = null;

/** The app's PostgreSQL pool, read when metrics are scraped (none in PGlite mode); returns the undo for close. */
export function watchPool(stats: (() => PoolStats) | undefined): () => void {
  if (!stats) return () => {};
  poolStats = stats;
  return () => {
    if (poolStats === stats) poolStats = null;
  };
}

const poolGauge = (name: string, help: string, read: (s: PoolStats) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      if (poolStats) this.set(read(poolStats()));
    },
  });
poolGauge('itx_db_pool_connections', 'PostgreSQL pool: open connections', (s) => s.totalCount);
poolGauge('itx_db_pool_idle_connections', 'PostgreSQL pool: idle connections', (s) => s.idleCount);
poolGauge('itx_db_pool_waiting_requests', 'PostgreSQL pool: queries waiting for a connection', (s) => s.waitingCount);

/**
 * Route patterns of addresses Fastify answered, so a later fast-path answer for one gets the same label,
 * with that address's fast-path records at hand (found by the address alone: no label key per answer).
 */
interface Known {
  route: string;
  records: RequestRecord[];
}
const patternOf = new Map<string, Known>();
const PATTERNS_MAX = 5000;

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/** Called by the fast path for every answer it sends (it answers only addresses Fastify answered before). */
export function observeFastPath(method: string, url: string, status: number, seconds: number): void {
  fastPathHits += 1;
  const known = patternOf.get(pathOf(url));
  if (known === undefined) {
    add(recordOf(method, 'fast-path', status), seconds);
    return;
  }
  let r = known.records.find((x) => x.code === status && x.labels.method === method);
  if (r === undefined) {
    r = recordOf(method, known.route, status);
    known.records.push(r);
  }
  add(r, seconds);
}

/**
 * Fastify's answers, labelled by the route pattern so the label set stays bounded whatever the URLs. The
 * SPA's pages come from the not-found handler (no pattern): '(page)' when one is served, else '(unmatched)'.
 */
export function observeRequest(request: FastifyRequest, status: number, seconds: number): void {
  const pattern = request.routeOptions.url;
  const route = pattern !== undefined ? pattern : request.method === 'GET' && status === 200 ? '(page)' : '(unmatched)';
  if (request.method === 'GET' && status === 200) {
    const path = pathOf(request.url);
    if (patternOf.get(path)?.route !== route && patternOf.size < PATTERNS_MAX) patternOf.set(path, { route, records: [] });
  }
  add(recordOf(request.method, route, status), seconds);
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may read /metrics: a bearer token equal to METRICS_TOKEN, or a request from this machine. The
 * socket's address decides, never X-Forwarded-For (which a client can write): behind a reverse proxy
 * on the same machine every request arrives from loopback, so a forwarded request (one carrying
 * X-Forwarded-For or Forwarded, with or without TRUST_PROXY) never counts as local.
 */
export function metricsAccess(request: FastifyRequest, token: string | null): 'ok' | 'unauthorized' | 'forbidden' {
  const auth = request.headers.authorization;
  if (auth !== undefined) {
    const given = /^Bearer (.+)$/i.exec(auth)?.[1];
    return token !== null && given !== undefined && safeEqual(given, token) ? 'ok' : 'unauthorized';
  }
  const local = LOOPBACK.test(request.socket.remoteAddress ?? '');
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (local && !forwarded) return 'ok';
  return token === null ? 'forbidden' : 'unauthorized';
}

/** Counts every request Fastify answers (registered on the root instance, so it sees every route). */
export function useRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    observeRequest(request, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** GET /metrics in Prometheus text format. */
export function metricsRoute(app: FastifyInstance): void {
  const schema = operation({
    operationId: 'metrics',
    tag: 'Site',
    summary: 'Prometheus metrics: from this machine, or with Authorization: Bearer METRICS_TOKEN.',
    response: {
      ...anyRequest,
      200: textBody('text/plain', 'Prometheus text exposition format.'),
      401: answer('A token is set and the request did not carry it.'),
      403: answer('Not from this machine, and no METRICS_TOKEN is set.'),
    },
  });
  app.get(API.metrics, { schema }, async (request, reply) => {
    const access = metricsAccess(request, app.config.metricsToken);
    void reply.header('cache-control', 'no-store');
    if (access === 'unauthorized') {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Metrics need Authorization: Bearer with the METRICS_TOKEN.' });
    }
    if (access === 'forbidden') {
      return reply.code(403).send({ message: 'Metrics are only served to this machine (set METRICS_TOKEN to read them from elsewhere).' });
    }
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
