import { and, eq, sql } from 'drizzle-orm';
import type { AdminCourseDto, BatchInput } from '@contract';
import type { Db, Tx } from '../../db/client';
import { courseBatches, courses } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { missedWrite, versionCondition, versionMatches, type WritePrecondition } from '../../lib/record-version';
import { COURSE_NOT_FOUND, type CoursesCache } from './courses-repository';

export const BATCH_NOT_FOUND = 'Batch not found.';

function batchColumns(input: BatchInput) {
  return {
    startDate: input.startDate,
    applyBy: input.applyBy,
    mode: input.mode,
    days: input.days,
    timing: input.timing,
    seats: input.seats ?? null,
  };
}

/**
 * A course's batches: the only code that writes the course_batches table. Each write locks its course's
 * row (so batch writes of one course take turns), invalidates the cached 'courses', and answers the
 * course as the admin sees it with all its batches (`adminFind`).
 */
export function createBatchesRepository(db: Db, cache: CoursesCache, adminFind: (slug: string) => Promise<AdminCourseDto>) {
  async function courseIdOf(tx: Tx, slug: string): Promise<string> {
    const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)).for('update');
    if (!row) throw notFound(COURSE_NOT_FOUND);
    return row.id;
  }

  /** A batch of the course at `slug` (the course row locked, so batch writes of one course take turns) and its write's version condition. */
  async function batchFor(tx: Tx, slug: string, id: string, precondition: WritePrecondition) {
    const courseId = await courseIdOf(tx, slug);
    const [current] = await tx
      .select({ id: courseBatches.id, version: courseBatches.version })
      .from(courseBatches)
      .where(and(eq(courseBatches.id, id), eq(courseBatches.courseId, courseId)));
    if (!current) throw notFound(BATCH_NOT_FOUND);
    return { courseId, condition: versionCondition(precondition, current, 'batch') };
  }

  return {
    async add(slug: string, input: BatchInput): Promise<AdminCourseDto> {
      await db.transaction(async (tx) => {
        const courseId = await courseIdOf(tx, slug);
        await tx.insert(courseBatches).values({ ...batchColumns(input), courseId });
      });
      await cache.invalidate('courses');
      return adminFind(slug);
    },

    /** Saves `input` over a batch; a stale `version` or If-Match is refused (409/412) and changes nothing. */
    async update(slug: string, id: string, input: BatchInput, precondition: WritePrecondition = {}): Promise<AdminCourseDto> {
      await db.transaction(async (tx) => {
        const { courseId, condition } = await batchFor(tx, slug, id, precondition);
        const updated = await tx
          .update(courseBatches)
          .set({ ...batchColumns(input), version: sql`${courseBatches.version} + 1` })
          .where(and(eq(courseBatches.id, id), eq(courseBatches.courseId, courseId), versionMatches(courseBatches.version, condition)))
          .returning({ id: courseBatches.id });
        if (updated.length === 0) throw missedWrite(condition, 'batch', BATCH_NOT_FOUND);
      });
      await cache.invalidate('courses');
      return adminFind(slug);
    },

    /** Deletes a batch; a stale If-Match is refused (412) and deletes nothing. */
    async remove(slug: string, id: string, precondition: WritePrecondition = {}): Promise<AdminCourseDto> {
      await db.transaction(async (tx) => {
        const { courseId, condition } = await batchFor(tx, slug, id, precondition);
        const deleted = await tx
          .delete(courseBatches)
          .where(and(eq(courseBatches.id, id), eq(courseBatches.courseId, courseId), versionMatches(courseBatches.version, condition)))
          .returning({ id: courseBatches.id });
        if (deleted.length === 0) throw missedWrite(condition, 'batch', BATCH_NOT_FOUND);
      });
      await cache.invalidate('courses');
      return adminFind(slug);
    },
  };
}

export type BatchesRepository = ReturnType<typeof createBatchesRepository>;
