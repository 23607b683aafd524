import { randomBytes } from 'node:crypto';

/**
 * Request ids for the logs and the X-Request-Id header: a random prefix drawn once per process and a
 * counter, e.g. `Xk3d9sQwLm2a-1f`. Unique across restarts and instances (the prefix holds 72 random bits)
 * at the cost of an addition per request, where a random UUID per request drew and formatted 16 bytes on
 * the cached reads' path. Fastify's own default (`req-1`, `req-2`, …) repeats after every restart.
 */
export function requestIdSource(): () => string {
  const prefix = `${randomBytes(9).toString('base64url')}-`;
  let next = 0;
  return () => {
    next += 1;
    return prefix + next.toString(36);
  };
}
