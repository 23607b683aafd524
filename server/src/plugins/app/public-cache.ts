import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { contentVersions } from '../../db/schema';

export type ContentName = 'blogs' | 'jobs' | 'workshops';
export const CONTENT_NAMES: ContentName[] = ['blogs', 'jobs', 'workshops'];

export interface CachedBody {
  body: string;
  /** `body` encoded once, so a cached answer costs no encoding per response. */
  bytes: Buffer;
  etag: string;
  status: number;
}

/**
 * Serialized public API answers kept in memory. A write calls `invalidate(name)`, which clears this
 * instance's entries and bumps the name's version row; every instance polls the versions, so a write
 * on one instance reaches the others within one poll interval.
 */
export class PublicCache {
  private readonly entries = new Map<string, CachedBody>();
  private readonly versions = new Map<ContentName, number>();
  /** Bumped on every drop of a name, here or from another instance: a value produced across a bump is stale. */
  private readonly generations = new Map<ContentName, number>();
  /** Derived values (page head data, sitemap…) that depend on one or more content names. */
  private readonly memos = new Map<string, { names: readonly ContentName[]; value: Promise<unknown> }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {}

  async get(name: ContentName, key: string, produce: () => Promise<{ status: number; value: unknown }>): Promise<CachedBody> {
    const id = `${name}|${key}`;
    const hit = this.entries.get(id);
    if (hit) return hit;
    const generation = this.generations.get(name) ?? 0;
    const { status, value } = await produce();
    const body = JSON.stringify(value);
    const bytes = Buffer.from(body);
    const entry = { body, bytes, status, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
    // Store only when no invalidation happened while producing, so a stale read never sticks.
    if ((this.generations.get(name) ?? 0) === generation) this.entries.set(id, entry);
    return entry;
  }

  /**
   * Any value computed from the content of `names` (e.g. a page's head data), kept until a write to one of
   * them. Concurrent callers share one computation; a failed computation, or one `keep` refuses, is not kept.
   */
  memo<T>(names: readonly ContentName[], key: string, produce: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
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

  async invalidate(name: ContentName): Promise<void> {
    this.drop(name);
    const known = this.versions.get(name) ?? 0;
    const [row] = await this.db
      .insert(contentVersions)
      .values({ name, version: 1 })
      .onConflictDoUpdate({ target: contentVersions.name, set: { version: sql`${contentVersions.version} + 1` } })
      .returning({ version: contentVersions.version });
    // Our own bump needs no second drop when the poll sees it. Only when no other instance bumped in
    // between (the version moved by exactly one): otherwise the poll drops again, which is safe.
    if (row && row.version === known + 1 && this.versions.get(name) === known) this.versions.set(name, row.version);
  }

  private drop(name: ContentName): void {
    this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
    for (const key of this.entries.keys()) if (key.startsWith(`${name}|`)) this.entries.delete(key);
    for (const [key, memo] of this.memos) if (memo.names.includes(name)) this.memos.delete(key);
  }

  /** Reads the version rows; drops the entries of every name whose version moved. */
  async poll(): Promise<void> {
    const rows = await this.db.select().from(contentVersions).where(inArray(contentVersions.name, CONTENT_NAMES));
    for (const name of CONTENT_NAMES) {
      const version = rows.find((r) => r.name === name)?.version ?? 0;
      const known = this.versions.get(name);
      if (known !== version) {
        this.versions.set(name, version);
        if (known !== undefined) this.drop(name);
      }
    }
  }

  start(intervalMs: number): void {
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

/** Sends a cached body with its ETag, or 304 when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (entry.status === 200 && request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.code(entry.status).type('application/json; charset=utf-8').send(entry.bytes);
}
