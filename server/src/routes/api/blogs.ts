import { and, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API,
  BLOG_IMAGE_FIELDS,
  blogSchema,
  slugify,
  versionEtag,
  type BlogDto,
  type BlogImageField,
  type BlogInput,
  type ImageDto,
  type MessageResponse,
} from '@contract';
import type { Db, Tx } from '../../db/client';
import { blogs, images } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { processImage, removeUnreferencedImages, storeImage, type ProcessedImage } from '../../lib/images';
import { conflict, versionCondition } from '../../lib/record-version';
import type { CachedBody } from '../../plugins/app/public-cache';
import { inputProblem, validateInput } from '../../plugins/app/validation';

type BlogRow = typeof blogs.$inferSelect;
type ImageRow = typeof images.$inferSelect;

export const BLOG_NOT_FOUND = 'Blog not found';
const IMAGE_LABELS: Record<BlogImageField, string> = { image: 'The image', bannerImage: 'The banner image' };
const HASH_COLUMNS = { image: 'imageHash', bannerImage: 'bannerImageHash' } as const;

function toImageDto(row: ImageRow | undefined): ImageDto | null {
  return row ? { hash: row.hash, width: row.width, height: row.height, widths: [...row.widths].sort((a, b) => a - b) } : null;
}

function imageUrl(image: ImageDto | null): string | null {
  return image ? API.images(image.hash, image.widths[image.widths.length - 1] ?? image.width) : null;
}

/** Rows → contract DTOs (database columns never leak). */
async function toDtos(db: Db, rows: BlogRow[]): Promise<BlogDto[]> {
  const hashes = [...new Set(rows.flatMap((r) => [r.imageHash, r.bannerImageHash]).filter((h): h is string => h !== null))];
  const imageRows = hashes.length > 0 ? await db.select().from(images).where(inArray(images.hash, hashes)) : [];
  const byHash = new Map(imageRows.map((r) => [r.hash, r]));
  return rows.map((r) => {
    const image = toImageDto(r.imageHash ? byHash.get(r.imageHash) : undefined);
    const bannerImage = toImageDto(r.bannerImageHash ? byHash.get(r.bannerImageHash) : undefined);
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
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}

async function findBySlug(db: Db, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug));
  return row;
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

function hasPgCode(err: unknown, code: string): boolean {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === code || (e?.cause !== undefined && e.cause !== err && hasPgCode(e.cause, code));
}
const isUniqueViolation = (err: unknown) => hasPgCode(err, '23505');
/** An image the write refers to was removed by a concurrent write (foreign key). */
const isForeignKeyViolation = (err: unknown) => hasPgCode(err, '23503');

const SLUG_RACE_MESSAGE = 'Another blog with the same address was saved at the same moment. Please try again.';
/** Attempts at a free slug when concurrent writes keep taking the one found (each round one of them wins). */
const SLUG_ATTEMPTS = 50;

interface BlogForm {
  input: BlogInput;
  images: Partial<Record<BlogImageField, ProcessedImage>>;
  remove: Partial<Record<BlogImageField, boolean>>;
}

/** The multipart form's text fields and image files, read in arrival order. */
async function readParts(
  request: FastifyRequest,
  fields: Record<string, string>,
  files: Partial<Record<BlogImageField, Buffer>>,
): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const name = part.fieldname as BlogImageField;
      // Read even a refused part to its end (toBuffer throws 413 past the size limit).
      const bytes = await part.toBuffer();
      if (!BLOG_IMAGE_FIELDS.includes(name)) {
        throw badRequest(`Unexpected file field "${part.fieldname}": send image or bannerImage.`);
      }
      if (bytes.length > 0) files[name] = bytes;
    } else if (part.valueTruncated) {
      // Never store a silently shortened field (the multipart field limit is counted in bytes).
      throw new HttpError(413, `The ${part.fieldname} field is too long.`, {
        [part.fieldname]: `The ${part.fieldname} field is too long.`,
      });
    } else if (typeof part.value === 'string') {
      // Browsers send multipart line breaks as CRLF; store plain LF.
      fields[part.fieldname] = part.value.replace(/\r\n?/g, '\n');
    }
  }
}

