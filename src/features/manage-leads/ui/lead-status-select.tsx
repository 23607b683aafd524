import type { LeadDto } from '@contract';
import { StageSelect } from './stage-select';
import { useStageMover } from './stage-mover';

/** Inline stage change for one lead (Lost asks why first); the list refetches once the server confirms. */
export function LeadStatusSelect({ lead }: { lead: LeadDto }) {
  const { move, dialog, saving } = useStageMover();
  return (
    <>
      <StageSelect label={`Status of ${lead.name}`} value={lead.status} disabled={saving} onChange={(id) => move(lead, id)} />
      {dialog}
    </>
  );
}
