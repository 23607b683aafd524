import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useFormik } from 'formik';
import { JOB_DEFAULTS, JOB_TYPES, KEY_RESPONSIBILITIES_COUNT, type JobDto, type JobType } from '@contract';
import { isStaleEdit } from '@/shared/api';
import { StaleEditAlert } from '@/shared/ui/stale-edit-alert';
import { useCreateJobMutation, useUpdateJobMutation } from '@/entities/job';
import { showToast } from '@/shared/lib/toast';
import { splitSaveError } from '@/shared/lib/save-error';
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

  const shown = (field: keyof JobFormValues): string | undefined => {
    const error = formik.errors[field];
    return (formik.touched[field] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
  };
  const points = formik.values.keyResponsibilities;
  const experience = formik.values.experienceRequired.trim();
  const pointsError = shown('keyResponsibilities');

  const setPoints = (next: string[]) => void formik.setFieldValue('keyResponsibilities', next);
  // Formik turns number inputs into numbers; the form keeps their text and converts once, on submit.
  const keepText = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void formik.setFieldValue(e.target.name, e.target.value);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <TextField
        id="job-name"
        name="title"
        label="Job title"
        required
        fullWidth
        value={formik.values.title}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(shown('title'))}
        helperText={shown('title')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="job-experience"
          name="experienceRequired"
          label="Experience (years)"
          type="number"
          required
          fullWidth
          value={formik.values.experienceRequired}
          onChange={keepText}
          onBlur={formik.handleBlur}
          error={Boolean(shown('experienceRequired'))}
          helperText={shown('experienceRequired') ?? (experience === '0' ? 'Fresher: no experience needed' : 'Enter 0 for a fresher role')}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
        <TextField
          id="job-type"
          name="jobType"
          select
          label="Job type"
          required
          fullWidth
          value={formik.values.jobType}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(shown('jobType'))}
          helperText={shown('jobType')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            Select a job type
          </option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_OPTION_LABELS[type]}
            </option>
          ))}
        </TextField>
      </Stack>
      <TextField
        id="job-location"
        name="location"
        label="Location"
        required
        fullWidth
        value={formik.values.location}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(shown('location'))}
        helperText={shown('location')}
      />
      <TextField
        id="job-about-role"
        name="jobDescription"
        label="About the role"
        required
        fullWidth
        multiline
        minRows={5}
        value={formik.values.jobDescription}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(shown('jobDescription'))}
        helperText={shown('jobDescription') ?? 'Separate paragraphs with a blank line.'}
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
          id="job-valid-through"
          name="validThrough"
          label="Closing date"
          type="date"
          fullWidth
          value={formik.values.validThrough}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(shown('validThrough'))}
          helperText={
            shown('validThrough') ??
            (editing ? 'The last day applications are taken.' : `Empty: ${JOB_DEFAULTS.validDays} days after posting.`)
          }
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="job-salary"
          name="salary"
          label="Monthly salary (INR)"
          type="number"
          fullWidth
          value={formik.values.salary}
          onChange={keepText}
          onBlur={formik.handleBlur}
          error={Boolean(shown('salary'))}
          helperText={shown('salary') ?? (editing ? undefined : `Empty: ${JOB_DEFAULTS.salary.value}.`)}
          slotProps={{ htmlInput: { min: 1, step: 500, inputMode: 'numeric' } }}
        />
      </Stack>

      <Box>
        <FormControlLabel
          control={
            <Switch
              id="job-open"
              name="open"
              checked={formik.values.open}
              onChange={(e) => void formik.setFieldValue('open', e.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'job-open-help' } }}
            />
          }
          label="Open for applications"
        />
        <FormHelperText id="job-open-help" sx={{ mt: 0 }}>
          {formik.values.open
            ? 'Listed on the careers page until its closing date.'
            : 'Closed: off the careers page at once; its page says it no longer takes applications.'}
        </FormHelperText>
      </Box>

      {stale ? <StaleEditAlert record="job" onReload={onReload} /> : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Submitting...' : editing ? 'Update Job' : 'Post Job'}
        </Button>
      </Box>
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </Box>
  );
}
