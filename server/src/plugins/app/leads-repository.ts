import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  canUse,
  LEAD_DUPLICATE_WINDOW_MS,
  STAFF_ROLES,
  UNKNOWN_OWNER_MESSAGE,
  UNKNOWN_STATUS_MESSAGE,
  LOST_REASON_STATUS_MESSAGE,
  type LeadDto,
  type LeadEventKind,
  type LeadFileKind,
  type LeadStatus,
  type CvContentType,
} from '@contract';
import type { Db } from '../../db/client';
import { leadEvents, leadFileChunks, leadFiles, leadNotes, leads, users, webhookDeliveries } from '../../db/schema';
import { queueIn, type QueuedMail } from './mail-outbox-repository';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { createLeadQueries, seatHolders, toLeadDto } from './lead-inbox-repository';
import { lockedStageIds } from './site-settings-repository';

export { followUpDue, toLeadDto, type LeadFilters, type StoredLeadFile } from './lead-inbox-repository';

/** A submission as the lead-capture route hands it over (the database and the admin set the rest). */
export type NewLead = Omit<
  typeof leads.$inferInsert,
  'id' | 'fingerprint' | 'createdAt' | 'updatedAt' | 'status' | 'waitlist' | 'cancelledAt'
>;

/** Columns the database or the admin sets, not the submitter: they never make two submissions differ. */
const NOT_SUBMITTED = new Set(['id', 'fingerprint', 'createdAt', 'updatedAt', 'status', 'waitlist', 'flag', 'cancelledAt']);

/** JSON with object keys sorted, so equal values always serialise to the same text. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Every submitted field of a lead in one canonical text. The field list is read from the table
 * itself, so a column added later takes part in de-duplication without anyone remembering it here.
 */
function submittedText(lead: Partial<Record<string, unknown>>): string {
  const fields = Object.keys(getTableColumns(leads)).filter((key) => !NOT_SUBMITTED.has(key));
  return canonical(Object.fromEntries(fields.map((key) => [key, lead[key] ?? null])));
}

/**
 * A submission with its file: the submitted fields, and the SHA-256 of an applicant's CV when one came
 * (docs/product.md §5). Without a file it is the fields alone, so leads sent as JSON keep the fingerprints
 * they always had.
 */
function submissionText(lead: Partial<Record<string, unknown>>, cvSha256: string | null): string {
  const text = submittedText(lead);
  return cvSha256 ? `${text}\ncv:${cvSha256}` : text;
}

/**
 * Two submissions share a fingerprint only when every submitted field is equal (exact letter case, message,
 * UTM, page) and so is the CV's content, or both came without one.
 */
export function leadFingerprint(lead: NewLead, cvSha256: string | null = null): string {
  return createHash('sha256').update(submissionText(lead, cvSha256)).digest('hex');
}

/** The size of the pieces a lead file is kept in (lead_file_chunks; migration 0013 splits older files alike). */
export const FILE_CHUNK_BYTES = 256 * 1024;

/** A file that comes with a submission (an applicant's CV), checked by the route: its type is from its bytes. */
export interface NewLeadFile {
  kind: LeadFileKind;
  fileName: string;
  contentType: CvContentType;
  bytes: Buffer;
}

/** The admin who makes a change: recorded by id and by name (the name stays if the account goes). */
export interface LeadActor {
  id: string;
  name: string;
}

/** What PATCH API.leads.one may change: undefined leaves a field as it is; null clears the owner or the follow-up day. */
export interface LeadChanges {
  status?: LeadStatus;
  /** Why the lead was lost: only with status 'closed' (the lead's new or current one); null clears it. */
  lostReason?: string | null;
  ownerId?: string | null;
  followUpOn?: string | null;
  legalHold?: string | null;
}

export const LEAD_NOT_FOUND = 'Lead not found.';
export const LEAD_FILE_NOT_FOUND = 'File not found.';
/** How much of a note its history event repeats (the note itself is in the notes). */
const NOTE_EVENT_LENGTH = 200;

/*
 * History events take the time they are written (clock_timestamp(), not the transaction's start), so
 * of two admins changing one lead at once the one who waited for the other's lock comes second. Events
 * of one transaction are told apart by their kind, in the order a change is written.
 */
