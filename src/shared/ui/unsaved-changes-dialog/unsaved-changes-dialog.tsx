import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Blocker } from 'react-router';

export const LEAVE_TITLE = 'Leave without saving?';

/** The question an editor asks when a navigation would lose its unsaved work (useUnsavedChanges' blocker). */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Dialog open={open} onClose={stay} aria-labelledby="unsaved-changes-title" aria-describedby="unsaved-changes-text">
      <DialogTitle id="unsaved-changes-title">{LEAVE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">
          Your changes have not been saved. If you leave this page now, they will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Staying is the safe choice, so it has the focus. */}
        <Button onClick={stay} variant="contained" autoFocus>
          Stay
        </Button>
        <Button onClick={() => blocker.proceed?.()} color="error">
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
