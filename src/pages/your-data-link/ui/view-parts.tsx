import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Outcome } from '../model/use-view-action';

/** A section of the view: its heading (h2) names it. */
export function ViewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 5 }}>
      <Typography id={id} variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** How a section's last action went: a status when done, an alert when refused; nothing before. */
export function ActionOutcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} sx={{ mt: 2 }}>
      {outcome.message}
    </Alert>
  );
}

/** Terms and their values, one pair a line (two columns from a tablet's width on, one on a phone). */
export function Details({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 0.75 },
        typography: 'body2',
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
