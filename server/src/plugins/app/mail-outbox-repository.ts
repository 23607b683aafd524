import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { leadEvents, mailOutbox } from '../../db/schema';
import type { Mail } from './mailer';

/** An e-mail to queue: the message, what it is, and the lead whose timeline records it (none for a test send). */
export interface QueuedMail extends Mail {
  kind: string;
  leadId: string | null;
  /** For an e-mail queued once only (a workshop reminder): a second one with the same key is not queued. */
  dedupeKey?: string;
}

/** A claimed e-mail: the message and the attempts made before this one. */
export interface ClaimedMail extends QueuedMail {
  id: string;
  attempts: number;
}

/** Waits after the 1st, 2nd … failed attempt; after the last one it is given up (about 9 hours after queuing). */
export const MAIL_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_BACKOFF_MS.length + 1;

export type MailStatus = 'pending' | 'sent' | 'failed';

/** E-mails to staff about a lead (the admissions notice): queued with the lead, but not lines of its timeline. */
const STAFF_KINDS = new Set(['admissions']);

/** The rows of `mails`, for an insert in the caller's transaction (a lead's mail is queued with the lead). */
export function outboxRows(mails: readonly QueuedMail[]) {
  return mails.map((m) => ({
    leadId: m.leadId,
    kind: m.kind,
    toAddress: m.to,
    subject: m.subject,
    body: m.text,
    calendar: m.icalEvent ?? null,
    dedupeKey: m.dedupeKey ?? null,
  }));
}

/** Inserts `mails` in `tx`; one whose `dedupeKey` is already queued is left out. */
export async function queueIn(tx: Tx | Db, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length > 0) await tx.insert(mailOutbox).values(outboxRows(mails)).onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

/**
 * The mail outbox (mail_outbox): queued in the caller's transaction, claimed by one worker at a time under a
 * lease, then sent (the lead's timeline says so), retried after a backoff, or given up (the timeline says so).
 */
export function createMailOutboxRepository(db: Db) {
  return {
    /** Queues `mails` in `tx` (or on its own); one whose `dedupeKey` was queued before is left out. */
    async queue(mails: readonly QueuedMail[], tx: Tx | Db = db): Promise<void> {
      await queueIn(tx, mails);
    },

    /**
     * Claims up to `limit` e-mails due at `now`, as the webhook's queue does: locked with FOR UPDATE SKIP
     * LOCKED and their next attempt moved to `leaseUntil`, so no other instance sends them meanwhile.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMail[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`greatest(now(), ${now.toISOString()}::timestamptz)`)),
          )
          .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        await tx
          .update(mailOutbox)
          .set({ nextAttemptAt: leaseUntil })
          .where(
            inArray(
              mailOutbox.id,
              due.map((d) => d.id),
            ),
          );
        return due.map((d) => ({
          id: d.id,
          attempts: d.attempts,
          kind: d.kind,
          leadId: d.leadId,
          to: d.toAddress,
          subject: d.subject,
          text: d.body,
          ...(d.calendar ? { icalEvent: d.calendar } : {}),
        }));
      });
    },

    /**
     * Records an attempt of a claimed e-mail: sent, or another attempt after the backoff, or given up after the
     * last one. Sent and given up are lines of the lead's timeline (a visitor's e-mails), written in the same transaction. A row no
     * longer pending (or gone with its lead) is left alone.
     */
    async recordAttempt(mail: ClaimedMail, error: string | null, now: Date): Promise<MailStatus> {
      const attempts = mail.attempts + 1;
      const status: MailStatus = error === null ? 'sent' : attempts >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending';
      const wait = MAIL_BACKOFF_MS[Math.min(attempts, MAIL_BACKOFF_MS.length) - 1] ?? 0;
      return db.transaction(async (tx) => {
        const [changed] = await tx
          .update(mailOutbox)
          .set({
            status,
            attempts: sql`${mailOutbox.attempts} + 1`,
            lastError: error?.slice(0, 500) ?? null,
            ...(status === 'sent' ? { sentAt: now } : {}),
            ...(status === 'pending' ? { nextAttemptAt: new Date(now.getTime() + wait) } : {}),
          })
          .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')))
          .returning({ id: mailOutbox.id });
        if (changed && mail.leadId && status !== 'pending' && !STAFF_KINDS.has(mail.kind)) {
          await tx.insert(leadEvents).values({
            leadId: mail.leadId,
            kind: status === 'sent' ? 'email' : 'email-failed',
            toValue: mail.subject,
            createdAt: now,
          });
        }
        return status;
      });
    },

    /** The e-mails queued for a lead, oldest first (tests and the lead's data). */
    async forLead(leadId: string) {
      return db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId)).orderBy(asc(mailOutbox.createdAt));
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
