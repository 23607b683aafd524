import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useFormik } from 'formik';
import { JOB_DEFAULTS, JOB_TYPES, KEY_RESPONSIBILITIES_COUNT, type JobDto, type JobType } from '@contract';
import { isStaleEdit } from '@/shared/api';
import { StaleEditAlert } from '@/shared/ui/stale-edit-alert';
import { SwitchField } from '@/shared/ui/switch-field';
import { useCreateJobMutation, useUpdateJobMutation } from '@/entities/job';
import { showToast } from '@/shared/lib/toast';
import { splitSaveError } from '@/shared/lib/save-error';
import {
  fieldError,
  fieldProps,
  FormColumn,
  FormErrorAlert,
  NATIVE_SELECT_SLOTS,
  SelectOptions,
  SubmitButton,
} from '@/shared/ui/form-parts';
import { useUnsavedChanges } from '@/shared/lib/unsaved-changes';
import { UnsavedChangesDialog } from '@/shared/ui/unsaved-changes-dialog';
import {
  emptyJobForm,
  formToJobInput,
  jobFormField,
  jobToForm,
  validateJobForm,
  type JobFormErrors,
  type JobFormValues,
} from '../model/job-form-values';

export const JOB_POSTED_MESSAGE = 'Job posted successfully!';
export const JOB_UPDATED_MESSAGE = 'Job updated successfully!';
export const JOB_SAVE_FAILED_MESSAGE = 'Failed to save job.';

/** The labels of the two job types (docs/product.md §3). */
const TYPE_OPTION_LABELS: Record<JobType, string> = { 'full-time': 'Full-time', 'part-time': 'Part-time' };

export interface JobFormProps {
  /** The job to edit; without it the form creates a new one. */
  job?: JobDto;
  /** A new job's starting values (a duplicate of another job); empty when absent. */
  initialValues?: JobFormValues;
  /** Called with the saved job once the server has stored it. */
  onSaved: (job: JobDto) => void;
  /** Fetches the job again after another admin saved it first (the page then shows the form afresh). */
  onReload?: () => unknown;
}

/**
 * Create or edit a job posting (docs/product.md §3, §5): every field required, experience a whole number ≥ 0
 * (0 marks the job for freshers), exactly five key responsibilities, starting from one point.
 */
