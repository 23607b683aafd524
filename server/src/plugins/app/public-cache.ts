import { createHash, randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { contentVersions } from '../../db/schema';
import type { LentPage } from '../../lib/html';
import { normalizePath } from '../../lib/paths';
import { COMPRESS_MIN_BYTES, contentCoding, etagMatches, precompress, type ContentCoding } from '../../lib/http-negotiation';
import type { SecurityHeaders } from '../external/security';
import { publicCacheHits, publicCacheMisses } from './metrics';

export type ContentName = 'blogs' | 'jobs' | 'workshops' | 'courses' | 'site';
export const CONTENT_NAMES: ContentName[] = ['blogs', 'jobs', 'workshops', 'courses', 'site'];

/** The PostgreSQL channel a content-version bump is announced on (`name:version:instance`; plugins/app/content-events.ts listens). */
export const CONTENT_CHANNEL = 'itx_content_versions';

/** A serialized answer kept to be sent again: a public API read, or a feed, the sitemap, robots.txt. */
export interface StoredBody {
  body: string;
  /** `body` encoded once, so a cached answer costs no encoding per response. */
  bytes: Buffer;
  /** `bytes` in brotli and gzip, made once when the answer is cached (null: too small to be worth it). */
  encoded: Record<ContentCoding, Buffer> | null;
  etag: string;
  status: number;
  /** Content-Type and Cache-Control when not those of a JSON API answer (feeds, sitemap, robots.txt). */
  type?: string;
  cacheControl?: string;
}

/** A public API answer in the cache. */
export interface CachedBody extends StoredBody {
  /** The cache key (`name|key`) and content name it was stored under. */
  id: string;
  name: ContentName;
}

/** `body` ready to be sent again: encoded once, precompressed when worth it, its ETag a hash unless given. */
export function storedBody(
  body: string,
  options: { status?: number; etag?: string; type?: string; cacheControl?: string } = {},
): StoredBody {
  const bytes = Buffer.from(body);
  return {
    body,
    bytes,
    encoded: bytes.length >= COMPRESS_MIN_BYTES ? precompress(bytes) : null,
    etag: options.etag ?? `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    status: options.status ?? 200,
    ...(options.type ? { type: options.type } : {}),
    ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}),
  };
}

/** A page kept ready: its HTML for a nonce, its status and ETag (lib/html.ts RenderedPage). */
export interface ReadyPage {
  status: number;
  etag: string;
  bytes: (nonce: string) => Buffer;
  lend: (nonce: string) => LentPage;
}

/** A finished response the server may send again, as it is, to anyone asking for the same address. */
export type ReadyResponse =
  | { kind: 'json'; entry: CachedBody }
  | { kind: 'text'; entry: StoredBody; names: readonly ContentName[] }
  | { kind: 'page'; page: ReadyPage; names: readonly ContentName[] };

/** What a cached answer depends on in a request: its If-None-Match and Accept-Encoding. */
export interface Negotiated {
  notModified: boolean;
  coding: ContentCoding | null;
}

export function negotiate(
  entry: StoredBody,
  ifNoneMatch: string | string[] | undefined,
  acceptEncoding: string | string[] | undefined,
): Negotiated {
  return {
    notModified: entry.status === 200 && etagMatches(ifNoneMatch, entry.etag),
    coding: entry.encoded ? contentCoding(acceptEncoding) : null,
  };
}

/** The status, headers and body of a cached answer as negotiated (304 when the client has it; one ETag for every coding). */
export function cachedAnswer(entry: StoredBody, { notModified, coding }: Negotiated): Answer {
  const headers: Record<string, string> = { etag: entry.etag, 'cache-control': entry.cacheControl ?? 'no-cache', vary: 'accept-encoding' };
  if (notModified) return { status: 304, headers, body: null };
  headers['content-type'] = entry.type ?? 'application/json; charset=utf-8';
  if (coding && entry.encoded) {
    headers['content-encoding'] = coding;
    return { status: entry.status, headers, body: entry.encoded[coding] };
  }
  return { status: entry.status, headers, body: entry.bytes };
}

/** A cached answer as negotiated for one request (a JSON body, or a page with its nonce). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** Response headers as Node's flat list (name, value, name, value…). */
export type HeaderList = (string | number)[];

/**
 * The headers of a cached answer that every response with the same negotiation shares: its content
 * headers and the security headers. The fast path keeps this list with the cached answer.
 */
export function fixedAnswerHeaders(security: SecurityHeaders | null, contentHeaders: Record<string, string>): HeaderList {
  return Object.entries({ ...contentHeaders, ...security?.fixed }).flat();
}

/**
 * Every header of one response of a cached answer, the fast path's and the Fastify route's alike (so the
 * two cannot differ): the fixed ones, the body's length, this response's CSP (a 304's headers replace
 * those of the page the browser keeps, whose nonce a new one would no longer match) and HSTS over https.
 */
export function answerHeaders(
  security: SecurityHeaders | null,
  fixed: readonly (string | number)[],
  status: number,
  response: { nonce: string; https: boolean; body: Buffer | null; url: string },
): HeaderList {
  const headers = fixed.slice();
  // As a string: Node checks each header value with a regular expression, slower on a number.
  if (response.body) headers.push('content-length', String(response.body.length));
  if (security && status !== 304) headers.push('content-security-policy', security.csp(response.nonce, response.url));
  if (security && response.https) headers.push('strict-transport-security', security.hsts);
  return headers;
}

/** The key of a page among the ready responses (never equal to a JSON answer's address). */
export function pageAddress(pathname: string): string {
  return `page ${normalizePath(pathname)}`;
}

/**
 * The one spelling of a request's address that may be kept ready: its route's path with each parameter
 * as sent, in lower case (slugs are), and no trailing slash or query. Other spellings of the same answer
 * (`/api/blogs/blogs/My-Post`, `…/my-post/`, `…/my%2Dpost`) still get it through Fastify, but keep
 * nothing, so they cannot fill the ready set (issue 15, finding 8).
 */
function canonicalAddress(request: FastifyRequest): string | null {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return null;
  const params = request.params as Record<string, string | undefined>;
  let lowerCase = true;
  const address = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name] ?? '';
    if (value !== value.toLowerCase()) lowerCase = false;
    return encodeURIComponent(value);
  });
  return lowerCase ? address : null;
}

/** At most this many addresses are kept ready (the real public addresses are far fewer). */
export const READY_MAX = 2000;

/**
 * Serialized public API answers kept in memory. A write calls `invalidate(name)`, which clears this
 * instance's entries, bumps the name's version row and announces the bump; on PostgreSQL every other
 * instance hears it (plugins/app/content-events.ts) and drops the same entries.
 */
export class PublicCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly versions = new Map<ContentName, number>();
  /** Bumped on every drop of a name, here or from another instance: a value produced across a bump is stale. */
  private readonly generations = new Map<ContentName, number>();
  /** Derived values (page head data, sitemap…) that depend on one or more content names. */
  private readonly memos = new Map<string, { names: readonly ContentName[]; value: Promise<unknown> }>();
  /** Finished responses by address (JSON: path and query as sent; pages: the normalized path). */
  private readonly ready = new Map<string, ReadyResponse>();
  /** When content read so far stops being true without any write (a job's closing time), by name; ms since epoch. */
  private readonly deadlines = new Map<ContentName, number>();
  /** The earliest of `deadlines` (or later: it is only a hint to skip the check). */
  private nextDeadline = Number.POSITIVE_INFINITY;
  private timer: NodeJS.Timeout | null = null;
  /** Names this instance in its announcements, so it does not drop again what its own write dropped. */
  readonly instance = randomBytes(6).toString('base64url');

  /** `security`: the headers every cached answer carries (null: only its content headers, as in unit tests). */
  constructor(
    private readonly db: Db,
    private readonly security: SecurityHeaders | null = null,
  ) {}

  /** `produce` may name the ETag (a record's version); otherwise it is a hash of the body. */
  async get(
    name: ContentName,
    key: string,
    produce: () => Promise<{ status: number; value: unknown; etag?: string }>,
  ): Promise<CachedBody> {
    this.expireDue(Date.now());
    const id = `${name}|${key}`;
    const hit = this.entries.get(id);
    (hit ? publicCacheHits : publicCacheMisses).inc();
    if (hit) return hit;
    const generation = this.generations.get(name) ?? 0;
    const { status, value, etag } = await produce();
    const entry: CachedBody = { id, name, ...storedBody(JSON.stringify(value), { status, ...(etag ? { etag } : {}) }) };
    // Store only when no invalidation happened while producing, so a stale read never sticks.
    if ((this.generations.get(name) ?? 0) === generation) this.entries.set(id, entry);
    return entry;
  }

  /**
   * Any value computed from the content of `names` (e.g. a page's head data), kept until a write to one of
   * them. Concurrent callers share one computation; a failed computation, or one `keep` refuses, is not kept.
   */
  memo<T>(names: readonly ContentName[], key: string, produce: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    this.expireDue(Date.now());
    const hit = this.memos.get(key);
    if (hit) return hit.value as Promise<T>;
    const before = names.map((n) => this.generations.get(n) ?? 0);
    const value = produce();
    const entry = { names, value };
    this.memos.set(key, entry);
    value.then(
      (result) => {
        // An invalidation while producing may have left a stale value: drop it so the next read recomputes.
        // `keep` refuses values not worth keeping (concurrent callers still shared the computation).
        const stale = names.some((n, i) => (this.generations.get(n) ?? 0) !== before[i]);
        if ((stale || !keep(result)) && this.memos.get(key) === entry) this.memos.delete(key);
      },
      () => {
        if (this.memos.get(key) === entry) this.memos.delete(key);
      },
    );
    return value;
  }

  /**
   * Sends a cached body with its ETag, or 304 when the client already has it; a GET's answer is then
   * kept ready for the server's fast path (plugins/app/fast-path.ts).
   */
  send(request: FastifyRequest, reply: FastifyReply, entry: CachedBody): FastifyReply {
    if (request.method === 'GET' && request.url === canonicalAddress(request)) this.offerJson(request.url, entry);
    return this.sendAnswer(
      request,
      reply,
      cachedAnswer(entry, negotiate(entry, request.headers['if-none-match'], request.headers['accept-encoding'])),
    );
  }

  /**
   * Sends a stored text (a feed, the sitemap, robots.txt) and keeps it ready under the request's address
   * while `memo` (the memo it was read from) still holds it; without a memo it never changes.
   */
  sendText(request: FastifyRequest, reply: FastifyReply, entry: StoredBody, memo?: { key: string; value: Promise<unknown> }): FastifyReply {
    if (request.method === 'GET' && request.url === request.routeOptions.url) {
      const held = memo ? this.memos.get(memo.key) : undefined;
      if (!memo) this.keepReady(request.url, { kind: 'text', entry, names: [] });
      else if (held?.value === memo.value) this.keepReady(request.url, { kind: 'text', entry, names: held.names });
    }
    return this.sendAnswer(
      request,
      reply,
      cachedAnswer(entry, negotiate(entry, request.headers['if-none-match'], request.headers['accept-encoding'])),
    );
  }

  /** Sends a cached answer (JSON, text or page) with the headers the fast path would send for it. */
  sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
    const headers = answerHeaders(this.security, fixedAnswerHeaders(this.security, answer.headers), answer.status, {
      nonce: this.security ? reply.cspNonce.script : '',
      https: request.protocol === 'https',
      body: answer.body,
      url: request.url,
    });
    for (let i = 0; i < headers.length; i += 2) reply.header(String(headers[i]), headers[i + 1]);
    return reply.code(answer.status).send(answer.body ?? undefined);
  }

  /**
   * Keeps a sent JSON answer ready under its address, so the server can answer the next request for it
   * before any routing. Only a found (200) answer of an address without a query, and only while the
   * entry is still the cached one (no write since): made-up addresses and query strings fill nothing.
   */
  offerJson(url: string, entry: CachedBody): void {
    if (entry.status !== 200 || url.includes('?') || this.entries.get(entry.id) !== entry) return;
    this.keepReady(url, { kind: 'json', entry });
  }

  /** The same for a page's HTML, kept under its normalized path while memo `memoKey` still holds `value` (and dropped with it). */
  offerPage(pathname: string, memoKey: string, value: Promise<unknown>, page: ReadyPage): void {
    const memo = this.memos.get(memoKey);
    if (memo?.value !== value) return;
    this.keepReady(pageAddress(pathname), { kind: 'page', page, names: memo.names });
  }

  private keepReady(address: string, response: ReadyResponse): void {
    // A backstop only (the addresses kept are canonical ones): the oldest makes room, so the set never
    // stops taking new addresses until the next write.
    if (this.ready.size >= READY_MAX && !this.ready.has(address)) {
      const oldest = this.ready.keys().next();
      if (!oldest.done) this.ready.delete(oldest.value);
    }
    this.ready.set(address, response);
  }

  /** How many finished responses are kept ready (bounded by the real public addresses). */
  get readyCount(): number {
    return this.ready.size;
  }

  /** The addresses kept ready: JSON answers by URL, pages as `pageAddress(path)` (tests walk them). */
  readyAddresses(): string[] {
    return [...this.ready.keys()];
  }

  /** The finished response kept for an address (a JSON answer's URL, or `pageAddress`), unless its content has closed since. */
  readyFor(address: string, now = Date.now()): ReadyResponse | undefined {
    this.expireDue(now);
    return this.ready.get(address);
  }

  /**
   * Content of `name` just read stops being true at `at` (ms since epoch) without any write: the list of
   * open jobs when its first job closes. Everything cached from that content is dropped then, on this
   * instance (every instance that read it registered the same time, so no version bump is needed).
   */
  closesAt(name: ContentName, at: number): void {
    if (at >= (this.deadlines.get(name) ?? Number.POSITIVE_INFINITY)) return;
    this.deadlines.set(name, at);
    this.nextDeadline = Math.min(this.nextDeadline, at);
  }

  private expireDue(now: number): void {
    if (now < this.nextDeadline) return;
    this.nextDeadline = Number.POSITIVE_INFINITY;
    for (const [name, at] of [...this.deadlines]) {
      if (at <= now) this.drop(name);
      else this.nextDeadline = Math.min(this.nextDeadline, at);
    }
  }

  async invalidate(name: ContentName): Promise<void> {
    this.drop(name);
    const known = this.versions.get(name) ?? 0;
    // One statement, so the bump and its announcement commit together (one round trip): no instance
    // hears of a version it cannot read yet.
    const result = (await this.db.execute(sql`
      with bumped as (
        insert into ${contentVersions} (name, version) values (${name}, 1)
        on conflict (name) do update set version = ${contentVersions}.version + 1
        returning version)
      select version, pg_notify(${CONTENT_CHANNEL}, ${`${name}:`} || version || ${`:${this.instance}`}) from bumped`)) as unknown as {
      rows: { version: number | string }[];
    };
    const bumped = result.rows[0];
    const row = bumped ? { version: Number(bumped.version) } : undefined;
    // Our own bump needs no second drop when the poll or the notification shows it. Only when no other
    // instance bumped in between (the version moved by exactly one): otherwise it drops again, which is safe.
    if (row && row.version === known + 1 && this.versions.get(name) === known) this.versions.set(name, row.version);
  }

  /** The announcement of this instance's own bump: already dropped, only the version is recorded. */
  sawOwnVersion(name: ContentName, version: number): void {
    if (version > (this.versions.get(name) ?? Number.NEGATIVE_INFINITY)) this.versions.set(name, version);
  }

  /** A version of `name` read from the database (a poll, another instance's announcement): drops what is cached when it moved. */
  sawVersion(name: ContentName, version: number): void {
    const known = this.versions.get(name);
    if (known === version) return;
    this.versions.set(name, version);
    if (known !== undefined) this.drop(name);
  }

  private drop(name: ContentName): void {
    // What is read again registers its own closing time.
    this.deadlines.delete(name);
    this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
    for (const key of this.entries.keys()) if (key.startsWith(`${name}|`)) this.entries.delete(key);
    for (const [key, memo] of this.memos) if (memo.names.includes(name)) this.memos.delete(key);
    for (const [address, response] of this.ready) {
      if (response.kind === 'json' ? response.entry.name === name : response.names.includes(name)) this.ready.delete(address);
    }
  }

  /** Reads the version rows; drops the entries of every name whose version moved. */
  async poll(): Promise<void> {
    const rows = await this.db.select().from(contentVersions).where(inArray(contentVersions.name, CONTENT_NAMES));
    for (const name of CONTENT_NAMES) this.sawVersion(name, rows.find((r) => r.name === name)?.version ?? 0);
  }

  /** Polls the versions every `intervalMs` (on PostgreSQL only while the listening connection is down). */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.poll().catch(() => {
        // Database briefly unreachable: keep serving what we have, but never a stale entry forever.
        this.entries.clear();
        this.memos.clear();
        this.ready.clear();
      });
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
