import { randomFillSync } from 'node:crypto';
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
 * - security headers (@fastify/helmet), with a Content-Security-Policy that allows scripts and style
 *   elements only from this origin or carrying the request's nonce (no 'unsafe-inline', no 'unsafe-eval');
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

/**
 * The nonce of each response in flight, read by helmet's CSP as it writes the header. One nonce serves
 * scripts and styles: the SPA gives its style elements the nonce of the page's scripts
 * (src/app/entrypoint/csp-nonce.ts), which helmet's `enableCSPNonces` (two nonces) would break.
 */
const responseNonces = new WeakMap<ServerResponse, string>();
const responseNonce = (_req: IncomingMessage, res: ServerResponse): string => `'nonce-${responseNonces.get(res) ?? 'none'}'`;

/** An address that may answer with a page React rendered on the server (anything outside the API). */
export function isPagePath(url: string): boolean {
  return !/^\/(?:api|apiauth|ops)(?:[/?]|$)/.test(url);
}

/**
 * Pages rendered on the server carry `style` attributes: MUI writes some styles inline (the Paper's
 * `--Paper-shadow` variable, a Collapse's min-height), which CSP covers in HTML but not when a script
 * sets them. Only attributes, only on pages: no <style> element or script gets through, and the API
 * (its reference page included) allows none.
 */
const styleAttributes = (req: IncomingMessage): string => (isPagePath(req.url ?? '') ? "'unsafe-inline'" : "'none'");

/** The site's helmet configuration: the one source of the security headers of every answer. */
export function helmetOptions(config: Pick<Config, 'gtmId'>, env: Record<string, string | undefined> = process.env) {
  const gtm = config.gtmId ? [GTM_ORIGIN] : [];
  const analytics = config.gtmId ? ANALYTICS_ORIGINS : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", responseNonce, ...gtm],
        // Emotion (MUI) and notistack insert <style> elements carrying the nonce (src/app/entrypoint/csp-nonce.ts).
        'style-src': ["'self'", responseNonce],
        'style-src-attr': [styleAttributes],
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

/** The headers helmet writes for one response with this nonce, as lower-case name → value. */
function helmetHeaders(options: HelmetOptions, nonce: string, url = '/api/'): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  responseNonces.set(res, nonce);
  helmet(options)({ url } as IncomingMessage, res, () => undefined);
  return Object.fromEntries(headers);
}

const NONCE_SLOT = '\u0000nonce\u0000';

/** The security headers of answers written outside Fastify's hooks (the fast path, Node-level errors). */
export interface SecurityHeaders {
  /** Every answer's headers except its CSP and HSTS. */
  fixed: Readonly<Record<string, string>>;
  /** The CSP for a nonce and an address (`isPagePath`): the prepared text with the nonce spliced in (this runs for every response). */
  csp: (nonce: string, url: string) => string;
  /** Strict-Transport-Security, sent only over https. */
  hsts: string;
}

/** What helmet sends with this configuration, read once from a stand-in response. */
export function securityHeaders(config: Pick<Config, 'gtmId'>, env: Record<string, string | undefined> = process.env): SecurityHeaders {
  const {
    'content-security-policy': csp = '',
    'strict-transport-security': hsts = '',
    ...fixed
  } = helmetHeaders(helmetOptions(config, env), NONCE_SLOT);
  const parts = csp.split(NONCE_SLOT);
  const pageParts = (helmetHeaders(helmetOptions(config, env), NONCE_SLOT, '/')['content-security-policy'] ?? '').split(NONCE_SLOT);
  return {
    fixed: { ...fixed, 'permissions-policy': PERMISSIONS_POLICY },
    csp: (nonce, url) => (isPagePath(url) ? pageParts : parts).join(nonce),
    hsts,
  };
}

/** The Content-Security-Policy of a page for a nonce, as helmet writes it. */
export function contentSecurityPolicyTemplate(
  config: Pick<Config, 'gtmId'>,
  env: Record<string, string | undefined> = process.env,
): (nonce: string) => string {
  const { csp } = securityHeaders(config, env);
  return (nonce) => csp(nonce, '/');
}

/**
 * Fresh CSP nonces (16 random bytes, base64) drawn from a pool that is refilled 256 nonces at a time:
 * one call into the system's random source and one base64 encoding per 256 responses instead of one
 * each per response (the encoding was 1% of a cached read's CPU, measured with perf). Each nonce's 16
 * bytes sit in an 18-byte slot whose last two bytes are zero: 18 bytes are 24 base64 characters of their
 * own, and the first 22 of them are those of the 16 bytes alone, which base64 ends with "==".
 */
export function nonceSource(): () => string {
  const SIZE = 16;
  /** The smallest multiple of 3 bytes that holds a nonce: base64 encodes each slot on its own. */
  const SLOT = Math.ceil(SIZE / 3) * 3;
  const SLOT_CHARS = (SLOT / 3) * 4;
  /** The characters of the nonce's own bits; base64 pads them with "==". */
  const CHARS = Math.ceil((SIZE * 8) / 6);
  const COUNT = 256;
  const pool = Buffer.alloc(SLOT * COUNT);
  let encoded = '';
  let next = COUNT;
  return () => {
    if (next === COUNT) {
      randomFillSync(pool);
      for (let at = SIZE; at < pool.length; at += SLOT) pool.fill(0, at, at + SLOT - SIZE);
      encoded = pool.toString('base64');
      next = 0;
    }
    const at = next * SLOT_CHARS;
    next += 1;
    return `${encoded.slice(at, at + CHARS)}==`;
  };
}

/**
 * Security headers of answers written below Fastify (Node-level errors, a body cut off): the same helmet
 * configuration, but never a page, so the CSP lets nothing load or frame them.
 */
const { 'strict-transport-security': _hsts, ...clientErrorHeaders } = helmetHeaders(
  {
    ...helmetOptions({ gtmId: null }, {}),
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  },
  '',
);
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
 * cookie). `nextNonce` draws each request's CSP nonce (shared with the fast path).
 */
export async function useSecurity(app: FastifyInstance, nextNonce: () => string): Promise<void> {
  const config = app.config;

  // Before helmet's hook, which reads the nonce as it writes the CSP (helmet declares `reply.cspNonce`).
  app.addHook('onRequest', (_request, reply, done) => {
    const nonce = nextNonce();
    reply.cspNonce = { script: nonce, style: nonce };
    responseNonces.set(reply.raw, nonce);
    done();
  });
  await app.register(fastifyHelmet, helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Helmet sends HSTS on every answer; over plain http a browser ignores it and a laptop must not be pinned.
    if (request.protocol !== 'https') reply.raw.removeHeader('strict-transport-security');
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A 304's headers replace those of the page the browser keeps: a new nonce would no longer match it.
    if (reply.statusCode === 304) reply.raw.removeHeader('content-security-policy');
    done(null, payload);
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
