import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter } from 'prom-client';
import { WEBHOOK_EVENT, WEBHOOK_HEADERS, WEBHOOK_TIMEOUT_MS, type LeadWebhookPayload } from '@contract';
import { queueWorker, type QueueWorker } from '../../lib/queue-worker';
import { registry } from './metrics';
import type { AttemptOutcome, ClaimedDelivery } from './webhook-deliveries-repository';

/** How often the worker looks for deliveries due (a new lead and an admin's retry also nudge it at once). */
const POLL_MS = 15_000;
/** Deliveries claimed at a time, sent in parallel. */
const BATCH = 10;
/**
 * A claimed delivery is not claimed again before this: longer than an attempt can take (the timeout), so
 * no two instances send it at once; a process that stops mid-send leaves it due again after this.
 */
const LEASE_MS = 6 * WEBHOOK_TIMEOUT_MS;

/** The CRM webhook's worker (app.leadWebhook): nudged by a new lead and an admin's retry. */
export type LeadWebhook = QueueWorker;

const deliveries = new Counter({
  name: 'itx_webhook_deliveries_total',
  help: 'Attempts to deliver a new lead to the CRM webhook (LEAD_WEBHOOK_URL), by outcome: delivered, retrying (failed, tried again later) or failed (given up)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** `sha256=<hex>`: HMAC-SHA256 of `<timestamp>.<body>` with the secret (a receiver recomputes and compares). */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Why an attempt got no answer, in words for the admin's list (never the URL, which may hold a token). */
function failureText(err: unknown, signal: AbortSignal): string {
  if (signal.aborted) return `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s.`;
  const code = err && typeof err === 'object' && 'code' in err ? String((err as { code: unknown }).code) : '';
  const known: Record<string, string> = {
    ECONNREFUSED: 'Connection refused',
    ECONNRESET: 'Connection reset',
    ENOTFOUND: 'Host not found',
    EAI_AGAIN: 'Host name lookup failed',
    ETIMEDOUT: 'Connection timed out',
    EHOSTUNREACH: 'Host unreachable',
  };
  if (code && known[code]) return `${known[code]} (${code}).`;
  if (code.startsWith('ERR_TLS') || code.includes('CERT')) return `TLS error (${code}).`;
  return code ? `Request failed (${code}).` : 'Request failed.';
}

/** One POST; resolves with the status as soon as the answer's head arrives (the body is not read). */
function post(url: URL, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<{ status: number; text: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // No agent: one connection per attempt, closed after it, so nothing stays open between attempts.
    const req = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      agent: false,
      signal,
    });
    req.once('response', (res) => {
      resolve({ status: res.statusCode ?? 0, text: res.statusMessage ?? '' });
      res.destroy();
    });
    req.once('error', reject);
    req.end(body);
  });
}

/**
 * Delivers new leads to the CRM (issue 20): polls webhook_deliveries every POLL_MS and when nudged, claims
 * what is due (safe with several instances on one PostgreSQL), POSTs each lead as signed JSON, and records
 * the outcome: delivered on a 2xx, else retried after a growing backoff, given up after the last attempt.
 * Without LEAD_WEBHOOK_URL it does nothing. The polling, claiming and stopping are lib/queue-worker.ts.
 */
export default fp(
  async function leadWebhook(app: FastifyInstance) {
    const { leadWebhookUrl, leadWebhookSecret } = app.config;
    if (!leadWebhookUrl || !leadWebhookSecret) {
      app.decorate('leadWebhook', { nudge: () => undefined, runOnce: async () => 0 } satisfies LeadWebhook);
      return;
    }
    const target = new URL(leadWebhookUrl);
    const secret = leadWebhookSecret;
    const repository = app.webhookDeliveriesRepository;

    async function attempt(delivery: ClaimedDelivery, closing: AbortSignal): Promise<void> {
      const payload: LeadWebhookPayload = { event: WEBHOOK_EVENT, deliveryId: delivery.id, lead: delivery.lead };
      const body = JSON.stringify(payload);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const timeout = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
      let outcome: AttemptOutcome;
      try {
        const answer = await post(
          target,
          {
            'content-type': 'application/json',
            'user-agent': 'ITX-Webhook/1',
            [WEBHOOK_HEADERS.event]: WEBHOOK_EVENT,
            [WEBHOOK_HEADERS.delivery]: delivery.id,
            [WEBHOOK_HEADERS.timestamp]: timestamp,
            [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
          },
          body,
          AbortSignal.any([timeout, closing]),
        );
        outcome =
          answer.status >= 200 && answer.status < 300
            ? { delivered: true, statusCode: answer.status }
            : { delivered: false, statusCode: answer.status, error: `HTTP ${answer.status}${answer.text ? ` ${answer.text}` : ''}` };
      } catch (err) {
        // Closing: not an attempt; the lease makes it due again (here after a restart, or on another instance).
        if (closing.aborted) return;
        outcome = { delivered: false, statusCode: null, error: failureText(err, timeout) };
      }
      const status = await repository.recordAttempt(delivery.id, delivery.attempts, outcome, new Date());
      deliveries.inc({ outcome: status === 'pending' ? 'retrying' : status });
      if (status !== 'delivered') {
        app.log.warn(
          { deliveryId: delivery.id, leadId: delivery.lead.id, attempts: delivery.attempts + 1, status, statusCode: outcome.statusCode },
          'lead webhook attempt failed',
        );
      }
    }

    app.decorate(
      'leadWebhook',
      queueWorker(app, {
        name: 'lead webhook',
        pollMs: POLL_MS,
        batch: BATCH,
        claim: (now, limit) => repository.claimDue(now, new Date(now.getTime() + LEASE_MS), limit),
        attempt,
      }) satisfies LeadWebhook,
    );
  },
  { name: 'lead-webhook' },
);
