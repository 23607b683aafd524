import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import { queueWorker, type QueueWorker } from '../../lib/queue-worker';
import { createMailOutboxRepository, type ClaimedMail, type MailOutboxRepository } from './mail-outbox-repository';
import { registry } from './metrics';

/** How often the worker looks for e-mails due (a queued e-mail nudges it at once). */
const POLL_MS = 15_000;
const BATCH = 5;
/** Longer than one SMTP exchange can take (nodemailer's connection, greeting and socket timeouts). */
const LEASE_MS = 2 * 60_000;

/** The mail outbox (app.mailOutbox): its queue and its worker. */
export type MailOutbox = MailOutboxRepository & QueueWorker;

const mails = new Counter({
  name: 'itx_mail_total',
  help: 'Attempts to send an e-mail from the mail outbox, by outcome: sent, retrying (failed, tried again later) or failed (given up)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** Why an attempt failed, for the log and the row (never the message itself). */
function failureText(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  const parts = [e?.code, e?.responseCode].filter((p) => p !== undefined && p !== null).map(String);
  return parts.length > 0 ? `SMTP error (${parts.join(' ')}).` : 'The e-mail could not be sent.';
}

/**
 * Sends the mail outbox (issue 43): visitors' confirmations and the admissions notice are queued with their
 * lead and go out from here through app.mailer (SMTP, or the outbox folder without SMTP_URL), retried after
 * MAIL_BACKOFF_MS until sent, given up after MAIL_MAX_ATTEMPTS. Several instances share the queue safely.
 */
export default fp(
  async function mailOutbox(app: FastifyInstance) {
    const repository = createMailOutboxRepository(app.database.db);

    async function attempt(mail: ClaimedMail, closing: AbortSignal): Promise<void> {
      let error: string | null = null;
      try {
        await app.mailer.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.icalEvent ? { icalEvent: mail.icalEvent } : {}),
        });
      } catch (err) {
        // Closing: not an attempt; its lease makes it due again.
        if (closing.aborted) return;
        error = failureText(err);
        app.log.warn({ err, mailId: mail.id, kind: mail.kind, leadId: mail.leadId, attempts: mail.attempts + 1 }, 'e-mail attempt failed');
      }
      const status = await repository.recordAttempt(mail, error, new Date());
      mails.inc({ outcome: status === 'pending' ? 'retrying' : status });
    }

    const worker = queueWorker(app, {
      name: 'mail outbox',
      pollMs: POLL_MS,
      batch: BATCH,
      claim: (now, limit) => repository.claimDue(now, new Date(now.getTime() + LEASE_MS), limit),
      attempt,
    });
    app.decorate('mailOutbox', { ...repository, ...worker } satisfies MailOutbox);
  },
  { name: 'mail-outbox' },
);
