import { DEFAULT_LEAD_STAGES, type BuiltInLeadStatus, type LeadStage } from '@contract';
import { useGetLeadPipelineSettingsQuery } from '../api/lead-api';

/** The four built-in stages' seeded names (a stage staff renamed reads from the pipeline's stages). */
export const LEAD_STATUS_LABELS: Record<BuiltInLeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  enrolled: 'Enrolled',
  closed: 'Lost',
};

/**
 * A status as people read it: its stage's name in `stages`, else a built-in or seeded stage's name, else the id
 * with its hyphens as spaces ("counselling-done" → "Counselling done").
 */
export function leadStatusLabel(status: string, stages: readonly LeadStage[] = DEFAULT_LEAD_STAGES): string {
  const named = stages.find((st) => st.id === status) ?? DEFAULT_LEAD_STAGES.find((st) => st.id === status);
  if (named) return named.label;
  const words = status.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The pipeline's stages in order (the seeded ones until the settings answer); asked only once `wanted`. */
export function useLeadStages(wanted = true): readonly LeadStage[] {
  const { data } = useGetLeadPipelineSettingsQuery(undefined, { skip: !wanted });
  return data?.stages ?? DEFAULT_LEAD_STAGES;
}
