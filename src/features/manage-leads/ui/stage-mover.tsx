import { useState, type ReactNode } from 'react';
import type { LeadDto } from '@contract';
import { leadStatusLabel, useLeadStages, useUpdateLeadStatusMutation } from '@/entities/lead';
import { saveLeadStatus } from '../lib/save-status';
import { LostReasonDialog } from './lost-reason-dialog';

const FAILED = 'Failed to update the status.';

/**
 * Moves a lead to another stage, as the board's drag and its menus do: Lost asks why first (`dialog` renders the
 * question), any other stage is saved at once, and a toast says what happened. The list refetches once saved.
 */
export function useStageMover(): {
  move: (lead: Pick<LeadDto, 'id' | 'name' | 'status'>, stageId: string) => void;
  dialog: ReactNode;
  /** A move is being saved. */
  saving: boolean;
} {
  const [update, { isLoading: saving }] = useUpdateLeadStatusMutation();
  const stages = useLeadStages();
  const [losing, setLosing] = useState<Pick<LeadDto, 'id' | 'name'> | null>(null);
  const stage = (id: string) => ({ id, label: leadStatusLabel(id, stages) });
  const move = (lead: Pick<LeadDto, 'id' | 'name' | 'status'>, stageId: string) => {
    if (stageId === lead.status) return;
    if (stageId === 'closed') setLosing(lead);
    else void saveLeadStatus(update, lead, stage(stageId), FAILED);
  };
  const dialog = (
    <LostReasonDialog
      who={losing?.name ?? null}
      onCancel={() => setLosing(null)}
      onConfirm={(reason) => {
        if (losing) void saveLeadStatus(update, losing, stage('closed'), FAILED, reason);
        setLosing(null);
      }}
    />
  );
  return { move, dialog, saving };
}
