import { createHash } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  istDayStart,
  LEAD_DUPLICATE_WINDOW_MS,
  type LeadDto,
  type LeadForm,
  type LeadListQuery,
  type LeadListResponse,
  type LeadStatus,
} from '@contract';
import type { Db } from '../../db/client';
import { leadEvents, leads, webhookDeliveries } from '../../db/schema';

type LeadRow = typeof leads.$inferSelect;
/** A submission as the lead-capture route hands it over (the database and the admin set the rest). */
export type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'fingerprint' | 'createdAt' | 'updatedAt' | 'status' | 'waitlist'>;
export type LeadFilters = Omit<LeadListQuery, 'page' | 'pageSize'>;

/** Columns the database or the admin sets, not the submitter: they never make two submissions differ. */
const NOT_SUBMITTED = new Set(['id', 'fingerprint', 'createdAt', 'updatedAt', 'status', 'waitlist']);

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

/** Two submissions share a fingerprint only when every submitted field is equal (exact letter case, message, UTM, page). */
export function leadFingerprint(lead: NewLead): string {
  return createHash('sha256').update(submittedText(lead)).digest('hex');
}

export function toLeadDto(row: LeadRow): LeadDto {
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
    waitlist: row.waitlist,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A registration for a workshop with limited seats: beyond `capacity` it joins the waitlist. */
export interface WorkshopSeats {
  slug: string;
  capacity: number;
}

/** The WHERE clause of the admin list and the CSV export. */
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
  if (query.from) conditions.push(gte(leads.createdAt, istDayStart(query.from)));
  if (query.to) conditions.push(lt(leads.createdAt, new Date(istDayStart(query.to).getTime() + 24 * 60 * 60 * 1000)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The leads visitors send and the admin's inbox of them. */
export function createLeadsRepository(db: Db) {
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
     * missing from the CRM because the process stopped between the two.
     */
    async store(lead: NewLead, seats?: WorkshopSeats, options: { webhook?: boolean } = {}): Promise<{ lead: LeadDto; duplicate: boolean }> {
      const fingerprint = leadFingerprint(lead);
      const text = submittedText(lead);
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
        // The hash already matched; comparing the fields too means not even a collision can drop a lead.
        const existing = recent.find((row) => submittedText(row) === text);
        if (existing) return { lead: toLeadDto(existing), duplicate: true };
        let waitlist = false;
        if (seats) {
          const [taken] = await tx
            .select({ n: count() })
            .from(leads)
            .where(and(eq(leads.form, 'workshop'), eq(leads.refSlug, seats.slug), eq(leads.waitlist, false)));
          waitlist = Number(taken?.n ?? 0) >= seats.capacity;
        }
        const [row] = await tx
          .insert(leads)
          .values({ ...lead, fingerprint, waitlist })
          .returning();
        if (!row) throw new Error('lead insert returned no row');
        await tx.insert(leadEvents).values({ leadId: row.id, kind: 'created', toValue: row.status, createdAt: row.createdAt });
        if (options.webhook) await tx.insert(webhookDeliveries).values({ leadId: row.id });
        return { lead: toLeadDto(row), duplicate: false };
      });
    },

    /** One page of the inbox, newest first, with the number of leads the filters match. */
    async list(query: LeadListQuery): Promise<LeadListResponse> {
      const { page, pageSize, ...filters } = query;
      const where = leadFilter(filters);
      const [totalRow] = await db.select({ n: count() }).from(leads).where(where);
      const rows = await db
        .select()
        .from(leads)
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { items: rows.map(toLeadDto), total: totalRow?.n ?? 0, page, pageSize };
    },

    /** The leads the filters match, newest first, at most `max` of them (the CSV export). */
    async export(filters: LeadFilters, max: number): Promise<LeadDto[]> {
      const rows = await db.select().from(leads).where(leadFilter(filters)).orderBy(desc(leads.createdAt), desc(leads.id)).limit(max);
      return rows.map(toLeadDto);
    },

    /** Sets a lead's follow-up status; null when there is no such lead. */
    async setStatus(id: string, status: LeadStatus): Promise<LeadDto | null> {
      const [row] = await db.update(leads).set({ status, updatedAt: new Date() }).where(eq(leads.id, id)).returning();
      return row ? toLeadDto(row) : null;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
