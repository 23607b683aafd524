import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, where Fastify writes two ("incoming request" and "request completed"): the
 * completed one, carrying the request (method, url) and the request id. The client gets the same id as
 * the X-Request-Id header on every answer, and a 5xx JSON body also as `requestId` (the visitor sees it
 * in the page's error details); so a support message can be matched to its line. 4xx bodies keep their
 * documented shape (message, fieldErrors): a client's own mistake is explained by the message.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    /* folded into requestCompleted */
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

export function useRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    if (
      reply.statusCode >= 500 &&
      payload !== null &&
      typeof payload === 'object' &&
      !Array.isArray(payload) &&
      !('requestId' in payload)
    ) {
      return done(null, { ...payload, requestId: request.id });
    }
    done(null, payload);
  });
}