/**
 * Reads the multipart form (or a JSON body without files), validates the text fields with the
 * contract schema, and checks and re-encodes the images. Nothing is stored here.
 */
async function readBlogForm(request: FastifyRequest): Promise<BlogForm> {
  const fields: Record<string, string> = {};
  const files: Partial<Record<BlogImageField, Buffer>> = {};
  if (request.isMultipart()) {
    try {
      await readParts(request, fields, files);
    } catch (err) {
      // The multipart parser's own complaints (no boundary, a cut-off body) carry no status: the client's mistake.
      if (err instanceof HttpError || (err as { statusCode?: number }).statusCode !== undefined) throw err;
      throw badRequest('The upload could not be read: send the blog as multipart/form-data with a boundary.');
    }
  } else if (request.body && typeof request.body === 'object') {
    const problem = inputProblem(request.body);
    if (problem) throw problem;
    for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
  } else {
    throw badRequest('Send the blog as multipart/form-data (title, description, content, optional image and bannerImage).');
  }
  const input = validateInput(blogSchema, fields);
  const processed: BlogForm['images'] = {};
  for (const field of BLOG_IMAGE_FIELDS) {
    const bytes = files[field];
    if (!bytes) continue;
    try {
      processed[field] = await processImage(bytes, IMAGE_LABELS[field]);
    } catch (err) {
      // Name the field so the form can show the message beside its picker.
      if (err instanceof HttpError) throw new HttpError(err.statusCode, err.message, { [field]: err.message });
      throw err;
    }
  }
  const remove = {
    image: fields.removeImage === 'true' && !processed.image,
    bannerImage: fields.removeBannerImage === 'true' && !processed.bannerImage,
  };
  return { input, images: processed, remove };
}

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

