import { and, desc, eq, gt, inArray, like, min, ne, or, sql } from 'drizzle-orm';
import {
  API,
  BLOG_IMAGE_FIELDS,
  DEFAULT_BLOG_AUTHOR,
  readingMinutesOf,
  RELATED_POSTS_MAX,
  sharedWordCount,
  slugify,
  toInstant,
  topicWords,
  type BlogDto,
  type BlogImageField,
  type BlogInput,
  type BlogInputStatus,
  type BlogStatus,
  type ImageDto,
} from '@contract';
import type { Db, Tx } from '../../db/client';
import { blogs } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import type { ProcessedImage } from '../../lib/images';
import { conflict, missedWrite, versionCondition, versionMatches, type WritePrecondition } from '../../lib/record-version';
import type { ImagesRepository } from './images-repository';
import type { ContentCache } from './content-cache';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';

type BlogRow = typeof blogs.$inferSelect;
export type BlogsCache = ContentCache<'blogs'>;

export const BLOG_NOT_FOUND = 'Blog not found';

/** A checked blog form: its text fields, the re-encoded images it uploads and the images it asks to remove. */
export interface BlogForm {
  input: BlogInput;
  images: Partial<Record<BlogImageField, ProcessedImage>>;
  remove: Partial<Record<BlogImageField, boolean>>;
}

function imageUrl(image: ImageDto | null): string | null {
  return image ? API.images(image.hash, image.widths[image.widths.length - 1] ?? image.width) : null;
}

/**
 * When a post goes (or went) public. A published row without a time is one written before drafts existed
 * (migration 0008 gave the old ones theirs; the seed and older tools write none): public since it was created.
 */
const PUBLIC_AT = sql<Date>`coalesce(${blogs.publishedAt}, ${blogs.createdAt})`;

/** The rows visitors see at `now`: published, and their time come. */
function isPublic(now: Date) {
  return and(eq(blogs.status, 'published'), sql`${PUBLIC_AT} <= ${now.toISOString()}::timestamptz`);
}

