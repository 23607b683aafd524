import DialogContentText from '@mui/material/DialogContentText';
import type { AdminAccountDto } from '@contract';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

/** What an admin may do to another admin's account from the Admins page. */
export type AccountAction = 'sign-out' | 'disable' | 'enable';

interface ActionText {
  title: (name: string) => string;
  question: string;
  confirm: string;
  busy: string;
  color: 'error' | 'warning' | 'primary';
}

export const ACCOUNT_ACTIONS: Record<AccountAction, ActionText> = {
  'sign-out': {
    title: (name) => `Sign ${name} out everywhere?`,
    question: 'Every session of this account ends at once, on every device. The admin can sign in again.',
    confirm: 'Sign out everywhere',
    busy: 'Signing out...',
    color: 'warning',
  },
  disable: {
    title: (name) => `Disable ${name}?`,
    question:
      'The account is signed out everywhere at once and cannot sign in until an admin enables it again. A password reset does not enable it.',
    confirm: 'Disable',
    busy: 'Disabling...',
    color: 'error',
  },
  enable: {
    title: (name) => `Enable ${name}?`,
    question: 'The admin can sign in again with their password.',
    confirm: 'Enable',
    busy: 'Enabling...',
    color: 'primary',
  },
};

export interface PendingAction {
  action: AccountAction;
  account: AdminAccountDto;
}

interface AccountActionDialogProps {
  pending: PendingAction | null;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (pending: PendingAction) => void;
}

/** The confirmation before an account action; nothing changes until its button is pressed. */
export function AccountActionDialog({ pending, open, busy, onCancel, onConfirm }: AccountActionDialogProps) {
  const text = pending ? ACCOUNT_ACTIONS[pending.action] : null;
  return (
    <ConfirmDialog
      open={open && pending !== null}
      id="account-action"
      title={pending && text ? text.title(pending.account.name) : null}
      details={
        pending ? (
          <DialogContentText sx={{ mt: 1, fontWeight: 700, color: 'text.primary' }}>
            {pending.account.name} ({pending.account.email})
          </DialogContentText>
        ) : null
      }
      confirmLabel={text?.confirm}
      busyLabel={text?.busy}
      color={text?.color}
      busy={busy}
      cancelFocus
      onCancel={onCancel}
      onConfirm={() => {
        if (pending) onConfirm(pending);
      }}
    >
      {text?.question}
    </ConfirmDialog>
  );
}
