import type { FastifyInstance } from 'fastify';

/**
 * One log line per request (Fastify's own logging, off in app.ts, writes two: "incoming request" and
 * "request completed"), carrying the request id that the client also gets: as the X-Request-Id header on
 * every answer and as `requestId` in every JSON error body, so a support message can be matched to a line.
 */
export function useRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    if (
      reply.statusCode >= 400 &&
      payload !== null &&
      typeof payload === 'object' &&
      !Array.isArray(payload) &&
      !('requestId' in payload)
    ) {
      return done(null, { ...payload, requestId: request.id });
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
