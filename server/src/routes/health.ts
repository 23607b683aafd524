import type { FastifyInstance } from 'fastify';
import { API } from '@contract';

export default async function health(app: FastifyInstance): Promise<void> {
  app.get(API.health, async (request, reply) => {
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
