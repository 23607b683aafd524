import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface InlineFormProps {
  /** Called on submit (Enter or the submit button); the page does not reload. */
  onSubmit: () => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A short form whose fields and button stand in one row that wraps on a phone; the browser's own
 * validation is off (the form says what is wrong at the field).
 */
export function InlineForm({ onSubmit, sx, children }: InlineFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={[{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
