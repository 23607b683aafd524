import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';

/** A limit at RATE_LIMIT_SCALE=1: this many requests per window. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** "Too many attempts. Please try again in 3 minutes." */
export function retryMessage(what: string, retryAfter: number): string {
  const minutes = Math.ceil(retryAfter / 60);
  const when = retryAfter < 60 ? `${retryAfter} second${retryAfter === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many ${what}. Please try again in ${when}.`;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The store behind @fastify/rate-limit: fixed-window counters in the `rate_limits` table, one atomic
 * upsert per hit, so every app instance on the same database shares the count and two instances never
 * double a limit. It exists because the plugin ships only memory and Redis stores and no maintained
 * PostgreSQL store for it runs on our Drizzle connection (PGlite included).
 */
/**
 * A counter's window is over when its end has passed, or when its end lies further ahead than a whole new
 * window would: the clock went back (a host's clock corrected), and a window ending years ahead would hold
 * its count, and a TTL beyond an int's range, for all that time.
 */
const WINDOW_OVER = sql.raw('rate_limits.reset_at <= now() or rate_limits.reset_at > excluded.reset_at');

export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(private readonly db: Db) {}

  // The plugin passes the window of the route (or limiter) the hit belongs to.
  incr(key: string, callback: IncrCallback, timeWindow?: number): void {
    const windowSeconds = (timeWindow ?? 60_000) / 1000;
    this.db
      .execute(
        sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when ${WINDOW_OVER} then 1 else rate_limits.count + 1 end,
          reset_at = case when ${WINDOW_OVER} then excluded.reset_at else rate_limits.reset_at end
        returning count, ceil(extract(epoch from (reset_at - now())) * 1000)::int as ttl`,
      )
      // Two-argument then, so the callback runs exactly once whatever happens.
      .then(
        (result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          if (row) callback(null, { current: Number(row.count), ttl: Math.max(1, Number(row.ttl)) });
          else callback(new Error('rate limit upsert returned no row'));
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
  }

  // Keys carry their bucket name, so every route and limiter can share one store.
  child(): FastifyRateLimitStore {
    return this;
  }
}

/** The store class the plugin instantiates (it calls `new Store(options)`), bound to this database. */
function databaseStore(db: Db): new () => FastifyRateLimitStore {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db);
    }
  };
}

/**
 * @fastify/rate-limit on the database store. No global limit: each route names its own rule.
 * Only Retry-After is sent, on refusals, as the limits always did.
 */
export async function useRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}

/** A rule's allowance at the configured RATE_LIMIT_SCALE (at least one request). */
export function scaledMax(rule: RateLimitRule, scale: number): number {
  return Math.max(1, Math.floor(rule.limit * scale));
}

/**
 * A route's `config.rateLimit`: `rule` per client address under its own bucket name (one route's
 * traffic never uses up another's allowance), refused with 429 and "Too many <what>…".
 */
export function perAddress(bucket: string, rule: RateLimitRule, scale: number, what: string): RateLimitOptions {
  return {
    max: scaledMax(rule, scale),
    timeWindow: rule.windowMs,
    keyGenerator: (request: FastifyRequest) => `${bucket}:${request.ip}`,
    errorResponseBuilder: (_request, context) => new HttpError(429, retryMessage(what, Math.ceil(context.ttl / 1000))),
  };
}

/** Outcome of one counted hit: go on, or refuse for `retryAfter` seconds. */
export type LimitCheck = { exceeded: false } | { exceeded: true; retryAfter: number };

/**
 * A limiter for keys only the handler knows (an e-mail address from the validated body, a form that
 * exists): counts one hit of `id` in `bucket`; the caller answers a refusal in its own format.
 */
export function keyedLimit(
  app: FastifyInstance,
  bucket: string,
  rule: RateLimitRule,
  keyOf: (request: FastifyRequest) => string,
): (request: FastifyRequest) => Promise<LimitCheck> {
  const check = app.createRateLimit({
    max: scaledMax(rule, app.config.rateLimitScale),
    timeWindow: rule.windowMs,
    keyGenerator: (request) => `${bucket}:${keyOf(request)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return { exceeded: false };
    return { exceeded: true, retryAfter: Math.max(1, result.ttlInSeconds) };
  };
}
