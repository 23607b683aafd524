import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { pageWindow } from '@/shared/lib/paging';

export interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** How many numbered buttons to show from the current page (docs/product.md §9: 3). */
  window?: number;
  /** Accessible name of the navigation landmark, e.g. "Blog pages". */
  label: string;
}

/** Prev / numbered window / Next. Hidden when everything fits on one page. */
export function Pager({ page, totalPages, onChange, window = 3, label }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Box component="nav" aria-label={label} sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap', my: 4 }}>
      <Button variant="outlined" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Prev
      </Button>
      {pageWindow(page, totalPages, window).map((n) => (
        <Button
          key={n}
          variant={n === page ? 'contained' : 'outlined'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onChange(n)}
          sx={{ minWidth: 44 }}
        >
          {n}
        </Button>
      ))}
      <Button variant="outlined" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Box>
  );
}
