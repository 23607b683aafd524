import * as yup from 'yup';
import type { LeadDto } from './lead';
import { pagingQueryFields, type PagedList } from './paging';

/*
 * The CRM webhook (issue 20): when LEAD_WEBHOOK_URL is set, every new lead is POSTed there as signed
 * JSON, retried with backoff, and each delivery is listed in the admin area.
 */

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Attempts before a delivery is given up ('failed'); an admin's retry then gives it one more. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
/** The wait before attempt n + 2 after attempt n + 1 failed: 30 s, 2 min, 10 min, 1 h, 6 h, 12 h, 24 h. */
export const WEBHOOK_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000, 43_200_000, 86_400_000] as const;
/** A CRM that has not answered within this time has failed the attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_EVENT = 'lead.created';
/** Headers of every delivery. The signature is `sha256=` + hex HMAC-SHA256 of `<timestamp>.<body>` with LEAD_WEBHOOK_SECRET. */
export const WEBHOOK_HEADERS = {
  event: 'X-ITX-Event',
  delivery: 'X-ITX-Delivery',
  timestamp: 'X-ITX-Timestamp',
  signature: 'X-ITX-Signature',
} as const;

/** The JSON body a CRM receives. `deliveryId` is the same on every attempt of one delivery: use it to drop repeats. */
export interface LeadWebhookPayload {
  event: typeof WEBHOOK_EVENT;
  deliveryId: string;
  lead: LeadDto;
}

export interface WebhookDeliveryDto {
  id: string;
  leadId: string;
  leadName: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The CRM's answer to the last attempt; null when it gave none (no attempt yet, timeout, connection refused). */
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** When a pending delivery is tried next; null once delivered or failed. */
  nextAttemptAt: string | null;
}

/** GET API.admin.webhookDeliveries. */
export interface WebhookDeliveryListResponse extends PagedList<WebhookDeliveryDto> {
  /** Whether LEAD_WEBHOOK_URL is set. */
  configured: boolean;
  /** The origin deliveries go to (never the path, query or secret); null when not configured. */
  target: string | null;
}

export const WEBHOOK_NOT_CONFIGURED_MESSAGE = 'The webhook is not configured: set LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET.';
export const WEBHOOK_ALREADY_DELIVERED_MESSAGE = 'This delivery has already been delivered.';
export const WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE = 'No such delivery.';

/** Query of the deliveries list, newest first. */
export const webhookDeliveryQuerySchema = yup.object({
  status: yup
    .string()
    .optional()
    .oneOf([...WEBHOOK_DELIVERY_STATUSES, ''], 'Status must be pending, delivered or failed.'),
  ...pagingQueryFields(100_000),
});
export type WebhookDeliveryQuery = yup.InferType<typeof webhookDeliveryQuerySchema>;
