import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { ALUMNI_KINDS, ALUMNI_KIND_LABELS, ALUMNI_LIMITS, type AlumniStoryDto } from '@contract';
import { useCreateAlumniStoryMutation, useUpdateAlumniStoryMutation } from '@/entities/alumni';
import { isStaleEdit } from '@/shared/api';
import { splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';
import { StaleEditAlert } from '@/shared/ui/stale-edit-alert';
import { formToStoryInput, storyFormField, storyToForm, validateStoryForm, type StoryFormValues } from '../model/story-form-values';

/** A course the story may name: the catalogue's, archived ones marked. */
export interface CourseOption {
  slug: string;
  title: string;
  archived: boolean;
}

export interface StoryDialogProps {
  /** The story to edit, as the list showed it when the dialog opened; without it the dialog adds one. */
  story?: AlumniStoryDto;
  courses: readonly CourseOption[];
  /** Reads the list again and gives the story as it is saved now (after another admin's save). */
  onReload: (id: string) => Promise<AlumniStoryDto | undefined>;
  onClose: () => void;
}

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** Add or edit one alumni story (issue 21), checked with the contract's alumniStorySchema before it is sent. */
export function StoryDialog({ story, courses, onReload, onClose }: StoryDialogProps) {
  const [create] = useCreateAlumniStoryMutation();
  const [update] = useUpdateAlumniStoryMutation();
  // The version this dialog writes over: the story as opened, or as reloaded after another admin's save.
  const [base, setBase] = useState(story);
  const [stale, setStale] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<StoryFormValues>({
    initialValues: storyToForm(story),
    validate: validateStoryForm,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setStale(false);
      const body = formToStoryInput(values);
      try {
        if (base) await update({ id: base._id, body: { ...body, version: base.version } }).unwrap();
        else await create(body).unwrap();
        showToast(base ? 'Story updated.' : 'Story added.', 'success');
        onClose();
      } catch (error) {
        if (base && isStaleEdit(error, 'alumni story')) {
          setStale(true);
          return;
        }
        // Each message once: at its field, or (anything else) in the one alert.
        const parts = splitSaveError(error, storyFormField, 'Failed to save the story.');
        helpers.setErrors(parts.fieldErrors);
        setFailure(parts.message);
      }
    },
  });

  const reload = async () => {
    if (!base) return;
    const fresh = await onReload(base._id);
    if (!fresh) {
      setFailure('This story was deleted by someone else.');
      setStale(false);
      return;
    }
    setBase(fresh);
    setStale(false);
    formik.resetForm({ values: storyToForm(fresh) });
  };

  const errorOf = (name: keyof StoryFormValues) =>
    (formik.touched[name] || formik.submitCount > 0) && formik.errors[name] ? formik.errors[name] : undefined;
  const field = (name: Exclude<keyof StoryFormValues, 'published' | 'sample'>, label: string, hint?: string) => {
    const error = errorOf(name);
    return {
      id: `story-${name}`,
      name,
      label,
      fullWidth: true,
      value: formik.values[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void formik.setFieldValue(name, e.target.value),
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error ?? hint,
    };
  };
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  const testimonial = formik.values.kind === 'testimonial';
  // A story saved for a course that has since been deleted: its address stays selectable, so the admin sees why a save is refused.
  const goneCourse =
    courses.length > 0 && formik.values.courseSlug !== '' && !courses.some((c) => c.slug === formik.values.courseSlug)
      ? formik.values.courseSlug
      : null;
  const title = base ? 'Edit alumni story' : 'Add alumni story';

  return (
    <Dialog open onClose={onClose} aria-labelledby="story-dialog-title" fullWidth maxWidth="md">
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="story-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: '8px !important' }}>
          <TextField {...field('kind', 'Kind')} select required slotProps={select}>
            {ALUMNI_KINDS.map((k) => (
              <option key={k} value={k}>
                {ALUMNI_KIND_LABELS[k]}
              </option>
            ))}
          </TextField>
          <TextField {...field('name', 'Name', 'The learner’s name as they agreed to show it')} required />
          <TextField
            {...field('courseSlug', 'Course', 'The course page shows the story; none: the home page only')}
            select
            slotProps={select}
          >
            <option value="">Not tied to a course</option>
            {goneCourse ? <option value={goneCourse}>Course removed ({goneCourse})</option> : null}
            {courses.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.archived ? `${c.title} (archived)` : c.title}
              </option>
            ))}
          </TextField>
          <TextField {...field('batch', 'Batch', 'Optional, e.g. Jan 2026 weekend batch')} />
          <TextField {...field('role', 'Role', 'e.g. Data Analyst')} required />
          <TextField {...field('company', 'Company')} required />
          <TextField
            {...field('quote', 'Quote', `Their words, ${ALUMNI_LIMITS.quoteMin} to ${ALUMNI_LIMITS.quote} characters`)}
            required
            multiline
            minRows={3}
            sx={{ gridColumn: '1 / -1' }}
          />
          {testimonial ? (
            <TextField {...field('rating', 'Rating', 'Optional: the stars the learner gave')} select slotProps={select}>
              <option value="">No rating</option>
              {RATINGS.map((r) => (
                <option key={r} value={r}>
                  {r === '1' ? '1 star' : `${r} stars`}
                </option>
              ))}
            </TextField>
          ) : null}
          <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    id="story-published"
                    name="published"
                    checked={formik.values.published}
                    onChange={(e) => void formik.setFieldValue('published', e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': 'story-published-help' } }}
                  />
                }
                label="Published on the site"
              />
              <FormHelperText id="story-published-help" sx={{ mt: 0 }}>
                Unpublished stories are seen here only.
              </FormHelperText>
            </Box>
            <Box>
              <FormControlLabel
                control={
                  <Switch
                    id="story-sample"
                    name="sample"
                    checked={formik.values.sample}
                    onChange={(e) => void formik.setFieldValue('sample', e.target.checked)}
                    slotProps={{ input: { 'aria-describedby': 'story-sample-help' } }}
                  />
                }
                label="Sample story"
              />
              <FormHelperText id="story-sample-help" sx={{ mt: 0 }}>
                An example, not a real learner: labelled &quot;Sample&quot; on the site and never shown to search engines as a review.
              </FormHelperText>
            </Box>
          </Box>
          {stale ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <StaleEditAlert record="alumni story" onReload={reload} />
            </Box>
          ) : null}
          {failure ? (
            <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
              Error: {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving...' : base ? 'Save story' : 'Add story'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
