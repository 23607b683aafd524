import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { helmetOptions, PERMISSIONS_POLICY } from '../../lib/security-headers';

/* Security headers on every answer (issue 9): @fastify/helmet with the site's options (lib/security-headers.ts). */

export default fp(
  async (app) => {
    await app.register(fastifyHelmet, helmetOptions(app.config));
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // Helmet sends HSTS on every answer; over plain http a browser ignores it and a laptop must not be pinned.
      if (request.protocol !== 'https') reply.raw.removeHeader('strict-transport-security');
      done();
    });
  },
  { name: 'security-headers' },
);
