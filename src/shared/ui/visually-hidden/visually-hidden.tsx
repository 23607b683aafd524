import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Styles that hide an element from sight but keep it for screen readers (text that tells alike links apart). */
export const visuallyHiddenSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

/** Text read by screen readers only, e.g. the title after a 'Read More' or '(opens in a new tab)'. */
export function VisuallyHidden({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Box component="span" id={id} sx={visuallyHiddenSx}>
      {children}
    </Box>
  );
}
