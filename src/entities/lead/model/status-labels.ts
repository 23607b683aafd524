import { LEAD_STATUSES, type LeadStatus } from '@contract';

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  enrolled: 'Enrolled',
  closed: 'Lost',
};

/** A status as people read it; a value this build does not know is shown as it is. */
export function leadStatusLabel(status: string): string {
  return (LEAD_STATUSES as readonly string[]).includes(status) ? LEAD_STATUS_LABELS[status as LeadStatus] : status;
}
