import { LEAD_STATUSES, type LeadDto, type LeadStatus } from '@contract';
import { LEAD_STATUS_LABELS, useUpdateLeadStatusMutation } from '@/entities/lead';
import { errorMessage } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';
import { BRAND } from '@/shared/ui/theme';

/** Inline status change for one lead; the list refetches once the server confirms. */
export function LeadStatusSelect({ lead }: { lead: LeadDto }) {
  const [update, { isLoading }] = useUpdateLeadStatusMutation();
  return (
    <select
      aria-label={`Status of ${lead.name}`}
      value={lead.status}
      disabled={isLoading}
      onChange={async (e) => {
        const status = e.target.value as LeadStatus;
        try {
          await update({ id: lead.id, status }).unwrap();
          showToast(`${lead.name}: ${LEAD_STATUS_LABELS[status]}`, 'success');
        } catch (error) {
          showToast(errorMessage(error, 'Failed to update the status.'), 'error');
        }
      }}
      // Keep the grid's keyboard navigation from swallowing arrow keys while the list is open.
      onKeyDown={(e) => e.stopPropagation()}
      style={{
        font: 'inherit',
        padding: '4px 6px',
        borderRadius: 6,
        border: `1px solid ${BRAND.outline}`,
        background: BRAND.white,
        color: BRAND.ink,
      }}
    >
      {LEAD_STATUSES.map((s) => (
        <option key={s} value={s}>
          {LEAD_STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );
}
