import { useState } from 'react';
import { LEAD_STATUSES, type LeadDto, type LeadStatus } from '@contract';
import { LEAD_STATUS_LABELS, useUpdateLeadStatusMutation } from '@/entities/lead';
import { BRAND } from '@/shared/ui/theme';
import { saveLeadStatus } from '../lib/save-status';
import { LostReasonDialog } from './lost-reason-dialog';

const FAILED = 'Failed to update the status.';

/** Inline status change for one lead (Lost asks why first); the list refetches once the server confirms. */
export function LeadStatusSelect({ lead }: { lead: LeadDto }) {
  const [update, { isLoading }] = useUpdateLeadStatusMutation();
  const [losing, setLosing] = useState(false);
  return (
    <>
      <select
        aria-label={`Status of ${lead.name}`}
        value={lead.status}
        disabled={isLoading}
        onChange={(e) => {
          const status = e.target.value as LeadStatus;
          if (status === 'closed') setLosing(true);
          else void saveLeadStatus(update, lead, status, FAILED);
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
      <LostReasonDialog
        who={losing ? lead.name : null}
        onCancel={() => setLosing(false)}
        onConfirm={(reason) => {
          setLosing(false);
          void saveLeadStatus(update, lead, 'closed', FAILED, reason);
        }}
      />
    </>
  );
}