/** A row's status at `now` and the time it went (or goes) public. */
function publicationOf(r: BlogRow, now: Date): { status: BlogStatus; publishedAt: Date | null } {
  if (r.status !== 'published') return { status: 'draft', publishedAt: r.publishedAt };
  const publishedAt = r.publishedAt ?? r.createdAt;
  return { status: publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published', publishedAt };
}

/** The one row → DTO mapping of a post (database columns never leak); `images` holds the stored images by hash. */
export function toBlogDto(r: BlogRow, images: ReadonlyMap<string, ImageDto>, now: Date = new Date()): BlogDto {
  const image = (r.imageHash ? images.get(r.imageHash) : undefined) ?? null;
  const bannerImage = (r.bannerImageHash ? images.get(r.bannerImageHash) : undefined) ?? null;
  const { status, publishedAt } = publicationOf(r, now);
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    content: r.content,
    slug: r.slug,
    imageUrl: imageUrl(image),
    bannerImageUrl: imageUrl(bannerImage),
    imageAlt: r.imageAlt,
    bannerImageAlt: r.bannerImageAlt,
    image,
    bannerImage,
    authorName: r.authorName,
    authorRole: r.authorRole,
    courseSlug: r.courseSlug,
    readingMinutes: readingMinutesOf(r.content),
    status,
    publishedAt: publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}

/** What the related-posts ranking reads of a post. */
export interface RelatedCandidate {
  id: string;
  title: string;
  description: string;
  courseSlug: string | null;
}

/**
 * The posts related to `post` among `others` (newest first, `post` itself skipped), at most `max`: those
 * linked to the same course first, then those sharing more words of their title and description, the
 * newer first on a tie (docs/product.md §3 "Blog extras").
 */
export function rankRelated<P extends RelatedCandidate>(post: RelatedCandidate, others: readonly P[], max = RELATED_POSTS_MAX): P[] {
  const words = topicWords(`${post.title} ${post.description}`);
  return others
    .filter((other) => other.id !== post.id)
    .map((other, order) => ({
      other,
      order,
      sameCourse: post.courseSlug !== null && other.courseSlug === post.courseSlug ? 1 : 0,
      shared: sharedWordCount(words, topicWords(`${other.title} ${other.description}`)),
    }))
    .sort((a, b) => b.sameCourse - a.sameCourse || b.shared - a.shared || a.order - b.order)
    .slice(0, max)
    .map(({ other }) => other);
}

/** The byline columns a save writes: absent fields keep the post's (old clients send none); an empty name is the default byline. */
function bylineColumns(input: BlogInput) {
  return {
    ...(input.authorName !== undefined ? { authorName: input.authorName || DEFAULT_BLOG_AUTHOR } : {}),
    ...(input.authorRole !== undefined ? { authorRole: input.authorRole } : {}),
    ...(input.courseSlug !== undefined ? { courseSlug: input.courseSlug || null } : {}),
  };
}

/** `base`, or `base-2`, `base-3` … : the first one no other post uses. */
async function uniqueSlug(db: Db | Tx, base: string, exceptId?: string): Promise<string> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(and(or(eq(blogs.slug, base), like(blogs.slug, `${escaped}-%`)), exceptId ? ne(blogs.id, exceptId) : undefined));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The status and publication time a save writes (`publishedAt` undefined: the column keeps its value).
 * A draft keeps the time it had. Publishing with a `publishAt` ahead of now schedules the post; otherwise
 * a post that is already published or scheduled keeps its time unless `publishAt` names a past one (then
 * it is public from now on, a public one keeps its date), and a draft or a new post goes public now.
 */
export function publicationFor(
  input: Pick<BlogInput, 'status' | 'publishAt'>,
  existing: Pick<BlogDto, 'status'> | null,
  now: Date,
): { status: BlogInputStatus; publishedAt?: Date } {
  if (input.status === 'draft') return { status: 'draft' };
  const asked = input.publishAt ? toInstant(input.publishAt) : null;
  const at = asked ? new Date(asked) : null;
  if (at && at.getTime() > now.getTime()) return { status: 'published', publishedAt: at };
  if (existing?.status === 'published') return { status: 'published' };
  if (existing?.status === 'scheduled' && !at) return { status: 'published' };
  return { status: 'published', publishedAt: now };
}

const SLUG_RACE_MESSAGE = 'Another blog with the same address was saved at the same moment. Please try again.';
/** Attempts at a free slug when concurrent writes keep taking the one found (each round one of them wins). */
const SLUG_ATTEMPTS = 50;

function baseSlug(input: BlogInput): string {
  const base = input.slug ? input.slug : slugify(input.title);
  if (!base)
    throw badRequest('Title must contain at least one letter or digit.', { title: 'Title must contain at least one letter or digit.' });
  return base;
}

/** Runs `write` with a fresh unique slug, retrying when a concurrent write took the same one; 409 when they keep winning. */
async function withUniqueSlug<T>(db: Db, base: string, exceptId: string | undefined, write: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const slug = await uniqueSlug(db, base, exceptId);
    try {
      return await write(slug);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (attempt >= SLUG_ATTEMPTS) throw new HttpError(409, SLUG_RACE_MESSAGE);
    }
  }
}

/**
 * Blog posts: the only code that reads or writes the blogs table. A post and the images it uploads are
 * written in one transaction; images no post uses any more are removed after it commits (inside it they
 * would hold locks other saves wait for); every write invalidates the cached 'blogs'.
 */
