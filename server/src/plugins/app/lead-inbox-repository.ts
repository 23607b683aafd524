import { and, asc, count, desc, eq, gte, ilike, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  istDay,
  istDayStart,
  LEAD_FOLLOW_UP_DONE_STATUSES,
  LEAD_FOLLOW_UP_DUE,
  LEAD_OWNER_UNASSIGNED,
  type CvContentType,
  type LeadDetailDto,
  type LeadDto,
  type LeadEventDto,
  type LeadEventKind,
  type LeadFileDto,
  type LeadFileKind,
  type LeadFlag,
  type LeadForm,
  type LeadListQuery,
  type LeadListResponse,
  type LeadNoteDto,
  type LeadStatus,
} from '@contract';
import type { Db } from '../../db/client';
import { leadEvents, leadFileChunks, leadFiles, leadNotes, leads, users } from '../../db/schema';
import { personOf, relatedLeads, toMergeDto } from './lead-contacts-repository';

/** The admin's reads of the leads: the inbox's pages, the CSV export's batches, a lead's detail and files. */

type LeadRow = typeof leads.$inferSelect;
export type LeadFilters = Omit<LeadListQuery, 'page' | 'pageSize'>;
/** A kept file, as the admin's download answers it: its bytes come piece by piece, one query each. */
export interface StoredLeadFile {
  fileName: string;
  contentType: string;
  size: number;
  pieces: () => AsyncGenerator<Buffer>;
}

