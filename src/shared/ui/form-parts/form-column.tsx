import type { FormEvent, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';

export interface FormColumnProps {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The space between the fields, in theme spacing units. */
  gap?: number;
  /** The form's accessible name, when the page has more than one form. */
  label?: string;
  children: ReactNode;
  /** The form element (useServerFormTakeover's ref). */
  formRef?: Ref<HTMLFormElement>;
}

/**
 * A form whose fields stand one under the other; the browser's own validation is off (the form's schema
 * checks the values and says what is wrong). Positioned, so a hidden field inside stays within it.
 */
export function FormColumn({ onSubmit, gap = 2.5, label, children, formRef }: FormColumnProps) {
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap, position: 'relative' }}
    >
      {children}
    </Box>
  );
}
