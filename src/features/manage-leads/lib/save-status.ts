import type { LeadDto, LeadStatus } from '@contract';
import { LEAD_STATUS_LABELS } from '@/entities/lead';
import { errorMessage } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';

/** A mutation call as RTK Query starts it: the result's `unwrap` throws on a refusal. */
type StatusSave = (args: { id: string; status: LeadStatus }) => { unwrap: () => Promise<unknown> };

/** Gives a lead a new status; a toast names the lead and its new status, or what went wrong (`failText` when the server says nothing). */
export async function saveLeadStatus(save: StatusSave, lead: Pick<LeadDto, 'id' | 'name'>, status: LeadStatus, failText: string) {
  try {
    await save({ id: lead.id, status }).unwrap();
    showToast(`${lead.name}: ${LEAD_STATUS_LABELS[status]}`, 'success');
  } catch (error) {
    showToast(errorMessage(error, failText), 'error');
  }
}
