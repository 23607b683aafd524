import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { retryMessage, type RateLimitRule } from '../../plugins/app/rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Limits at RATE_LIMIT_SCALE=1 (the rate limiter multiplies them by the scale). */
export const AUTH_LIMITS = {
  /** Sign-in attempts from one address, whatever the accounts. */
  loginIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Sign-in attempts for one e-mail address, from anywhere. */
  loginAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Sign-ups (admin-code guesses) from one address. */
  signupIp: { limit: 10, windowMs: HOUR },
  signupAccount: { limit: 5, windowMs: HOUR },
  /** Reset requests: each may send an e-mail, so they are scarce. */
  forgotIp: { limit: 10, windowMs: HOUR },
  forgotAccount: { limit: 3, windowMs: HOUR },
  resetIp: { limit: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/** Failed sign-ins in a row after which an account is locked; each further failure doubles the lock. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_BASE_MS = MINUTE;
export const LOCKOUT_MAX_MS = HOUR;

/**
 * `locked until` after the failure that brings a streak to `failures` (an SQL expression over the
 * row's old values): LOCKOUT_BASE_MS at the threshold, doubling with each further failure up to
 * LOCKOUT_MAX_MS, computed by the database so the count and the lock change in one statement. The exponent is capped because the lock is capped anyway.
 */
function lockedUntilAfter(failures: SQL, otherwise: SQL): SQL {
  const cap = Math.ceil(Math.log2(LOCKOUT_MAX_MS / LOCKOUT_BASE_MS)) + 1;
  return sql`case when ${failures} >= ${LOCKOUT_THRESHOLD}
    then now() + make_interval(secs => least(${LOCKOUT_BASE_MS / 1000}::float8 * power(2::float8, least(${failures} - ${LOCKOUT_THRESHOLD}, ${cap})::float8), ${LOCKOUT_MAX_MS / 1000}::float8))
    else ${otherwise} end`;
}

/** Either the password may be checked now, or the address is locked for `retryAfter` more seconds. */
export type SignInReservation = { allowed: true; failures: number } | { allowed: false; retryAfter: number };

const unknownKey = (email: string) => `login-lock:${email}`;

/**
 * Counts one sign-in attempt as a failure before the password is checked, in one atomic statement
 * that also sets the lock when the streak reaches the threshold; a locked address gets no row back.
 * So of any number of parallel guesses at most LOCKOUT_THRESHOLD have their password checked, on
 * PGlite and PostgreSQL alike (PostgreSQL re-checks the WHERE on the row each racer finally updates).
 * A right password then clears the streak (clearSignInFailures).
 *
 * An address without an account keeps the same streak in the rate_limits table (count = failures,
 * reset_at = locked until), so the answers, their headers and their timing cannot tell which
 * addresses have accounts.
 */
export async function reserveSignIn(db: Db, email: string, userId: string | null): Promise<SignInReservation> {
  if (userId) {
    const [reserved] = await db
      .update(users)
      .set({
        failedLogins: sql`${users.failedLogins} + 1`,
        lockedUntil: lockedUntilAfter(sql`${users.failedLogins} + 1`, sql`${users.lockedUntil}`),
      })
      .where(sql`${users.id} = ${userId} and (${users.lockedUntil} is null or ${users.lockedUntil} <= now())`)
      .returning({ failedLogins: users.failedLogins });
    if (reserved) return { allowed: true, failures: reserved.failedLogins };
    const [row] = await db
      .select({ retry: sql<number>`ceil(extract(epoch from (${users.lockedUntil} - now())))::int` })
      .from(users)
      .where(eq(users.id, userId));
    return { allowed: false, retryAfter: Math.max(1, Number(row?.retry ?? 1)) };
  }
  const key = unknownKey(email);
  const reserved = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${lockedUntilAfter(sql`1`, sql`now()`)})
    on conflict (key) do update set
      count = rate_limits.count + 1,
      reset_at = ${lockedUntilAfter(sql`rate_limits.count + 1`, sql`rate_limits.reset_at`)}
    where rate_limits.reset_at <= now()
    returning count`)) as unknown as { rows: { count: number }[] };
  const row = reserved.rows[0];
  if (row) return { allowed: true, failures: Number(row.count) };
  const locked = (await db.execute(
    sql`select ceil(extract(epoch from (reset_at - now())))::int as retry from rate_limits where key = ${key}`,
  )) as unknown as { rows: { retry: number }[] };
  return { allowed: false, retryAfter: Math.max(1, Number(locked.rows[0]?.retry ?? 1)) };
}

/** A right password ends the account's failure streak and any lock. */
export async function clearSignInFailures(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

export function sendTooMany(reply: FastifyReply, what: string, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ message: retryMessage(what, retryAfterSeconds) });
}

/**
 * Counts one hit on `bucket` for `id`; when over the limit, answers 429 and returns true (the caller
 * stops). Buckets are named per route so one route's traffic never uses up another's allowance.
 */
export async function overLimit(
  app: FastifyInstance,
  reply: FastifyReply,
  bucket: string,
  id: string,
  rule: RateLimitRule,
  what: string,
): Promise<boolean> {
  const result = await app.rateLimiter.hit(bucket, id, rule);
  if (result.allowed) return false;
  sendTooMany(reply, what, result.retryAfter);
  return true;
}
