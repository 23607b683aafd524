import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { toInstant, workshopStatus, type LeadDto, type WorkshopCategory, type WorkshopDto, type WorkshopInput } from '@contract';
import type { Db, Tx } from '../../db/client';
import { leads, mailOutbox, workshops } from '../../db/schema';
import type { MailedWorkshop } from '../../lib/visitor-mail';
import { seatHolders, toLeadDto } from './lead-inbox-repository';
import { queueIn, type QueuedMail } from './mail-outbox-repository';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { deleteGuarded, missedWrite, versionCondition, versionMatches, type WritePrecondition } from '../../lib/record-version';
import { isUniqueViolation } from '../../lib/pg-errors';
import { requestedSlug } from '../../lib/slug-input';
import type { ProcessedImage } from '../../lib/images';
import { shownVariant, uploadedHash, type ImagesRepository } from './images-repository';
import type { ContentCache } from './content-cache';

type WorkshopRow = typeof workshops.$inferSelect;
export type WorkshopsCache = ContentCache<'workshops' | 'site'>;

export const WORKSHOP_NOT_FOUND = 'Workshop not found.';
/** Shown when an admin gives no image: our own generic workshop illustration. */
export const DEFAULT_WORKSHOP_IMAGE = '/images/workshops/workshop.svg';

/**
 * The one row → DTO mapping of a workshop: `taken` is the number of registrations holding a seat; its
 * seats left and status are those at `now`.
 */
export function toWorkshopDto(row: WorkshopRow, taken: number, now: Date = new Date()): WorkshopDto {
  const seatsLeft = row.capacity === null ? null : Math.max(0, row.capacity - taken);
  const endsAt = row.endsAt.toISOString();
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category as WorkshopCategory,
    startsAt: row.startsAt.toISOString(),
    endsAt,
    duration: row.duration,
    sessions: row.sessions,
    topics: row.topics,
    highlights: { learningOutcomes: row.learningOutcomes, careerPaths: row.careerPaths },
    image: row.image,
    capacity: row.capacity,
    seatsLeft,
    status: workshopStatus({ endsAt, seatsLeft }, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** A date-time the schema already accepted, as a Date. */
function instant(value: string): Date {
  const iso = toInstant(value.trim());
  if (!iso) throw badRequest('Enter the date and time as YYYY-MM-DDTHH:mm.');
  return new Date(iso);
}

function toColumns(input: WorkshopInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    startsAt: instant(input.startsAt),
    endsAt: instant(input.endsAt),
    capacity: input.capacity ?? null,
    duration: input.duration,
    sessions: input.sessions.filter((s) => s.trim() !== ''),
    topics: input.topics,
    learningOutcomes: input.learningOutcomes,
    careerPaths: input.careerPaths.filter((p) => p.trim() !== ''),
  };
}

/** The image an update names: its own path when given; an update without one keeps the current image. */
function imageColumn(input: WorkshopInput): { image: string } | Record<string, never> {
  const given = input.image?.trim();
  return given ? { image: given } : {};
}

const slugTaken = (slug: string) =>
  new HttpError(409, `A workshop with the address "${slug}" already exists.`, {
    slug: 'This address is already used by another workshop.',
  });

/** The workshop of `slug` as it stands inside `tx`, checked against the client's precondition (throws 404, 409 or 412). */
async function currentFor(tx: Tx, slug: string, precondition: WritePrecondition) {
  const [current] = await tx
    .select({
      id: workshops.id,
      version: workshops.version,
      image: workshops.image,
      startsAt: workshops.startsAt,
      endsAt: workshops.endsAt,
      slug: workshops.slug,
      title: workshops.title,
      description: workshops.description,
    })
    .from(workshops)
    .where(eq(workshops.slug, slug));
  if (!current) throw notFound(WORKSHOP_NOT_FOUND);
  return { current, condition: versionCondition(precondition, current, 'workshop') };
}

const HOUR = 3600_000;

/** What a registrant's e-mail says of a workshop row. */
const mailed = (row: Pick<WorkshopRow, 'slug' | 'title' | 'description' | 'startsAt' | 'endsAt' | 'version'>): MailedWorkshop => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  version: row.version,
});

/** A workshop's registrations that are not cancelled, with an e-mail address, oldest first. */
async function registrantsOf(tx: Tx, slug: string): Promise<LeadDto[]> {
  const rows = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.form, 'workshop'), eq(leads.refSlug, slug), isNull(leads.cancelledAt), sql`${leads.email} <> ''`))
    .orderBy(asc(leads.createdAt));
  return rows.map((r) => toLeadDto(r));
}

