import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import { SESSION_COOKIE } from '../app/sessions';
import { errorBody } from '../../lib/errors';

/*
 * Cross-site request forgery: a state-changing request that carries a session (or goes to the sign-in
 * endpoints) must come from the site's own origin. Hand-written because @fastify/csrf-protection wants a
 * token in every form and API call; the Origin check (with Sec-Fetch-Site) needs none. Register after
 * @fastify/cookie: it reads the session cookie.
 */

export const CSRF_MESSAGE = 'This request came from another site and was refused. Please use the ITX website directly.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'null') return null; // opaque origin (sandboxed frame, file:, some redirects)
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request must prove it comes from our own pages: it carries a session cookie
 * (an admin acting), or it goes to the account endpoints (sign-in CSRF) or to "Your data".
 */
function needsSameOrigin(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.cookies[SESSION_COOKIE]) return true;
  // The account endpoints (sign-in CSRF), a person's "Your data" view (its own cookie) and a registration's own link.
  return (
    request.url.startsWith('/apiauth/') || request.url.startsWith('/api/your-data') || request.url.startsWith('/api/workshop-registrations')
  );
}

/**
 * The source of a request: its Origin header, else its Referer's origin. `undefined` when the client
 * sent neither (not a browser: every current browser sends Origin with a cross-site POST/PUT/DELETE),
 * `null` when the source is opaque or unreadable (refused).
 */
function requestSource(request: FastifyRequest): string | null | undefined {
  const origin = originOf(request.headers.origin);
  if (origin !== undefined) return origin;
  const referer = request.headers.referer;
  return originOf(Array.isArray(referer) ? referer[0] : referer);
}

function allowedOrigins(request: FastifyRequest, config: Config): Set<string> {
  const own = `${request.protocol}://${request.host}`;
  return new Set([config.publicUrl, originOf(own) ?? own]);
}

export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (needsSameOrigin(request)) {
        const site = request.headers['sec-fetch-site'];
        const source = requestSource(request);
        const crossSite =
          site === 'cross-site' || (source !== undefined && (source === null || !allowedOrigins(request, app.config).has(source)));
        if (crossSite) {
          request.log.warn({ origin: source, method: request.method }, 'cross-site request refused');
          reply.code(403).send(errorBody(request.url, 403, CSRF_MESSAGE));
          return;
        }
      }
      done();
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