export function JobForm({ job, initialValues, onSaved, onReload }: JobFormProps) {
  const [createJob] = useCreateJobMutation();
  const [updateJob] = useUpdateJobMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const editing = Boolean(job);

  const formik = useFormik<JobFormValues>({
    initialValues: job ? jobToForm(job) : (initialValues ?? emptyJobForm()),
    validate: validateJobForm,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setStale(false);
      const body = formToJobInput(values);
      try {
        // The version the form was opened at: the server refuses the save if someone else saved since.
        const saved = job
          ? await updateJob({ slug: job.slug, body: { ...body, version: job.version } }).unwrap()
          : await createJob(body).unwrap();
        unsaved.markSaved();
        showToast(editing ? JOB_UPDATED_MESSAGE : JOB_POSTED_MESSAGE, 'success');
        onSaved(saved.job);
      } catch (error) {
        if (isStaleEdit(error, 'job')) {
          setStale(true);
          return;
        }
        // Each message once: at its field, or (anything else) in the one alert.
        const parts = splitSaveError(error, jobFormField, JOB_SAVE_FAILED_MESSAGE);
        helpers.setErrors(parts.fieldErrors as JobFormErrors);
        setFailure(parts.message === null ? null : `Error: ${parts.message}`);
      }
    },
  });
  const unsaved = useUnsavedChanges(formik.dirty);

  const field = (name: keyof JobFormValues & string, id: string, hint?: string) => ({
    ...fieldProps(formik, name, { id, hint, afterSubmit: true }),
    fullWidth: true,
  });
  const points = formik.values.keyResponsibilities;
  const experience = formik.values.experienceRequired.trim();
  const pointsError = fieldError(formik, 'keyResponsibilities', { afterSubmit: true });

  const setPoints = (next: string[]) => void formik.setFieldValue('keyResponsibilities', next);
  // Formik turns number inputs into numbers; the form keeps their text and converts once, on submit.
  const keepText = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void formik.setFieldValue(e.target.name, e.target.value);

  return (
    <FormColumn onSubmit={formik.handleSubmit}>
      <TextField {...field('title', 'job-name')} label="Job title" required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field(
            'experienceRequired',
            'job-experience',
            experience === '0' ? 'Fresher: no experience needed' : 'Enter 0 for a fresher role',
          )}
          onChange={keepText}
          label="Experience (years)"
          type="number"
          required
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
        <TextField {...field('jobType', 'job-type')} select label="Job type" required slotProps={NATIVE_SELECT_SLOTS}>
          <SelectOptions placeholder="Select a job type" values={JOB_TYPES} labelOf={(type) => TYPE_OPTION_LABELS[type]} />
        </TextField>
      </Stack>
      <TextField {...field('location', 'job-location')} label="Location" required />
      <TextField
        {...field('jobDescription', 'job-about-role', 'Separate paragraphs with a blank line.')}
        label="About the role"
        required
        multiline
        minRows={5}
      />

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby="job-points-help">
        <Typography component="legend" variant="h4" sx={{ mb: 0.5 }}>
          Key responsibilities
        </Typography>
        <Typography id="job-points-help" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Exactly {KEY_RESPONSIBILITIES_COUNT} points ({points.length} of {KEY_RESPONSIBILITIES_COUNT} added).
        </Typography>
        <Stack spacing={1.5}>
          {points.map((point, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                id={`job-point-${i + 1}`}
                label={`Responsibility ${i + 1}`}
                required
                fullWidth
                value={point}
                onChange={(e) => setPoints(points.map((p, j) => (j === i ? e.target.value : p)))}
                onBlur={() => void formik.setFieldTouched('keyResponsibilities', true)}
                error={Boolean(pointsError) && point.trim() === ''}
              />
              <IconButton
                aria-label={`Remove responsibility ${i + 1}`}
                onClick={() => setPoints(points.filter((_, j) => j !== i))}
                disabled={points.length <= 1}
                sx={{ mt: 1 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
        </Stack>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setPoints([...points, ''])}
          disabled={points.length >= KEY_RESPONSIBILITIES_COUNT}
          sx={{ mt: 1.5 }}
        >
          Add responsibility
        </Button>
        {pointsError ? (
          <FormHelperText error role="alert" sx={{ fontSize: '0.95rem', mt: 1 }}>
            {pointsError}
          </FormHelperText>
        ) : null}
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field(
            'validThrough',
            'job-valid-through',
            editing ? 'The last day applications are taken.' : `Empty: ${JOB_DEFAULTS.validDays} days after posting.`,
          )}
          label="Closing date"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...field('salary', 'job-salary', editing ? undefined : `Empty: ${JOB_DEFAULTS.salary.value}.`)}
          onChange={keepText}
          label="Monthly salary (INR)"
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 500, inputMode: 'numeric' } }}
        />
      </Stack>

      <SwitchField
        id="job-open"
        name="open"
        label="Open for applications"
        checked={formik.values.open}
        onChange={(open) => void formik.setFieldValue('open', open)}
        help={
          formik.values.open
            ? 'Listed on the careers page until its closing date.'
            : 'Closed: off the careers page at once; its page says it no longer takes applications.'
        }
      />

      {stale ? <StaleEditAlert record="job" onReload={onReload} /> : null}
      <FormErrorAlert message={failure} />
      <Box>
        <SubmitButton busy={formik.isSubmitting}>{editing ? 'Update Job' : 'Post Job'}</SubmitButton>
      </Box>
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </FormColumn>
  );
}
