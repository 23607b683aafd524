import { randomFillSync } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type SerializedError } from 'pino';
import type { Config } from './config';
import { SESSION_COOKIE } from '../app/sessions';
import { maskEmail, redactSecretsInText } from '../../lib/log-mask';
import { errorBody } from '../../lib/errors';

/*
 * Hardening that applies to every response and every request (issue 9):
 * - security headers, with a Content-Security-Policy that allows scripts and style elements only from
 *   this origin or carrying the request's nonce (no 'unsafe-inline', no 'unsafe-eval');
 * - cross-site request forgery: a state-changing request that carries a session (or goes to the
 *   sign-in endpoints) must come from the site's own origin;
 * - log redaction: passwords, tokens, session ids and visitors' full e-mail addresses never reach a log.
 */

const GTM_ORIGIN = 'https://www.googletagmanager.com';
const ANALYTICS_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** Origins the page may connect to besides its own: an external lead-capture service, when configured. */
function extraConnectOrigins(env: Record<string, string | undefined>): string[] {
  const raw = env.LEAD_CAPTURE_URL?.trim();
  if (!raw) return [];
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

const NONCE_SLOT = '\u0000nonce\u0000';

/**
 * The Content-Security-Policy for a nonce, built once per configuration: a response only splices its
 * nonce into the prepared text (this runs for every response).
 */
export function contentSecurityPolicyTemplate(
  config: Pick<Config, 'gtmId'>,
  env: Record<string, string | undefined> = process.env,
): (nonce: string) => string {
  const gtm = config.gtmId ? [GTM_ORIGIN] : [];
  const analytics = config.gtmId ? ANALYTICS_ORIGINS : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${NONCE_SLOT}'`, ...gtm]],
    // Emotion (MUI) and notistack insert <style> elements carrying the nonce (src/app/entrypoint/csp-nonce.ts).
    ['style-src', ["'self'", `'nonce-${NONCE_SLOT}'`]],
    ['img-src', ["'self'", 'data:', 'blob:', ...gtm, ...analytics]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...extraConnectOrigins(env), ...analytics]],
    ['frame-src', config.gtmId ? [GTM_ORIGIN] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
  ];
  const parts = directives
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
    .split(NONCE_SLOT);
  return (nonce) => parts.join(nonce);
}

/**
 * Fresh CSP nonces (16 random bytes, base64) drawn from a pool that is refilled 256 nonces at a time:
 * one call into the system's random source per 256 responses instead of one per response.
 */
export function nonceSource(): () => string {
  const SIZE = 16;
  const pool = Buffer.alloc(SIZE * 256);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    const nonce = pool.toString('base64', offset, offset + SIZE);
    offset += SIZE;
    return nonce;
  };
}

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** Headers every response carries (the CSP and HSTS are added per request). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers of answers written below Fastify (Node-level errors, a body cut off): never a page, so nothing may load or frame them. */
export const CLIENT_ERROR_HEADERS: Readonly<Record<string, string>> = {
  ...STATIC_SECURITY_HEADERS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  '400': 'The request could not be read.',
  '408': 'The request took too long to arrive. Please try again.',
  '431': 'The request headers are too large.',
};

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node could not parse or that timed out before
 * Fastify saw it (bad framing, headers too large, slow headers). Fastify's default writes it without the
 * security headers every other answer has; this one writes the same statuses with them.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408' : err.code === 'HPE_HEADER_OVERFLOW' ? '431' : '400';
  const body = JSON.stringify({ message: CLIENT_ERROR_MESSAGES[status] });
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    ...CLIENT_ERROR_HEADERS,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${body}`);
  socket.destroy(err);
}

/**
 * Fastify's `frameworkErrors`: the router refuses an address it cannot decode (`%ZZ`, overlong UTF-8) or
 * whose parameter is longer than `maxParamLength` before any hook runs. Fastify's default answers those
 * in its own shape without security headers; this gives them the API's error body and the headers.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = status === 414 ? 'The address is too long.' : INVALID_ADDRESS_MESSAGE;
  void reply
    .code(status)
    .headers(CLIENT_ERROR_HEADERS)
    .header('cache-control', 'no-store')
    .send(errorBody(request.url, status, message));
}

/** Probes a load balancer or monitor calls over plain http inside the network: never redirected. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export const CSRF_MESSAGE = 'This request came from another site and was refused. Please use the ITX website directly.';

export const INVALID_ADDRESS_MESSAGE = 'The address contains an invalid character.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'null') return null; // opaque origin (sandboxed frame, file:, some redirects)
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request must prove it comes from our own pages: it carries a session cookie
 * (an admin acting), or it goes to the account endpoints (sign-in CSRF).
 */
function needsSameOrigin(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.cookies[SESSION_COOKIE]) return true;
  return request.url.startsWith('/apiauth/');
}

/**
 * The source of a request: its Origin header, else its Referer's origin. `undefined` when the client
 * sent neither (not a browser: every current browser sends Origin with a cross-site POST/PUT/DELETE),
 * `null` when the source is opaque or unreadable (refused).
 */
export function requestSource(request: FastifyRequest): string | null | undefined {
  const origin = originOf(request.headers.origin);
  if (origin !== undefined) return origin;
  const referer = request.headers.referer;
  return originOf(Array.isArray(referer) ? referer[0] : referer);
}

function allowedOrigins(request: FastifyRequest, config: Config): Set<string> {
  const own = `${request.protocol}://${request.host}`;
  return new Set([config.publicUrl, originOf(own) ?? own]);
}