export default async function routes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  const listEntry = () =>
    app.publicCache.get('blogs', 'list', async () => {
      const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
      return { status: 200, value: await toDtos(db, rows) };
    });
  /** Slugs of the cached list, so unknown slugs are answered without filling the cache with 404s. */
  const slugSets = new WeakMap<CachedBody, Set<string>>();
  const knownSlugs = async (): Promise<Set<string>> => {
    const entry = await listEntry();
    let set = slugSets.get(entry);
    if (!set) {
      set = new Set((JSON.parse(entry.body) as BlogDto[]).map((b) => b.slug));
      slugSets.set(entry, set);
    }
    return set;
  };

  app.get(API.blogs.list, async (request, reply) => app.publicCache.send(request, reply, await listEntry()));

  app.get<{ Params: { slug: string } }>('/api/blogs/blogs/:slug', async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    if (!(await knownSlugs()).has(slug)) return reply.code(404).header('cache-control', 'no-cache').send({ message: BLOG_NOT_FOUND });
    const entry = await app.publicCache.get('blogs', `one:${slug}`, async () => {
      const row = await findBySlug(db, slug);
      if (!row) return { status: 404, value: { message: BLOG_NOT_FOUND } };
      const [dto] = await toDtos(db, [row]);
      return { status: 200, value: dto, etag: dto ? versionEtag(dto) : undefined };
    });
    return app.publicCache.send(request, reply, entry);
  });

  app.post(API.blogs.create, { onRequest: app.requireAdmin }, async (request, reply) => {
    const form = await readBlogForm(request);
    const base = baseSlug(form.input);
    const row = await db.transaction(async (tx) => {
      for (const image of Object.values(form.images)) await storeImage(tx, image);
      // A slug taken meanwhile by a concurrent post (ON CONFLICT waits for it to commit) means: take the next free one.
      for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
        const slug = await uniqueSlug(tx, base);
        const [created] = await tx
          .insert(blogs)
          .values({
            slug,
            title: form.input.title,
            description: form.input.description,
            content: form.input.content,
            imageHash: form.images.image?.hash ?? null,
            imageAlt: form.input.imageAlt ?? '',
            bannerImageHash: form.images.bannerImage?.hash ?? null,
            bannerImageAlt: form.input.bannerImageAlt ?? '',
          })
          .onConflictDoNothing({ target: blogs.slug })
          .returning();
        if (created) return created;
      }
      throw new HttpError(409, SLUG_RACE_MESSAGE);
    });
    await app.publicCache.invalidate('blogs');
    const [blog] = await toDtos(db, [row]);
    return reply.code(201).send({ message: 'Blog created successfully!', blog });
  });

  app.put<{ Params: { slug: string } }>('/api/blogs/:slug', { onRequest: app.requireAdmin }, async (request, reply) => {
    const existing = await findBySlug(db, request.params.slug.toLowerCase());
    if (!existing) throw notFound(BLOG_NOT_FOUND);
    const form = await readBlogForm(request);
    const condition = versionCondition(request, existing, form.input.version, 'blog');
    // The URL stays unless the admin asks for another slug: old links keep working after a title edit.
    const wanted = form.input.slug && form.input.slug !== existing.slug ? baseSlug(form.input) : null;
    // Only the image columns this edit changes are written: a text-only edit never writes back an image
    // hash read before another admin replaced (and removed) that image.
    const next = (field: BlogImageField): string | null | undefined => form.images[field]?.hash ?? (form.remove[field] ? null : undefined);
    let row: BlogRow | undefined;
    try {
      row = await withUniqueSlug(db, wanted ?? existing.slug, existing.id, (slug) =>
        db.transaction(async (tx) => {
          for (const image of Object.values(form.images)) await storeImage(tx, image);
          const [updated] = await tx
            .update(blogs)
            .set({
              slug: wanted ? slug : existing.slug,
              title: form.input.title,
              description: form.input.description,
              content: form.input.content,
              imageHash: next('image'),
              imageAlt: form.input.imageAlt,
              bannerImageHash: next('bannerImage'),
              bannerImageAlt: form.input.bannerImageAlt,
              updatedAt: new Date(),
              version: sql`${blogs.version} + 1`,
            })
            // One statement: of two saves of the same version exactly one matches.
            .where(and(eq(blogs.id, existing.id), condition.expected === null ? undefined : eq(blogs.version, condition.expected)))
            .returning();
          return updated;
        }),
      );
    } catch (err) {
      if (isForeignKeyViolation(err)) throw conflict('blog', condition.status);
      throw err;
    }
    if (!row) throw condition.expected === null ? notFound(BLOG_NOT_FOUND) : conflict('blog', condition.status);
    await removeUnreferencedImages(
      db,
      BLOG_IMAGE_FIELDS.map((f) => existing[HASH_COLUMNS[f]]).filter((h) => h !== row.imageHash && h !== row.bannerImageHash),
    );
    await app.publicCache.invalidate('blogs');
    const [blog] = await toDtos(db, [row]);
    return reply.send({ message: 'Blog updated successfully!', blog });
  });

  app.delete<{ Params: { slug: string } }>('/api/blogs/:slug', { onRequest: app.requireAdmin }, async (request, reply) => {
    const existing = await findBySlug(db, request.params.slug.toLowerCase());
    if (!existing) throw notFound(BLOG_NOT_FOUND);
    const condition = versionCondition(request, existing, undefined, 'blog');
    const [deleted] = await db
      .delete(blogs)
      .where(and(eq(blogs.id, existing.id), condition.expected === null ? undefined : eq(blogs.version, condition.expected)))
      .returning();
    if (!deleted) throw condition.expected === null ? notFound(BLOG_NOT_FOUND) : conflict('blog', condition.status);
    await removeUnreferencedImages(db, [deleted.imageHash, deleted.bannerImageHash]);
    await app.publicCache.invalidate('blogs');
    const body: MessageResponse = { message: 'Blog deleted successfully.' };
    return reply.send(body);
  });
}
