import { and, desc, eq, gt, like, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  API,
  SLUG_PATTERN,
  closingDateEnd,
  defaultValidThrough,
  jobSchema,
  jobTypeLabel,
  slugify,
  versionEtag,
  JOB_DEFAULTS,
  type JobDto,
  type JobInput,
  type JobType,
} from '@contract';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { conflict, versionCondition } from '../../lib/record-version';

type JobRow = typeof jobs.$inferSelect;

const JOB_NOT_FOUND = 'Job not found.';

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
    version: row.version,
  };
  return now ? { ...dto, expired: row.validThrough.getTime() <= now.getTime() } : dto;
}

/** Columns a create or update writes. Closing date and salary only when given (an update keeps the old ones). */
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
  };
}

/** The spec's slug of a title, made unique with -2, -3 … when another job already has it. */
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

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Careers API (spec §7, paths in the spec's letter case). Reads are public and cached; every write
 * needs an admin session (DECISIONS.md item 1). The public list holds open jobs only; admins get
 * every job, expired ones marked, from `GET /api/Career/admin/jobs`.
 */
export default async function careerRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;

  app.get(API.careers.list, async (request, reply) => {
    const entry = await app.publicCache.get('jobs', 'open', async () => {
      const now = new Date();
      const rows = await db().select().from(jobs).where(gt(jobs.validThrough, now)).orderBy(desc(jobs.createdAt), desc(jobs.id));
      // The list stops being true when its first job closes: the cache drops it then.
      for (const r of rows) app.publicCache.closesAt('jobs', r.validThrough.getTime());
      return { status: 200, value: rows.map((r) => toJobDto(r)) };
    });
    return app.publicCache.send(request, reply, entry);
  });

  app.get<{ Params: { slug: string } }>('/api/career/job/slug/:slug', async (request, reply) => {
    const { slug } = request.params;
    if (!SLUG_PATTERN.test(slug)) return reply.code(404).send({ message: JOB_NOT_FOUND });
    const entry = await app.publicCache.get('jobs', `slug:${slug}`, async () => {
      const [row] = await db().select().from(jobs).where(eq(jobs.slug, slug)).limit(1);
      if (!row) return { status: 404, value: { message: JOB_NOT_FOUND } };
      const dto = toJobDto(row);
      return { status: 200, value: dto, etag: versionEtag(dto) };
    });
    return app.publicCache.send(request, reply, entry);
  });

  app.get(API.careers.adminList, { onRequest: app.requireAdmin }, async (_request, reply) => {
    const now = new Date();
    const rows = await db().select().from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id));
    return reply.header('cache-control', 'no-store').send(rows.map((r) => toJobDto(r, now)));
  });

  app.post<{ Body: JobInput }>(
    API.careers.create,
    { onRequest: [app.requireAdmin], schema: { body: jobSchema } },
    async (request, reply) => {
      const postedAt = new Date();
      // Two admins posting the same title at once may pick the same free slug: the loser tries the next one.
      for (let attempt = 0; attempt < 5; attempt++) {
        const slug = await freeSlug(db(), request.body.title);
        try {
          const [row] = await db()
            .insert(jobs)
            .values({
              validThrough: defaultValidThrough(postedAt),
              salaryValue: JOB_DEFAULTS.salary.value,
              salaryCurrency: JOB_DEFAULTS.salary.currency,
              salaryUnit: JOB_DEFAULTS.salary.unit,
              ...toColumns(request.body),
              slug,
              createdAt: postedAt,
              updatedAt: postedAt,
            })
            .returning();
          if (!row) throw new Error('job insert returned no row');
          await app.publicCache.invalidate('jobs');
          return reply.code(201).send({ message: 'Job posted successfully!', job: toJobDto(row, new Date()) });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
        }
      }
      throw new HttpError(409, 'Another job with this title was posted at the same moment. Please try again.');
    },
  );

  // The slug stays the same when the title changes, so links already shared keep working.
  app.put<{ Params: { slug: string }; Body: JobInput }>(
    '/api/Career/updatejobs/:slug',
    { onRequest: app.requireAdmin, schema: { body: jobSchema } },
    async (request) => {
      const { slug } = request.params;
      if (!SLUG_PATTERN.test(slug)) throw notFound(JOB_NOT_FOUND);
      const [current] = await db().select({ id: jobs.id, version: jobs.version }).from(jobs).where(eq(jobs.slug, slug));
      if (!current) throw notFound(JOB_NOT_FOUND);
      const condition = versionCondition(request, current, request.body.version, 'job');
      // One statement: of two saves of the same version exactly one matches (the other sees the new version).
      const [row] = await db()
        .update(jobs)
        .set({ ...toColumns(request.body), updatedAt: new Date(), version: sql`${jobs.version} + 1` })
        .where(and(eq(jobs.id, current.id), condition.expected === null ? undefined : eq(jobs.version, condition.expected)))
        .returning();
      if (!row) throw condition.expected === null ? notFound(JOB_NOT_FOUND) : conflict('job', condition.status);
      await app.publicCache.invalidate('jobs');
      return { message: 'Job updated successfully!', job: toJobDto(row, new Date()) };
    },
  );

  app.delete<{ Params: { slug: string } }>('/api/Career/deletejobs/:slug', { onRequest: app.requireAdmin }, async (request) => {
    const { slug } = request.params;
    if (!SLUG_PATTERN.test(slug)) throw notFound(JOB_NOT_FOUND);
    const [current] = await db().select({ id: jobs.id, version: jobs.version }).from(jobs).where(eq(jobs.slug, slug));
    if (!current) throw notFound(JOB_NOT_FOUND);
    const condition = versionCondition(request, current, undefined, 'job');
    const deleted = await db()
      .delete(jobs)
      .where(and(eq(jobs.id, current.id), condition.expected === null ? undefined : eq(jobs.version, condition.expected)))
      .returning({ id: jobs.id });
    if (deleted.length === 0) throw condition.expected === null ? notFound(JOB_NOT_FOUND) : conflict('job', condition.status);
    await app.publicCache.invalidate('jobs');
    return { message: 'Job deleted successfully.' };
  });
}
