import fp from 'fastify-plugin';

/** Probes a load balancer or monitor calls over plain http inside the network: never redirected. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Behind a trusted proxy that received the request over plain http: the same address over https (308
 * keeps the method and body of a POST). Only when the proxy says so: a direct request is left alone.
 */
export default fp(
  async (app) => {
    if (!app.config.trustProxy) return;
    app.addHook('onRequest', (request, reply, done) => {
      if (request.headers['x-forwarded-proto'] !== undefined && request.protocol === 'http') {
        const path = request.url.split('?')[0] ?? '/';
        if (!PROBES.has(path)) {
          reply.redirect(`https://${request.host}${request.url}`, request.method === 'GET' || request.method === 'HEAD' ? 301 : 308);
          return;
        }
      }
      done();
    });
  },
  { name: 'https-redirect' },
);
