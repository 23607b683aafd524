import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  INSTRUCTOR_DEFAULTS,
  publicInstructor,
  type StoryConsent,
  istDayStart,
  openBatches,
  type AdminCourseDto,
  type BatchDays,
  type BatchDto,
  type CourseDto,
  type CourseInput,
  type CourseInstructor,
  type CourseMode,
  type CourseSummaryDto,
} from '@contract';
import type { Db, Tx } from '../../db/client';
import { appSettings, courseBatches, courseSlugs, courses, leads } from '../../db/schema';
import { HttpError, notFound } from '../../lib/errors';
import { deleteGuarded, missedWrite, versionCondition, versionMatches, type WritePrecondition } from '../../lib/record-version';
import { isUniqueViolation } from '../../lib/pg-errors';
import { requestedSlug } from '../../lib/slug-input';
import { refuseMissingPictures } from '../../lib/image-upload';
import type { ContentCache } from './content-cache';
import { uploadedHash, type ImagesRepository } from './images-repository';

type CourseRow = typeof courses.$inferSelect;
type BatchRow = typeof courseBatches.$inferSelect;

export type CoursesCache = ContentCache<'courses'>;

export const COURSE_NOT_FOUND = 'Course not found.';
export const COURSE_ARCHIVED_MESSAGE = 'Course archived: its leads keep the course name.';

function toBatchDto(row: BatchRow): BatchDto {
  return {
    _id: row.id,
    startDate: row.startDate,
    applyBy: row.applyBy,
    mode: row.mode as CourseMode,
    days: row.days as BatchDays,
    timing: row.timing,
    seats: row.seats,
    version: row.version,
  };
}

/** A stored trainer: a course saved before issue 21 has no experience, LinkedIn, bio or sample flag (nor, maybe, a photo). */
function toInstructor(stored: CourseRow['instructor']): CourseInstructor {
  return {
    name: stored.name,
    role: stored.role,
    avatar: stored.avatar ?? INSTRUCTOR_DEFAULTS.avatar,
    experience: stored.experience ?? INSTRUCTOR_DEFAULTS.experience,
    linkedin: stored.linkedin ?? INSTRUCTOR_DEFAULTS.linkedin,
    bio: stored.bio ?? INSTRUCTOR_DEFAULTS.bio,
    sample: stored.sample ?? INSTRUCTOR_DEFAULTS.sample,
    consent: stored.consent ?? INSTRUCTOR_DEFAULTS.consent,
  };
}

/**
 * The one row → DTO mapping of a course; `batches` are the ones the reader may see (open ones for the public).
 * A visitor sees the trainer's profile only with the trainer's recorded consent (or a sample); an admin sees all.
 */
function toSummary(row: CourseRow, open: BatchDto[], reader: 'visitor' | 'admin'): CourseSummaryDto {
  return {
    _id: row.id,
    code: row.code,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image: row.image,
    imageAlt: row.imageAlt,
    rating: Math.round(row.rating * 10) / 10,
    lessons: row.lessons,
    time: row.duration,
    instructor: reader === 'admin' ? toInstructor(row.instructor) : publicInstructor(toInstructor(row.instructor)),
    fee: { amount: row.feeInr, emi: row.feeEmi, scholarship: row.feeScholarship },
    tools: row.details.tools,
    leadCourse: row.leadCourse,
    hero: row.hero ?? null,
    nextBatch: open[0] ?? null,
    version: row.version,
  };
}

/** A course's columns from a validated input; the trainer's consent, when the input leaves it out, stays `storedConsent`. */
function toColumns(input: CourseInput, storedConsent: StoryConsent | null = null) {
  const optional = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    title: input.title,
    summary: input.summary,
    image: input.image,
    imageAlt: input.imageAlt,
    rating: Math.round(input.rating * 10) / 10,
    lessons: input.lessons,
    duration: input.time,
    instructor: {
      name: input.instructor.name,
      role: input.instructor.role,
      avatar: input.instructor.avatar,
      experience: optional(input.instructor.experience),
      linkedin: optional(input.instructor.linkedin),
      bio: optional(input.instructor.bio),
      sample: input.instructor.sample,
      consent: input.instructor.consent === undefined ? storedConsent : input.instructor.consent,
    },
    feeInr: input.fee.amount,
    feeEmi: optional(input.fee.emi),
    feeScholarship: optional(input.fee.scholarship),
    leadCourse: input.leadCourse,
    hero: input.hero ? { ...input.hero, features: [...input.hero.features] } : null,
    details: {
      overview: input.details.overview,
      audience: input.details.audience,
      curriculum: input.details.curriculum.map((s) => ({ title: s.title, modules: s.modules })),
      tools: input.details.tools,
      outcomes: input.details.outcomes,
      schedule: input.details.schedule,
      faqs: input.details.faqs,
    },
  };
}

