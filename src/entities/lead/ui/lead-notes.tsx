import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LeadNoteDto } from '@contract';
import { formatLeadTime } from '../lib/format';

/** The counsellors' notes on a lead, newest first, each with its author and time. */
export function LeadNotes({ notes }: { notes: LeadNoteDto[] }) {
  if (notes.length === 0) return <Typography color="text.secondary">No notes yet.</Typography>;
  return (
    <Box component="ul" aria-label="Notes" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {notes.map((note) => (
        <Box component="li" key={note.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {note.body}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {note.authorName} · <time dateTime={note.createdAt}>{formatLeadTime(note.createdAt)}</time>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
