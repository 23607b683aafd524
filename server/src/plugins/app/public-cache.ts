import { createHash, randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { contentVersions } from '../../db/schema';
import { COMPRESS_MIN_BYTES, contentCoding, etagMatches, precompress, type ContentCoding } from '../../lib/http-negotiation';
import { publicCacheHits, publicCacheMisses } from './metrics';

/**
 * How a public answer (an API read, a page, a feed) may be kept: a browser revalidates it every time (its
 * ETag makes that a 304), a proxy or CDN keeps it a minute. No `stale-while-revalidate`: a browser honours
 * it too, and would show an admin the list as it was before their own save. A change can so take up to a
 * minute to show behind such a cache; without one it shows at once (the server drops its own copies on
 * every write).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

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

/**
 * `body` ready to be sent again: encoded once, precompressed when worth it (unless `compress` is false: an
 * answer sent once is compressed on the way out instead), its ETag a hash unless given.
 */
export function storedBody(
  body: string,
  options: { status?: number; etag?: string; type?: string; cacheControl?: string; compress?: boolean } = {},
): StoredBody {
  const bytes = Buffer.from(body);
  return {
    body,
    bytes,
    encoded: options.compress !== false && bytes.length >= COMPRESS_MIN_BYTES ? precompress(bytes) : null,
    etag: options.etag ?? `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    status: options.status ?? 200,
    ...(options.type ? { type: options.type } : {}),
    ...(options.cacheControl ? { cacheControl: options.cacheControl } : {}),
  };
}

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
  const headers: Record<string, string> = { 'cache-control': entry.cacheControl ?? PUBLIC_CACHE_CONTROL, vary: 'accept-encoding' };
  // Only a found answer is revalidated: a 404 keeps no ETag.
  if (entry.status === 200) headers.etag = entry.etag;
  if (notModified) return { status: 304, headers, body: null };
  headers['content-type'] = entry.type ?? 'application/json; charset=utf-8';
  if (coding && entry.encoded) {
    headers['content-encoding'] = coding;
    return { status: entry.status, headers, body: entry.encoded[coding] };
  }
  return { status: entry.status, headers, body: entry.bytes };
}

/** A cached answer as negotiated for one request. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

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
  /** When content read so far stops being true without any write (a job's closing time), by name; ms since epoch. */
  private readonly deadlines = new Map<ContentName, number>();
  /** The earliest of `deadlines` (or later: it is only a hint to skip the check). */
  private nextDeadline = Number.POSITIVE_INFINITY;
  private timer: NodeJS.Timeout | null = null;
  /** Names this instance in its announcements, so it does not drop again what its own write dropped. */
  readonly instance = randomBytes(6).toString('base64url');

  constructor(private readonly db: Db) {}

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

  /** Whether a computed value is kept under `key` now (a page already rendered for everyone). */
  hasMemo(key: string): boolean {
    this.expireDue(Date.now());
    return this.memos.has(key);
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

  /** Sends a cached answer (an API read, a page, a feed) with its ETag, or 304 when the client already has it. */
  send(request: FastifyRequest, reply: FastifyReply, entry: StoredBody): FastifyReply {
    const answer = cachedAnswer(entry, negotiate(entry, request.headers['if-none-match'], request.headers['accept-encoding']));
    return reply
      .code(answer.status)
      .headers(answer.headers)
      .send(answer.body ?? undefined);
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
      });
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
