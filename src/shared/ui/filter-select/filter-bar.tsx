import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface FilterBarProps {
  /** Names the landmark: "Filter leads". */
  label: string;
  /** The bar's grid columns at each width. */
  columns: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  children: ReactNode;
}

/**
 * The filters above an admin list, laid out in a grid. A search landmark, not a <form>: every filter
 * applies as it changes, so there is nothing to submit.
 */
export function FilterBar({ label, columns, children }: FilterBarProps) {
  return (
    <Box role="search" aria-label={label} sx={{ display: 'grid', gap: 2, mb: 3, alignItems: 'center', gridTemplateColumns: columns }}>
      {children}
    </Box>
  );
}