export const eventTime = sql`clock_timestamp()`;

export interface NewEvent {
  leadId: string;
  kind: LeadEventKind;
  fromValue: string | null;
  toValue: string | null;
}

/** One row of `lead_events` per change, by `actor`. */
export function eventRows(events: NewEvent[], actor: LeadActor | null) {
  return events.map((e) => ({ ...e, actorId: actor?.id ?? null, actorName: actor?.name ?? null, createdAt: eventTime }));
}

const LEAD_ROLES = STAFF_ROLES.filter((role) => canUse(role, 'leads'));

/** Staff who may own leads: an account whose role works leads (not an Editor), not disabled, held (FOR SHARE) until the transaction ends. */
export async function activeAdmin(db: Db, id: string): Promise<LeadActor> {
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, LEAD_ROLES), isNull(users.disabledAt)))
    .for('share');
  if (!owner) throw badRequest(UNKNOWN_OWNER_MESSAGE, { ownerId: UNKNOWN_OWNER_MESSAGE });
  return owner;
}

/**
 * The route checked `status` against the stages before the transaction; a stage removed since (another admin's
 * save, committed a moment ago) refuses the write as an unknown status, as the route would have.
 */
async function stillAStage(tx: Db, status: string): Promise<void> {
  if (!(await lockedStageIds(tx)).has(status)) throw badRequest(UNKNOWN_STATUS_MESSAGE, { status: UNKNOWN_STATUS_MESSAGE });
}

/** The names of the accounts `ids`, by id. */
async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A registration for a workshop with limited seats: beyond `capacity` it joins the waitlist. */
export interface WorkshopSeats {
  slug: string;
  capacity: number;
}

