// Issue 39, finding 6: the server answers 431 (headers too large) on every address and 404 to dot segments
// in a path parameter, but the OpenAPI document did not say so for the operations that give them.
import net, { type AddressInfo } from 'node:net';
import { appWithAdmin, DB_KIND } from './helper';
import { documentAjv, type DocumentValidators } from './support/openapi-ajv';
import { closeAgent, docPathOf, operationsOf, send, type Operation } from './fuzz-requests';

jest.setTimeout(120_000);

const ctx = appWithAdmin();

describe(`refusals the document names on ${DB_KIND}`, () => {
  let validators: DocumentValidators;
  /** The operations of the document the server serves (generated from its routes). */
  let OPERATIONS: Operation[] = [];
  let port = 0;
  beforeAll(async () => {
    await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.t.app.server.address() as AddressInfo).port;
    const document = ctx.t.app.swagger();
    validators = documentAjv(document);
    OPERATIONS = operationsOf(document);
    expect(OPERATIONS.length).toBeGreaterThan(25);
  });
  afterAll(() => closeAgent());

  it('every operation documents the 431 that headers over the limit get', async () => {
    const head = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/workshops HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
      });
      let got = '';
      socket.on('data', (chunk: Buffer) => (got += chunk.toString('latin1')));
      socket.on('close', () => resolve(got));
      socket.on('error', (err) => (got ? resolve(got) : reject(err)));
    });
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    const missing = OPERATIONS.filter((op) => validators.mediaTypes(docPathOf(op), op.method.toLowerCase(), 431) === null);
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });

  it('a dot segment in any path parameter gets an answer its operation documents', async () => {
    const undocumented: string[] = [];
    for (const op of OPERATIONS.filter((o) => o.path.includes(':'))) {
      for (const segment of ['..', '.', '%2e%2e', '%2E']) {
        const url = op.path.replace(/:\w+/g, segment);
        // Sent as written over a socket: a client that does not resolve dot segments (inject would).
        const res = await send(port, {
          op: op.operationId,
          kind: 'dot-segment',
          method: op.method,
          url,
          headers: { 'content-type': 'application/json', cookie: ctx.cookie },
          body: '{}',
        });
        if (validators.mediaTypes(docPathOf(op), op.method.toLowerCase(), res.status) === null) {
          undocumented.push(`${op.operationId} ${op.method} ${url} -> ${res.status}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});
