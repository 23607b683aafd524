import { createHash } from 'node:crypto';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  istDayStart,
  LEAD_DUPLICATE_WINDOW_MS,
  LEAD_FORM_LABELS,
  type LeadDto,
  type LeadForm,
  type LeadListQuery,
  type LeadStatus,
} from '@contract';
import type { Db } from '../db/client';
import { leads } from '../db/schema';

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'fingerprint' | 'createdAt' | 'updatedAt' | 'status'>;

const UTM_FIELDS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

/** The UTM parameters a form sent, keyed by their query-string names (utm_source …); empty ones left out. */
export function utmOf(body: Partial<Record<keyof typeof UTM_FIELDS, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, name] of Object.entries(UTM_FIELDS) as [keyof typeof UTM_FIELDS, string][]) {
    const value = body[field]?.trim();
    if (value) out[name] = value;
  }
  return out;
}

/** Identical submissions (same form, person, contact and interest) share one fingerprint. */
export function leadFingerprint(lead: NewLead): string {
  const parts = [
    lead.form,
    lead.formId,
    lead.name.trim().toLowerCase(),
    lead.email,
    lead.countryCode,
    lead.phone,
    lead.interest,
    lead.session ?? '',
  ];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/**
 * Stores a lead unless the same submission was stored within the last 10 minutes. The check and the
 * insert run in one transaction under an advisory lock on the fingerprint, so two identical requests
 * racing on PostgreSQL still store one row. Resolves only after the transaction committed.
 */
export async function storeLead(db: Db, lead: NewLead): Promise<{ row: LeadRow; duplicate: boolean }> {
  const fingerprint = leadFingerprint(lead);
  const since = new Date(Date.now() - LEAD_DUPLICATE_WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${fingerprint}))`);
    const [existing] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.fingerprint, fingerprint), gte(leads.createdAt, since)))
      .orderBy(desc(leads.createdAt))
      .limit(1);
    if (existing) return { row: existing, duplicate: true };
    const [row] = await tx
      .insert(leads)
      .values({ ...lead, fingerprint })
      .returning();
    if (!row) throw new Error('lead insert returned no row');
    return { row, duplicate: false };
  });
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
    createdAt: row.createdAt.toISOString(),
  };
}

/** The WHERE clause of the admin list and the CSV export. */
export function leadFilter(query: Omit<LeadListQuery, 'page' | 'pageSize'>): SQL | undefined {
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

/** The e-mail sent to LEADS_NOTIFY_EMAIL for a new lead. */
export function leadNotification(row: LeadRow, publicUrl: string): { subject: string; text: string } {
  const label = LEAD_FORM_LABELS[row.form as LeadForm] ?? row.form;
  const lines = [
    `New lead: ${label}`,
    '',
    `Name: ${row.name}`,
    `Email: ${row.email}`,
    `Phone: ${row.countryCode} ${row.phone}`,
    `Interest: ${row.interest}`,
    ...(row.session ? [`Session: ${row.session}`] : []),
    ...(row.sourcePage ? [`Page: ${row.sourcePage}`] : []),
    ...Object.entries(row.utm).map(([k, v]) => `${k}: ${v}`),
    `Received: ${row.createdAt.toISOString()}`,
    '',
    `All leads: ${publicUrl}/admin/leads`,
  ];
  return { subject: `New lead (${label}): ${row.name}, ${row.interest}`, text: lines.join('\n') };
}
