import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import { negotiatePage, pageBody, pageContentHeaders, type LentPage } from '../../lib/html';
import type { SecurityHeaders } from '../external/security';
import { observeFastPath } from './metrics';
import { pageQuery } from '../../lib/paths';
import { answerHeaders, cachedAnswer, fixedAnswerHeaders, negotiate, pageAddress, type HeaderList, type PublicCache } from './public-cache';

/*
 * The fast path: a GET for an address whose finished response the public cache holds (a public API
 * read, an indexable page) is answered straight from the HTTP server, before Fastify routes it. Its
 * headers come from the same builder as the Fastify route's (public-cache.ts `answerHeaders`), and
 * server/test/cached-headers.test.ts compares both for every cached route: the security headers with a
 * fresh CSP nonce, the ETag and a 304 for a matching If-None-Match, the page in the encoding the client
 * accepts. Everything else (and every request while the server closes) goes to Fastify as before.
 */

export interface FastPathOptions {
  cache: PublicCache;
  security: SecurityHeaders;
  nextNonce: () => string;
  /** The request ids Fastify gives its requests too (lib/request-id.ts). */
  nextRequestId: () => string;
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

/** The request headers the fast path reads, as `req.headers` would give them. */
interface FastPathHeaders {
  /** A Content-Length or Transfer-Encoding header: the request says it has a body. */
  body: boolean;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  forwardedProto: string | undefined;
}

/** Node's spelling of repeated headers of these kinds in `req.headers`: the values joined by ", ". */
const joined = (before: string | undefined, value: string) => (before === undefined ? value : `${before}, ${value}`);

/** True when `name` (as sent) is `lower` in any case. */
const named = (name: string, lower: string) => name === lower || name.toLowerCase() === lower;

/**
 * Reads the headers above from `req.rawHeaders`: `req.headers` builds an object of every header the
 * first time it is read (1.5% of a cached read's CPU under load, measured with perf), and a request
 * the fast path answers needs five names. Fastify builds it as before for every other request.
 */
function fastPathHeaders(raw: readonly string[]): FastPathHeaders {
  const headers: FastPathHeaders = { body: false, ifNoneMatch: undefined, acceptEncoding: undefined, forwardedProto: undefined };
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i] ?? '';
    const value = raw[i + 1] ?? '';
    switch (name.length) {
      case 13:
        if (named(name, 'if-none-match')) headers.ifNoneMatch = joined(headers.ifNoneMatch, value);
        break;
      case 14:
        if (named(name, 'content-length')) headers.body = true;
        break;
      case 15:
        if (named(name, 'accept-encoding')) headers.acceptEncoding = joined(headers.acceptEncoding, value);
        break;
      case 17:
        if (named(name, 'transfer-encoding')) headers.body = true;
        else if (named(name, 'x-forwarded-proto')) headers.forwardedProto = joined(headers.forwardedProto, value);
        break;
      default:
    }
  }
  return headers;
}

/** `request.protocol` as Fastify computes it (trustProxy: the last X-Forwarded-Proto entry). */
function protocolOf(req: IncomingMessage, forwarded: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwarded !== undefined && forwarded !== '') return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
  return (req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
}

export function createFastPath({ cache, security, nextNonce, nextRequestId, trustProxy, log }: FastPathOptions): FastPath {
  // The fixed headers of a cached answer (a JSON body, a feed, a page) are the same for every response with
  // the same negotiation (304, or 200 in one coding): kept with the answer, so a response copies one list.
  const fixedLists = new WeakMap<object, Map<string, HeaderList>>();
  const fixedFor = (owner: object, key: string, contentHeaders: () => Record<string, string>): HeaderList => {
    let lists = fixedLists.get(owner);
    if (!lists) {
      lists = new Map();
      fixedLists.set(owner, lists);
    }
    let fixed = lists.get(key);
    if (!fixed) {
      fixed = fixedAnswerHeaders(security, contentHeaders());
      lists.set(key, fixed);
    }
    return fixed;
  };
  const keyOf = (negotiated: { notModified: boolean; coding: string | null }) =>
    negotiated.notModified ? '304' : (negotiated.coding ?? '');

  return (req, res) => {
    // A GET without a body; anything else (uploads, HEAD, odd requests) is Fastify's, and so is an
    // address with a NUL byte anywhere (refused with 400 there).
    if (req.method !== 'GET') return false;
    const sent = fastPathHeaders(req.rawHeaders);
    if (sent.body) return false;
    const url = req.url ?? '/';
    if (url.includes('%00')) return false;
    // A request a trusted proxy received over plain http is redirected to https by Fastify.
    if (trustProxy && sent.forwardedProto !== undefined && protocolOf(req, sent.forwardedProto, trustProxy) === 'http') return false;
    // JSON answers are kept under the exact address; a page under its path, unless the query holds one of
    // the page's filters (Fastify's route renders those; utm_… and the like change nothing in a page).
    const query = url.indexOf('?');
    const ready =
      cache.readyFor(url) ??
      (query < 0
        ? cache.readyFor(pageAddress(url))
        : pageQuery(url.slice(query)) === ''
          ? cache.readyFor(pageAddress(url.slice(0, query)))
          : undefined);
    if (!ready) return false;
    const logs = LOGS_REQUESTS.has(log.level);
    const started = process.hrtime.bigint();
    const reqId = nextRequestId();
    const nonce = nextNonce();
    const https = protocolOf(req, sent.forwardedProto, trustProxy) === 'https';
    let status: number;
    let fixed: HeaderList;
    let body: Buffer | null;
    /** An uncompressed page: a kept copy with this response's nonce, free again once the response is sent. */
    let lent: LentPage | null = null;
    if (ready.kind !== 'page') {
      const entry = ready.entry;
      const negotiated = negotiate(entry, sent.ifNoneMatch, sent.acceptEncoding);
      const answer = cachedAnswer(entry, negotiated);
      status = answer.status;
      body = answer.body;
      fixed = fixedFor(entry, keyOf(negotiated), () => answer.headers);
    } else {
      // Each response carries its own nonce in the page, so the page's body is made per response.
      const kept = ready.page;
      const negotiated = negotiatePage(kept, { ifNoneMatch: sent.ifNoneMatch, acceptEncoding: sent.acceptEncoding });
      status = negotiated.notModified ? 304 : kept.status;
      if (!negotiated.notModified && negotiated.coding === null) {
        lent = kept.lend(nonce);
        body = lent.body;
      } else body = pageBody(kept, nonce, negotiated);
      fixed = fixedFor(kept, keyOf(negotiated), () => pageContentHeaders(kept, negotiated));
    }
    const headers = answerHeaders(security, fixed, status, { nonce, https, body, url });
    headers.push('x-request-id', reqId);
    res.writeHead(status, headers);
    if (lent) {
      const { release } = lent;
      // 'finish': the whole response is with the operating system, so the copy may be written again. On an
      // error the copy is not reused (the system may still be reading it).
      res.end(body, (err?: Error | null) => {
        if (!err) release();
      });
    } else {
      res.end(body);
    }
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
