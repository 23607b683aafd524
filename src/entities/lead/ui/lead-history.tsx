import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEFAULT_LEAD_STAGES, type LeadEventDto, type LeadStage } from '@contract';
import { formatLeadDay, formatLeadTime } from '../lib/format';
import { leadStatusLabel, useLeadStages } from '../model/status-labels';

/** One change as a sentence: who did what. */
export function describeLeadEvent(event: LeadEventDto, stages: readonly LeadStage[] = DEFAULT_LEAD_STAGES): string {
  const who = event.actorName ?? 'An admin';
  const { fromValue: from, toValue: to } = event;
  switch (event.kind) {
    case 'created':
      return 'Sent by the visitor through the website';
    case 'status':
      return `${who} changed the status from ${leadStatusLabel(from ?? '', stages)} to ${leadStatusLabel(to ?? '', stages)}`;
    case 'owner':
      if (!to) return `${who} unassigned the lead${from ? ` (was ${from})` : ''}`;
      return from ? `${who} moved the lead from ${from} to ${to}` : `${who} assigned the lead to ${to}`;
    case 'follow-up':
      if (!to) return `${who} cleared the follow-up${from ? ` (was ${formatLeadDay(from)})` : ''}`;
      return from
        ? `${who} moved the follow-up from ${formatLeadDay(from)} to ${formatLeadDay(to)}`
        : `${who} set the follow-up for ${formatLeadDay(to)}`;
    case 'note':
      return `${who} added a note: “${to ?? ''}”`;
    case 'legal-hold':
      return to ? `${who} put the lead on legal hold: “${to}”` : `${who} lifted the legal hold`;
    case 'email':
      return `E-mail sent: “${to ?? ''}”`;
    case 'email-failed':
      return `E-mail not delivered after several attempts: “${to ?? ''}”`;
    case 'cancelled':
      return 'The registrant cancelled the registration (from the link in their e-mail)';
    case 'seat':
      return 'A seat opened up: moved from the waitlist to a seat';
    case 'task':
      return from ? `${who} moved a task: “${from}” → “${to ?? ''}”` : `${who} added a task: “${to ?? ''}”`;
    case 'task-done':
      return to ? `${who} marked a task done: “${to}”` : `${who} opened a task again: “${from ?? ''}”`;
    case 'call':
      return `${who} logged a call: ${from ?? ''}${to ? `. “${to}”` : ''}`;
    case 'whatsapp':
      return `${who} opened a WhatsApp message: “${to ?? ''}”`;
    case 'lost-reason':
      if (!to) return `${who} cleared the lost reason${from ? ` (was ${from})` : ''}`;
      return from ? `${who} changed the lost reason from ${from} to ${to}` : `${who} recorded the lost reason: ${to}`;
    case 'merged':
      return `${who} merged this person with another lead: ${to ?? ''}`;
    case 'unmerged':
      return `${who} undid the merge with another lead: ${to ?? ''}`;
    default:
      return `${who} changed the lead`;
  }
}

/** A lead's history, oldest first: a timeline of every change with its time. */
export function LeadHistory({ history }: { history: LeadEventDto[] }) {
  const stages = useLeadStages(history.length > 0);
  if (history.length === 0) return <Typography color="text.secondary">No changes yet.</Typography>;
  return (
    <Box component="ol" aria-label="History" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {history.map((event) => (
        <Box
          component="li"
          key={event.id}
          sx={{
            position: 'relative',
            pl: 3,
            pb: 2,
            // The timeline's line and dot.
            '&::before': { content: '""', position: 'absolute', left: 5, top: 6, bottom: 0, width: 2, bgcolor: 'divider' },
            '&:last-of-type::before': { display: 'none' },
            '&::after': {
              content: '""',
              position: 'absolute',
              left: 0,
              top: 4,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: event.kind === 'created' ? 'primary.main' : 'background.paper',
              border: 2,
              borderColor: 'primary.main',
            },
          }}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {describeLeadEvent(event, stages)}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={event.createdAt}>
            {formatLeadTime(event.createdAt)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
