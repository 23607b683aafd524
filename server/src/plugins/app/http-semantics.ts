import type { FastifyInstance } from 'fastify';
import Router from 'find-my-way';
import { lingerAfterAnswer } from '../../lib/lingering-close';

/*
 * Method and Range semantics Fastify leaves to the application (issue 15, finding 12):
 * - which methods an address allows, for `OPTIONS` (204 with Allow) and a wrong method (405 with Allow)
 *   instead of 404: every route is also added to a router of its own (find-my-way, Fastify's router),
 *   because Fastify does not expose a lookup of a concrete address in every method;
 * - an invalid Range header is ignored (RFC 9110 §14.2: a server MAY ignore it) instead of 416;
 * - an answer sent before its request's body has all arrived (a body too large, a refused upload, a
 *   rate limit or a sign-in required first) closes the connection, rather than reading on, and lingers so
 *   that a client still sending reads the answer instead of a reset connection (lib/lingering-close.ts).
 */

const METHODS: Router.HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `bytes=` and one or more ranges (`0-99`, `100-`, `-500`); each range's start at most its end. */
function validRange(header: string): boolean {
  // Long lists are ignored too: nobody needs hundreds of ranges of one small file.
  if (!header.startsWith('bytes=') || header.length > 200) return false;
  return header
    .slice('bytes='.length)
    .split(',')
    .every((part) => {
      const match = /^\s*(\d*)-(\d*)\s*$/.exec(part);
      if (!match || (match[1] === '' && match[2] === '')) return false;
      return match[1] === '' || match[2] === '' || Number(match[1]) <= Number(match[2]);
    });
}

export function useHttpSemantics(app: FastifyInstance): void {
  const router = Router({ ignoreTrailingSlash: true, maxParamLength: 500 });
  const noop = () => undefined;
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m): m is Router.HTTPMethod =>
      METHODS.includes(m as Router.HTTPMethod),
    );
    for (const method of methods) {
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, noop);
    }
  });

  app.decorate('allowedMethods', (url: string): string[] => {
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    const allowed = METHODS.filter((method) => router.find(method, path) !== null);
    return allowed.length > 0 ? [...allowed, 'OPTIONS'] : [];
  });

  app.addHook('onRequest', (request, _reply, done) => {
    const range = request.headers.range;
    if (range !== undefined && !validRange(range)) delete request.raw.headers.range;
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // `complete` is Node's; a request injected in tests (light-my-request) has none and counts as read.
    if (request.raw.complete === false) {
      reply.header('connection', 'close');
      lingerAfterAnswer(request.raw);
    }
    done(null, payload);
  });
}
