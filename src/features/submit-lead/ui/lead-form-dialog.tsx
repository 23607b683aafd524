import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { LeadForm } from './lead-form';

export interface LeadFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Course to preselect (a course's `leadCourse`), e.g. the hero slide's course. */
  initialCourse?: string;
}

/**
 * 'Book your Free Demo' (docs/product.md §2, §4): the lead form in a modal. Its content unmounts on close, so
 * reopening shows empty fields and the country code back at +91.
 */
export function LeadFormDialog({ open, onClose, initialCourse }: LeadFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="lead-dialog-title"
      aria-describedby="lead-dialog-subtitle"
    >
      <DialogTitle id="lead-dialog-title" sx={{ pr: 6, fontWeight: 700 }}>
        Book your Free Demo
        <Typography
          id="lead-dialog-subtitle"
          component="span"
          variant="body2"
          sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}
        >
          Get personalized course guidance
        </Typography>
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: '8px !important' }}>
        <LeadForm idPrefix="demo" submitLabel="Book Your Free Demo" initialCourse={initialCourse} />
      </DialogContent>
    </Dialog>
  );
}
