import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API } from '@contract';
import { metricsRoute } from '../plugins/app/metrics';
import { exposedFilters, ExposedUsageError, listExposed } from '../lib/exposed';
import type { LeadFilters } from '../plugins/app/lead-inbox-repository';
import { answer, anyRequest, operation, ref } from '../openapi/schema';

/** The operator's commands to a running server (from this machine, with its token; not in the API document). */
export const OPS_PATHS = { backup: '/ops/backup', adminCode: '/ops/admin-code', exposed: '/ops/exposed' } as const;

/** Where a running PGlite server tells the operator commands how to reach it (DATA_DIR/.itx-ops.json). */
export function opsFile(dataDir: string): string {
  return path.join(dataDir, '.itx-ops.json');
}

export interface OpsAddress {
  pid: number;
  url: string;
  token: string;
}

/** How long /readyz waits for the database before calling it unreachable. */
const READY_PING_MS = 2000;

/**
 * Operations endpoints. /readyz: may a load balancer send traffic here? 503 when the database does not
 * answer within READY_PING_MS; while the server drains (SIGTERM) Fastify answers 503 (return503OnClosing). During migrations at start the
 * port is not open yet (buildApp migrates before listen), which a probe reads as not ready too.
 * /metrics: Prometheus text (plugins/app/metrics.ts).
 */
export default async function ops(app: FastifyInstance): Promise<void> {
  const readySchema = operation({
    operationId: 'ready',
    tag: 'Site',
    summary: 'Readiness: may a load balancer send traffic here? 503 while starting or when the database does not answer.',
    response: {
      ...anyRequest,
      200: answer('Ready.', ref('Health')),
      503: answer('Starting, or the database does not answer.', ref('Health')),
    },
  });
  app.get(API.ready, { schema: readySchema }, async (request, reply) => {
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
  pgliteOperatorRoutes(app);
}

/**
 * An embedded PGlite folder belongs to the one process that holds its lock, so while the server runs,
 * `npm run db:backup` and `npm run admin-code` ask it: POST /ops/backup and /ops/admin-code. They need
 * the random token the server writes (mode 0600) into DATA_DIR/.itx-ops.json when it starts listening:
 * whoever can read that file can read the database files anyway, and nobody else gets in (404).
 */
function pgliteOperatorRoutes(app: FastifyInstance): void {
  const { database, config } = app;
  if (database.kind !== 'pglite' || config.pgliteDir.startsWith('memory://') || !database.dumpDataDir) return;
  const dump = database.dumpDataDir;
  const file = opsFile(config.dataDir);
  const token = randomBytes(32).toString('base64url');
  const allowed = (header: string | undefined) => {
    const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
    const want = Buffer.from(token);
    return given.length === want.length && timingSafeEqual(given, want);
  };

  app.addHook('onListen', (done) => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
      const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
      const ops: OpsAddress = { pid: process.pid, url, token };
      fs.writeFileSync(file, JSON.stringify(ops), { mode: 0o600 });
    }
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    try {
      if ((JSON.parse(fs.readFileSync(file, 'utf8')) as OpsAddress).token === token) fs.rmSync(file);
    } catch {
      /* never written, or already gone */
    }
    done();
  });

  const refuse = { message: 'Not found' };
  // Operator commands, not the API: left out of the document.
  app.post(OPS_PATHS.backup, { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.headers.authorization)) return reply.code(404).send(refuse);
    // Written to a file and streamed from it: this thread never holds the tarball. Unlinked once open,
    // so nothing is left behind however the answer ends.
    const file = path.join(config.dataDir, `.ops-backup-${randomBytes(8).toString('hex')}.tar.gz`);
    let bytes: number;
    let stream: fs.ReadStream;
    try {
      bytes = await dump(file);
      const fd = await fs.promises.open(file, 'r');
      stream = fd.createReadStream();
    } finally {
      await fs.promises.rm(file, { force: true });
    }
    request.log.info({ bytes }, 'backup taken');
    return reply
      .header('content-type', 'application/gzip')
      .header('content-length', bytes)
      .header('cache-control', 'no-store')
      .send(stream);
  });
  // The incident runbook's list of the people an export held (npm run privacy:exposed).
  app.post<{ Querystring: Record<string, string> }>(OPS_PATHS.exposed, { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.headers.authorization)) return reply.code(404).send(refuse);
    let filters: LeadFilters;
    try {
      filters = exposedFilters(Object.entries(request.query).flatMap(([k, v]) => [`--${k}`, String(v)]));
    } catch (err) {
      if (err instanceof ExposedUsageError) return reply.code(400).send({ message: err.message });
      throw err;
    }
    const lines: string[] = [];
    await listExposed(app.database.db, filters, (line) => lines.push(line));
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(lines.map((l) => `${l}\n`).join(''));
  });
  app.post<{ Querystring: { rotate?: string } }>(OPS_PATHS.adminCode, { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.headers.authorization)) return reply.code(404).send(refuse);
    void reply.header('cache-control', 'no-store');
    if (request.query.rotate === '1') {
      if (config.adminCode) return reply.code(409).send({ message: 'ADMIN_CODE is set in the environment: change it there instead.' });
      const code = await app.rotateAdminCode(new Date(Date.now() - reply.elapsedTime));
      request.log.warn({ event: 'admin_code_rotated' }, 'admin code rotated');
      return reply.send({ code, source: 'stored' });
    }
    return reply.send({ code: app.adminCode, source: config.adminCode ? 'env' : 'stored' });
  });
}
