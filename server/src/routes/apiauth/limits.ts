import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** Lock length after `failures` failed sign-ins in a row (0 below the threshold). */
export function lockoutMs(failures: number): number {
  if (failures < LOCKOUT_THRESHOLD) return 0;
  return Math.min(LOCKOUT_BASE_MS * 2 ** (failures - LOCKOUT_THRESHOLD), LOCKOUT_MAX_MS);
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
