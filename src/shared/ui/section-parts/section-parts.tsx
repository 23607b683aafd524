import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BRAND } from '../theme';

export interface SectionTitleProps {
  /** The heading's id (the section's `aria-labelledby`). */
  id: string;
  title: ReactNode;
  /** A sentence under the heading saying what the section shows. */
  intro: ReactNode;
  /** The intro's largest width, in pixels. */
  introWidth?: number;
  /** The space under the intro, in theme spacing units. */
  introGap?: number;
  /** White text for a section on the dark blue. */
  onDark?: boolean;
}

/** A page section's centred heading (h2) with its intro under it. */
export function SectionTitle({ id, title, intro, introWidth = 680, introGap = 4, onDark = false }: SectionTitleProps) {
  return (
    <>
      <Typography id={id} variant="h2" component="h2" sx={{ textAlign: 'center', mb: 1, ...(onDark ? { color: BRAND.white } : {}) }}>
        {title}
      </Typography>
      <Typography
        sx={{ textAlign: 'center', mb: introGap, maxWidth: introWidth, mx: 'auto', color: onDark ? BRAND.onDark.muted : 'text.secondary' }}
      >
        {intro}
      </Typography>
    </>
  );
}

/** The button under a section that leads to the whole list ('View All Courses'), centred. */
export function SectionMoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', mt: 4 }}>
      <Button component={RouterLink} to={to} variant="contained" size="large">
        {children}
      </Button>
    </Box>
  );
}

/**
 * A grid of cards: one column on phones, two on tablets, `columns` from the desktop width on. For a list
 * (`ul`/`ol`) too: its bullets and indents are taken off.
 */
export function cardGridSx(columns: 3 | 4) {
  return {
    listStyle: 'none',
    p: 0,
    m: 0,
    display: 'grid',
    gap: 3,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
  } as const;
}
