import type { PrivacyRequestDto, PrivacyRequestStatus, YourDataDto, YourRecordDto } from '@contract';

export const PRIVACY_REQUEST_STATUS_LABELS: Record<PrivacyRequestStatus, string> = { open: 'Open', done: 'Done' };

/** The record made last: its contact details prefill the correction. */
export function newestRecord(data: Pick<YourDataDto, 'records'>): YourRecordDto | null {
  return data.records.reduce<YourRecordDto | null>((newest, r) => (newest === null || r.createdAt > newest.createdAt ? r : newest), null);
}

/** True while any record still carries the consent to news and offers. */
export function hasMarketingConsent(data: Pick<YourDataDto, 'records'>): boolean {
  return data.records.some((r) => r.consent.purposes.includes('marketing'));
}

/** The person's erasure request staff have not completed yet, if any. */
export function openErasureRequest(data: Pick<YourDataDto, 'requests'>): PrivacyRequestDto | null {
  return data.requests.find((r) => r.kind === 'erasure' && r.status === 'open') ?? null;
}

/** An open request past the day it had to be answered by. */
export function isOverdue(request: Pick<PrivacyRequestDto, 'status' | 'dueAt'>, now: number): boolean {
  return request.status === 'open' && Date.parse(request.dueAt) < now;
}
