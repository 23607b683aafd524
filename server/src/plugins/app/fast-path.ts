import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import { pageAnswer } from '../../lib/html';
import { HSTS, STATIC_SECURITY_HEADERS } from '../external/security';
import { observeFastPath } from './metrics';
import { cachedAnswer, pageAddress, type CachedBody, type PublicCache } from './public-cache';

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
  // Everything but the CSP (and HSTS) of a cached JSON answer's 200 and 304 is the same for every
  // response: kept with the entry, so a response copies one list instead of merging three objects.
  const jsonHeaders = new WeakMap<CachedBody, { ok: HeaderList; notModified: HeaderList }>();
  const listsFor = (entry: CachedBody) => {
    let lists = jsonHeaders.get(entry);
    if (!lists) {
      const ok = cachedAnswer(entry, undefined);
      const notModified = cachedAnswer(entry, entry.etag);
      lists = {
        ok: headerList({ ...ok.headers, ...STATIC_SECURITY_HEADERS, 'content-length': ok.body?.length ?? 0 }),
        notModified: headerList({ ...notModified.headers, ...STATIC_SECURITY_HEADERS }),
      };
      jsonHeaders.set(entry, lists);
    }
    return lists;
  };

  // A page's headers depend only on its encoding (none, gzip or brotli): one list per encoding.
  const pageLists = new Map<string, HeaderList>();
  const pageHeaders = (answer: Record<string, string>): (string | number)[] => {
    const encoding = answer['content-encoding'] ?? '';
    let list = pageLists.get(encoding);
    if (!list) {
      list = headerList({ ...answer, ...STATIC_SECURITY_HEADERS });
      pageLists.set(encoding, list);
    }
    return list.slice();
  };

  return (req, res) => {
    // A GET without a body; anything else (uploads, HEAD, odd requests) is Fastify's, and so is an
    // address with a NUL byte anywhere (refused with 400 there).
    if (req.method !== 'GET' || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return false;
    const url = req.url ?? '/';
    if (/%00/i.test(url)) return false;
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
      const entry = ready.entry;
      const lists = listsFor(entry);
      // As cachedAnswer decides: 304 only for a found answer whose ETag the client already has.
      const notModified = entry.status === 200 && req.headers['if-none-match'] === entry.etag;
      status = notModified ? 304 : entry.status;
      headers = (notModified ? lists.notModified : lists.ok).slice();
      body = notModified ? null : entry.bytes;
    } else {
      const page = pageAnswer(ready.page.bytes(nonce), req.headers['accept-encoding']);
      status = 200;
      headers = pageHeaders(page.headers);
      headers.push('content-length', page.body.length);
      body = page.body;
    }
    headers.push('content-security-policy', csp(nonce));
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
