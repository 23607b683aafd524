import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import { pageAnswer } from '../../lib/html';
import { HSTS, STATIC_SECURITY_HEADERS } from '../external/security';
import { observeFastPath } from './metrics';
import { cachedAnswer, negotiate, pageAddress, type CachedBody, type PublicCache, type ReadyPage } from './public-cache';

/*
 * The fast path: a GET for an address whose finished response the public cache holds (a public API
 * read, an indexable page) is answered straight from the HTTP server, before Fastify routes it. It sends
 * what the Fastify route would send, header for header (server/test/fast-path.test.ts compares them):
 * the security headers with a fresh CSP nonce, the ETag and a 304 for a matching If-None-Match, the
 * page in the encoding the client accepts. Everything else (and every request while the server closes)
 * goes to Fastify as before.
 */

export interface FastPathOptions {
  cache: PublicCache;
  csp: (nonce: string) => string;
  nextNonce: () => string;
  trustProxy: boolean;
  log: FastifyBaseLogger;
}

export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Levels at which Fastify logs each request: the fast path then logs its answers too. */
const LOGS_REQUESTS = new Set(['trace', 'debug', 'info']);

/** The options Fastify hands its server factory that shape the HTTP server. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

/** `request.protocol` as Fastify computes it (trustProxy: the last X-Forwarded-Proto entry). */
function protocolOf(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-proto'];
  if (trustProxy && typeof forwarded === 'string' && forwarded !== '') return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
  return (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
}

/** A response's headers as Node's flat list (name, value, name, value…), built once per cached answer. */
type HeaderList = readonly (string | number)[];

function headerList(headers: Record<string, string | number>): HeaderList {
  return Object.entries(headers).flat();
}

export function createFastPath({ cache, csp, nextNonce, trustProxy, log }: FastPathOptions): FastPath {
  // Everything but the CSP (and HSTS) of a cached JSON answer is the same for every response with the
  // same negotiation (304, or 200 in one coding): kept with the entry, so a response copies one list
  // instead of merging three objects.
  const jsonHeaders = new WeakMap<CachedBody, Map<string, { list: HeaderList; body: Buffer | null; status: number }>>();
  const jsonAnswer = (entry: CachedBody, req: IncomingMessage) => {
    const negotiated = negotiate(entry, req.headers['if-none-match'], req.headers['accept-encoding']);
    const key = negotiated.notModified ? '304' : (negotiated.coding ?? '');
    let answers = jsonHeaders.get(entry);
    if (!answers) {
      answers = new Map();
      jsonHeaders.set(entry, answers);
    }
    let answer = answers.get(key);
    if (!answer) {
      const { status, headers, body } = cachedAnswer(entry, negotiated);
      const length: Record<string, number> = body ? { 'content-length': body.length } : {};
      answer = { status, body, list: headerList({ ...headers, ...STATIC_SECURITY_HEADERS, ...length }) };
      answers.set(key, answer);
    }
    return answer;
  };

  // A page's headers depend only on the page (its ETag) and its encoding (none, gzip, brotli, or a 304).
  const pageLists = new WeakMap<ReadyPage, Map<string, HeaderList>>();
  const pageHeaders = (page: ReadyPage, status: number, answer: Record<string, string>): (string | number)[] => {
    const key = status === 304 ? '304' : (answer['content-encoding'] ?? '');
    let lists = pageLists.get(page);
    if (!lists) {
      lists = new Map();
      pageLists.set(page, lists);
    }
    let list = lists.get(key);
    if (!list) {
      list = headerList({ ...answer, ...STATIC_SECURITY_HEADERS });
      lists.set(key, list);
    }
    return list.slice();
  };

  return (req, res) => {
    // A GET without a body; anything else (uploads, HEAD, odd requests) is Fastify's, and so is an
    // address with a NUL byte anywhere (refused with 400 there).
    if (req.method !== 'GET' || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return false;
    const url = req.url ?? '/';
    if (/%00/i.test(url)) return false;
    // A request a trusted proxy received over plain http is redirected to https by Fastify.
    if (trustProxy && req.headers['x-forwarded-proto'] !== undefined && protocolOf(req, trustProxy) === 'http') return false;
    // JSON answers are kept under the exact address; a page under its path (its query changes nothing).
    const query = url.indexOf('?');
    const ready = cache.readyFor(url) ?? cache.readyFor(pageAddress(query < 0 ? url : url.slice(0, query)));
    if (!ready) return false;
    const logs = LOGS_REQUESTS.has(log.level);
    const started = process.hrtime.bigint();
    const reqId = randomUUID();
    const nonce = nextNonce();
    let status: number;
    let headers: (string | number)[];
    let body: Buffer | null;
    if (ready.kind === 'json') {
      const answer = jsonAnswer(ready.entry, req);
      status = answer.status;
      headers = answer.list.slice();
      body = answer.body;
    } else {
      const page = pageAnswer(ready.page, nonce, {
        ifNoneMatch: req.headers['if-none-match'],
        acceptEncoding: req.headers['accept-encoding'],
      });
      status = page.status;
      headers = pageHeaders(ready.page, status, page.headers);
      if (page.body) headers.push('content-length', page.body.length);
      body = page.body;
    }
    // A 304 has no body to protect, and its headers replace the cached page's: a new nonce there would
    // no longer match the nonce in the page the browser keeps (plugins/external/security.ts does the same).
    if (status !== 304) headers.push('content-security-policy', csp(nonce));
    if (protocolOf(req, trustProxy) === 'https') headers.push('strict-transport-security', HSTS);
    headers.push('x-request-id', reqId);
    res.writeHead(status, headers);
    res.end(body);
    const responseTime = Number(process.hrtime.bigint() - started) / 1e6;
    observeFastPath(req.method, url, status, responseTime / 1000);
    if (logs) {
      log.info({ reqId, req: { method: req.method, url }, res: { statusCode: status }, responseTime, fastPath: true }, 'request completed');
    }
    return true;
  };
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would create (same timeouts), with the fast path
 * in front. `fastPath()` is read per request, so the app can switch it on once its cache exists and
 * off when it starts closing.
 */
export function serverWithFastPath(fastPath: () => FastPath | null) {
  return (handler: http.RequestListener, options: ServerOptions): http.Server => {
    const server = http.createServer(options.http ?? {}, (req, res) => {
      const fast = fastPath();
      if (fast?.(req, res)) return;
      handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    return server;
  };
}
