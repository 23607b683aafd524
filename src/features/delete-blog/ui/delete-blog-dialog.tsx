import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { BlogDto } from '@contract';
import { errorMessage } from '@/shared/api';
import { useDeleteBlogMutation } from '@/entities/blog';
import { showToast } from '@/shared/lib/toast';

export const DELETE_BLOG_QUESTION = 'Are you sure you want to delete this blog?';
export const DELETE_BLOG_FAILED = 'Failed to delete blog';

export interface DeleteBlogDialogProps {
  /** The post to delete; the dialog is open while it is set. */
  blog: BlogDto | null;
  /** Closed: after a deletion, a cancel, or a failure (with the alert text of docs/product.md §8). */
  onClose: (result: { deleted: boolean; error?: string }) => void;
}

/** Asks for confirmation, then deletes the post (docs/product.md §5, §8). */
export function DeleteBlogDialog({ blog, onClose }: DeleteBlogDialogProps) {
  const [deleteBlog] = useDeleteBlogMutation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!blog) return;
    setBusy(true);
    try {
      await deleteBlog(blog.slug).unwrap();
      showToast(`Deleted "${blog.title}".`, 'success');
      onClose({ deleted: true });
    } catch (error) {
      onClose({ deleted: false, error: `Error deleting blog: ${errorMessage(error, DELETE_BLOG_FAILED)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={blog !== null}
      onClose={() => (busy ? undefined : onClose({ deleted: false }))}
      aria-labelledby="delete-blog-title"
      aria-describedby="delete-blog-text"
    >
      <DialogTitle id="delete-blog-title">Delete blog</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-blog-text">
          {DELETE_BLOG_QUESTION}
          {blog ? ` "${blog.title}" will be removed with its images.` : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose({ deleted: false })} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} color="error" variant="contained" disabled={busy}>
          {busy ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
