import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  WEBHOOK_BACKOFF_MS,
  WEBHOOK_MAX_ATTEMPTS,
  type LeadDto,
  type WebhookDeliveryDto,
  type WebhookDeliveryQuery,
  type WebhookDeliveryStatus,
} from '@contract';
import type { Db } from '../../db/client';
import { leads, users, webhookDeliveries } from '../../db/schema';
import { toLeadDto } from './leads-repository';

/** A delivery the worker has claimed: the lead to send and the attempts made before this one. */
export interface ClaimedDelivery {
  id: string;
  attempts: number;
  lead: LeadDto;
}

/** What one attempt came to: the CRM's status (null when it gave none) and, unless delivered, why not. */
export type AttemptOutcome = { delivered: true; statusCode: number } | { delivered: false; statusCode: number | null; error: string };

const deliveryColumns = {
  id: webhookDeliveries.id,
  leadId: webhookDeliveries.leadId,
  leadName: leads.name,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
};

interface DeliveryRow {
  id: string;
  leadId: string;
  leadName: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
}

function toDeliveryDto(row: DeliveryRow): WebhookDeliveryDto {
  const status = row.status as WebhookDeliveryStatus;
  return {
    id: row.id,
    leadId: row.leadId,
    leadName: row.leadName,
    status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

/** The wait after the `attempts`-th failed attempt (1-based); the last step repeats. */
export function backoffAfter(attempts: number): number {
  return WEBHOOK_BACKOFF_MS[Math.min(attempts, WEBHOOK_BACKOFF_MS.length) - 1] ?? WEBHOOK_BACKOFF_MS[0];
}

/**
 * The CRM webhook's queue (webhook_deliveries): a row is queued with its lead (leads-repository's store),
 * claimed by one worker at a time, and marked delivered, retried later or given up.
 */
export function createWebhookDeliveriesRepository(db: Db) {
  async function one(id: string): Promise<WebhookDeliveryDto | null> {
    const [row] = await db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(leads, eq(leads.id, webhookDeliveries.leadId))
      .where(eq(webhookDeliveries.id, id));
    return row ? toDeliveryDto(row) : null;
  }

  return {
    /**
     * Claims up to `limit` deliveries due at `now`: in one short transaction the rows are locked (rows
     * another instance holds are skipped, FOR UPDATE SKIP LOCKED) and their next attempt moved to
     * `leaseUntil`, so no other instance claims them again while this one sends; if this process stops
     * mid-send, they fall due again at `leaseUntil`.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: webhookDeliveries.id, leadId: webhookDeliveries.leadId, attempts: webhookDeliveries.attempts })
          .from(webhookDeliveries)
          // Due by whichever clock is later: a new row is stamped by the database's, a backoff by this process's.
          .where(
            and(
              eq(webhookDeliveries.status, 'pending'),
              lte(webhookDeliveries.nextAttemptAt, sql`greatest(now(), ${now.toISOString()}::timestamptz)`),
            ),
          )
          .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        await tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: leaseUntil })
          .where(
            inArray(
              webhookDeliveries.id,
              due.map((d) => d.id),
            ),
          );
        const rows = await tx
          .select({ lead: leads, ownerName: users.name })
          .from(leads)
          .leftJoin(users, eq(users.id, leads.ownerId))
          .where(
            inArray(
              leads.id,
              due.map((d) => d.leadId),
            ),
          );
        const byId = new Map(rows.map((r) => [r.lead.id, toLeadDto(r.lead, r.ownerName)]));
        return due.flatMap((d) => {
          const lead = byId.get(d.leadId);
          return lead ? [{ id: d.id, attempts: d.attempts, lead }] : [];
        });
      });
    },

    /**
     * Records an attempt of a claimed delivery (`attemptsBefore` as claimed): delivered, or another attempt
     * after the backoff, or given up ('failed') after the last one. A delivery that is no longer pending
     * (delivered meanwhile by another attempt) is left alone.
     */
    async recordAttempt(id: string, attemptsBefore: number, outcome: AttemptOutcome, now: Date): Promise<WebhookDeliveryStatus> {
      const attempts = attemptsBefore + 1;
      const pending = and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending'));
      if (outcome.delivered) {
        await db
          .update(webhookDeliveries)
          .set({
            status: 'delivered',
            attempts: sql`${webhookDeliveries.attempts} + 1`,
            lastStatusCode: outcome.statusCode,
            lastError: null,
            deliveredAt: now,
          })
          .where(pending);
        return 'delivered';
      }
      const status: WebhookDeliveryStatus = attempts >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'pending';
      await db
        .update(webhookDeliveries)
        .set({
          status,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.error.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + (status === 'pending' ? backoffAfter(attempts) : 0)),
        })
        .where(pending);
      return status;
    },

    /** One page of deliveries, newest first, with the lead's name. */
    async list(query: WebhookDeliveryQuery): Promise<{ items: WebhookDeliveryDto[]; total: number }> {
      const where = query.status ? eq(webhookDeliveries.status, query.status) : undefined;
      const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
      const rows = await db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .innerJoin(leads, eq(leads.id, webhookDeliveries.leadId))
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { items: rows.map(toDeliveryDto), total: total?.n ?? 0 };
    },

    /**
     * An admin's retry: a pending or failed delivery is due at `now` (a failed one gets one more attempt).
     * Answers the delivery as it is now, 'delivered' when it was already delivered, or null when there is none.
     */
    async retry(id: string, now: Date): Promise<WebhookDeliveryDto | 'delivered' | null> {
      const [changed] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: now })
        .where(and(eq(webhookDeliveries.id, id), inArray(webhookDeliveries.status, ['pending', 'failed'])))
        .returning({ id: webhookDeliveries.id });
      const delivery = await one(id);
      if (!changed) return delivery ? 'delivered' : null;
      return delivery;
    },
  };
}

export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
