import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  ALUMNI_STORY_NOT_FOUND,
  CONSENT_FORMS,
  HIRING_PARTNER_NOT_FOUND,
  STORY_CONSENT_MESSAGE,
  PARTNER_TAKEN_MESSAGE,
  UNKNOWN_ALUMNI_COURSE_MESSAGE,
  type AlumniKind,
  type AlumniStoryDto,
  type AlumniStoryInput,
  type HiringPartnerDto,
  type HiringPartnerInput,
  type StoryConsent,
} from '@contract';
import type { Db, Tx } from '../../db/client';
import { alumniStories, courseSlugs, courses, hiringPartners } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { deleteGuarded, missedWrite, versionCondition, versionMatches, type WritePrecondition } from '../../lib/record-version';
import { isUniqueViolation } from '../../lib/pg-errors';
import { refuseMissingPictures } from '../../lib/image-upload';
import type { ContentCache } from './content-cache';
import { uploadedHash, type ImagesRepository } from './images-repository';

type StoryRow = typeof alumniStories.$inferSelect;
type PartnerRow = typeof hiringPartners.$inferSelect;

/**
 * What this repository needs of the public cache. Alumni answers are kept under 'courses': they name
 * courses and the course pages and home page show them, so a story's write and a course's write (a new
 * title or address) both drop them, with every page the server keeps ready.
 */
export type AlumniCache = Pick<ContentCache<'courses' | 'site'>, 'invalidate'>;

/** A course a story may point at: its id, current address, title and duration. */
interface CourseRef {
  id: string;
  slug: string;
  title: string;
  duration: string;
}

/** Every address a course answers at (its current one and the ones it moved from) → the course now there. */
async function courseIndex(db: Db | Tx): Promise<Map<string, CourseRef>> {
  const [current, moved] = await Promise.all([
    db.select({ id: courses.id, slug: courses.slug, title: courses.title, duration: courses.duration }).from(courses),
    db.select({ slug: courseSlugs.slug, courseId: courseSlugs.courseId }).from(courseSlugs),
  ]);
  const byId = new Map(current.map((c) => [c.id, c]));
  const index = new Map<string, CourseRef>();
  for (const m of moved) {
    const course = byId.get(m.courseId);
    if (course) index.set(m.slug, course);
  }
  for (const c of current) index.set(c.slug, c);
  return index;
}

/**
 * The one row → DTO mapping of a story, for the API and the pages alike. A story keeps the address its
 * course had when it was saved; it is shown with the course's current address and title.
 */
