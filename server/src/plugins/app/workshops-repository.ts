import { and, asc, eq, sql } from 'drizzle-orm';
import { SLUG_PATTERN, slugify, type WorkshopCategory, type WorkshopDto, type WorkshopInput } from '@contract';
import type { Db, Tx } from '../../db/client';
import { workshops } from '../../db/schema';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { missedWrite, versionCondition, versionMatches, type WritePrecondition } from '../../lib/record-version';

type WorkshopRow = typeof workshops.$inferSelect;
/** What this repository needs of the public cache: to drop what its writes changed (the app hands it `publicCache`). */
export interface WorkshopsCache {
  invalidate(name: 'workshops'): Promise<void>;
}

export const WORKSHOP_NOT_FOUND = 'Workshop not found.';
/** Shown when an admin gives no image: our own generic workshop illustration. */
export const DEFAULT_WORKSHOP_IMAGE = '/images/workshops/workshop.svg';

export function toWorkshopDto(row: WorkshopRow): WorkshopDto {
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

/** The workshop of `slug` as it stands inside `tx`, checked against the client's precondition (throws 404, 409 or 412). */
async function currentFor(tx: Tx, slug: string, precondition: WritePrecondition) {
  const [current] = await tx.select({ id: workshops.id, version: workshops.version }).from(workshops).where(eq(workshops.slug, slug));
  if (!current) throw notFound(WORKSHOP_NOT_FOUND);
  return { current, condition: versionCondition(precondition, current, 'workshop') };
}

/** Workshops: the only code that reads or writes the workshops table; every write invalidates the cached 'workshops'. */
export function createWorkshopsRepository(db: Db, cache: WorkshopsCache) {
  return {
    /**
     * Every workshop: in the order they were added (the API's list), or by date (the pages: dated ones
     * first, then by title).
     */
    async list(order: 'added' | 'date' = 'added'): Promise<WorkshopDto[]> {
      const rows = await db
        .select()
        .from(workshops)
        .orderBy(
          ...(order === 'added' ? [asc(workshops.createdAt), asc(workshops.title)] : [asc(workshops.dateIso), asc(workshops.title)]),
        );
      return rows.map(toWorkshopDto);
    },

    async slugs(): Promise<string[]> {
      const rows = await db.select({ slug: workshops.slug }).from(workshops);
      return rows.map((r) => r.slug);
    },

    async findBySlug(slug: string): Promise<WorkshopDto | null> {
      const [row] = await db.select().from(workshops).where(eq(workshops.slug, slug)).limit(1);
      return row ? toWorkshopDto(row) : null;
    },

    async create(input: WorkshopInput): Promise<WorkshopDto> {
      const slug = slugFor(input);
      try {
        const [row] = await db
          .insert(workshops)
          .values({ ...toColumns(input), slug })
          .returning();
        if (!row) throw new Error('workshop insert returned no row');
        await cache.invalidate('workshops');
        return toWorkshopDto(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(slug);
        throw err;
      }
    },

    /** Saves `input` over the workshop now at `currentSlug`; it moves to `input.slug` when one is given. */
    async update(currentSlug: string, input: WorkshopInput, precondition: WritePrecondition): Promise<WorkshopDto> {
      const slug = input.slug?.trim() ? slugFor(input) : currentSlug;
      let row: WorkshopRow;
      try {
        row = await db.transaction(async (tx) => {
          const { current, condition } = await currentFor(tx, currentSlug, precondition);
          // `WHERE version = expected`: of two saves of the same version exactly one matches.
          const [updated] = await tx
            .update(workshops)
            .set({ ...toColumns(input), slug, updatedAt: new Date(), version: sql`${workshops.version} + 1` })
            .where(and(eq(workshops.id, current.id), versionMatches(workshops.version, condition)))
            .returning();
          if (!updated) throw missedWrite(condition, 'workshop', WORKSHOP_NOT_FOUND);
          return updated;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(slug);
        throw err;
      }
      await cache.invalidate('workshops');
      return toWorkshopDto(row);
    },

    async remove(slug: string, precondition: WritePrecondition): Promise<void> {
      await db.transaction(async (tx) => {
        const { current, condition } = await currentFor(tx, slug, precondition);
        const deleted = await tx
          .delete(workshops)
          .where(and(eq(workshops.id, current.id), versionMatches(workshops.version, condition)))
          .returning({ id: workshops.id });
        if (deleted.length === 0) throw missedWrite(condition, 'workshop', WORKSHOP_NOT_FOUND);
      });
      await cache.invalidate('workshops');
    },
  };
}

export type WorkshopsRepository = ReturnType<typeof createWorkshopsRepository>;