/** Workshops: the only code that reads or writes the workshops table; every write invalidates the cached 'workshops'. */
export function createWorkshopsRepository(db: Db, images: ImagesRepository, cache: WorkshopsCache) {
  // 'site' too: the workshops held may be a counted headline figure.
  const changed = () => Promise.all([cache.invalidate('workshops'), cache.invalidate('site')]);
  /** Registrations holding a seat (not on the waitlist, not cancelled), per workshop slug. */
  async function seatsTaken(slugs: string[]): Promise<Map<string, number>> {
    const taken = new Map<string, number>();
    if (slugs.length === 0) return taken;
    const rows = await db
      .select({ slug: leads.refSlug, n: count() })
      .from(leads)
      .where(and(seatHolders, inArray(leads.refSlug, slugs)))
      .groupBy(leads.refSlug);
    for (const r of rows) if (r.slug) taken.set(r.slug, Number(r.n));
    return taken;
  }

  /** DTOs at `now`; a read that shows a workshop as not ended stops being true at its end, and the cache is told. */
  async function toDtos(rows: WorkshopRow[], now = new Date()): Promise<WorkshopDto[]> {
    const taken = await seatsTaken(rows.map((r) => r.slug));
    return rows.map((row) => {
      if (row.endsAt.getTime() > now.getTime()) cache.closesAt('workshops', row.endsAt.getTime());
      return toWorkshopDto(row, taken.get(row.slug) ?? 0, now);
    });
  }

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
          ...(order === 'added' ? [asc(workshops.createdAt), asc(workshops.title)] : [asc(workshops.startsAt), asc(workshops.title)]),
        );
      return toDtos(rows);
    },

    async slugs(): Promise<string[]> {
      const rows = await db.select({ slug: workshops.slug }).from(workshops);
      return rows.map((r) => r.slug);
    },

    async findBySlug(slug: string): Promise<WorkshopDto | null> {
      const [row] = await db.select().from(workshops).where(eq(workshops.slug, slug)).limit(1);
      if (!row) return null;
      const [dto] = await toDtos([row]);
      return dto ?? null;
    },

    async create(input: WorkshopInput): Promise<WorkshopDto> {
      const slug = requestedSlug(input);
      try {
        const [row] = await db
          .insert(workshops)
          .values({ ...toColumns(input), image: input.image?.trim() || DEFAULT_WORKSHOP_IMAGE, slug })
          .returning();
        if (!row) throw new Error('workshop insert returned no row');
        await changed();
        return toWorkshopDto(row, 0);
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(slug);
        throw err;
      }
    },

    /** Saves `input` over the workshop now at `currentSlug`; it moves to `input.slug` when one is given. */
    async update(
      currentSlug: string,
      input: WorkshopInput,
      precondition: WritePrecondition,
      /** The e-mails to its registrants when its start or end moved (issue 43), queued in the same transaction. */
      onTimeChange?: (workshop: MailedWorkshop, registrants: LeadDto[]) => QueuedMail[],
    ): Promise<WorkshopDto> {
      const slug = input.slug?.trim() ? requestedSlug(input) : currentSlug;
      let row: WorkshopRow;
      let previousImage = '';
      try {
        row = await db.transaction(async (tx) => {
          const { current, condition } = await currentFor(tx, currentSlug, precondition);
          // `WHERE version = expected`: of two saves of the same version exactly one matches.
          const [updated] = await tx
            .update(workshops)
            .set({ ...toColumns(input), ...imageColumn(input), slug, updatedAt: new Date(), version: sql`${workshops.version} + 1` })
            .where(and(eq(workshops.id, current.id), versionMatches(workshops.version, condition)))
            .returning();
          if (!updated) throw missedWrite(condition, 'workshop', WORKSHOP_NOT_FOUND);
          previousImage = current.image;
          // Its registrations follow it to the new address (they count its seats).
          if (slug !== currentSlug) {
            await tx
              .update(leads)
              .set({ refSlug: slug })
              .where(and(eq(leads.form, 'workshop'), eq(leads.refSlug, currentSlug)));
          }
          const moved = updated.startsAt.getTime() !== current.startsAt.getTime() || updated.endsAt.getTime() !== current.endsAt.getTime();
          if (onTimeChange && moved && updated.endsAt.getTime() > Date.now()) {
            await queueIn(tx, onTimeChange(mailed(updated), await registrantsOf(tx, slug)));
          }
          return updated;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken(slug);
        throw err;
      }
      await changed();
      if (previousImage !== row.image) await images.removeUnreferenced([uploadedHash(previousImage)]);
      const [dto] = await toDtos([row]);
      if (!dto) throw new Error('workshop vanished after update');
      return dto;
    },

    /**
     * Stores an uploaded picture (re-encoded, like a post's) as the workshop's image, or (null) goes back
     * to the generic illustration; the image it replaces is deleted when nothing else shows it. The record's
     * version stays, so an editor open beside the upload can still save its text.
     */
    async setImage(slug: string, image: ProcessedImage | null): Promise<WorkshopDto> {
      const { row, previous } = await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: workshops.id, image: workshops.image })
          .from(workshops)
          .where(eq(workshops.slug, slug))
          .for('update');
        if (!current) throw notFound(WORKSHOP_NOT_FOUND);
        if (image) await images.store(tx, image);
        const [updated] = await tx
          .update(workshops)
          .set({ image: image ? shownVariant(image) : DEFAULT_WORKSHOP_IMAGE, updatedAt: new Date() })
          .where(eq(workshops.id, current.id))
          .returning();
        if (!updated) throw notFound(WORKSHOP_NOT_FOUND);
        return { row: updated, previous: current.image };
      });
      await changed();
      if (previous !== row.image) await images.removeUnreferenced([uploadedHash(previous)]);
      const [dto] = await toDtos([row]);
      if (!dto) throw new Error('workshop vanished after its image was set');
      return dto;
    },

    /**
     * The reminders due at `now` (issue 43) that are not queued yet: to each registrant with a seat and an
     * e-mail address, 24 hours before the start (to those who registered before then) and 2 hours before it
     * (to those who registered before then). Each reminder's key names the registration and the start, so a
     * moved workshop gets its reminders again, and no reminder is queued twice whichever instance looks.
     */
    async remindersDue(now: Date): Promise<{ workshop: MailedWorkshop; lead: LeadDto; window: '24h' | '2h'; dedupeKey: string }[]> {
      const out: { workshop: MailedWorkshop; lead: LeadDto; window: '24h' | '2h'; dedupeKey: string }[] = [];
      for (const [window, from, to] of [
        ['2h', 0, 2 * HOUR],
        ['24h', 2 * HOUR, 24 * HOUR],
      ] as const) {
        const lead = (hours: number) => sql`${leads.createdAt} < ${workshops.startsAt} - make_interval(hours => ${hours})`;
        const key = sql`concat(${`reminder-${window}:`}::text, ${leads.id}::text, ':', extract(epoch from ${workshops.startsAt})::bigint)`;
        const rows = await db
          .select({ lead: leads, workshop: workshops })
          .from(leads)
          .innerJoin(workshops, eq(workshops.slug, leads.refSlug))
          .where(
            and(
              seatHolders,
              sql`${leads.email} <> ''`,
              gt(workshops.startsAt, new Date(now.getTime() + from)),
              lte(workshops.startsAt, new Date(now.getTime() + to)),
              lead(window === '2h' ? 2 : 24),
              sql`not exists (select 1 from ${mailOutbox} where ${mailOutbox.dedupeKey} = ${key})`,
            ),
          )
          .limit(500);
        for (const r of rows) {
          const startsAt = Math.floor(r.workshop.startsAt.getTime() / 1000);
          out.push({
            workshop: mailed(r.workshop),
            lead: toLeadDto(r.lead),
            window,
            dedupeKey: `reminder-${window}:${r.lead.id}:${startsAt}`,
          });
        }
      }
      return out;
    },

    /** A registration changed the seats left of a limited workshop: its cached reads are dropped. */
    async seatsChanged(): Promise<void> {
      await cache.invalidate('workshops');
    },

    async remove(
      slug: string,
      precondition: WritePrecondition,
      /** The e-mails to its registrants when it had not ended (issue 43: it is cancelled), queued in the same transaction. */
      onCancel?: (workshop: MailedWorkshop, registrants: LeadDto[]) => QueuedMail[],
    ): Promise<void> {
      const image = await db.transaction(async (tx) => {
        const { current, condition } = await currentFor(tx, slug, precondition);
        await deleteGuarded(tx, workshops, current.id, condition, 'workshop', WORKSHOP_NOT_FOUND);
        if (onCancel && current.endsAt.getTime() > Date.now()) {
          await queueIn(tx, onCancel(mailed(current), await registrantsOf(tx, slug)));
        }
        return current.image;
      });
      await changed();
      await images.removeUnreferenced([uploadedHash(image)]);
    },
  };
}

export type WorkshopsRepository = ReturnType<typeof createWorkshopsRepository>;
