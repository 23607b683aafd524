import type { FastifyInstance } from 'fastify';
import { metricsRoute } from '../plugins/app/metrics';

/** How long /readyz waits for the database before calling it unreachable. */
const READY_PING_MS = 2000;

/**
 * Operations endpoints. /readyz: may a load balancer send traffic here? 503 when the database does not
 * answer within READY_PING_MS; while the server drains (SIGTERM) Fastify answers 503 (return503OnClosing). During migrations at start the
 * port is not open yet (buildApp migrates before listen), which a probe reads as not ready too.
 * /metrics: Prometheus text (plugins/app/metrics.ts).
 */
export default async function ops(app: FastifyInstance): Promise<void> {
  app.get('/readyz', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${READY_PING_MS} ms`)), READY_PING_MS);
        }),
      ]);
      return reply.send({ status: 'ready' });
    } catch (err) {
      request.log.warn({ err }, 'readiness check: database unavailable');
      return reply.code(503).header('retry-after', '5').send({ status: 'unavailable', message: 'The database does not answer.' });
    } finally {
      clearTimeout(timer);
    }
  });
  metricsRoute(app);
}
