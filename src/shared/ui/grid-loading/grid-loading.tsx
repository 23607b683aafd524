import { forwardRef } from 'react';
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';

/** The DataGrid's loading bar, named for screen readers (the grid's own has no accessible name). */
const NamedLinearProgress = forwardRef<HTMLSpanElement, LinearProgressProps>(function NamedLinearProgress(props, ref) {
  return <LinearProgress ref={ref} aria-label="Loading" {...props} />;
});

/** `slots` for every admin DataGrid. */
export const GRID_SLOTS = { baseLinearProgress: NamedLinearProgress };
