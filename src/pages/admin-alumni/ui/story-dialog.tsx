import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ALUMNI_KINDS, ALUMNI_KIND_LABELS, ALUMNI_LIMITS, CONSENT_FORMS, CONSENT_FORM_LABELS, type AlumniStoryDto } from '@contract';
import { useCreateAlumniStoryMutation, useUpdateAlumniStoryMutation } from '@/entities/alumni';
import { PictureField } from '@/features/upload-picture';
import { isStaleEdit } from '@/shared/api';
import { FormDialog, formikTextFields, useSaveForm } from '@/shared/ui/form-dialog';
import { NATIVE_SELECT_SLOTS, SHRUNK_LABEL } from '@/shared/ui/form-parts';
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

interface StorySwitchProps {
  name: 'published' | 'sample';
  label: string;
  /** What the switch means, read with it. */
  help: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/** One of the story's yes-or-no settings, with its help text below. */
function StorySwitch({ name, label, help, checked, onChange }: StorySwitchProps) {
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            id={`story-${name}`}
            name={name}
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': `story-${name}-help` } }}
          />
        }
        label={label}
      />
      <FormHelperText id={`story-${name}-help`} sx={{ mt: 0 }}>
        {help}
      </FormHelperText>
    </Box>
  );
}

/** Add or edit one alumni story (issue 21), checked with the contract's alumniStorySchema before it is sent. */
export function StoryDialog({ story, courses, onReload, onClose }: StoryDialogProps) {
  const [create] = useCreateAlumniStoryMutation();
  const [update] = useUpdateAlumniStoryMutation();
  // The version this dialog writes over: the story as opened, or as reloaded after another admin's save.
  const [base, setBase] = useState(story);
  const [stale, setStale] = useState(false);
  const { formik, failure, setFailure } = useSaveForm<StoryFormValues>({
    initialValues: storyToForm(story),
    validate: validateStoryForm,
    save: (values) => {
      setStale(false);
      const body = formToStoryInput(values);
      return base ? update({ id: base._id, body: { ...body, version: base.version } }).unwrap() : create(body).unwrap();
    },
    savedMessage: base ? 'Story updated.' : 'Story added.',
    onSaved: onClose,
    toField: storyFormField,
    failedMessage: 'Failed to save the story.',
    onStale: (error) => {
      if (!(base && isStaleEdit(error, 'alumni story'))) return false;
      setStale(true);
      return true;
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

  const field = formikTextFields(formik, 'story');
  const testimonial = formik.values.kind === 'testimonial';
  // A story saved for a course that has since been deleted: its address stays selectable, so the admin sees why a save is refused.
  const goneCourse =
    courses.length > 0 && formik.values.courseSlug !== '' && !courses.some((c) => c.slug === formik.values.courseSlug)
      ? formik.values.courseSlug
      : null;
  const title = base ? 'Edit alumni story' : 'Add alumni story';

  return (
    <FormDialog
      id="story-dialog"
      title={title}
      maxWidth="md"
      onClose={onClose}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      submitLabel={base ? 'Save story' : 'Add story'}
      notice={stale ? <StaleEditAlert record="alumni story" onReload={reload} /> : null}
      failure={failure}
    >
      <TextField {...field('kind', 'Kind')} select required slotProps={NATIVE_SELECT_SLOTS}>
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
        slotProps={NATIVE_SELECT_SLOTS}
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
      <PictureField
        id="story-photo"
        label="Photo"
        value={formik.values.photo}
        onChange={(path) => void formik.setFieldValue('photo', path)}
        previewAlt={`Photo of ${formik.values.name || 'the learner'}`}
        emptyText="No photo: the story shows the initials."
        aspectRatio="1 / 1"
        removable
        error={formik.submitCount > 0 ? formik.errors.photo : undefined}
      />
      {testimonial ? (
        <TextField {...field('rating', 'Rating', 'Optional: the stars the learner gave')} select slotProps={NATIVE_SELECT_SLOTS}>
          <option value="">No rating</option>
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {r === '1' ? '1 star' : `${r} stars`}
            </option>
          ))}
        </TextField>
      ) : null}
      <TextField
        {...field('consentDate', 'Consent given on', 'The day the learner agreed in writing to this story being published')}
        type="date"
        slotProps={SHRUNK_LABEL}
      />
      <TextField
        {...field('consentForm', 'Consent given by', 'Keep the signed form or the e-mail on file')}
        select
        slotProps={NATIVE_SELECT_SLOTS}
      >
        <option value="">Not recorded</option>
        {CONSENT_FORMS.map((f) => (
          <option key={f} value={f}>
            {CONSENT_FORM_LABELS[f]}
          </option>
        ))}
      </TextField>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
        <StorySwitch
          name="published"
          label="Published on the site"
          help="Unpublished stories are seen here only. A real story is published only with the learner's consent recorded above."
          checked={formik.values.published}
          onChange={(on) => void formik.setFieldValue('published', on)}
        />
        <StorySwitch
          name="sample"
          label="Sample story"
          help='An example, not a real learner: labelled "Sample" on the site and never shown to search engines as a review.'
          checked={formik.values.sample}
          onChange={(on) => void formik.setFieldValue('sample', on)}
        />
      </Box>
    </FormDialog>
  );
}
