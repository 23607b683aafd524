import type { LeadDto, LeadStatus } from '@contract';
import { LEAD_STATUS_LABELS } from '@/entities/lead';
import { errorMessage } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';

/** A mutation call as RTK Query starts it: the result's `unwrap` throws on a refusal. */
type StatusSave = (args: { id: string; status: LeadStatus; lostReason?: string }) => { unwrap: () => Promise<unknown> };

/**
 * Gives a lead a new status (Lost with the reason chosen); a toast names the lead and its new status, or what went
 * wrong (`failText` when the server says nothing).
 */
export async function saveLeadStatus(
  save: StatusSave,
  lead: Pick<LeadDto, 'id' | 'name'>,
  status: LeadStatus,
  failText: string,
  lostReason?: string,
) {
  try {
    await save({ id: lead.id, status, ...(lostReason ? { lostReason } : {}) }).unwrap();
    showToast(`${lead.name}: ${LEAD_STATUS_LABELS[status]}${lostReason ? ` (${lostReason})` : ''}`, 'success');
  } catch (error) {
    showToast(errorMessage(error, failText), 'error');
  }
}
