import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

export interface SubmitButtonProps {
  /** The form is being sent: the button is disabled and says `busyLabel`. */
  busy: boolean;
  /** What the button says while the form is sent ("Submitting..."). */
  busyLabel?: string;
  size?: 'small' | 'medium' | 'large';
  children: ReactNode;
}

/** A form's contained submit button, disabled and saying so while the form is sent. */
export function SubmitButton({ busy, busyLabel = 'Submitting...', size = 'large', children }: SubmitButtonProps) {
  return (
    <Button type="submit" variant="contained" size={size} disabled={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
