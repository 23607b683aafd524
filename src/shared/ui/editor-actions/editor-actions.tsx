import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

export interface EditorActionsProps {
  /** The submit button's words ("Save Course", "Create Workshop"); "Submitting..." while the save runs. */
  submitLabel: string;
  submitting: boolean;
  /** Disables the submit button for another reason than `submitting` (an upload under way). */
  disabled?: boolean;
  /** Where Cancel leads: the list the editor came from. */
  cancelTo: string;
  sx?: SxProps<Theme>;
}

/** The end of an admin editor page's form: submit, and Cancel back to the list. */
export function EditorActions({ submitLabel, submitting, disabled = false, cancelTo, sx }: EditorActionsProps) {
  return (
    <Box sx={[{ display: 'flex', gap: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button type="submit" variant="contained" disabled={submitting || disabled}>
        {submitting ? 'Submitting...' : submitLabel}
      </Button>
      <Button component={RouterLink} to={cancelTo}>
        Cancel
      </Button>
    </Box>
  );
}