function toStoryDto(row: StoryRow, index: Map<string, CourseRef>): AlumniStoryDto {
  const course = row.courseSlug ? index.get(row.courseSlug) : undefined;
  return {
    _id: row.id,
    kind: row.kind as AlumniKind,
    name: row.name,
    courseSlug: course?.slug ?? row.courseSlug,
    courseTitle: course?.title ?? null,
    batch: row.batch,
    role: row.role,
    company: row.company,
    quote: row.quote,
    rating: row.kind === 'testimonial' ? row.rating : null,
    published: row.published,
    sample: row.sample,
    consent: consentOf(row),
    photo: row.photo,
    courseDuration: course?.duration ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

function consentOf(row: Pick<StoryRow, 'consentDate' | 'consentForm'>): StoryConsent | null {
  const form = CONSENT_FORMS.find((f) => f === row.consentForm);
  return row.consentDate && form ? { date: row.consentDate, form } : null;
}

/**
 * A real story is published only with the learner's consent recorded (STORY_CONSENT_MESSAGE): checked on
 * what the save leaves, so an update that only unpublishes, or that keeps a recorded consent, goes through.
 */
function requireConsent(story: { published: boolean; sample: boolean; consent: StoryConsent | null }): void {
  if (story.published && !story.sample && story.consent === null) {
    throw badRequest(STORY_CONSENT_MESSAGE, { consent: STORY_CONSENT_MESSAGE });
  }
}

/** The consent a save gives: absent keeps the story's, null removes it. */
const consentColumns = (consent: AlumniStoryInput['consent']) =>
  consent === undefined ? {} : { consentDate: consent?.date ?? null, consentForm: consent?.form ?? null };

function toPartnerDto(row: PartnerRow): HiringPartnerDto {
  return { _id: row.id, name: row.name, logo: row.logo, sample: row.sample };
}

/** Columns a create or update writes. The published and sample switches only when given (an update keeps the story's). */
function toColumns(input: AlumniStoryInput, courseSlug: string | null) {
  return {
    kind: input.kind,
    name: input.name,
    courseSlug,
    batch: input.batch,
    role: input.role,
    company: input.company,
    quote: input.quote,
    rating: input.kind === 'testimonial' ? (input.rating ?? null) : null,
    ...(input.published !== undefined ? { published: input.published } : {}),
    ...(input.sample !== undefined ? { sample: input.sample } : {}),
    ...consentColumns(input.consent),
    ...(input.photo !== undefined ? { photo: input.photo } : {}),
  };
}

/** The course a story names, checked inside the write's transaction: a course of the catalogue (by its current address), else 400. */
async function courseOf(tx: Tx, input: AlumniStoryInput): Promise<string | null> {
  const slug = input.courseSlug?.trim() || null;
  if (slug === null) return null;
  const [course] = await tx.select({ slug: courses.slug }).from(courses).where(eq(courses.slug, slug)).limit(1);
  if (!course) throw badRequest(UNKNOWN_ALUMNI_COURSE_MESSAGE, { courseSlug: UNKNOWN_ALUMNI_COURSE_MESSAGE });
  return course.slug;
}

/** The story `id` as it stands inside `tx`, checked against the client's precondition (throws 404, 409 or 412). */
async function currentFor(tx: Tx, id: string, precondition: WritePrecondition) {
  const [current] = await tx
    .select({
      id: alumniStories.id,
      version: alumniStories.version,
      published: alumniStories.published,
      sample: alumniStories.sample,
      consentDate: alumniStories.consentDate,
      consentForm: alumniStories.consentForm,
      photo: alumniStories.photo,
    })
    .from(alumniStories)
    .where(eq(alumniStories.id, id));
  if (!current) throw notFound(ALUMNI_STORY_NOT_FOUND);
  return { current, condition: versionCondition(precondition, current, 'alumni story') };
}

/** What the site may show: published, and either a sample (labelled so) or a real story with its consent recorded. */
const shown = and(eq(alumniStories.published, true), or(eq(alumniStories.sample, true), isNotNull(alumniStories.consentDate)));

/** Real stories before samples, newest first. */
const storyOrder = [asc(alumniStories.sample), desc(alumniStories.createdAt), desc(alumniStories.id)];

/**
 * Alumni outcomes (issue 21, docs/product.md §3): the only code that reads or writes the alumni_stories
 * and hiring_partners tables. Every write runs in one transaction and then drops the cached 'courses'.
 */
export function createAlumniRepository(db: Db, images: ImagesRepository, cache: AlumniCache) {
  // 'site' too: the hiring partners may be a counted headline figure.
  const partnersChanged = () => Promise.all([cache.invalidate('courses'), cache.invalidate('site')]);
  async function withCourses(rows: StoryRow[]): Promise<AlumniStoryDto[]> {
    if (rows.length === 0) return [];
    const index = await courseIndex(db);
    return rows.map((row) => toStoryDto(row, index));
  }

  async function one(id: string): Promise<AlumniStoryDto> {
    const [row] = await db.select().from(alumniStories).where(eq(alumniStories.id, id)).limit(1);
    if (!row) throw notFound(ALUMNI_STORY_NOT_FOUND);
    const [dto] = await withCourses([row]);
    if (!dto) throw notFound(ALUMNI_STORY_NOT_FOUND);
    return dto;
  }

  return {
    /**
     * Published stories, real ones first, newest first: all of them, or those of the course at `courseSlug`
     * (its current address or one it moved from). Null when no course is at `courseSlug`.
     */
    async listPublished(courseSlug?: string): Promise<AlumniStoryDto[] | null> {
      if (courseSlug === undefined) {
        return withCourses(
          await db
            .select()
            .from(alumniStories)
            .where(shown)
            .orderBy(...storyOrder),
        );
      }
      const index = await courseIndex(db);
      const course = index.get(courseSlug);
      if (!course) return null;
      // The story may name the course by an address it has since moved from.
      const addresses = [...index].filter(([, c]) => c.id === course.id).map(([slug]) => slug);
      const rows = await db
        .select()
        .from(alumniStories)
        .where(and(shown, inArray(alumniStories.courseSlug, addresses)))
        .orderBy(...storyOrder);
      return rows.map((row) => toStoryDto(row, index));
    },

    /** Every address a course answers at (current and moved-from ones): the ones a course's story list may be asked for. */
    async courseAddresses(): Promise<string[]> {
      return [...(await courseIndex(db)).keys()].sort();
    },

    /** Every story, unpublished ones too, newest first: the admin list. */
    async listAll(): Promise<AlumniStoryDto[]> {
      return withCourses(await db.select().from(alumniStories).orderBy(desc(alumniStories.createdAt), desc(alumniStories.id)));
    },

    async create(input: AlumniStoryInput): Promise<AlumniStoryDto> {
      requireConsent({ published: input.published ?? true, sample: input.sample ?? false, consent: input.consent ?? null });
      await refuseMissingPictures(images, { photo: input.photo });
      const row = await db.transaction(async (tx) => {
        const courseSlug = await courseOf(tx, input);
        const [inserted] = await tx
          .insert(alumniStories)
          .values({ published: true, sample: false, ...toColumns(input, courseSlug) })
          .returning();
        if (!inserted) throw new Error('alumni story insert returned no row');
        return inserted;
      });
      await cache.invalidate('courses');
      return one(row.id);
    },

    /** Saves `input` over the story; a stale `version` or If-Match is refused (409/412) and changes nothing. */
    async update(id: string, input: AlumniStoryInput, precondition: WritePrecondition): Promise<AlumniStoryDto> {
      await refuseMissingPictures(images, { photo: input.photo });
      const before = await db.transaction(async (tx) => {
        const { current, condition } = await currentFor(tx, id, precondition);
        requireConsent({
          published: input.published ?? current.published,
          sample: input.sample ?? current.sample,
          consent: input.consent === undefined ? consentOf(current) : input.consent,
        });
        const courseSlug = await courseOf(tx, input);
        // `WHERE version = expected`: of two saves of the same version exactly one matches.
        const [updated] = await tx
          .update(alumniStories)
          .set({ ...toColumns(input, courseSlug), updatedAt: new Date(), version: sql`${alumniStories.version} + 1` })
          .where(and(eq(alumniStories.id, current.id), versionMatches(alumniStories.version, condition)))
          .returning({ id: alumniStories.id });
        if (!updated) throw missedWrite(condition, 'alumni story', ALUMNI_STORY_NOT_FOUND);
        return current.photo;
      });
      await cache.invalidate('courses');
      await images.removeUnreferenced([uploadedHash(before)]);
      return one(id);
    },

    /** Deletes a story; with If-Match, only the version the admin saw (412 otherwise, nothing deleted). */
    async remove(id: string, precondition: WritePrecondition): Promise<void> {
      const photo = await db.transaction(async (tx) => {
        const { current, condition } = await currentFor(tx, id, precondition);
        await deleteGuarded(tx, alumniStories, current.id, condition, 'alumni story', ALUMNI_STORY_NOT_FOUND);
        return current.photo;
      });
      await cache.invalidate('courses');
      await images.removeUnreferenced([uploadedHash(photo)]);
    },

    /** The hiring partners, real ones first, by name. */
    async partners(): Promise<HiringPartnerDto[]> {
      const rows = await db
        .select()
        .from(hiringPartners)
        .orderBy(asc(hiringPartners.sample), asc(sql`lower(${hiringPartners.name})`), asc(hiringPartners.id));
      return rows.map(toPartnerDto);
    },

    /** Adds a partner; a name already listed (in any letter case) is refused with 409. */
    async addPartner({ name, logo }: HiringPartnerInput): Promise<HiringPartnerDto> {
      await refuseMissingPictures(images, { logo });
      try {
        const row = await db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: hiringPartners.id })
            .from(hiringPartners)
            .where(eq(sql`lower(${hiringPartners.name})`, name.toLowerCase()))
            .limit(1);
          if (taken) throw new HttpError(409, PARTNER_TAKEN_MESSAGE, { name: PARTNER_TAKEN_MESSAGE });
          const [inserted] = await tx.insert(hiringPartners).values({ name, logo }).returning();
          if (!inserted) throw new Error('hiring partner insert returned no row');
          return inserted;
        });
        await partnersChanged();
        return toPartnerDto(row);
      } catch (err) {
        // Two admins adding the same name at once: the second meets the unique name.
        if (isUniqueViolation(err)) throw new HttpError(409, PARTNER_TAKEN_MESSAGE, { name: PARTNER_TAKEN_MESSAGE });
        throw err;
      }
    },

    /** Sets a partner's logo (an uploaded picture's path) or, with '', shows its name again. */
    async setPartnerLogo(id: string, logo: string): Promise<HiringPartnerDto> {
      await refuseMissingPictures(images, { logo });
      const { row, before } = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(hiringPartners).where(eq(hiringPartners.id, id)).for('update');
        if (!current) throw notFound(HIRING_PARTNER_NOT_FOUND);
        const [updated] = await tx.update(hiringPartners).set({ logo }).where(eq(hiringPartners.id, id)).returning();
        if (!updated) throw notFound(HIRING_PARTNER_NOT_FOUND);
        return { row: updated, before: current.logo };
      });
      await partnersChanged();
      if (before !== logo) await images.removeUnreferenced([uploadedHash(before)]);
      return toPartnerDto(row);
    },

    async removePartner(id: string): Promise<void> {
      const deleted = await db.transaction(async (tx) =>
        tx.delete(hiringPartners).where(eq(hiringPartners.id, id)).returning({ id: hiringPartners.id, logo: hiringPartners.logo }),
      );
      if (deleted.length === 0) throw notFound(HIRING_PARTNER_NOT_FOUND);
      await partnersChanged();
      await images.removeUnreferenced(deleted.map((d) => uploadedHash(d.logo)));
    },
  };
}

export type AlumniRepository = ReturnType<typeof createAlumniRepository>;
