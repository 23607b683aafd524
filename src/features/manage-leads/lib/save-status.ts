import type { LeadDto, LeadStatus } from '@contract';
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
  stage: { id: LeadStatus; label: string },
  failText: string,
  lostReason?: string,
) {
  const status = stage.id;
  try {
    await save({ id: lead.id, status, ...(lostReason ? { lostReason } : {}) }).unwrap();
    showToast(`${lead.name}: ${stage.label}${lostReason ? ` (${lostReason})` : ''}`, 'success');
  } catch (error) {
    showToast(errorMessage(error, failText), 'error');
  }
}
