import { useState } from 'react';
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
import { useRotateAdminCodeMutation } from '@/entities/admin-account';
import { errorMessage } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';
import { DialogActionRow } from '@/shared/ui/confirm-dialog';

export const ROTATE_QUESTION =
  'A new admin code replaces the current one at once: the current code stops working, and anyone who signs up as an admin needs the new one.';
export const SHOWN_ONCE_WARNING = 'Copy the new code now: it is shown only this once. The old code no longer works.';

/** "Rotate admin code": asks first, then shows the new code once with a Copy button. */
export function RotateAdminCode() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [rotate, { isLoading }] = useRotateAdminCodeMutation();

  const close = () => {
    setOpen(false);
    // The code leaves the page with the dialog.
    setCode(null);
  };

  const confirm = async () => {
    try {
      setCode((await rotate(undefined).unwrap()).code);
    } catch (error) {
      setOpen(false);
      showToast(errorMessage(error, 'The admin code could not be changed. Please try again.'), 'error');
    }
  };

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      showToast('The new admin code is copied.', 'success');
    } catch {
      showToast('Copying is not allowed here: select the code and copy it.', 'error');
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<KeyIcon aria-hidden />} onClick={() => setOpen(true)}>
        Rotate admin code
      </Button>
      <Dialog
        open={open}
        // The new code must not vanish by a stray click beside the dialog: Done or Escape closes it.
        onClose={(_event, reason) => {
          if (!(code && reason === 'backdropClick')) close();
        }}
        aria-labelledby="rotate-code-title"
        aria-describedby="rotate-code-text"
      >
        <DialogTitle id="rotate-code-title">{code ? 'New admin code' : 'Rotate admin code'}</DialogTitle>
        {code ? (
          <>
            <DialogContent>
              <Stack spacing={2}>
                <Alert severity="warning" id="rotate-code-text">
                  {SHOWN_ONCE_WARNING}
                </Alert>
                <Box
                  component="output"
                  aria-label="New admin code"
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
              <DialogContentText id="rotate-code-text">{ROTATE_QUESTION}</DialogContentText>
            </DialogContent>
            <DialogActionRow
              onCancel={close}
              cancelFocus
              confirmLabel="Rotate code"
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
