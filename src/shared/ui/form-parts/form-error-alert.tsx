import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';

/** The form's one error message (what the server said when no field was to blame); nothing without one. */
export function FormErrorAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
      {children}
    </Alert>
  );
}
