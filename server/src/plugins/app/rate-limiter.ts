import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed). */
  retryAfter: number;
}

export interface RateLimitRule {
  /** Requests allowed per window at RATE_LIMIT_SCALE=1. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  hit(bucket: string, id: string, rule: RateLimitRule): Promise<RateLimitResult>;
  reset(bucket: string, id: string): Promise<void>;
}

/**
 * Fixed-window counters in the database: one atomic upsert per hit, so every app instance on the same
 * database shares the count and two instances never double a limit.
 */
export function createRateLimiter(db: Db, scale: number): RateLimiter {
  return {
    async hit(bucket, id, rule) {
      const key = `${bucket}:${id}`;
      const windowSeconds = rule.windowMs / 1000;
      const result = (await db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, ceil(extract(epoch from (reset_at - now())))::int as retry`)) as unknown as {
        rows: { count: number; retry: number }[];
      };
      const row = result.rows[0];
      const limit = Math.max(1, Math.floor(rule.limit * scale));
      if (!row || row.count <= limit) return { allowed: true, retryAfter: 0 };
      return { allowed: false, retryAfter: Math.max(1, Number(row.retry)) };
    },
    async reset(bucket, id) {
      await db.execute(sql`delete from rate_limits where key = ${`${bucket}:${id}`}`);
    },
  };
}

/** "Too many attempts. Please try again in 3 minutes." */
export function retryMessage(what: string, retryAfter: number): string {
  const minutes = Math.ceil(retryAfter / 60);
  const when = retryAfter < 60 ? `${retryAfter} second${retryAfter === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many ${what}. Please try again in ${when}.`;
}