/** The instant a batch stops taking applications: the end of its apply-by day in Hyderabad. */
export function batchClosesAt(applyBy: string): number {
  return istDayStart(applyBy).getTime() + 24 * 60 * 60 * 1000;
}

const slugTaken = (slug: string) =>
  new HttpError(409, `A course with the address "${slug}" already exists.`, { slug: 'This address is already used by another course.' });

/**
 * Courses with their batches: the only code that reads or writes the courses and course_slugs tables,
 * and reads course_batches (batches-repository.ts writes them). Public reads register, with the cache, the moment their next open batch closes
 * (so a cached page drops a batch at the end of its apply-by day without any write); every write
 * invalidates the cached 'courses'.
 */
export function createCoursesRepository(db: Db, images: ImagesRepository, cache: CoursesCache) {
  let brochureKey: Promise<Buffer> | null = null;

  async function batchesOf(ids: string[]): Promise<Map<string, BatchDto[]>> {
    const byCourse = new Map<string, BatchDto[]>();
    if (ids.length === 0) return byCourse;
    const rows = await db
      .select()
      .from(courseBatches)
      .where(inArray(courseBatches.courseId, ids))
      .orderBy(asc(courseBatches.startDate), asc(courseBatches.applyBy), asc(courseBatches.createdAt));
    for (const row of rows) {
      const list = byCourse.get(row.courseId) ?? [];
      list.push(toBatchDto(row));
      byCourse.set(row.courseId, list);
    }
    return byCourse;
  }

  /** The open batches of a course at `now`, after telling the cache when the first of them closes. */
  function openAt(batches: BatchDto[], now: Date): BatchDto[] {
    const open = openBatches(batches, now);
    for (const batch of open) cache.closesAt('courses', batchClosesAt(batch.applyBy));
    return open;
  }

  async function leadCounts(rows: CourseRow[]): Promise<Map<string, number>> {
    const names = [...new Set(rows.map((r) => r.leadCourse))];
    const counts = new Map<string, number>();
    if (names.length === 0) return counts;
    const found = await db
      .select({ interest: leads.interest, n: count() })
      .from(leads)
      .where(and(eq(leads.form, 'call-back'), inArray(leads.interest, names)))
      .groupBy(leads.interest);
    for (const f of found) counts.set(f.interest, Number(f.n));
    return counts;
  }

  async function toAdmin(rows: CourseRow[], now = new Date()): Promise<AdminCourseDto[]> {
    const [batches, counts] = await Promise.all([batchesOf(rows.map((r) => r.id)), leadCounts(rows)]);
    return rows.map((row) => {
      const all = batches.get(row.id) ?? [];
      return {
        ...toSummary(row, openBatches(all, now), 'admin'),
        details: row.details,
        batches: all,
        archived: row.archived,
        leads: counts.get(row.leadCourse) ?? 0,
      };
    });
  }

  async function adminOne(slug: string): Promise<AdminCourseDto> {
    const [row] = await db.select().from(courses).where(eq(courses.slug, slug)).limit(1);
    if (!row) throw notFound(COURSE_NOT_FOUND);
    const [dto] = await toAdmin([row]);
    if (!dto) throw notFound(COURSE_NOT_FOUND);
    return dto;
  }

  async function currentFor(tx: Tx, slug: string, precondition: WritePrecondition) {
    const [current] = await tx
      .select({
        id: courses.id,
        version: courses.version,
        archived: courses.archived,
        leadCourse: courses.leadCourse,
        instructor: courses.instructor,
        image: courses.image,
        hero: courses.hero,
      })
      .from(courses)
      .where(eq(courses.slug, slug));
    if (!current) throw notFound(COURSE_NOT_FOUND);
    return { current, condition: versionCondition(precondition, current, 'course') };
  }

  /** A save may name only stored uploads: the card's picture, the hero slide's and the trainer's photo. */
  const checkPictures = (input: CourseInput) =>
    refuseMissingPictures(images, {
      image: input.image,
      'instructor.avatar': input.instructor.avatar,
      'hero.background': input.hero?.background,
    });
  /** The uploaded pictures a course showed before a write: deleted after it when nothing shows them any more. */
  const picturesOf = (row: Pick<CourseRow, 'image' | 'instructor' | 'hero'>) => [
    uploadedHash(row.image),
    uploadedHash(row.instructor.avatar),
    uploadedHash(row.hero?.background),
  ];

  /** A course the site offers, with its batches open at `now`; null when there is none at `slug`. */
  const findBySlug = async (slug: string, now: Date = new Date()): Promise<CourseDto | null> => {
    const [row] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.slug, slug), eq(courses.archived, false)))
      .limit(1);
    if (!row) return null;
    const open = openAt((await batchesOf([row.id])).get(row.id) ?? [], now);
    return { ...toSummary(row, open, 'visitor'), details: row.details, batches: open };
  };

  return {
    /** The courses the site offers, in catalogue order, each with its next open batch at `now`. */
    async list(now: Date = new Date()): Promise<CourseSummaryDto[]> {
      const rows = await db.select().from(courses).where(eq(courses.archived, false)).orderBy(asc(courses.code));
      const batches = await batchesOf(rows.map((r) => r.id));
      return rows.map((row) => toSummary(row, openAt(batches.get(row.id) ?? [], now), 'visitor'));
    },

    findBySlug,

    /** The addresses of the courses the site offers. */
    async slugs(): Promise<string[]> {
      const rows = await db.select({ slug: courses.slug }).from(courses).where(eq(courses.archived, false)).orderBy(asc(courses.code));
      return rows.map((r) => r.slug);
    },

    /** The addresses of the courses the site offers with their last change: the sitemap's. */
    async pages(): Promise<{ slug: string; updatedAt: Date }[]> {
      return db
        .select({ slug: courses.slug, updatedAt: courses.updatedAt })
        .from(courses)
        .where(eq(courses.archived, false))
        .orderBy(asc(courses.code));
    },

    /** The current address of a course that used to be at `slug` (its title or address was changed), else null. */
    async movedTo(slug: string): Promise<string | null> {
      const [row] = await db
        .select({ slug: courses.slug })
        .from(courseSlugs)
        .innerJoin(courses, eq(courses.id, courseSlugs.courseId))
        .where(and(eq(courseSlugs.slug, slug), eq(courses.archived, false)))
        .limit(1);
      return row?.slug ?? null;
    },

    /** The course the site offers whose lead-form name is `name` (letter case aside, as the forms list them), with its open batches; null when none. */
    async findByLeadCourse(name: string, now: Date = new Date()): Promise<CourseDto | null> {
      const [row] = await db
        .select({ slug: courses.slug })
        .from(courses)
        .where(and(sql`lower(${courses.leadCourse}) = lower(${name})`, eq(courses.archived, false)))
        .limit(1);
      return row ? findBySlug(row.slug, now) : null;
    },

    /** Whether `name` is the lead-form name of a course the site offers (a call-back lead must ask about one). */
    async offersLeadCourse(name: string): Promise<boolean> {
      const [row] = await db
        .select({ id: courses.id })
        .from(courses)
        // Letter case aside, as the forms list them (contract leadCourseChoices).
        .where(and(sql`lower(${courses.leadCourse}) = lower(${name})`, eq(courses.archived, false)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * The key that signs brochure download links (lib/brochure-link.ts): made once and kept in app_settings,
     * so every instance sharing the database, and every restart, accept the links the others gave.
     */
    brochureKey(): Promise<Buffer> {
      brochureKey ??= (async () => {
        const key = 'brochure_link_key';
        await db
          .insert(appSettings)
          .values({ key, value: randomBytes(32).toString('base64url') })
          .onConflictDoNothing();
        const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
        if (!row) throw new Error('brochure link key missing after insert');
        return Buffer.from(row.value, 'base64url');
      })();
      // A failed read (the database unreachable) is tried again on the next request.
      brochureKey.catch(() => {
        brochureKey = null;
      });
      return brochureKey;
    },

    /** Every course, archived ones too, with every batch and its lead count: the admin list. */
    async adminList(): Promise<AdminCourseDto[]> {
      const rows = await db.select().from(courses).orderBy(asc(courses.archived), asc(courses.code));
      return toAdmin(rows);
    },

    adminFind: adminOne,

    async create(input: CourseInput): Promise<AdminCourseDto> {
      const slug = requestedSlug(input);
      await checkPictures(input);
      try {
        const row = await db.transaction(async (tx) => {
          // A new course at an address another course used to have takes it over: it no longer redirects.
          await tx.delete(courseSlugs).where(eq(courseSlugs.slug, slug));
          const [inserted] = await tx
            .insert(courses)
            .values({ ...toColumns(input), slug })
            .returning();
          if (!inserted) throw new Error('course insert returned no row');
          return inserted;
        });
        await cache.invalidate('courses');
        const [dto] = await toAdmin([row]);
        if (!dto) throw new Error('course vanished after insert');
        return dto;
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(slug);
        throw err;
      }
    },

    /** Saves `input` over the course at `currentSlug`; the slug stays unless `input.slug` names a new one, and the old one then redirects. */
    async update(currentSlug: string, input: CourseInput, precondition: WritePrecondition): Promise<AdminCourseDto> {
      const slug = input.slug?.trim() ? requestedSlug(input) : currentSlug;
      await checkPictures(input);
      let before: (string | null)[] = [];
      try {
        await db.transaction(async (tx) => {
          const { current, condition } = await currentFor(tx, currentSlug, precondition);
          before = picturesOf(current);
          const [updated] = await tx
            .update(courses)
            .set({
              ...toColumns(input, current.instructor.consent ?? null),
              slug,
              updatedAt: new Date(),
              version: sql`${courses.version} + 1`,
            })
            .where(and(eq(courses.id, current.id), versionMatches(courses.version, condition)))
            .returning({ id: courses.id });
          if (!updated) throw missedWrite(condition, 'course', COURSE_NOT_FOUND);
          if (slug !== currentSlug) {
            // The new address is no longer an old one; the old one now leads here.
            await tx.delete(courseSlugs).where(eq(courseSlugs.slug, slug));
            await tx
              .insert(courseSlugs)
              .values({ slug: currentSlug, courseId: current.id })
              .onConflictDoUpdate({ target: courseSlugs.slug, set: { courseId: current.id } });
          }
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(slug);
        throw err;
      }
      await cache.invalidate('courses');
      await images.removeUnreferenced(before);
      return adminOne(slug);
    },

    /** Deletes a course, or archives it when leads asked about it (they keep its name): which one happened. */
    async remove(slug: string, precondition: WritePrecondition): Promise<'deleted' | 'archived'> {
      const outcome = await db.transaction(async (tx) => {
        const { current, condition } = await currentFor(tx, slug, precondition);
        const [asked] = await tx
          .select({ n: count() })
          .from(leads)
          .where(and(eq(leads.form, 'call-back'), eq(leads.interest, current.leadCourse)));
        if (Number(asked?.n ?? 0) > 0) {
          const archived = await tx
            .update(courses)
            .set({ archived: true, updatedAt: new Date(), version: sql`${courses.version} + 1` })
            .where(and(eq(courses.id, current.id), versionMatches(courses.version, condition)))
            .returning({ id: courses.id });
          if (archived.length === 0) throw missedWrite(condition, 'course', COURSE_NOT_FOUND);
          return 'archived' as const;
        }
        await deleteGuarded(tx, courses, current.id, condition, 'course', COURSE_NOT_FOUND);
        return picturesOf(current);
      });
      await cache.invalidate('courses');
      if (outcome === 'archived') return outcome;
      await images.removeUnreferenced(outcome);
      return 'deleted';
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
