import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import { IMAGE_MAX_BYTES } from '@contract';
import './types';
import { openDatabase, type Database } from './db/client';
import { seedDatabase } from './db/seed';
import type { Config } from './plugins/external/config';
import { createMailer, type Mailer } from './plugins/app/mailer';
import { PublicCache } from './plugins/app/public-cache';
import { SESSION_COOKIE } from './plugins/app/sessions';
import { followContentChanges } from './plugins/app/content-events';
import { useRateLimit } from './plugins/external/rate-limit';
import { useYupValidation, ValidationError } from './plugins/app/validation';
import { errorBody, HttpError, isDatabaseUnavailable } from './lib/errors';
import { requestIdSource } from './lib/request-id';
import { registerRoutes } from './routes';
import swagger from './plugins/external/swagger';
import { sharedSerializers } from './lib/serializers';
import { clientErrorHandler, frameworkErrors } from './lib/client-errors';
import { loggerOptions } from './lib/log-redaction';
import securityHeaders from './plugins/external/security-headers';
import httpsRedirect from './plugins/external/https-redirect';
import inputRefusal from './plugins/external/input-refusal';
import bodyDeadline from './plugins/external/body-deadline';
import csrf from './plugins/external/csrf';
import repositories from './plugins/app/repositories';
import retention from './plugins/app/retention';
import { useHttpSemantics } from './plugins/app/http-semantics';
import { toFieldErrors } from '@contract';
import { useRequestMetrics, watchPool } from './plugins/app/metrics';
import { OneLinePerRequest, useRequestLog } from './plugins/app/request-log';
import { useAdminCode } from './plugins/app/admin-code';

export interface BuildOptions {
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Skip the sample content (the admin code is still resolved). */
  seed?: boolean;
  /** Replace the mailer (tests capture mail this way when they do not run an SMTP server). */
  mailer?: Mailer;
  /** How often this instance polls for writes made by other instances while it cannot listen for them (PostgreSQL). */
  cachePollMs?: number;
  /** Run the daily retention job on its hourly timer (default); tests run it themselves with a moved clock. */
  retentionSchedule?: boolean;
}

export const JSON_BODY_LIMIT = 100 * 1024;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Passwords, tokens, session ids and visitors' e-mail addresses never reach a log line.
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // A slow client (headers or body trickling in) is cut off with 408; an idle socket is closed.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    // Node checks for late requests on this interval (30 s by default): keep it a fraction of the timeout.
    http: { connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(config.requestTimeoutMs / 4))) },
    return503OnClosing: true,
    genReqId: requestIdSource(),
    // Node's own answers to broken requests (400, 431, 408) carry the security headers too.
    clientErrorHandler,
    // The router's own refusals (an undecodable address, a parameter over maxParamLength) likewise.
    frameworkErrors,
    // One line per request instead of two, with the request id.
    logController: new OneLinePerRequest(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Routes share most answer schemas (the error body on every route): each is compiled once.
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers() } },
  });

  let database: Database | null = null;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  } catch (err) {
    await app.close();
    throw err;
  }
  const db = database.db;
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log: app.log });
  const publicCache = new PublicCache(db);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('publicCache', publicCache);
  const unwatchPool = watchPool(database.poolStats);

  await useAdminCode(app, db, config.adminCode);
  if (options.seed !== false) await seedDatabase(db);
  await publicCache.poll();
  // Only PostgreSQL can be shared by several instances; an embedded PGlite directory belongs to this
  // process alone, so every write it sees went through this cache already and there is nothing to follow.
  const contentEvents = config.databaseUrl
    ? await followContentChanges(config.databaseUrl, publicCache, { pollMs: options.cachePollMs ?? 500, log: app.log })
    : null;

  app.addHook('onClose', async () => {
    await contentEvents?.stop();
    publicCache.stop();
    unwatchPool();
    mailer.close();
    await database.close();
  });

  await app.register(repositories);
  await app.register(retention, { schedule: options.retentionSchedule ?? true });
  await app.register(cookie);
  await app.register(securityHeaders);
  await app.register(httpsRedirect);
  await app.register(inputRefusal);
  await app.register(csrf);
  // Answers made per request (admin lists, the lead inbox, CSV, a page rendered for one address): cached
  // public answers and pages come precompressed (public-cache.ts) with their Content-Encoding, which this skips.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 20, fieldSize: 100 * 1024, parts: 30 },
  });
  useYupValidation(app);
  await app.register(swagger);
  useHttpSemantics(app);
  useRequestLog(app);
  useRequestMetrics(app);

  app.decorateRequest('user', null);
  await app.register(bodyDeadline, { timeoutMs: config.requestTimeoutMs });
  app.decorateRequest('loadUser', async function loadUser(this: import('fastify').FastifyRequest) {
    if (this.user) return this.user;
    const id = this.cookies[SESSION_COOKIE];
    if (!id) return null;
    this.user = await app.sessionsRepository.findUser(id);
    return this.user;
  });
  app.decorate('requireAdmin', async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const user = await request.loadUser();
    if (!user || user.role !== 'admin') {
      await reply.code(401).send({ message: 'Please sign in as an admin to do this.' });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationError) {
      const fieldErrors = toFieldErrors(error);
      const first = Object.values(fieldErrors)[0] ?? 'The request is not valid.';
      return reply.code(400).send(errorBody(request.url, 400, first, fieldErrors));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(request.url, error.statusCode, error.message, error.fieldErrors));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error, reqId: request.id }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody(request.url, 503, 'Service temporarily unavailable'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `The request body is too large (at most ${JSON_BODY_LIMIT / 1024} KB).`
          : error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? 'Each image must be at most 5 MB.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'This content type is not supported here.'
              : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
                  error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
                  error instanceof SyntaxError
                ? 'The request body is not valid JSON.'
                : error.message;
      return reply.code(status).send(errorBody(request.url, status, message));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return reply
      .code(500)
      .send({ ...errorBody(request.url, 500, 'Something went wrong on our side. Please try again.'), requestId: request.id });
  });

  // Before the routes: it adds its hook to each route that names a limit.
  await useRateLimit(app, db);
  await registerRoutes(app);
  return app;
}