/** The security headers of one response: the static ones, its CSP, and HSTS when it goes out over https. */
function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, csp: (nonce: string) => string): void {
  reply.headers(STATIC_SECURITY_HEADERS);
  // A 304's headers replace those of the page the browser keeps: a new nonce would no longer match it.
  if (reply.statusCode !== 304) reply.header('content-security-policy', csp(request.cspNonce || 'none'));
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

/** Registers the security hooks; call after @fastify/cookie (the CSRF check reads the session cookie). */
export function useSecurity(app: FastifyInstance): void {
  const config = app.config;

  app.addHook('onRequest', (request, reply, done) => {
    // Behind a trusted proxy that received the request over plain http: the same address over https
    // (308 keeps the method and body of a POST). Only when the proxy says so: a direct request is left alone.
    if (config.trustProxy && request.headers['x-forwarded-proto'] !== undefined && request.protocol === 'http') {
      const path = request.url.split('?')[0] ?? '/';
      if (!PROBES.has(path)) {
        reply.redirect(`https://${request.host}${request.url}`, request.method === 'GET' || request.method === 'HEAD' ? 301 : 308);
        return;
      }
    }
    // A NUL byte is never part of a valid address here, and PostgreSQL refuses it in text: answer 400
    // before it reaches a query (path parameters and query strings alike).
    if (/%00/i.test(request.url)) {
      reply.code(400).send(errorBody(request.url, 400, INVALID_ADDRESS_MESSAGE));
      return;
    }
    if (needsSameOrigin(request)) {
      const site = request.headers['sec-fetch-site'];
      const source = requestSource(request);
      const crossSite =
        site === 'cross-site' || (source !== undefined && (source === null || !allowedOrigins(request, config).has(source)));
      if (crossSite) {
        request.log.warn({ origin: source, method: request.method }, 'cross-site request refused');
        reply.code(403).send(errorBody(request.url, 403, CSRF_MESSAGE));
        return;
      }
    }
    done();
  });

  const csp = contentSecurityPolicyTemplate(config);
  app.addHook('onSend', (request, reply, payload, done) => {
    setSecurityHeaders(request, reply, csp);
    done(null, payload);
  });
}

/* ---------------------------------------------------------------- logs */

export { maskEmail };

const SECRET_KEYS = [
  'password',
  'newPassword',
  'confirmPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'resetToken',
  'sessionId',
  'adminCode',
];
const EMAIL_KEYS = ['email', 'to', 'mailTo'];
const TEXT_KEYS = ['links', 'link', 'url'];

function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1] ?? '';
  if (EMAIL_KEYS.includes(key) || TEXT_KEYS.includes(key)) {
    if (typeof value === 'string') return redactSecretsInText(value);
    if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? redactSecretsInText(v) : '[redacted]'));
    return '[redacted]';
  }
  return '[redacted]';
}

/** pino `redact` option: secrets at the top level of a log object or one level down (e.g. `{ body: { password } }`). */
export const LOG_REDACT = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    ...[...SECRET_KEYS, ...EMAIL_KEYS, ...TEXT_KEYS].flatMap((k) => [k, `*.${k}`]),
  ],
  censor,
};

/** pino `hooks.logMethod`: e-mail addresses and tokens written into a log message's text are masked too. */
export function redactLogArguments(this: unknown, args: unknown[], method: (...a: unknown[]) => void): void {
  method.apply(
    this,
    args.map((a) => (typeof a === 'string' ? redactSecretsInText(a) : a)),
  );
}

/**
 * pino `err` serializer: a database error's message and `params` can hold what a visitor typed
 * (Drizzle puts the query parameters in the message): drop them, keep the SQL state and the stack.
 */
export function serializeError(err: Error): SerializedError {
  const out: SerializedError = { ...stdSerializers.err(err) };
  delete out.params;
  delete out.query;
  out.message = redactSecretsInText(out.message.split('\nparams:')[0] ?? '');
  out.stack = redactSecretsInText(out.stack.replace(/\nparams:[^\n]*/g, ''));
  return out;
}

/** The server's pino options: level, redaction, serializers that keep secrets out of every line. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: LOG_REDACT,
    hooks: { logMethod: redactLogArguments },
    serializers: {
      req: (req: { method: string; url: string; id?: string }) => ({ method: req.method, url: redactSecretsInText(req.url), id: req.id }),
      err: serializeError,
    },
  } as FastifyServerOptions['logger'];
}
