import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keyedLimit, perAddress, retryMessage, type RateLimitRule } from '../../plugins/external/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Limits at RATE_LIMIT_SCALE=1 (each is multiplied by the scale). */
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

export function sendTooMany(reply: FastifyReply, what: string, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ message: retryMessage(what, retryAfterSeconds) });
}

/** `config.rateLimit` of an /apiauth route: counted per client address before the body is read. */
export function addressLimit(app: FastifyInstance, bucket: string, rule: RateLimitRule, what: string) {
  return perAddress(bucket, rule, app.config.rateLimitScale, what);
}

/** The e-mail address of a validated /apiauth body (every limited body has one). */
function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : '';
}

/**
 * Counts one hit on `bucket` for the body's e-mail address, from any client address; when over the
 * limit, answers 429 and returns true (the caller stops).
 */
export function accountLimit(app: FastifyInstance, bucket: string, rule: RateLimitRule, what: string) {
  const check = keyedLimit(app, bucket, rule, emailOf);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const result = await check(request);
    if (!result.exceeded) return false;
    sendTooMany(reply, what, result.retryAfter);
    return true;
  };
}
