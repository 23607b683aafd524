import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DialogActionRow } from '../confirm-dialog';

export interface FormDialogProps {
  open?: boolean;
  /** Names the dialog's title: `${id}-title`. */
  id: string;
  title: string;
  maxWidth: 'sm' | 'md';
  onClose: () => void;
  /** The form's submit (Formik's `handleSubmit`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The submit button's words ("Add batch", "Save story"); "Saving..." while the save runs. */
  submitLabel: string;
  /** Shown below the fields, above the failure (a stale-edit alert). */
  notice?: ReactNode;
  /** The save's message that has no field of its own, shown once as an alert. */
  failure: string | null;
  /** The fields, laid out two to a row from sm up; `gridColumn: '1 / -1'` takes a whole row. */
  children: ReactNode;
}

/** An admin dialog that adds or edits one record: its form, the fields, a failure alert, Cancel and the submit button. */
export function FormDialog({
  open = true,
  id,
  title,
  maxWidth,
  onClose,
  onSubmit,
  submitting,
  submitLabel,
  notice,
  failure,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth={maxWidth}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: '8px !important' }}>
          {children}
          {notice ? <Box sx={{ gridColumn: '1 / -1' }}>{notice}</Box> : null}
          {failure ? (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              Error: {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActionRow onCancel={onClose} confirmLabel={submitLabel} busyLabel="Saving..." busy={submitting} />
      </Box>
    </Dialog>
  );
}