/** `row` as the contract's lead; `ownerName` comes from the owner's account (a join), null when unassigned. */
export function toLeadDto(row: LeadRow, ownerName: string | null = null): LeadDto {
  return {
    id: row.id,
    form: row.form as LeadForm,
    name: row.name,
    email: row.email,
    countryCode: row.countryCode,
    phone: row.phone,
    interest: row.interest,
    session: row.session,
    message: row.message,
    sourcePage: row.sourcePage,
    utm: row.utm,
    status: row.status as LeadStatus,
    lostReason: row.lostReason,
    waitlist: row.waitlist,
    flag: (row.flag as LeadFlag | null) ?? null,
    ownerId: row.ownerId,
    ownerName: row.ownerId ? ownerName : null,
    followUpOn: row.followUpOn,
    consent: {
      noticeVersion: row.noticeVersion,
      purposes: [row.form as LeadForm, ...(row.marketingConsent ? (['marketing'] as const) : [])],
      page: row.sourcePage,
      at: row.createdAt.toISOString(),
    },
    legalHold: row.legalHold,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The registrations that hold a workshop seat: not on the waitlist, not cancelled by the registrant, and not
 * flagged (a session label that matched none holds no seat until a counsellor confirms one). The one rule
 * the seat count, the waitlist's cut-off and the dashboard share.
 */
export const seatHolders = and(eq(leads.form, 'workshop'), eq(leads.waitlist, false), isNull(leads.flag), isNull(leads.cancelledAt));

/** A lead with its owner's name: the list, the export and the detail read leads this way. */
const withOwner = { lead: leads, ownerName: users.name };
const toDto = (r: { lead: LeadRow; ownerName: string | null }) => toLeadDto(r.lead, r.ownerName);

/** History events in the order a change writes them, within one transaction's moment. */
const KIND_ORDER = sql`case ${leadEvents.kind} when 'created' then 0 when 'status' then 1 when 'lost-reason' then 2 when 'owner' then 2 when 'follow-up' then 3 when 'task-done' then 4 when 'task' then 5 else 6 end`;

/** The WHERE clause of the admin list and the CSV export. */
/**
 * Follow-up due on `today` (a Hyderabad day, YYYY-MM-DD): a follow-up day of today or earlier (a missed call
 * stays due until it is moved) on a lead still being worked. The one rule behind the dashboard's
 * "Follow-ups due" and the leads list's `followUp=due` filter, so the card's number is the list's length.
 */
export function followUpDue(today: string): SQL {
  return and(lte(leads.followUpOn, today), notInArray(leads.status, [...LEAD_FOLLOW_UP_DONE_STATUSES])) as SQL;
}

function leadFilter(query: LeadFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const anyField = or(
      ilike(leads.name, pattern),
      ilike(leads.email, pattern),
      ilike(leads.phone, pattern),
      ilike(leads.interest, pattern),
    );
    if (anyField) conditions.push(anyField);
  }
  if (query.form) conditions.push(eq(leads.form, query.form));
  if (query.interest) conditions.push(eq(leads.interest, query.interest));
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.flag) conditions.push(eq(leads.flag, query.flag));
  if (query.from) conditions.push(gte(leads.createdAt, istDayStart(query.from)));
  if (query.to) conditions.push(lt(leads.createdAt, new Date(istDayStart(query.to).getTime() + 24 * 60 * 60 * 1000)));
  if (query.owner === LEAD_OWNER_UNASSIGNED) conditions.push(isNull(leads.ownerId));
  else if (query.owner) conditions.push(eq(leads.ownerId, query.owner));
  if (query.followUp === LEAD_FOLLOW_UP_DUE) conditions.push(followUpDue(istDay(new Date())));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createLeadQueries(db: Db) {
  return {
    /** One page of the inbox, newest first, with the number of leads the filters match. */
    async list(query: LeadListQuery): Promise<LeadListResponse> {
      const { page, pageSize, ...filters } = query;
      const where = leadFilter(filters);
      const [totalRow] = await db.select({ n: count() }).from(leads).where(where);
      const rows = await db
        .select(withOwner)
        .from(leads)
        .leftJoin(users, eq(users.id, leads.ownerId))
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: rows.map(toDto), total: totalRow?.n ?? 0, page, pageSize };
    },

    /**
     * Every lead the filters match, newest first, `batch` rows at a time (the CSV export streams them:
     * no cap and bounded memory). Each batch starts after the previous one's last (created_at, id), read
     * as the database's own text so microseconds are not rounded away; leads arriving meanwhile are newer
     * than the first batch and left for the next export.
     */
    async *exportBatches(filters: LeadFilters, batch: number): AsyncGenerator<LeadDto[]> {
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const rows = await db
          .select({ ...withOwner, cursor: sql<string>`${leads.createdAt}::text` })
          .from(leads)
          .leftJoin(users, eq(users.id, leads.ownerId))
          .where(
            and(
              leadFilter(filters),
              after ? sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
            ),
          )
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(batch);
        if (rows.length > 0) yield rows.map(toDto);
        const last = rows.at(-1);
        if (!last || rows.length < batch) return;
        after = { createdAt: last.cursor, id: last.lead.id };
      }
    },

    /** The lead `id` with its notes (newest first), its history (oldest first) and its files (its tasks: lead-tasks-repository.ts); null when there is no such lead. */
    async detail(id: string): Promise<Omit<LeadDetailDto, 'tasks'> | null> {
      const [row] = await db.select(withOwner).from(leads).leftJoin(users, eq(users.id, leads.ownerId)).where(eq(leads.id, id));
      if (!row) return null;
      const notes = await db
        .select()
        .from(leadNotes)
        .where(eq(leadNotes.leadId, id))
        .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
      const events = await db
        .select()
        .from(leadEvents)
        .where(eq(leadEvents.leadId, id))
        .orderBy(asc(leadEvents.createdAt), asc(KIND_ORDER), asc(leadEvents.id));
      // The files' descriptions only: their bytes are read when an admin downloads one.
      const files = await db
        .select({
          id: leadFiles.id,
          kind: leadFiles.kind,
          fileName: leadFiles.fileName,
          size: leadFiles.size,
          contentType: leadFiles.contentType,
        })
        .from(leadFiles)
        .where(eq(leadFiles.leadId, id))
        .orderBy(asc(leadFiles.createdAt), asc(leadFiles.id));
      // The same person's other leads: the same e-mail (any case; a brochure request has none) or phone, and merges.
      const person = await personOf(db, row.lead);
      const related = await relatedLeads(db, row.lead, person);
      return {
        ...toDto(row),
        related,
        merges: person.merges.map(toMergeDto),
        notes: notes.map((n): LeadNoteDto => ({ id: n.id, body: n.body, authorName: n.authorName, createdAt: n.createdAt.toISOString() })),
        history: events.map((e): LeadEventDto => ({
          id: e.id,
          kind: e.kind as LeadEventKind,
          fromValue: e.fromValue,
          toValue: e.toValue,
          actorName: e.actorName,
          createdAt: e.createdAt.toISOString(),
        })),
        files: files.map((f): LeadFileDto => ({ ...f, kind: f.kind as LeadFileKind, contentType: f.contentType as CvContentType })),
      };
    },

    /** The file `fileId` of the lead `leadId` with its bytes; null when the lead has no such file. */
    async file(leadId: string, fileId: string): Promise<StoredLeadFile | null> {
      const [row] = await db
        .select({ fileName: leadFiles.fileName, contentType: leadFiles.contentType, size: leadFiles.size })
        .from(leadFiles)
        .where(and(eq(leadFiles.leadId, leadId), eq(leadFiles.id, fileId)));
      if (!row) return null;
      // A file's pieces never change once written, so reading them in separate queries is consistent.
      async function* pieces(): AsyncGenerator<Buffer> {
        for (let seq = 0; ; seq++) {
          const [piece] = await db
            .select({ bytes: leadFileChunks.bytes })
            .from(leadFileChunks)
            .where(and(eq(leadFileChunks.fileId, fileId), eq(leadFileChunks.seq, seq)));
          if (!piece) return;
          yield piece.bytes;
        }
      }
      return { ...row, pieces };
    },
  };
}
