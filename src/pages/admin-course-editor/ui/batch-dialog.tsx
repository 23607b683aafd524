import TextField from '@mui/material/TextField';
import { BATCH_DAYS, BATCH_DAYS_LABELS, COURSE_MODES, COURSE_MODE_LABELS, type BatchDto } from '@contract';
import { useAddBatchMutation, useUpdateBatchMutation } from '@/entities/course';
import { errorMessage, isStaleEdit } from '@/shared/api';
import { FormDialog, formikTextFields, useSaveForm } from '@/shared/ui/form-dialog';
import { NATIVE_SELECT_SLOTS, SelectOptions, SHRUNK_LABEL } from '@/shared/ui/form-parts';
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
  const { formik, failure, setFailure } = useSaveForm<BatchFormValues>({
    initialValues: batchToForm(batch),
    validate: validateBatchForm,
    save: (values) => {
      const body = formToBatchInput(values);
      return batch ? update({ slug, id: batch._id, body: { ...body, version: batch.version } }).unwrap() : add({ slug, body }).unwrap();
    },
    savedMessage: batch ? 'Batch updated.' : 'Batch added.',
    onSaved: onClose,
    toField: batchFormField,
    failedMessage: 'Failed to save the batch.',
    onStale: (error) => {
      if (!isStaleEdit(error, 'batch')) return false;
      // The list behind the dialog already shows the other admin's save; the admin reopens it to edit that.
      setFailure(`${errorMessage(error, 'Failed to save the batch.')} Cancel and open the batch again to see its changes.`);
      return true;
    },
  });

  // Text as typed: seats are converted once, on submit.
  const field = formikTextFields(formik, 'batch');
  const title = batch ? 'Edit batch' : 'Add batch';

  return (
    <FormDialog
      open={open}
      id="batch-dialog"
      title={title}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      submitLabel={batch ? 'Save batch' : 'Add batch'}
      failure={failure}
    >
      <TextField {...field('startDate', 'Start date', 'The first class')} type="date" required slotProps={SHRUNK_LABEL} />
      <TextField
        {...field('applyBy', 'Apply by', 'The last day to apply: on or before the start date')}
        type="date"
        required
        slotProps={SHRUNK_LABEL}
      />
      <TextField {...field('mode', 'Mode')} select required slotProps={NATIVE_SELECT_SLOTS}>
        <SelectOptions placeholder="Select a mode" values={COURSE_MODES} labelOf={(m) => COURSE_MODE_LABELS[m]} />
      </TextField>
      <TextField {...field('days', 'Days')} select required slotProps={NATIVE_SELECT_SLOTS}>
        <SelectOptions placeholder="Select days" values={BATCH_DAYS} labelOf={(d) => BATCH_DAYS_LABELS[d]} />
      </TextField>
      <TextField {...field('timing', 'Timing', 'e.g. 7:00 AM – 9:00 AM')} required />
      <TextField
        {...field('seats', 'Seats', 'Optional: empty when seats are not limited')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
