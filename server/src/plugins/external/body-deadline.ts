import fp from 'fastify-plugin';
import { CLIENT_ERROR_HEADERS } from '../../lib/client-errors';

/**
 * Node's requestTimeout stops watching once the headers are in: a body that trickles in (slowloris) would
 * hold the connection for ever. The whole body must arrive within `timeoutMs`, else 408.
 *
 * The timer ends with the request's body or with the answer, whichever comes first: a request whose body
 * is never read (a GET, a server render's own `inject`) signals neither the end nor the close of its body,
 * and its timer held the request and its reply for the whole timeout (issue 39: 90 MB under load).
 */
export default fp<{ timeoutMs: number }>(
  async (app, { timeoutMs }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      if (raw.complete) return done();
      const timer = setTimeout(() => {
        if (raw.complete || reply.raw.headersSent) return;
        request.log.warn({ reqId: request.id }, 'request body too slow: cut off');
        reply.raw.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close', ...CLIENT_ERROR_HEADERS });
        reply.raw.end(JSON.stringify({ message: 'The request took too long to arrive. Please try again.' }), () => raw.socket.destroy());
      }, timeoutMs);
      timer.unref();
      const stop = () => clearTimeout(timer);
      raw.once('end', stop);
      raw.once('close', stop);
      reply.raw.once('finish', stop);
      reply.raw.once('close', stop);
      done();
    });
  },
  { name: 'body-deadline' },
);
