import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { BATCH_DAYS, BATCH_DAYS_LABELS, COURSE_MODES, COURSE_MODE_LABELS, type BatchDto } from '@contract';
import { useAddBatchMutation, useUpdateBatchMutation } from '@/entities/course';
import { errorMessage, isStaleEdit } from '@/shared/api';
import { splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';
import { batchFormField, batchToForm, formToBatchInput, validateBatchForm, type BatchFormValues } from '../model/batch-form-values';

export interface BatchDialogProps {
  open: boolean;
  /** The course's current address. */
  slug: string;
  /** The batch to edit; without it the dialog adds one. */
  batch?: BatchDto;
  onClose: () => void;
}

/** Add or edit one batch of a course, checked with the contract's batchSchema before it is sent. */
export function BatchDialog({ open, slug, batch, onClose }: BatchDialogProps) {
  const [add] = useAddBatchMutation();
  const [update] = useUpdateBatchMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<BatchFormValues>({
    initialValues: batchToForm(batch),
    validate: validateBatchForm,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const body = formToBatchInput(values);
      try {
        if (batch) await update({ slug, id: batch._id, body: { ...body, version: batch.version } }).unwrap();
        else await add({ slug, body }).unwrap();
        showToast(batch ? 'Batch updated.' : 'Batch added.', 'success');
        onClose();
      } catch (error) {
        if (isStaleEdit(error, 'batch')) {
          // The list behind the dialog already shows the other admin's save; the admin reopens it to edit that.
          setFailure(`${errorMessage(error, 'Failed to save the batch.')} Cancel and open the batch again to see its changes.`);
          return;
        }
        // Each message once: at its field, or (anything else) in the one alert.
        const parts = splitSaveError(error, batchFormField, 'Failed to save the batch.');
        helpers.setErrors(parts.fieldErrors);
        setFailure(parts.message);
      }
    },
  });

  const field = (name: keyof BatchFormValues, label: string, hint?: string) => {
    const error = (formik.touched[name] || formik.submitCount > 0) && formik.errors[name] ? formik.errors[name] : undefined;
    return {
      id: `batch-${name}`,
      name,
      label,
      fullWidth: true,
      value: formik.values[name],
      // Text as typed: seats are converted once, on submit.
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void formik.setFieldValue(name, e.target.value),
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error ?? hint,
    };
  };
  const title = batch ? 'Edit batch' : 'Add batch';

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="batch-dialog-title" fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="batch-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: '8px !important' }}>
          <TextField
            {...field('startDate', 'Start date', 'The first class')}
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            {...field('applyBy', 'Apply by', 'The last day to apply: on or before the start date')}
            type="date"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField {...field('mode', 'Mode')} select required slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="" disabled>
              Select a mode
            </option>
            {COURSE_MODES.map((m) => (
              <option key={m} value={m}>
                {COURSE_MODE_LABELS[m]}
              </option>
            ))}
          </TextField>
          <TextField {...field('days', 'Days')} select required slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            <option value="" disabled>
              Select days
            </option>
            {BATCH_DAYS.map((d) => (
              <option key={d} value={d}>
                {BATCH_DAYS_LABELS[d]}
              </option>
            ))}
          </TextField>
          <TextField {...field('timing', 'Timing', 'e.g. 7:00 AM – 9:00 AM')} required />
          <TextField
            {...field('seats', 'Seats', 'Optional: empty when seats are not limited')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {failure ? (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              Error: {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving...' : batch ? 'Save batch' : 'Add batch'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
