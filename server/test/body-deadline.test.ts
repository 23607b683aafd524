/*
 * Issue 39, memory: the slow-body deadline (plugins/external/body-deadline.ts) must not keep an answered
 * request alive. A GET's body is never read, so neither its end nor its close came, and the deadline's
 * timer held the request and its reply (a render's inject: the page's data) for the whole timeout: 90 MB
 * under a load of uncached pages. The 408 itself is tested in security.test.ts.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import Fastify, { type FastifyRequest } from 'fastify';
import bodyDeadline from '../src/plugins/external/body-deadline';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

describe('the slow-body deadline', () => {
  it('lets go of a request once it is answered, long before the deadline', async () => {
    const app = Fastify({ logger: false });
    await app.register(bodyDeadline, { timeoutMs: 60_000 });
    const seen: WeakRef<FastifyRequest>[] = [];
    app.addHook('onRequest', async (request) => {
      seen.push(new WeakRef(request));
    });
    app.get('/page-data', async () => ({ data: 'x'.repeat(64 * 1024) }));
    await app.ready();
    for (let i = 0; i < 20; i += 1) expect((await app.inject({ method: 'GET', url: '/page-data' })).statusCode).toBe(200);
    for (let i = 0; i < 5 && seen.some((ref) => ref.deref()); i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      gc();
    }
    expect(seen.filter((ref) => ref.deref() !== undefined).length).toBe(0);
    await app.close();
  });
});
