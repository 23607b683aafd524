import { randomBytes } from 'node:crypto';

/**
 * Request ids for the logs and the X-Request-Id header, in the 36-character form of a UUID as before:
 * 80 random bits drawn once per process, then a counter (`3f9c1a2b-5d4e-8f70-a1b2-000000000001`).
 * Unique across restarts and instances at the cost of an addition per request, where a random UUID per
 * request drew and formatted 16 bytes on the cached reads' path. Fastify's own default (`req-1`, …)
 * repeats after every restart.
 */
export function requestIdSource(): () => string {
  const hex = randomBytes(10).toString('hex');
  const prefix = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-`;
  let next = 0;
  return () => {
    next += 1;
    return prefix + next.toString(16).padStart(12, '0');
  };
}
