import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API } from '@contract';
import { answer, anyRequest, operation, textBody } from '../../openapi/schema';

/*
 * Prometheus metrics (prom-client). One registry per process: the counters are bumped from places that
 * have no app at hand (the public cache, the lead route), and a process serves one app.
 * Tests build several apps in one process and so compare counts before and after, never absolute ones.
 */
export const registry = new Registry();
// Process memory, CPU, heap, event-loop lag (nodejs_eventloop_lag_*), handles, GC.
collectDefaultMetrics({ register: registry });

const LABELS = ['method', 'route', 'status'] as const;

const requestsTotal = new Counter({
  name: 'itx_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: LABELS,
  registers: [registry],
});
const requestDurations = new Histogram({
  name: 'itx_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: LABELS,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const leadsAccepted = new Counter({
  name: 'itx_leads_accepted_total',
  help: 'Lead forms accepted (answered 200 after the lead was committed), by form',
  labelNames: ['form'] as const,
  registers: [registry],
});

/** Public cache lookups: hit ratio = hits / (hits + misses). */
export const publicCacheHits = new Counter({
  name: 'itx_public_cache_hits_total',
  help: 'Public content answered from the in-memory cache',
  registers: [registry],
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
 * Fastify's answers, labelled by the route pattern so the label set stays bounded whatever the URLs. The
 * SPA's pages come from the not-found handler (no pattern): '(page)' when one is served, else '(unmatched)'.
 */
export function observeRequest(request: FastifyRequest, status: number, seconds: number): void {
  const pattern = request.routeOptions.url;
  const route = pattern !== undefined ? pattern : request.method === 'GET' && status === 200 ? '(page)' : '(unmatched)';
  const labels = { method: request.method, route, status: String(status) };
  requestsTotal.inc(labels);
  requestDurations.observe(labels, seconds);
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
