import { and, desc, eq, gt, like, or, sql } from 'drizzle-orm';
import {
  closingDateEnd,
  defaultValidThrough,
  jobTypeLabel,
  slugify,
  JOB_DEFAULTS,
  type JobDto,
  type JobInput,
  type JobType,
} from '@contract';
import type { Db, Tx } from '../../db/client';
import { jobs } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { deleteGuarded, missedWrite, versionCondition, versionMatches, type WritePrecondition } from '../../lib/record-version';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { ContentCache } from './content-cache';

type JobRow = typeof jobs.$inferSelect;
/** Job answers only change on a write: this repository drops them, nothing closes on its own. */
export type JobsCache = Pick<ContentCache<'jobs'>, 'invalidate'>;

export const JOB_NOT_FOUND = 'Job not found.';

/**
 * The one row → DTO mapping of a job, for the API and the pages alike. `expired` is only set when
 * `now` is given: the admin views mark closed postings, public answers hold open ones only.
 */
export function toJobDto(row: JobRow, now?: Date): JobDto {
  const dto: JobDto = {
    _id: row.id,
    title: row.title,
    type: jobTypeLabel(row.jobType),
    location: row.location,
    slug: row.slug,
    createdAt: row.createdAt.toISOString(),
    validThrough: row.validThrough.toISOString(),
    salary: { currency: row.salaryCurrency, value: row.salaryValue, unit: row.salaryUnit },
    experienceRequired: row.experienceRequired,
    jobType: row.jobType as JobType,
    jobDescription: row.jobDescription,
    keyResponsibilities: row.keyResponsibilities,
    isFresher: row.isFresher,
    open: row.open,
    version: row.version,
  };
  return now ? { ...dto, expired: row.validThrough.getTime() <= now.getTime() } : dto;
}

/** Columns a create or update writes. Closing date, salary and the open switch only when given (an update keeps the old ones). */
function toColumns(input: JobInput) {
  return {
    title: input.title,
    location: input.location,
    jobType: input.jobType,
    experienceRequired: input.experienceRequired,
    isFresher: input.isFresher,
    jobDescription: input.jobDescription,
    keyResponsibilities: input.keyResponsibilities.map((r) => r.trim()),
    ...(input.validThrough ? { validThrough: closingDateEnd(input.validThrough) } : {}),
    ...(input.salary !== undefined ? { salaryValue: input.salary } : {}),
    ...(input.open !== undefined ? { open: input.open } : {}),
  };
}

/** The slug of a title (docs/product.md §7), made unique with -2, -3 … when another job already has it. */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugify(title) || 'job';
  const taken = await db
    .select({ slug: jobs.slug })
    .from(jobs)
    .where(or(eq(jobs.slug, base), like(jobs.slug, `${base}-%`)));
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The job of `slug` as it stands inside `tx`, checked against the client's precondition (throws 404, 409 or 412). */
async function currentFor(tx: Tx, slug: string, precondition: WritePrecondition) {
  const [current] = await tx.select({ id: jobs.id, version: jobs.version }).from(jobs).where(eq(jobs.slug, slug));
  if (!current) throw notFound(JOB_NOT_FOUND);
  return { current, condition: versionCondition(precondition, current, 'job') };
}

/** Job postings: the only code that reads or writes the jobs table; every write invalidates the cached 'jobs'. */
export function createJobsRepository(db: Db, cache: JobsCache) {
  return {
    /** Open postings (switched open, closing time not passed), newest first: the public list and the pages. */
    async listOpen(now = new Date()): Promise<JobDto[]> {
      const rows = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.open, true), gt(jobs.validThrough, now)))
        .orderBy(desc(jobs.createdAt), desc(jobs.id));
      return rows.map((r) => toJobDto(r));
    },

    /** Every posting, newest first, closed ones marked `expired`: the admin list. */
    async listAll(now = new Date()): Promise<JobDto[]> {
      const rows = await db.select().from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id));
      return rows.map((r) => toJobDto(r, now));
    },

    /** A posting by slug, open or closed (its page still answers and says so; applications check `isJobOpen`). */
    async findBySlug(slug: string): Promise<JobDto | null> {
      const [row] = await db.select().from(jobs).where(eq(jobs.slug, slug)).limit(1);
      return row ? toJobDto(row) : null;
    },

    async create(input: JobInput): Promise<JobDto> {
      const postedAt = new Date();
      // Two admins posting the same title at once may pick the same free slug: the loser tries the next one.
      for (let attempt = 0; attempt < 5; attempt++) {
        const slug = await freeSlug(db, input.title);
        try {
          const [row] = await db
            .insert(jobs)
            .values({
              validThrough: defaultValidThrough(postedAt),
              salaryValue: JOB_DEFAULTS.salary.value,
              salaryCurrency: JOB_DEFAULTS.salary.currency,
              salaryUnit: JOB_DEFAULTS.salary.unit,
              ...toColumns(input),
              slug,
              createdAt: postedAt,
              updatedAt: postedAt,
            })
            .returning();
          if (!row) throw new Error('job insert returned no row');
          await cache.invalidate('jobs');
          return toJobDto(row, new Date());
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
        }
      }
      throw new HttpError(409, 'Another job with this title was posted at the same moment. Please try again.');
    },

    /** The slug stays the same when the title changes, so links already shared keep working. */
    async update(slug: string, input: JobInput, precondition: WritePrecondition): Promise<JobDto> {
      const row = await db.transaction(async (tx) => {
        const { current, condition } = await currentFor(tx, slug, precondition);
        // `WHERE version = expected`: of two saves of the same version exactly one matches (the other sees the new version).
        const [updated] = await tx
          .update(jobs)
          .set({ ...toColumns(input), updatedAt: new Date(), version: sql`${jobs.version} + 1` })
          .where(and(eq(jobs.id, current.id), versionMatches(jobs.version, condition)))
          .returning();
        if (!updated) throw missedWrite(condition, 'job', JOB_NOT_FOUND);
        return updated;
      });
      await cache.invalidate('jobs');
      return toJobDto(row, new Date());
    },

    async remove(slug: string, precondition: WritePrecondition): Promise<void> {
      await db.transaction(async (tx) => {
        const { current, condition } = await currentFor(tx, slug, precondition);
        await deleteGuarded(tx, jobs, current.id, condition, 'job', JOB_NOT_FOUND);
      });
      await cache.invalidate('jobs');
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
