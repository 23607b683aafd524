import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type SerializedError } from 'pino';
import type { Config } from './config';
import { SESSION_COOKIE } from '../app/sessions';
import { maskEmail, redactSecretsInText } from '../../lib/log-mask';
import { errorBody } from '../../lib/errors';

/*
 * Hardening that applies to every response and every request (issue 9):
 * - security headers (@fastify/helmet), with a Content-Security-Policy that allows scripts only from this
 *   origin (no inline script, no 'unsafe-eval'): a public page is the same bytes for everyone, so a proxy
 *   or CDN may keep it; styles may be inline (emotion's critical CSS and the styles MUI inserts at run time);
 * - cross-site request forgery: a state-changing request that carries a session (or goes to the
 *   sign-in endpoints) must come from the site's own origin;
 * - log redaction: passwords, tokens, session ids and visitors' full e-mail addresses never reach a log.
 * What stays hand-written here, because no plugin does it: Permissions-Policy (helmet has none); the
 * headers of answers Node or the router writes before any hook (derived from the helmet options); the
 * Origin check (@fastify/csrf-protection wants a token in every form and API call); the https redirect
 * behind a trusted proxy that spares the probes; the NUL-byte refusal; pino's redaction settings.
 */

const GTM_ORIGIN = 'https://www.googletagmanager.com';
/** The contact page's interactive map, framed only after the visitor asks for it (docs/product.md §2: contact page map). */
const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';
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

/** The site's helmet configuration: the one source of the security headers of every answer. */
export function helmetOptions(config: Pick<Config, 'gtmId'>, env: Record<string, string | undefined> = process.env) {
  const gtm = config.gtmId ? [GTM_ORIGIN] : [];
  const analytics = config.gtmId ? ANALYTICS_ORIGINS : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...gtm],
        // Inline styles, not scripts: emotion's critical CSS in the page and the <style> elements MUI, MUI X
        // and notistack insert at run time. A nonce or hashes would make each page's bytes per response.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...gtm, ...analytics],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...extraConnectOrigins(env), ...analytics],
        'frame-src': [MAP_FRAME_ORIGIN, ...gtm],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    // Obsolete headers no current browser reads.
    xDownloadOptions: false,
    xXssProtection: false,
  } satisfies FastifyHelmetOptions;
}

/** Helmet has no Permissions-Policy: the features this site never uses are switched off here. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/** The headers helmet writes for one response, as lower-case name → value. */
function helmetHeaders(options: HelmetOptions, url = '/api/'): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  helmet(options)({ url } as IncomingMessage, res, () => undefined);
  return Object.fromEntries(headers);
}

/**
 * Security headers of answers written below Fastify (Node-level errors, a body cut off): the same helmet
 * configuration, but never a page, so the CSP lets nothing load or frame them.
 */
const { 'strict-transport-security': _hsts, ...clientErrorHeaders } = helmetHeaders({
  ...helmetOptions({ gtmId: null }, {}),
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
});
export const CLIENT_ERROR_HEADERS: Readonly<Record<string, string>> = { ...clientErrorHeaders, 'permissions-policy': PERMISSIONS_POLICY };

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
 * whose parameter is longer than `maxParamLength` before any hook runs (helmet's too). Fastify's default
 * answers those in its own shape without security headers; this gives them the API's error body and the headers.
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

/**
 * Registers the security headers and hooks; call after @fastify/cookie (the CSRF check reads the session
 * cookie).
 */
export async function useSecurity(app: FastifyInstance): Promise<void> {
  const config = app.config;

  await app.register(fastifyHelmet, helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Helmet sends HSTS on every answer; over plain http a browser ignores it and a laptop must not be pinned.
    if (request.protocol !== 'https') reply.raw.removeHeader('strict-transport-security');
    done();
  });
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
