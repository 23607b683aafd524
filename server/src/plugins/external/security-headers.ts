import fp from 'fastify-plugin';
import helmet from 'helmet';
import { helmetOptions, PERMISSIONS_POLICY } from '../../lib/security-headers';

/*
 * Security headers on every answer (issue 9): helmet with the site's options (lib/security-headers.ts),
 * built once and applied in an onRequest hook. (@fastify/helmet builds helmet again for each request:
 * a tenth of a cached read's CPU went to parsing the same policy.)
 */

export default fp(
  async (app) => {
    const setHeaders = helmet(helmetOptions(app.config));
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, () => undefined);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // Helmet sends HSTS on every answer; over plain http a browser ignores it and a laptop must not be pinned.
      if (request.protocol !== 'https') reply.raw.removeHeader('strict-transport-security');
      done();
    });
  },
  { name: 'security-headers' },
);
