import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { answer, anyRequest, operation, ref } from '../openapi/schema';

export default async function health(app: FastifyInstance): Promise<void> {
  const schema = operation({
    operationId: 'health',
    tag: 'Site',
    summary: 'Liveness with a database round trip.',
    response: { ...anyRequest, 200: answer('Up.', ref('Health')), 503: answer('The database cannot be reached.', ref('Health')) },
  });
  app.get(API.health, { schema }, async (request, reply) => {
    try {
      await app.database.ping();
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (err) {
      request.log.warn({ err }, 'health check: database unavailable');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send({ status: 'unavailable', message: 'Service temporarily unavailable' });
    }
  });
}
