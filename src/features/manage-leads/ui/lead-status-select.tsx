import { useState } from 'react';
import type { LeadDto } from '@contract';
import { leadStatusLabel, useLeadStages, useUpdateLeadStatusMutation } from '@/entities/lead';
import { BRAND } from '@/shared/ui/theme';
import { saveLeadStatus } from '../lib/save-status';
import { LostReasonDialog } from './lost-reason-dialog';

const FAILED = 'Failed to update the status.';

/** Inline stage change for one lead (Lost asks why first); the list refetches once the server confirms. */
export function LeadStatusSelect({ lead }: { lead: LeadDto }) {
  const [update, { isLoading }] = useUpdateLeadStatusMutation();
  const [losing, setLosing] = useState(false);
  const stages = useLeadStages();
  const stage = (id: string) => ({ id, label: leadStatusLabel(id, stages) });
  return (
    <>
      <select
        aria-label={`Status of ${lead.name}`}
        value={lead.status}
        disabled={isLoading}
        onChange={(e) => {
          if (e.target.value === 'closed') setLosing(true);
          else void saveLeadStatus(update, lead, stage(e.target.value), FAILED);
        }}
        // Keep the grid's keyboard navigation from swallowing arrow keys while the list is open.
        onKeyDown={(e) => e.stopPropagation()}
        style={{
          // Within its cell whatever the longest stage's name (the grid's column keeps its width).
          maxWidth: '100%',
          font: 'inherit',
          padding: '4px 6px',
          borderRadius: 6,
          border: `1px solid ${BRAND.outline}`,
          background: BRAND.white,
          color: BRAND.ink,
        }}
      >
        {stages.map((st) => (
          <option key={st.id} value={st.id}>
            {st.label}
          </option>
        ))}
      </select>
      <LostReasonDialog
        who={losing ? lead.name : null}
        onCancel={() => setLosing(false)}
        onConfirm={(reason) => {
          setLosing(false);
          void saveLeadStatus(update, lead, stage('closed'), FAILED, reason);
        }}
      />
    </>
  );
}
