import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, useFormik, type FormikErrors } from 'formik';
import { CONSENT_FORM_LABELS, CONSENT_FORMS, ROUTES, type AdminCourseDto, ADMIN_ROUTES } from '@contract';
import { useCreateCourseMutation, useUpdateCourseMutation } from '@/entities/course';
import { PictureField } from '@/features/upload-picture';
import { isStaleEdit } from '@/shared/api';
import { splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';
import { useUnsavedChanges } from '@/shared/lib/unsaved-changes';
import { EditorActions } from '@/shared/ui/editor-actions';
import { NATIVE_SELECT_SLOTS, SHRUNK_LABEL } from '@/shared/ui/form-parts';
import { StaleEditAlert } from '@/shared/ui/stale-edit-alert';
import { UnsavedChangesDialog } from '@/shared/ui/unsaved-changes-dialog';
import {
  courseToForm,
  formToCourseInput,
  HERO_FEATURE_COUNT,
  validateCourseForm,
  type CourseFormErrors,
  type CourseFormValues,
} from '../model/course-form-values';
import { SECTION_SCROLL_MARGIN } from '../model/editor-sections';
import { ListRows } from './list-rows';

export const COURSE_CREATED_MESSAGE = 'Course created. Add its batches below.';
export const COURSE_UPDATED_MESSAGE = 'Course updated successfully!';

const IMAGE_HINT = 'Filled in by an upload, or one of our images, e.g. /images/courses/data-science.svg';
const GRID = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;
const FULL = { gridColumn: '1 / -1' } as const;

/** The editor's sections in the order they appear (issue 38: the batches first after the basics). */
const OUTLINE = [
  { id: 'course-basics', title: 'Course' },
  { id: 'course-batches', title: 'Batches' },
  { id: 'course-instructor', title: 'Instructor' },
  { id: 'course-fee', title: 'Fee' },
  { id: 'course-page', title: 'Course page' },
  { id: 'course-curriculum', title: 'Curriculum' },
  { id: 'course-faqs', title: 'FAQs' },
  { id: 'course-hero', title: 'Home hero slide' },
] as const;

/** Links to each section: a ~10,000 px form is walked by jumping, not scrolling (sticky from 900 px). */
function Outline() {
  return (
    <Box
      component="nav"
      aria-label="Course editor sections"
      sx={{
        position: { md: 'sticky' },
        top: { md: 65 }, // under the admin top bar (64 px and its border)
        zIndex: 2,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1,
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {OUTLINE.map((s) => (
          <li key={s.id}>
            <Button size="small" href={`#${s.id}`}>
              {s.title}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, scrollMarginTop: SECTION_SCROLL_MARGIN }}
    >
      <Typography id={id} variant="h2" component="h2" sx={{ fontSize: '1.375rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface CourseFormProps {
  /** The course to edit; without it the form creates one. */
  course?: AdminCourseDto;
  /** The version the admin's view of the course is at: sent with the save, which the server refuses if someone else saved since. */
  version?: number;
  /** Fetches the course again after another admin saved it first. */
  onReload?: () => unknown;
  /**
   * The batches, shown right after the basics (their own dialogs save them; a submit inside them never
   * reaches this form). Must carry the id `course-batches`, the outline's link target.
   */
  batches: ReactNode;
}

/** Create or edit a course (issue 19): every field the course card, course page and home hero show. */
export function CourseForm({ course, version, onReload, batches }: CourseFormProps) {
  const navigate = useNavigate();
  const [create] = useCreateCourseMutation();
  const [update] = useUpdateCourseMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const formik = useFormik<CourseFormValues>({
    initialValues: courseToForm(course),
    // Errors stay flat, keyed by schema path, so a field finds its own by its name.
    validate: (values) => validateCourseForm(values) as FormikErrors<CourseFormValues>,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setStale(false);
      const body = formToCourseInput(values);
      try {
        if (course) {
          await update({ slug: course.slug, body: { ...body, version: version ?? course.version } }).unwrap();
          unsaved.markSaved();
          showToast(COURSE_UPDATED_MESSAGE, 'success');
          await navigate(ROUTES.adminCourses);
        } else {
          const created = await create(body).unwrap();
          unsaved.markSaved();
          showToast(COURSE_CREATED_MESSAGE, 'success');
          await navigate(ADMIN_ROUTES.adminCourseEdit(created.slug));
        }
      } catch (error) {
        if (isStaleEdit(error, 'course')) {
          setStale(true);
          return;
        }
        // Each message once: at the field the form shows for it (errors are keyed by schema path), or in the one alert.
        const shownField = (path: string) =>
          [...(formRef.current?.elements ?? [])].some((el) => (el as HTMLInputElement).name === path) ? path : null;
        const parts = splitSaveError(error, shownField, 'Failed to save the course.');
        helpers.setErrors(parts.fieldErrors as FormikErrors<CourseFormValues>);
        setFailure(parts.message);
      }
    },
  });

  const unsaved = useUnsavedChanges(formik.dirty);

  // A refused submit takes the admin to the first field to correct: on a long form it may be far above the button.
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting } = formik;
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);

  const errors = formik.errors as CourseFormErrors;
  const shown = (path: string): string | undefined => {
    const message = errors[path];
    return message && (formik.submitCount > 0 || Boolean(getIn(formik.touched, path))) ? message : undefined;
  };
  const text = (path: string, label: string, hint?: string) => {
    const error = shown(path);
    return {
      id: `course-${path.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`,
      name: path,
      label,
      fullWidth: true,
      value: String(getIn(formik.values, path) ?? ''),
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void formik.setFieldValue(path, e.target.value),
      onBlur: () => void formik.setFieldTouched(path, true),
      error: Boolean(error),
      helperText: error ?? hint,
    };
  };
  const set = (path: string) => (next: unknown) => void formik.setFieldValue(path, next);
  /** An uploaded picture for the path at `path`; the typed path beside it stays for the site's own art. */
  const picture = (path: string, label: string, previewAlt: string, emptyText: string, square = false) => (
    <PictureField
      id={`course-${path.replace('.', '-')}-upload`}
      label={label}
      value={String(getIn(formik.values, path) ?? '')}
      onChange={(next) => {
        void formik.setFieldValue(path, next);
        void formik.setFieldTouched(path, true, false);
      }}
      previewAlt={previewAlt}
      emptyText={emptyText}
      aspectRatio={square ? '1 / 1' : '16 / 9'}
      removable={square}
      error={shown(path)}
    />
  );
  const { details, hero } = formik.values;

  const toggleHero = (on: boolean) => {
    // A new slide starts from the course's own title, duration and summary.
    if (on && !hero.title && !hero.duration && !hero.description) {
      void formik.setFieldValue('hero', {
        ...hero,
        title: formik.values.title,
        duration: formik.values.time,
        description: formik.values.summary,
      });
    }
    void formik.setFieldValue('showHero', on);
  };

  const textList = (path: string, legend: string, item: string, options: { multiline?: boolean; hint?: string } = {}) => {
    const items = getIn(formik.values, path) as string[];
    return (
      <ListRows
        id={`course-${path.replace('.', '-')}`}
        legend={legend}
        hint={options.hint}
        items={items}
        onChange={set(path)}
        make={() => ''}
        itemName={(i) => `${item.toLowerCase()} ${i + 1}`}
        addLabel={`Add ${item.toLowerCase()}`}
        error={shown(path)}
        renderItem={(_, i) => (
          <TextField
            {...text(`${path}[${i}]`, `${item} ${i + 1}`)}
            required
            multiline={options.multiline}
            minRows={options.multiline ? 2 : undefined}
          />
        )}
      />
    );
  };

  const problems = formik.submitCount > 0 ? Object.values(errors) : [];
  return (
    <Box ref={formRef} component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 5 }}>
      <Outline />
      <Section id="course-basics" title="Course">
        <Box sx={GRID}>
          <TextField {...text('title', 'Title')} required />
          <TextField
            {...text(
              'slug',
              'Address (slug)',
              course
                ? 'Changing it moves the course page to a new address.'
                : 'Optional: made from the title when empty, e.g. data-science',
            )}
          />
          <TextField {...text('summary', 'Summary')} required multiline minRows={3} sx={FULL} />
          {picture('image', 'Card picture', 'Current card picture', 'No picture yet: upload one or type the path of one of our images.')}
          <TextField {...text('image', 'Card image path', IMAGE_HINT)} required />
          <TextField
            {...text('imageAlt', 'Card picture description', `What the picture shows, for screen readers; empty: "<title> course banner"`)}
          />
          <TextField {...text('leadCourse', 'Name in lead forms', 'How the course is listed in the enquiry forms')} required />
          <TextField {...text('rating', 'Rating (0 to 5)')} required slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextField {...text('lessons', 'Modules')} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField {...text('time', 'Duration', 'e.g. 20 Weeks')} required />
        </Box>
      </Section>

      {/* React sends a portalled dialog's submit up its component tree: it stops here, short of the course's form. */}
      <Box onSubmit={(e) => e.stopPropagation()}>{batches}</Box>

      <Section id="course-instructor" title="Instructor">
        <Box sx={GRID}>
          <TextField {...text('instructor.name', 'Instructor name')} required />
          <TextField {...text('instructor.role', 'Instructor role')} required />
          {picture('instructor.avatar', 'Instructor photo', 'Current instructor photo', 'No photo: the page shows the initials.', true)}
          <TextField
            {...text(
              'instructor.avatar',
              'Instructor photo path',
              'Optional: filled in by an upload, or one of our images, e.g. /images/instructors/anil.png',
            )}
          />
          <TextField
            {...text('instructor.experience', 'Experience', 'Optional, e.g. 12 years building data platforms; trained 1,500+ learners')}
          />
          <TextField
            {...text('instructor.linkedin', 'LinkedIn profile', 'Optional: the address of their profile, https://www.linkedin.com/in/…')}
            type="url"
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          <TextField {...text('instructor.bio', 'Bio', 'Optional, up to 600 characters')} multiline minRows={3} sx={FULL} />
          <FormControlLabel
            sx={FULL}
            control={
              <Switch
                checked={formik.values.instructor.sample}
                onChange={(e) => void formik.setFieldValue('instructor.sample', e.target.checked)}
              />
            }
            label="Sample profile (labelled as a sample on the course page)"
          />
          <Typography variant="body2" color="text.secondary" sx={FULL}>
            Visitors see the photo, experience, LinkedIn and bio only once the trainer&apos;s written consent is recorded below (a sample
            profile needs none); until then the course page shows the name and role.
          </Typography>
          <TextField
            {...text('instructor.consent.date', 'Consent given on', 'The day the trainer agreed in writing to this profile being shown')}
            type="date"
            slotProps={SHRUNK_LABEL}
          />
          <TextField
            {...text('instructor.consent.form', 'Consent given by', 'Keep the signed form or the e-mail on file')}
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
        </Box>
      </Section>

      <Section id="course-fee" title="Fee">
        <Box sx={GRID}>
          <TextField
            {...text('fee.amount', 'Fee (₹)', 'Whole rupees, e.g. 45000')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField {...text('fee.emi', 'EMI text', 'Optional, e.g. No-cost EMI from ₹7,500 a month')} />
          <TextField {...text('fee.scholarship', 'Scholarship note', 'Optional')} sx={FULL} />
        </Box>
      </Section>

      <Section id="course-page" title="Course page">
        {textList('details.overview', 'Overview', 'Paragraph', { multiline: true })}
        {textList('details.audience', 'Who it is for', 'Audience')}
        {textList('details.tools', 'Tools', 'Tool')}
        {textList('details.outcomes', 'Outcomes', 'Outcome')}
        <TextField {...text('details.schedule', 'Schedule', 'Optional: how classes are arranged')} multiline minRows={2} />
      </Section>

      <Section id="course-curriculum" title="Curriculum">
        <ListRows
          id="course-curriculum-sections"
          legend="Sections"
          hint="Each section lists its modules; across all sections they add up to the Modules count."
          items={details.curriculum}
          onChange={set('details.curriculum')}
          make={() => ({ title: '', modules: [] })}
          itemName={(i) => `section ${i + 1}`}
          addLabel="Add section"
          error={shown('details.curriculum')}
          max={50}
          renderItem={(section, i) => (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
              <TextField {...text(`details.curriculum[${i}].title`, `Section ${i + 1} title`)} required />
              <ListRows
                id={`course-curriculum-${i}-modules`}
                legend={`Modules of section ${i + 1}`}
                variant="h4"
                items={section.modules}
                onChange={set(`details.curriculum[${i}].modules`)}
                make={() => ''}
                itemName={(j) => `module ${j + 1} of section ${i + 1}`}
                addLabel="Add module"
                error={shown(`details.curriculum[${i}].modules`)}
                renderItem={(_, j) => <TextField {...text(`details.curriculum[${i}].modules[${j}]`, `Module ${j + 1}`)} required />}
              />
            </Box>
          )}
        />
      </Section>

      <Section id="course-faqs" title="FAQs">
        <ListRows
          id="course-faq-list"
          legend="Questions and answers"
          items={details.faqs}
          onChange={set('details.faqs')}
          make={() => ({ question: '', answer: '' })}
          itemName={(i) => `question ${i + 1}`}
          addLabel="Add question"
          error={shown('details.faqs')}
          max={50}
          renderItem={(_, i) => (
            <Stack spacing={1.5}>
              <TextField {...text(`details.faqs[${i}].question`, `Question ${i + 1}`)} required />
              <TextField {...text(`details.faqs[${i}].answer`, `Answer ${i + 1}`)} required multiline minRows={2} />
            </Stack>
          )}
        />
      </Section>

      <Section id="course-hero" title="Home hero slide">
        <FormControlLabel
          control={<Switch checked={formik.values.showHero} onChange={(e) => toggleHero(e.target.checked)} />}
          label="Show in home hero"
        />
        {formik.values.showHero ? (
          <Box sx={GRID}>
            <TextField {...text('hero.title', 'Slide title')} required />
            <TextField
              {...text('hero.position', 'Slide position', '1 is shown first')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField {...text('hero.duration', 'Slide duration', 'Shown where a price would be, e.g. 4 Months')} required />
            {picture('hero.background', 'Slide background', 'Current slide background', 'No background yet: upload one or type a path.')}
            <TextField {...text('hero.background', 'Slide background path', IMAGE_HINT)} required />
            <TextField {...text('hero.description', 'Slide description')} required multiline minRows={2} sx={FULL} />
            <TextField
              {...text('hero.backgroundAlt', 'Slide background description', 'What the illustration shows, for screen readers')}
              required
              sx={FULL}
            />
            <Box
              component="fieldset"
              aria-describedby={shown('hero.features') ? 'course-hero-features-error' : undefined}
              sx={{ ...FULL, border: 0, p: 0, m: 0, minWidth: 0 }}
            >
              <Typography component="legend" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1.5 }}>
                Slide features (exactly {HERO_FEATURE_COUNT})
              </Typography>
              <Box sx={GRID}>
                {hero.features.map((_, i) => (
                  <TextField key={i} {...text(`hero.features[${i}]`, `Feature ${i + 1}`)} required />
                ))}
              </Box>
              {shown('hero.features') ? (
                <Typography id="course-hero-features-error" color="error" variant="body2" sx={{ mt: 1 }}>
                  {shown('hero.features')}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ) : null}
      </Section>

      {/* Always in reach: the save stays at the bottom of the screen while any part of the form is on it. */}
      <Stack
        spacing={2}
        sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', py: 1.5 }}
      >
        {stale ? <StaleEditAlert record="course" onReload={onReload} /> : null}
        {failure ? (
          <Alert severity="error" role="alert">
            Error: {failure}
          </Alert>
        ) : null}
        {problems.length > 0 && !failure ? (
          <Alert severity="error" role="alert">
            Please correct {problems.length === 1 ? 'the highlighted field' : `the ${problems.length} highlighted fields`}.
          </Alert>
        ) : null}
        <EditorActions
          submitLabel={course ? 'Save Course' : 'Create Course'}
          submitting={formik.isSubmitting}
          cancelTo={ROUTES.adminCourses}
        />
      </Stack>
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </Box>
  );
}