/** The leads visitors send and the admin's inbox of them: the writes here, the admin's reads in lead-inbox-repository.ts. */
export function createLeadsRepository(db: Db) {
  /**
   * Changes a lead's status, owner and follow-up day in one transaction, with one history event per
   * field that really changed, by `actor`. The lead's row is locked first, so of two admins changing it
   * at once the second sees the first's change (its "from") and both stay in the history. A new owner
   * must be an admin whose account is not disabled (400 otherwise); an unknown lead is 404.
   */
  async function update(id: string, changes: LeadChanges, actor: LeadActor | null): Promise<LeadDto> {
    return db.transaction(async (tx) => {
      const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
      if (!current) throw notFound(LEAD_NOT_FOUND);
      if (changes.status !== undefined) await stillAStage(tx, changes.status);
      const set: Partial<typeof leads.$inferInsert> = {};
      const events: NewEvent[] = [];
      if (changes.status !== undefined && changes.status !== current.status) {
        set.status = changes.status;
        events.push({ leadId: id, kind: 'status', fromValue: current.status, toValue: changes.status });
      }
      const status = changes.status ?? current.status;
      if (status !== 'closed') {
        if (changes.lostReason) throw badRequest(LOST_REASON_STATUS_MESSAGE, { lostReason: LOST_REASON_STATUS_MESSAGE });
        // A lead that is no longer lost keeps no reason (its history still says why it was).
        if (current.lostReason !== null) set.lostReason = null;
      } else if (changes.lostReason !== undefined && changes.lostReason !== current.lostReason) {
        set.lostReason = changes.lostReason;
        events.push({ leadId: id, kind: 'lost-reason', fromValue: current.lostReason, toValue: changes.lostReason });
      }
      const ownerId = changes.ownerId === undefined ? undefined : (changes.ownerId?.toLowerCase() ?? null);
      let ownerName = current.ownerId ? ((await namesOf(tx, [current.ownerId])).get(current.ownerId) ?? null) : null;
      if (ownerId !== undefined && ownerId !== current.ownerId) {
        const owner = ownerId === null ? null : await activeAdmin(tx, ownerId);
        set.ownerId = owner?.id ?? null;
        events.push({ leadId: id, kind: 'owner', fromValue: ownerName, toValue: owner?.name ?? null });
        ownerName = owner?.name ?? null;
      }
      if (changes.followUpOn !== undefined && changes.followUpOn !== current.followUpOn) {
        set.followUpOn = changes.followUpOn;
        events.push({ leadId: id, kind: 'follow-up', fromValue: current.followUpOn, toValue: changes.followUpOn });
      }
      if (changes.legalHold !== undefined && changes.legalHold !== current.legalHold) {
        set.legalHold = changes.legalHold;
        events.push({ leadId: id, kind: 'legal-hold', fromValue: current.legalHold, toValue: changes.legalHold });
      }
      if (events.length === 0) return toLeadDto(current, ownerName);
      const [row] = await tx
        .update(leads)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(leads.id, id))
        .returning();
      if (!row) throw new Error('locked lead vanished during its update');
      await tx.insert(leadEvents).values(eventRows(events, actor));
      return toLeadDto(row, ownerName);
    });
  }

  return {
    /**
     * Stores a lead unless the exact same submission (every submitted field equal) was stored within the
     * last 10 minutes; anything that differs, if only in the message, is a new lead. The check and the
     * insert run in one transaction under an advisory lock on the fingerprint, so two identical requests
     * racing on PostgreSQL still store one row while different ones never wait on each other. (A unique
     * index on fingerprint + time bucket would need a migration and folds or splits repeats depending on
     * where the bucket edge falls; the lock keeps the exact sliding window.) Resolves only after the
     * transaction committed. The lead's history starts with its creation, and when a CRM webhook is
     * configured (`webhook`), its delivery is queued in the same transaction: a stored lead is never
     * missing from the CRM because the process stopped between the two. An applicant's CV (`file`) is
     * written in the same transaction: a lead is never kept without the CV it was accepted with, nor a CV
     * without its lead. The CV's content is part of the submission, so an exact repeat with the same CV is
     * folded into the first (no second copy of the file) while a repeat with another CV, or with a CV where
     * the first had none, is a new lead (docs/product.md §5).
     */
    async store(
      submitted: NewLead,
      seats?: WorkshopSeats,
      options: { webhook?: boolean; file?: NewLeadFile; mails?: (lead: LeadDto) => QueuedMail[] } = {},
    ): Promise<{ lead: LeadDto; duplicate: boolean }> {
      // Compared with stored rows field by field: a column the caller left out is what the database stores for it.
      const lead: NewLead = {
        ...submitted,
        noticeVersion: submitted.noticeVersion ?? null,
        marketingConsent: submitted.marketingConsent ?? false,
      };
      const { file } = options;
      const sha256 = file ? createHash('sha256').update(file.bytes).digest('hex') : null;
      const fingerprint = leadFingerprint(lead, sha256);
      const text = submissionText(lead, sha256);
      const since = new Date(Date.now() - LEAD_DUPLICATE_WINDOW_MS);
      return db.transaction(async (tx) => {
        // A limited workshop's registrations are counted under one lock per workshop (taken first, so
        // the two locks are always taken in the same order): the last seat goes to exactly one registrant.
        if (seats) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workshop-seats:${seats.slug}`}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${fingerprint}))`);
        const recent = await tx
          .select()
          .from(leads)
          .where(and(eq(leads.fingerprint, fingerprint), gte(leads.createdAt, since)))
          .orderBy(desc(leads.createdAt));
        // The hash already matched; comparing the fields (and the CV) too means not even a collision can drop a lead.
        const recentIds = recent.map((r) => r.id);
        const cvs =
          recentIds.length === 0
            ? []
            : await tx
                .select({ leadId: leadFiles.leadId, sha256: leadFiles.sha256 })
                .from(leadFiles)
                .where(and(inArray(leadFiles.leadId, recentIds), eq(leadFiles.kind, 'cv')));
        const cvOf = new Map(cvs.map((c) => [c.leadId, c.sha256]));
        const existing = recent.find((row) => submissionText(row, cvOf.get(row.id) ?? null) === text);
        if (existing) return { lead: toLeadDto(existing), duplicate: true };
        let waitlist = false;
        if (seats) {
          const [taken] = await tx
            .select({ n: count() })
            .from(leads)
            .where(and(seatHolders, eq(leads.refSlug, seats.slug)));
          waitlist = Number(taken?.n ?? 0) >= seats.capacity;
        }
        const [row] = await tx
          .insert(leads)
          .values({ ...lead, fingerprint, waitlist })
          .returning();
        if (!row) throw new Error('lead insert returned no row');
        await tx.insert(leadEvents).values({ leadId: row.id, kind: 'created', toValue: row.status, createdAt: row.createdAt });
        if (file && sha256) {
          const { kind, fileName, contentType, bytes } = file;
          const [stored] = await tx
            .insert(leadFiles)
            .values({ leadId: row.id, kind, fileName, contentType, size: bytes.length, sha256 })
            .returning({ id: leadFiles.id });
          if (!stored) throw new Error('lead file insert returned no row');
          // One statement per piece (see leadFileChunks); an empty file is one empty piece.
          for (let seq = 0; seq === 0 || seq * FILE_CHUNK_BYTES < bytes.length; seq++) {
            const piece = bytes.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES);
            await tx.insert(leadFileChunks).values({ fileId: stored.id, seq, bytes: piece });
          }
        }
        if (options.webhook) await tx.insert(webhookDeliveries).values({ leadId: row.id });
        const stored = toLeadDto(row);
        // The e-mails about it (the visitor's confirmation, the admissions notice) are queued with it: never one without the other.
        const mails = options.mails?.(stored) ?? [];
        await queueIn(tx, mails);
        return { lead: stored, duplicate: false };
      });
    },

    /** A workshop registration's row (its own link reads it); null when `id` is none. */
    async registration(id: string): Promise<typeof leads.$inferSelect | null> {
      const [row] = await db
        .select()
        .from(leads)
        .where(and(eq(leads.id, id), eq(leads.form, 'workshop')))
        .limit(1);
      return row ?? null;
    },

    /**
     * Cancels a workshop registration at its registrant's request (issue 43): marked cancelled (its history
     * says so) and holding no seat from now on. When it held a seat of a limited workshop, the first person on
     * the waitlist (by the time they registered) gets it, under the workshop's seat lock, as a registration
     * does. The e-mails `mails` writes (the registrant's, the promoted person's) are queued in the same
     * transaction. Null when `id` is no workshop registration; 'already' when it was cancelled before.
     */
    async cancelRegistration(
      id: string,
      seats: { slug: string; capacity: number | null },
      now: Date,
      mails: (cancelled: LeadDto, promoted: LeadDto | null) => QueuedMail[],
    ): Promise<{ cancelled: LeadDto; promoted: LeadDto | null } | 'already' | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workshop-seats:${seats.slug}`}))`);
        const [row] = await tx
          .select()
          .from(leads)
          .where(and(eq(leads.id, id), eq(leads.form, 'workshop'), eq(leads.refSlug, seats.slug)))
          .for('update');
        if (!row) return null;
        if (row.cancelledAt) return 'already';
        const [cancelledRow] = await tx.update(leads).set({ cancelledAt: now, updatedAt: now }).where(eq(leads.id, id)).returning();
        if (!cancelledRow) return null;
        await tx.insert(leadEvents).values({ leadId: id, kind: 'cancelled', fromValue: null, toValue: null, createdAt: now });
        let promoted: LeadDto | null = null;
        const heldSeat = !row.waitlist && row.flag === null;
        if (heldSeat && seats.capacity !== null) {
          const [taken] = await tx
            .select({ n: count() })
            .from(leads)
            .where(and(seatHolders, eq(leads.refSlug, seats.slug)));
          const [next] =
            Number(taken?.n ?? 0) < seats.capacity
              ? await tx
                  .select()
                  .from(leads)
                  .where(
                    and(
                      eq(leads.form, 'workshop'),
                      eq(leads.refSlug, seats.slug),
                      eq(leads.waitlist, true),
                      isNull(leads.flag),
                      isNull(leads.cancelledAt),
                    ),
                  )
                  .orderBy(asc(leads.createdAt), asc(leads.id))
                  .limit(1)
                  .for('update')
              : [];
          if (next) {
            const [seated] = await tx.update(leads).set({ waitlist: false, updatedAt: now }).where(eq(leads.id, next.id)).returning();
            if (seated) {
              await tx.insert(leadEvents).values({ leadId: next.id, kind: 'seat', fromValue: null, toValue: null, createdAt: now });
              promoted = toLeadDto(seated);
            }
          }
        }
        const cancelled = toLeadDto(cancelledRow);
        await queueIn(tx, mails(cancelled, promoted));
        return { cancelled, promoted };
      });
    },

    ...createLeadQueries(db),

    update,

    /** Sets a lead's follow-up status (recorded in its history); null when there is no such lead. */
    async setStatus(id: string, status: LeadStatus, actor: LeadActor | null = null): Promise<LeadDto | null> {
      try {
        return await update(id, { status }, actor);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) return null;
        throw err;
      }
    },

    /** Adds `actor`'s note to the lead `id`, with a 'note' event in its history (404 for an unknown lead). */
    async addNote(id: string, body: string, actor: LeadActor): Promise<void> {
      await db.transaction(async (tx) => {
        const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).for('share');
        if (!lead) throw notFound(LEAD_NOT_FOUND);
        await tx.insert(leadNotes).values({ leadId: id, authorId: actor.id, authorName: actor.name, body, createdAt: eventTime });
        const excerpt = body.length > NOTE_EVENT_LENGTH ? `${body.slice(0, NOTE_EVENT_LENGTH - 1)}…` : body;
        await tx.insert(leadEvents).values(eventRows([{ leadId: id, kind: 'note', fromValue: null, toValue: excerpt }], actor));
      });
    },

    /**
     * One status and/or owner change on many leads, in one transaction: ids that name no lead are
     * skipped, leads already so are left alone, and each lead that changed gets its history events.
     * Rows are locked in id order, so two bulk changes at once never deadlock. Answers how many changed.
     */
    async bulkUpdate(ids: string[], changes: Omit<LeadChanges, 'followUpOn' | 'legalHold'>, actor: LeadActor | null): Promise<number> {
      const unique = [...new Set(ids.map((i) => i.toLowerCase()))];
      if (changes.lostReason && changes.status !== 'closed')
        throw badRequest(LOST_REASON_STATUS_MESSAGE, { lostReason: LOST_REASON_STATUS_MESSAGE });
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: leads.id, status: leads.status, ownerId: leads.ownerId, lostReason: leads.lostReason })
          .from(leads)
          .where(inArray(leads.id, unique))
          .orderBy(asc(leads.id))
          .for('update');
        // After the leads, as update() does: the same lock order everywhere.
        if (changes.status !== undefined) await stillAStage(tx, changes.status);
        const { ownerId } = changes;
        const owner = ownerId === undefined || ownerId === null ? ownerId : await activeAdmin(tx, ownerId.toLowerCase());
        const names = await namesOf(tx, [...new Set(rows.flatMap((r) => (r.ownerId ? [r.ownerId] : [])))]);
        const events: NewEvent[] = [];
        const changed: string[] = [];
        for (const row of rows) {
          const before = events.length;
          if (changes.status !== undefined && changes.status !== row.status) {
            events.push({ leadId: row.id, kind: 'status', fromValue: row.status, toValue: changes.status });
          }
          if (changes.status === 'closed' && changes.lostReason !== undefined && changes.lostReason !== row.lostReason) {
            events.push({ leadId: row.id, kind: 'lost-reason', fromValue: row.lostReason, toValue: changes.lostReason });
          }
          if (owner !== undefined && (owner?.id ?? null) !== row.ownerId) {
            const from = row.ownerId ? (names.get(row.ownerId) ?? null) : null;
            events.push({ leadId: row.id, kind: 'owner', fromValue: from, toValue: owner?.name ?? null });
          }
          if (events.length > before) changed.push(row.id);
        }
        if (changed.length === 0) return 0;
        await tx
          .update(leads)
          .set({
            ...(changes.status !== undefined ? { status: changes.status } : {}),
            // Leads set to Lost take the reason given (or keep theirs); any other status clears it.
            ...(changes.status === 'closed' && changes.lostReason !== undefined ? { lostReason: changes.lostReason } : {}),
            ...(changes.status !== undefined && changes.status !== 'closed' ? { lostReason: null } : {}),
            ...(owner !== undefined ? { ownerId: owner?.id ?? null } : {}),
            updatedAt: new Date(),
          })
          .where(inArray(leads.id, changed));
        await tx.insert(leadEvents).values(eventRows(events, actor));
        return changed.length;
      });
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
