import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { BRAND } from '../theme';

export interface StatFigureProps {
  /** What the figure counts ('Learners placed'). */
  label: string;
  /** The figure ('2000+'). */
  value: ReactNode;
  /** The figure's font size. */
  size?: string;
  /** Light text for the dark blue. */
  onDark?: boolean;
  /** Keep the label on one line. */
  nowrapLabel?: boolean;
  /** More styles for the pair (centred text, a panel). */
  sx?: SxProps<Theme>;
}

/**
 * A big figure with its label under it, inside a `<dl>`: the term (the label) comes first for screen readers
 * and is shown below the figure.
 */
export function StatFigure({ label, value, size = '2rem', onDark = false, nowrapLabel = false, sx = [] }: StatFigureProps) {
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column-reverse' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        component="dt"
        sx={{ color: onDark ? BRAND.onDark.muted : 'text.secondary', fontWeight: 600, ...(nowrapLabel ? { whiteSpace: 'nowrap' } : {}) }}
      >
        {label}
      </Box>
      <Box
        component="dd"
        sx={{ m: 0, fontSize: size, fontWeight: 800, overflowWrap: 'anywhere', color: onDark ? BRAND.white : 'primary.main' }}
      >
        {value}
      </Box>
    </Box>
  );
}