export function createBlogsRepository(db: Db, images: ImagesRepository, cache: BlogsCache) {
  async function toDtos(rows: BlogRow[], now = new Date()): Promise<BlogDto[]> {
    const stored = await images.findByHashes(rows.flatMap((r) => [r.imageHash, r.bannerImageHash]).filter((h): h is string => h !== null));
    return rows.map((r) => toBlogDto(r, stored, now));
  }
  async function toDto(row: BlogRow): Promise<BlogDto> {
    const [dto] = await toDtos([row]);
    if (!dto) throw new Error('blog row mapped to nothing');
    return dto;
  }

  return {
    /**
     * The posts visitors see at `now`, newest first: the public list, the pages, the sitemap and the feed.
     * The cache learns when the next scheduled post goes public, and drops what it read then.
     */
    async listPublic(now = new Date()): Promise<BlogDto[]> {
      const [rows, [next]] = await Promise.all([
        db.select().from(blogs).where(isPublic(now)).orderBy(desc(PUBLIC_AT), desc(blogs.id)),
        db
          .select({ at: min(blogs.publishedAt) })
          .from(blogs)
          .where(and(eq(blogs.status, 'published'), gt(blogs.publishedAt, now))),
      ]);
      if (next?.at) cache.closesAt('blogs', new Date(next.at).getTime());
      return toDtos(rows, now);
    },

    /** Every post with its status, drafts and scheduled ones included, newest (or next) first: the admin list. */
    async listAll(now = new Date()): Promise<BlogDto[]> {
      return toDtos(await db.select().from(blogs).orderBy(desc(PUBLIC_AT), desc(blogs.id)), now);
    },

    /** A post by slug whatever its status (the editor, a preview, a save). */
    async findBySlug(slug: string): Promise<BlogDto | null> {
      const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug));
      return row ? toDto(row) : null;
    },

    /** The post visitors see at this address at `now`, or null (a draft, a scheduled post, none). */
    async findPublicBySlug(slug: string, now = new Date()): Promise<BlogDto | null> {
      const [row] = await db
        .select()
        .from(blogs)
        .where(and(eq(blogs.slug, slug), isPublic(now)));
      return row ? toDto(row) : null;
    },

    /**
     * Up to RELATED_POSTS_MAX other posts visitors see at `now`, related to the public post at `slug`
     * (`rankRelated`); null when visitors cannot see that post. Drafts and scheduled posts are never among them.
     */
    async relatedTo(slug: string, now = new Date()): Promise<BlogDto[] | null> {
      const candidates = await db
        .select({ id: blogs.id, slug: blogs.slug, title: blogs.title, description: blogs.description, courseSlug: blogs.courseSlug })
        .from(blogs)
        .where(isPublic(now))
        .orderBy(desc(PUBLIC_AT), desc(blogs.id));
      const post = candidates.find((c) => c.slug === slug);
      if (!post) return null;
      const chosen = rankRelated(post, candidates).map((c) => c.id);
      if (chosen.length === 0) return [];
      const rows = await db.select().from(blogs).where(inArray(blogs.id, chosen));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return toDtos(
        chosen.map((id) => byId.get(id)).filter((r): r is BlogRow => r !== undefined),
        now,
      );
    },

    /** The text of one post (lists shown on pages carry no bodies). */
    async contentOf(slug: string): Promise<string | null> {
      const [row] = await db.select({ content: blogs.content }).from(blogs).where(eq(blogs.slug, slug)).limit(1);
      return row?.content ?? null;
    },

    async create(form: BlogForm): Promise<BlogDto> {
      const base = baseSlug(form.input);
      const now = new Date();
      const publication = publicationFor(form.input, null, now);
      const row = await db.transaction(async (tx) => {
        for (const image of Object.values(form.images)) await images.store(tx, image);
        // A slug taken meanwhile by a concurrent post (ON CONFLICT waits for it to commit) means: take the next free one.
        for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
          const slug = await uniqueSlug(tx, base);
          const [created] = await tx
            .insert(blogs)
            .values({
              slug,
              title: form.input.title,
              description: form.input.description ?? '',
              content: form.input.content ?? '',
              status: publication.status,
              publishedAt: publication.publishedAt ?? null,
              createdAt: now,
              updatedAt: now,
              imageHash: form.images.image?.hash ?? null,
              imageAlt: form.input.imageAlt ?? '',
              bannerImageHash: form.images.bannerImage?.hash ?? null,
              bannerImageAlt: form.input.bannerImageAlt ?? '',
              ...bylineColumns(form.input),
            })
            .onConflictDoNothing({ target: blogs.slug })
            .returning();
          if (created) return created;
        }
        throw new HttpError(409, SLUG_RACE_MESSAGE);
      });
      await cache.invalidate('blogs');
      return toDto(row);
    },

    /**
     * Saves `form` over `existing` (as the caller read it, by slug) unless the client's precondition names
     * an older version: the check here, then `WHERE version = expected` in the transaction, so a save that
     * raced past the check is refused by the database.
     */
    async update(existing: BlogDto, form: BlogForm, precondition: WritePrecondition): Promise<BlogDto> {
      const condition = versionCondition(precondition, { id: existing._id, version: existing.version }, 'blog');
      // The URL stays unless the admin asks for another slug: old links keep working after a title edit.
      const wanted = form.input.slug && form.input.slug !== existing.slug ? baseSlug(form.input) : null;
      // Only the image columns this edit changes are written: a text-only edit never writes back an image
      // hash read before another admin replaced (and removed) that image.
      const next = (field: BlogImageField): string | null | undefined =>
        form.images[field]?.hash ?? (form.remove[field] ? null : undefined);
      const now = new Date();
      const publication = publicationFor(form.input, existing, now);
      let row: BlogRow | undefined;
      try {
        row = await withUniqueSlug(db, wanted ?? existing.slug, existing._id, (slug) =>
          db.transaction(async (tx) => {
            for (const image of Object.values(form.images)) await images.store(tx, image);
            const [updated] = await tx
              .update(blogs)
              .set({
                slug: wanted ? slug : existing.slug,
                title: form.input.title,
                description: form.input.description ?? '',
                content: form.input.content ?? '',
                status: publication.status,
                publishedAt: publication.publishedAt,
                imageHash: next('image'),
                imageAlt: form.input.imageAlt,
                bannerImageHash: next('bannerImage'),
                bannerImageAlt: form.input.bannerImageAlt,
                ...bylineColumns(form.input),
                updatedAt: now,
                version: sql`${blogs.version} + 1`,
              })
              // One statement: of two saves of the same version exactly one matches.
              .where(and(eq(blogs.id, existing._id), versionMatches(blogs.version, condition)))
              .returning();
            return updated;
          }),
        );
      } catch (err) {
        if (isForeignKeyViolation(err)) throw conflict('blog', condition.status);
        throw err;
      }
      if (!row) throw missedWrite(condition, 'blog', BLOG_NOT_FOUND);
      const saved = row;
      await images.removeUnreferenced(
        BLOG_IMAGE_FIELDS.map((f) => existing[f]?.hash).filter((h) => h !== saved.imageHash && h !== saved.bannerImageHash),
      );
      await cache.invalidate('blogs');
      return toDto(saved);
    },

    async remove(slug: string, precondition: WritePrecondition): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const [current] = await tx.select({ id: blogs.id, version: blogs.version }).from(blogs).where(eq(blogs.slug, slug));
        if (!current) throw notFound(BLOG_NOT_FOUND);
        const condition = versionCondition(precondition, current, 'blog');
        const [row] = await tx
          .delete(blogs)
          .where(and(eq(blogs.id, current.id), versionMatches(blogs.version, condition)))
          .returning();
        if (!row) throw missedWrite(condition, 'blog', BLOG_NOT_FOUND);
        return row;
      });
      await images.removeUnreferenced([deleted.imageHash, deleted.bannerImageHash]);
      await cache.invalidate('blogs');
    },
  };
}

export type BlogsRepository = ReturnType<typeof createBlogsRepository>;
