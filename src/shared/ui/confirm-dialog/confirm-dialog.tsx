import type { ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface DialogActionRowProps {
  onCancel: () => void;
  /** Cancel takes the focus when the dialog opens (a step that cannot be undone). */
  cancelFocus?: boolean;
  /** The confirm button's words ("Delete", "Save batch"). */
  confirmLabel: string;
  /** Its words while the request runs ("Deleting..."); the button is disabled meanwhile. */
  busyLabel: string;
  busy: boolean;
  /** Disables the confirm button for another reason than `busy`. */
  disabled?: boolean;
  color?: ButtonProps['color'];
  /** What the confirm button does; without it, it submits the form the dialog holds. */
  onConfirm?: () => void;
}

/** A dialog's Cancel and confirm buttons: the same row in every admin dialog. */
export function DialogActionRow({
  onCancel,
  cancelFocus = false,
  confirmLabel,
  busyLabel,
  busy,
  disabled = false,
  color,
  onConfirm,
}: DialogActionRowProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} autoFocus={cancelFocus || undefined}>
        Cancel
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} color={color} variant="contained" onClick={onConfirm} disabled={busy || disabled}>
        {busy ? busyLabel : confirmLabel}
      </Button>
    </DialogActions>
  );
}

export interface ConfirmDialogProps extends Omit<DialogActionRowProps, 'onConfirm' | 'confirmLabel' | 'busyLabel'> {
  /** "Delete" unless said. */
  confirmLabel?: string;
  /** "Deleting..." unless said. */
  busyLabel?: string;
  open: boolean;
  /** Names the dialog's title and question: `${id}-title` and `${id}-text`. */
  id: string;
  title: ReactNode;
  /** The question: the dialog's accessible description. */
  children: ReactNode;
  /** Shown below the question, not part of the description (the record it is about). */
  details?: ReactNode;
  onConfirm: () => void;
}

/**
 * Asks before a step such as deleting a record: its title, the question, Cancel and the confirm button
 * (a red Delete unless said), which shows `busyLabel` while the request runs. Nothing happens until it is pressed.
 */
export function ConfirmDialog({
  open,
  id,
  title,
  children,
  details,
  onCancel,
  color = 'error',
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  ...actions
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
        {details}
      </DialogContent>
      <DialogActionRow onCancel={onCancel} color={color} confirmLabel={confirmLabel} busyLabel={busyLabel} {...actions} />
    </Dialog>
  );
}
