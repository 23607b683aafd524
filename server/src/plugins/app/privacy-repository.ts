import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  PRIVACY_LINK_TTL_MS,
  type PrivacyCorrectionInput,
  type PrivacyNomineeInput,
  type PrivacyRequestDto,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  type PrivacySubject,
  type YourDataDto,
  type YourRecordDto,
} from '@contract';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { auditLog, leadFiles, leadNotes, leads, privacyLinks, privacyRequests } from '../../db/schema';
import { toLeadDto } from './lead-inbox-repository';

/*
 * "Your data" (issue 42): the links a person opens, their requests, and the reads and writes of their own
 * enquiries, registrations and applications. A person is matched by what they typed: every lead with that
 * e-mail address, or every lead whose calling code and phone make those digits.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** What is left of a person's details where a record outlives the erasure (the audit log's summaries). */
export const ERASED = '[erased]';

/** "email:ravi@x.in", "phone:919876543210": the stored form of a subject. */
export const subjectKey = (s: PrivacySubject): string => `${s.kind}:${s.value}`;

function subjectOfKey(key: string): PrivacySubject | null {
  const [kind, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  return (kind === 'email' || kind === 'phone') && value ? { kind, value } : null;
}

/** "email ravi@x.in" / "phone +919876543210": a subject in words. */
export function subjectText(key: string): string {
  const s = subjectOfKey(key);
  if (!s) return key;
  return s.kind === 'email' ? `email ${s.value}` : `phone +${s.value}`;
}

/** A phone's digits with its calling code: how a phone subject is stored and matched. */
const phoneKeyOf = (countryCode: string, phone: string): string => (countryCode + phone).replace(/\D/g, '');

/** Refused correction: the address or phone the view would follow is on someone else's records. */
export const CORRECTION_TAKEN_MESSAGE = 'Other records we hold use this; write to our grievance officer to have them joined with yours.';

const phoneKey = sql`regexp_replace(${leads.countryCode} || ${leads.phone}, '[^0-9]', '', 'g')`;

/** The leads of a subject. */
function leadsOf(subject: PrivacySubject): SQL {
  return subject.kind === 'email' ? sql`lower(${leads.email}) = ${subject.value}` : sql`${phoneKey} = ${subject.value}`;
}

type RequestRow = typeof privacyRequests.$inferSelect;

function toRequestDto(row: RequestRow): PrivacyRequestDto {
  return {
    id: row.id,
    kind: row.kind as PrivacyRequestKind,
    status: row.status as PrivacyRequestStatus,
    subject: row.subject === null ? null : subjectText(row.subject),
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    handledBy: row.handledBy,
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

export type LinkCheck = { ok: true; subject: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

export interface ErasureCounts {
  records: number;
  files: number;
  notes: number;
}

export function createPrivacyRepository(db: Db, requestDays: number) {
  const dueFrom = (now: Date) => new Date(now.getTime() + requestDays * DAY_MS);

  async function addRequest(
    tx: Db | Tx,
    subject: string,
    kind: PrivacyRequestKind,
    detail: string,
    done: boolean,
    data: Record<string, string | number> = {},
  ): Promise<void> {
    const now = new Date();
    await tx.insert(privacyRequests).values({
      kind,
      status: done ? 'done' : 'open',
      subject,
      detail,
      data,
      dueAt: dueFrom(now),
      handledAt: done ? now : null,
      createdAt: now,
    });
  }

  return {
    /** The e-mail addresses a link for this subject goes to: the address itself, or those on the phone's leads (at most 3). */
    async mailboxes(subject: PrivacySubject): Promise<string[]> {
      const rows = await db
        .selectDistinct({ email: sql<string>`lower(${leads.email})` })
        .from(leads)
        .where(leadsOf(subject))
        .limit(3);
      return rows.map((r) => r.email).filter((e) => e.length > 0);
    },

    async createLink(subject: PrivacySubject, tokenHash: string): Promise<string> {
      const [row] = await db
        .insert(privacyLinks)
        .values({ subject: subjectKey(subject), tokenHash, expiresAt: new Date(Date.now() + PRIVACY_LINK_TTL_MS) })
        .returning({ id: privacyLinks.id });
      if (!row) throw new Error('privacy link not stored');
      return row.id;
    },

    /**
     * Opens a link once: checks its token and time, marks it used and stores the view's secret (valid 30
     * minutes). Compare-and-set on `used_at`, so two tabs opening the same link get one view.
     */
    async openLink(id: string, tokenMatches: (hash: string) => boolean, viewHash: string): Promise<LinkCheck> {
      const [link] = await db.select().from(privacyLinks).where(eq(privacyLinks.id, id));
      if (!link || !tokenMatches(link.tokenHash)) return { ok: false, reason: 'invalid' };
      if (link.usedAt) return { ok: false, reason: 'used' };
      const now = new Date();
      if (link.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
      const claimed = await db
        .update(privacyLinks)
        .set({ usedAt: now, viewHash, viewExpiresAt: new Date(now.getTime() + PRIVACY_LINK_TTL_MS) })
        .where(and(eq(privacyLinks.id, id), isNull(privacyLinks.usedAt)))
        .returning({ subject: privacyLinks.subject });
      return claimed[0] ? { ok: true, subject: claimed[0].subject } : { ok: false, reason: 'used' };
    },

    /** The view a cookie holds: its link id and subject while its 30 minutes last. */
    async findView(id: string, viewMatches: (hash: string) => boolean): Promise<{ subject: string; expiresAt: Date } | null> {
      const [link] = await db.select().from(privacyLinks).where(eq(privacyLinks.id, id));
      if (!link?.viewHash || !link.viewExpiresAt || !viewMatches(link.viewHash)) return null;
      if (link.viewExpiresAt.getTime() <= Date.now()) return null;
      return { subject: link.subject, expiresAt: link.viewExpiresAt };
    },

    async closeView(id: string): Promise<void> {
      await db.update(privacyLinks).set({ viewHash: null, viewExpiresAt: null }).where(eq(privacyLinks.id, id));
    },

    /** Everything held about a subject: its leads with CV names and staff notes, its requests, its nominee. */
    async dataOf(key: string, expiresAt: Date): Promise<YourDataDto> {
      const subject = subjectOfKey(key);
      const rows = subject ? await db.select().from(leads).where(leadsOf(subject)).orderBy(desc(leads.createdAt)) : [];
      const ids = rows.map((r) => r.id);
      const files = ids.length
        ? await db.select({ leadId: leadFiles.leadId, fileName: leadFiles.fileName }).from(leadFiles).where(inArray(leadFiles.leadId, ids))
        : [];
      const notes = ids.length
        ? await db
            .select({ leadId: leadNotes.leadId, body: leadNotes.body, at: leadNotes.createdAt })
            .from(leadNotes)
            .where(inArray(leadNotes.leadId, ids))
            .orderBy(asc(leadNotes.createdAt))
        : [];
      const records: YourRecordDto[] = rows.map((row) => {
        const dto = toLeadDto(row);
        return {
          id: dto.id,
          form: dto.form,
          name: dto.name,
          email: dto.email,
          countryCode: dto.countryCode,
          phone: dto.phone,
          interest: dto.interest,
          session: dto.session,
          message: dto.message,
          status: dto.status,
          consent: dto.consent,
          cvFileName: files.find((f) => f.leadId === row.id)?.fileName ?? null,
          notes: notes.filter((n) => n.leadId === row.id).map((n) => ({ body: n.body, at: n.at.toISOString() })),
          createdAt: dto.createdAt,
        };
      });
      const requests = await db
        .select()
        .from(privacyRequests)
        .where(eq(privacyRequests.subject, key))
        .orderBy(desc(privacyRequests.createdAt));
      const nomineeRow = requests.find((r) => r.kind === 'nominee');
      const nominee =
        nomineeRow && typeof nomineeRow.data.name === 'string' && typeof nomineeRow.data.contact === 'string'
          ? { name: nomineeRow.data.name, contact: nomineeRow.data.contact }
          : null;
      return { subject: subjectText(key), records, requests: requests.map(toRequestDto), nominee, expiresAt: expiresAt.toISOString() };
    },

    /** A download of the data: recorded as an access request, answered at once. */
    async recordAccess(key: string, format: string): Promise<void> {
      await addRequest(db, key, 'access', `Downloaded as ${format}`, true);
    },

    /**
     * Correction: the name, e-mail and phone on every record of the subject. Answers the subject the view
     * now follows (a corrected address or phone is what the records hold now).
     */
    async correct(linkId: string, key: string, input: PrivacyCorrectionInput): Promise<string> {
      const subject = subjectOfKey(key);
      if (!subject) return key;
      const next: PrivacySubject =
        subject.kind === 'email'
          ? { kind: 'email', value: input.email.toLowerCase() }
          : { kind: 'phone', value: phoneKeyOf(input.countryCode, input.phone) };
      await db.transaction(async (tx) => {
        // The view follows the corrected address or phone: one that other people's records hold would open theirs.
        const [taken] = await tx
          .select({ id: leads.id })
          .from(leads)
          .where(and(leadsOf(next), sql`not (${leadsOf(subject)})`))
          .limit(1);
        if (taken) {
          const field = next.kind === 'email' ? 'email' : 'phone';
          throw new HttpError(400, CORRECTION_TAKEN_MESSAGE, { [field]: CORRECTION_TAKEN_MESSAGE });
        }
        const changed = await tx
          .update(leads)
          .set({ name: input.name, email: input.email, countryCode: input.countryCode, phone: input.phone, updatedAt: new Date() })
          .where(leadsOf(subject))
          .returning({ id: leads.id });
        const nextKey = subjectKey(next);
        await tx.update(privacyLinks).set({ subject: nextKey }).where(eq(privacyLinks.id, linkId));
        await tx.update(privacyRequests).set({ subject: nextKey }).where(eq(privacyRequests.subject, key));
        await addRequest(tx, nextKey, 'correction', `Corrected the name, e-mail and phone on ${changed.length} record(s)`, true);
      });
      return subjectKey(next);
    },

    /** Withdrawal of consent to news and offers, on every record of the subject. */
    async withdraw(key: string): Promise<void> {
      const subject = subjectOfKey(key);
      if (!subject) return;
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(leads)
          .set({ marketingConsent: false, updatedAt: new Date() })
          .where(and(leadsOf(subject), eq(leads.marketingConsent, true)))
          .returning({ id: leads.id });
        await addRequest(tx, key, 'withdrawal', `Withdrew consent to news and offers (${changed.length} record(s) changed)`, true);
      });
    },

    /** An erasure request, open until staff complete it; a second one while the first is open adds nothing. */
    async requestErasure(key: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`privacy-erasure:${key}`}))`);
        const [open] = await tx
          .select({ id: privacyRequests.id })
          .from(privacyRequests)
          .where(and(eq(privacyRequests.subject, key), eq(privacyRequests.kind, 'erasure'), eq(privacyRequests.status, 'open')));
        if (open) return false;
        await addRequest(tx, key, 'erasure', 'Asked for their data to be erased', false);
        return true;
      });
    },

    async setNominee(key: string, nominee: PrivacyNomineeInput): Promise<void> {
      await addRequest(db, key, 'nominee', 'Named a nominee', true, { name: nominee.name, contact: nominee.contact });
    },

    /** Every request, open ones first (oldest due first), then the rest newest first. */
    async list(): Promise<PrivacyRequestDto[]> {
      const rows = await db
        .select()
        .from(privacyRequests)
        .orderBy(
          sql`case ${privacyRequests.status} when 'open' then 0 else 1 end`,
          sql`case ${privacyRequests.status} when 'open' then ${privacyRequests.dueAt} end asc`,
          desc(privacyRequests.createdAt),
        )
        .limit(1000);
      return rows.map(toRequestDto);
    },

    /**
     * Completes an open request. An erasure removes every record of the person (their leads, and with them
     * CVs, notes, history and pending webhook deliveries), masks their details in the audit log, and keeps of
     * their requests only what holds no personal data: kind, times and counts.
     */
    async complete(id: string, actor: { id: string; name: string }): Promise<PrivacyRequestDto | 'not-found' | 'not-open'> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
        if (!row) return 'not-found';
        if (row.status !== 'open' || row.subject === null) return 'not-open';
        const now = new Date();
        let detail = row.detail;
        let data: Record<string, string | number> = row.data;
        if (row.kind === 'erasure') {
          const counts = await erase(tx, row.subject);
          detail = `Erased ${counts.records} record(s), ${counts.files} file(s) and ${counts.notes} note(s)`;
          data = { ...counts };
        }
        const [done] = await tx
          .update(privacyRequests)
          .set({
            status: 'done',
            handledById: actor.id,
            handledBy: actor.name,
            handledAt: now,
            detail,
            data,
            subject: row.kind === 'erasure' ? null : row.subject,
          })
          .where(eq(privacyRequests.id, id))
          .returning();
        return done ? toRequestDto(done) : 'not-found';
      });
    },
  };
}

/** Erases a subject's records (see `complete`), in the caller's transaction. */
async function erase(tx: Tx, key: string): Promise<ErasureCounts> {
  const subject = subjectOfKey(key);
  if (!subject) return { records: 0, files: 0, notes: 0 };
  const rows = await tx
    .select({ id: leads.id, email: leads.email, countryCode: leads.countryCode, phone: leads.phone })
    .from(leads)
    .where(leadsOf(subject));
  const subjects = new Set([key]);
  for (const r of rows) {
    subjects.add(`email:${r.email.toLowerCase()}`);
    subjects.add(`phone:${phoneKeyOf(r.countryCode, r.phone)}`);
  }
  const counts = await eraseLeads(
    tx,
    rows.map((r) => r.id),
  );
  const keys = [...subjects];
  await tx.delete(privacyLinks).where(inArray(privacyLinks.subject, keys));
  // Earlier requests of the person lose who they were and any nominee's details.
  await tx.update(privacyRequests).set({ subject: null, data: {} }).where(inArray(privacyRequests.subject, keys));
  return counts;
}

/**
 * Deletes leads and everything kept with them (CV pieces, notes, history, webhook deliveries: ON DELETE
 * CASCADE), and replaces their name, e-mail and phone in the activity log's lead lines (an export's search
 * named them too) with "[erased]". In the caller's transaction; used by an erasure and by the retention job.
 */
export async function eraseLeads(tx: Tx, ids: string[]): Promise<ErasureCounts> {
  if (ids.length === 0) return { records: 0, files: 0, notes: 0 };
  const rows = await tx.select({ name: leads.name, email: leads.email, phone: leads.phone }).from(leads).where(inArray(leads.id, ids));
  const files = (await tx.select({ id: leadFiles.id }).from(leadFiles).where(inArray(leadFiles.leadId, ids))).length;
  const notes = (await tx.select({ id: leadNotes.id }).from(leadNotes).where(inArray(leadNotes.leadId, ids))).length;
  for (const value of new Set(rows.flatMap((r) => [r.name, r.email, r.phone]).filter((v) => v.length > 2))) {
    await tx
      .update(auditLog)
      .set({ summary: sql`replace(${auditLog.summary}, ${value}, ${ERASED})` })
      .where(and(eq(auditLog.entity, 'lead'), sql`strpos(${auditLog.summary}, ${value}) > 0`));
  }
  await tx.delete(leads).where(inArray(leads.id, ids));
  return { records: rows.length, files, notes };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
