import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API,
  SLUG_PATTERN,
  slugify,
  versionEtag,
  workshopSchema,
  type WorkshopCategory,
  type WorkshopDto,
  type WorkshopInput,
} from '@contract';
import { workshops } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { conflict, versionCondition } from '../../lib/record-version';

type WorkshopRow = typeof workshops.$inferSelect;

/** Shown when an admin gives no image: our own generic workshop illustration. */
export const DEFAULT_WORKSHOP_IMAGE = '/images/workshops/workshop.svg';

function toWorkshopDto(row: WorkshopRow): WorkshopDto {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category as WorkshopCategory,
    date: row.date,
    dateIso: row.dateIso,
    duration: row.duration,
    sessions: row.sessions,
    topics: row.topics,
    highlights: { learningOutcomes: row.learningOutcomes, careerPaths: row.careerPaths },
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

function toColumns(input: WorkshopInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    date: input.date,
    duration: input.duration,
    sessions: input.sessions.filter((s) => s.trim() !== ''),
    topics: input.topics,
    learningOutcomes: input.learningOutcomes,
    careerPaths: input.careerPaths.filter((p) => p.trim() !== ''),
    image: input.image?.trim() || DEFAULT_WORKSHOP_IMAGE,
  };
}

/** The slug a write asks for: the given one, else one made from the title; refused when it cannot be a path segment. */
function slugFor(input: WorkshopInput): string {
  const slug = input.slug?.trim() ? input.slug.trim() : slugify(input.title);
  if (!SLUG_PATTERN.test(slug)) {
    throw badRequest('The slug may hold only lower-case letters, digits and single hyphens.', {
      slug: 'The slug may hold only lower-case letters, digits and single hyphens.',
    });
  }
  return slug;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const slugTaken = (slug: string) =>
  new HttpError(409, `A workshop with the address "${slug}" already exists.`, {
    slug: 'This address is already used by another workshop.',
  });

export default async function workshopRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  app.get(API.workshops.list, async (request, reply) => {
    const entry = await app.publicCache.get('workshops', 'list', async () => {
      const rows = await db().select().from(workshops).orderBy(asc(workshops.createdAt), asc(workshops.title));
      return { status: 200, value: rows.map(toWorkshopDto) };
    });
    return app.publicCache.send(request, reply, entry);
  });

  app.get<{ Params: { slug: string } }>('/api/workshops/:slug', async (request, reply) => {
    const { slug } = request.params;
    if (!SLUG_PATTERN.test(slug)) return reply.code(404).send({ message: 'Workshop not found.' });
    // Only known slugs get a cache entry, so requests for made-up slugs cannot grow the cache.
    const list = await app.publicCache.get('workshops', 'slugs', async () => {
      const rows = await db().select({ slug: workshops.slug }).from(workshops);
      return { status: 200, value: rows.map((r) => r.slug) };
    });
    if (!(JSON.parse(list.body) as string[]).includes(slug)) return reply.code(404).send({ message: 'Workshop not found.' });
    const entry = await app.publicCache.get('workshops', `slug:${slug}`, async () => {
      const [row] = await db().select().from(workshops).where(eq(workshops.slug, slug)).limit(1);
      if (!row) return { status: 404, value: { message: 'Workshop not found.' } };
      const dto = toWorkshopDto(row);
      return { status: 200, value: dto, etag: versionEtag(dto) };
    });
    return app.publicCache.send(request, reply, entry);
  });

  app.post<{ Body: WorkshopInput }>(
    API.workshops.list,
    { onRequest: app.requireAdmin, schema: { body: workshopSchema } },
    async (request, reply) => {
      const slug = slugFor(request.body);
      try {
        const [row] = await db()
          .insert(workshops)
          .values({ ...toColumns(request.body), slug })
          .returning();
        if (!row) throw new Error('workshop insert returned no row');
        await app.publicCache.invalidate('workshops');
        return reply.code(201).send(toWorkshopDto(row));
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(slug);
        throw err;
      }
    },
  );

  app.put<{ Params: { slug: string }; Body: WorkshopInput }>(
    '/api/workshops/:slug',
    { onRequest: app.requireAdmin, schema: { body: workshopSchema } },
    async (request) => {
      const current = request.params.slug;
      const slug = request.body.slug?.trim() ? slugFor(request.body) : current;
      const [existing] = await db()
        .select({ id: workshops.id, version: workshops.version })
        .from(workshops)
        .where(eq(workshops.slug, current));
      if (!existing) throw notFound('Workshop not found.');
      const condition = versionCondition(request, existing, request.body.version, 'workshop');
      try {
        // One statement: of two saves of the same version exactly one matches.
        const [row] = await db()
          .update(workshops)
          .set({ ...toColumns(request.body), slug, updatedAt: new Date(), version: sql`${workshops.version} + 1` })
          .where(and(eq(workshops.id, existing.id), condition.expected === null ? undefined : eq(workshops.version, condition.expected)))
          .returning();
        if (!row) throw condition.expected === null ? notFound('Workshop not found.') : conflict('workshop', condition.status);
        await app.publicCache.invalidate('workshops');
        return toWorkshopDto(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(slug);
        throw err;
      }
    },
  );

  app.delete<{ Params: { slug: string } }>('/api/workshops/:slug', { onRequest: app.requireAdmin }, async (request) => {
    const [existing] = await db()
      .select({ id: workshops.id, version: workshops.version })
      .from(workshops)
      .where(eq(workshops.slug, request.params.slug));
    if (!existing) throw notFound('Workshop not found.');
    const condition = versionCondition(request, existing, undefined, 'workshop');
    const deleted = await db()
      .delete(workshops)
      .where(and(eq(workshops.id, existing.id), condition.expected === null ? undefined : eq(workshops.version, condition.expected)))
      .returning({ id: workshops.id });
    if (deleted.length === 0) throw condition.expected === null ? notFound('Workshop not found.') : conflict('workshop', condition.status);
    await app.publicCache.invalidate('workshops');
    return { message: 'Workshop deleted.' };
  });
}
