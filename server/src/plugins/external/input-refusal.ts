import fp from 'fastify-plugin';
import { INVALID_ADDRESS_MESSAGE } from '../../lib/client-errors';
import { errorBody } from '../../lib/errors';

/**
 * A NUL byte is never part of a valid address here, and PostgreSQL refuses it in text: answered 400
 * before it reaches a query (path parameters and query strings alike).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (/%00/i.test(request.url)) {
        reply.code(400).send(errorBody(request.url, 400, INVALID_ADDRESS_MESSAGE));
        return;
      }
      done();
    });
  },
  { name: 'input-refusal' },
);
