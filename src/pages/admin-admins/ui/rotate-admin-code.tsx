import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import { STAFF_ROLE_LABELS, type SignupCodeRole } from '@contract';
import { useIssueRoleCodeMutation, useRotateAdminCodeMutation } from '@/entities/admin-account';
import { errorMessage } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';
import { DialogActionRow } from '@/shared/ui/confirm-dialog';

export const ROTATE_QUESTION =
  'A new admin code replaces the current one at once: the current code stops working, and anyone who signs up as an admin needs the new one.';
export const SHOWN_ONCE_WARNING = 'Copy the new code now: it is shown only this once. The old code no longer works.';

/** The texts of one kind of sign-up code: the admin code, or a role's (issue 42). */
function codeTexts(role: SignupCodeRole | null) {
  if (!role) {
    return { button: 'Rotate admin code', title: 'New admin code', question: ROTATE_QUESTION, confirm: 'Rotate code', noun: 'admin code' };
  }
  const label = STAFF_ROLE_LABELS[role];
  return {
    button: `New ${label} code`,
    title: `New ${label} code`,
    question: `A new ${label} sign-up code replaces the current one at once, if there is one: whoever signs up with it becomes a ${label}.`,
    confirm: 'Make code',
    noun: `${label} code`,
  };
}

/**
 * "Rotate admin code" (or, with `role`, a new Counsellor or Editor sign-up code): asks first, then shows the
 * new code once with a Copy button.
 */
export function RotateAdminCode({ role = null }: { role?: SignupCodeRole | null }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [rotateAdmin, rotating] = useRotateAdminCodeMutation();
  const [issueRole, issuing] = useIssueRoleCodeMutation();
  const isLoading = rotating.isLoading || issuing.isLoading;
  const texts = codeTexts(role);
  const id = useId();
  const rotate = () => (role ? issueRole(role) : rotateAdmin(undefined));

  const close = () => {
    setOpen(false);
    // The code leaves the page with the dialog.
    setCode(null);
  };

  const confirm = async () => {
    try {
      setCode((await rotate().unwrap()).code);
    } catch (error) {
      setOpen(false);
      showToast(errorMessage(error, `The ${texts.noun} could not be changed. Please try again.`), 'error');
    }
  };

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      showToast(`The new ${texts.noun} is copied.`, 'success');
    } catch {
      showToast('Copying is not allowed here: select the code and copy it.', 'error');
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<KeyIcon aria-hidden />} onClick={() => setOpen(true)}>
        {texts.button}
      </Button>
      <Dialog
        open={open}
        // The new code must not vanish by a stray click beside the dialog: Done or Escape closes it.
        onClose={(_event, reason) => {
          if (!(code && reason === 'backdropClick')) close();
        }}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <DialogTitle id={`${id}-title`}>{code ? texts.title : texts.button}</DialogTitle>
        {code ? (
          <>
            <DialogContent>
              <Stack spacing={2}>
                <Alert severity="warning" id={`${id}-text`}>
                  {SHOWN_ONCE_WARNING}
                </Alert>
                <Box
                  component="output"
                  aria-label={texts.title}
                  sx={{
                    display: 'block',
                    fontFamily: 'monospace',
                    fontSize: '1.25rem',
                    letterSpacing: '0.05em',
                    p: 2,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    userSelect: 'all',
                    wordBreak: 'break-all',
                  }}
                >
                  {code}
                </Box>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()}>
                Copy
              </Button>
              <Button variant="contained" onClick={close} autoFocus>
                Done
              </Button>
            </DialogActions>
          </>
        ) : (
          <>
            <DialogContent>
              <DialogContentText id={`${id}-text`}>{texts.question}</DialogContentText>
            </DialogContent>
            <DialogActionRow
              onCancel={close}
              cancelFocus
              confirmLabel={texts.confirm}
              busyLabel="Rotating..."
              busy={isLoading}
              color="warning"
              onConfirm={() => void confirm()}
            />
          </>
        )}
      </Dialog>
    </>
  );
}
