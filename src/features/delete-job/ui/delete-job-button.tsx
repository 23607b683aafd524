import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { JobDto } from '@contract';
import { errorMessage } from '@/shared/api';
import { useDeleteJobMutation } from '@/entities/job';
import { showToast } from '@/shared/lib/toast';

export const DELETE_JOB_QUESTION = 'Are you sure you want to delete this job?';
export const JOB_DELETED_MESSAGE = 'Job deleted successfully.';

/** 'Delete' with the confirmation of docs/product.md §5; the job is removed only after 'Delete' in the dialog. */
export function DeleteJobButton({ job, onDeleted }: { job: Pick<JobDto, 'slug' | 'title'>; onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);
  const [deleteJob, { isLoading }] = useDeleteJobMutation();
  const titleId = `delete-job-${job.slug}-title`;
  const textId = `delete-job-${job.slug}-text`;

  const confirm = async () => {
    try {
      await deleteJob(job.slug).unwrap();
      setOpen(false);
      showToast(JOB_DELETED_MESSAGE, 'success');
      onDeleted?.();
    } catch (error) {
      showToast(`Error deleting job: ${errorMessage(error, 'Failed to delete job')}`, 'error');
    }
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-label={`Delete ${job.title}`}
      >
        Delete
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>Delete job</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{DELETE_JOB_QUESTION}</DialogContentText>
          <DialogContentText sx={{ mt: 1, fontWeight: 700, color: 'text.primary' }}>{job.title}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
