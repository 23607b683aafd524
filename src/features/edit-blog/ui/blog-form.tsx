import { useEffect, useEffectEvent, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useFormik } from 'formik';
import { blogPreviewPath, DEFAULT_BLOG_AUTHOR, slugify, ROUTES, type BlogDto, type BlogImageField, type CourseSummaryDto } from '@contract';
import { isStaleEdit } from '@/shared/api';
import { StaleEditAlert } from '@/shared/ui/stale-edit-alert';
import { BlogContent, useCreateBlogMutation, useUpdateBlogMutation } from '@/entities/blog';
import { useGetCoursesQuery } from '@/entities/course';
import { showToast } from '@/shared/lib/toast';
import { splitSaveError } from '@/shared/lib/save-error';
import { useUnsavedChanges } from '@/shared/lib/unsaved-changes';
import { UnsavedChangesDialog } from '@/shared/ui/unsaved-changes-dialog';
import { FormErrorAlert, SubmitButton } from '@/shared/ui/form-parts';
import { UploadProgress } from '@/shared/ui/upload-progress';
import {
  blogFormField,
  blogToForm,
  imageFileProblem,
  sameValues,
  toFormData,
  validateBlogForm,
  type BlogFormErrors,
  type BlogFormValues,
  type ChosenImages,
} from '../model/blog-form-values';
import { ImagePicker } from './image-picker';

export const BLOG_CREATED_MESSAGE = 'Blog created successfully!';
export const BLOG_UPDATED_MESSAGE = 'Blog updated successfully!';
export const BLOG_SAVE_FAILED_MESSAGE = 'Failed to save blog';
/** How long after the last change a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 3000;

const CONTENT_HELP =
  'Start a line with "## " for a heading or "### " for a subheading, "1." for a numbered list or "-" for bullets; put *asterisks* around bold text; ' +
  'write [text](https://example.com) or [text](/courses) for a link; a blank line starts a new paragraph.';

const VISIBILITY_HELP = {
  draft: 'Only admins see a draft. It saves itself as you write.',
  published: 'Visitors see the post once it is saved.',
  scheduled: 'The post goes public by itself at the time below.',
} as const;

const COURSE_HELP = {
  topic: 'The end of the post names the course its words match best, or offers a call when none fits.',
  chosen: 'The end of the post invites readers to this course: its next batch, fee and a call about it.',
} as const;

/**
 * The related-course choices: "Match by topic", then the catalogue's courses; a post's course no longer in
 * the catalogue (archived or moved) stays listed, so opening the post changes nothing.
 */
function courseOptions(courses: readonly CourseSummaryDto[] | undefined, current: string): { value: string; label: string }[] {
  const options = [{ value: '', label: 'Match by topic' }, ...(courses ?? []).map((c) => ({ value: c.slug, label: c.title }))];
  if (current && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: courses ? `${current} (not in the catalogue)` : current });
  }
  return options;
}

type AutosaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: Date } | { kind: 'failed'; reason: string };

const NO_FILES: ChosenImages = { image: null, bannerImage: null };
const NOT_REMOVED: Record<BlogImageField, boolean> = { image: false, bannerImage: false };
/** The post's two pictures, side by side in the form. */
const IMAGE_PICKERS = [
  { name: 'image', label: 'Card image' },
  { name: 'bannerImage', label: 'Banner image' },
] as const;

/** "10:05 AM" in the admin's own clock. */
function clockTime(at: Date): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(at).replace(/\s/g, ' ');
}

function autosaveText(state: AutosaveState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Draft saved at ${clockTime(state.at)}`;
    case 'failed':
      return `Not saved: ${state.reason}`;
  }
}

export interface BlogFormProps {
  /** The post to edit; without it the form creates a new one. Read when the form opens (later saves are the form's own). */
  blog?: BlogDto;
  /** Called with the saved post once the admin's Save has stored it. */
  onSaved: (blog: BlogDto) => void;
  /** Called when a new post's first autosave created it as a draft: it now has an edit address. */
  onCreated?: (blog: BlogDto) => void;
  /** Fetches the post again after another admin saved it first (the page then shows the form afresh). */
  onReload?: () => unknown;
}

/**
 * Create or edit a blog post (docs/product.md §3, §5, §8; issues 20, 21): title required, description and
 * content too unless it is a draft, images optional; the byline and related course optional; draft,
 * published or scheduled. A draft saves itself
 * about 3 s after the last change; leaving with unsaved work asks first.
 */
export function BlogForm({ blog, onSaved, onCreated, onReload }: BlogFormProps) {
  const [createBlog] = useCreateBlogMutation();
  const [updateBlog] = useUpdateBlogMutation();
  const { data: courses } = useGetCoursesQuery(undefined);
  /** The post as the server last stored it (undefined until a new post's first save). */
  const [saved, setSavedState] = useState<BlogDto | undefined>(blog);
  const savedRef = useRef(blog);
  const setSaved = (next: BlogDto) => {
    savedRef.current = next;
    setSavedState(next);
  };
  /** The form's values as last stored: the form is dirty while they differ. */
  const [storedValues, setStoredValues] = useState<BlogFormValues>(() => blogToForm(blog));
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [files, setFiles] = useState<ChosenImages>(NO_FILES);
  const [removed, setRemoved] = useState<Record<BlogImageField, boolean>>(NOT_REMOVED);
  const [fileErrors, setFileErrors] = useState<Partial<Record<BlogImageField, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [autosave, setAutosave] = useState<AutosaveState>({ kind: 'idle' });
  /** The autosave under way, which a Save waits for (never two saves at once). */
  const running = useRef<Promise<unknown> | null>(null);

  /** Files and removals a save sent are stored once it succeeds, unless the admin chose again meanwhile. */
  const storeSent = (sentFiles: ChosenImages, sentRemoved: Record<BlogImageField, boolean>) => {
    setFiles((f) => ({
      image: f.image === sentFiles.image ? null : f.image,
      bannerImage: f.bannerImage === sentFiles.bannerImage ? null : f.bannerImage,
    }));
    setRemoved((r) => ({ image: r.image && !sentRemoved.image, bannerImage: r.bannerImage && !sentRemoved.bannerImage }));
  };

  const formik = useFormik<BlogFormValues>({
    initialValues: blogToForm(blog),
    validate: (values) => validateBlogForm(values),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setStale(false);
      if (fileErrors.image || fileErrors.bannerImage) return;
      await running.current;
      const original = savedRef.current;
      const body = toFormData(values, files, removed, { original });
      try {
        const result = original
          ? await updateBlog({ slug: original.slug, body, onProgress: setProgress }).unwrap()
          : await createBlog({ body, onProgress: setProgress }).unwrap();
        setSaved(result.blog);
        setStoredValues(values);
        storeSent(files, removed);
        unsaved.markSaved();
        showToast(original ? BLOG_UPDATED_MESSAGE : BLOG_CREATED_MESSAGE, 'success');
        onSaved(result.blog);
      } catch (error) {
        if (isStaleEdit(error, 'blog')) {
          setStale(true);
          return;
        }
        const parts = splitSaveError(
          error,
          (path) => (path === 'image' || path === 'bannerImage' ? path : blogFormField(path)),
          BLOG_SAVE_FAILED_MESSAGE,
        );
        const { image, bannerImage, ...fields } = parts.fieldErrors;
        helpers.setErrors(fields as BlogFormErrors);
        setFileErrors({ image, bannerImage });
        setFailure(parts.message === null ? null : `Error: ${parts.message}`);
      } finally {
        setProgress(null);
      }
    },
  });

  const { values, isSubmitting } = formik;
  const dirty = !sameValues(values, storedValues) || Boolean(files.image || files.bannerImage || removed.image || removed.bannerImage);
  const unsaved = useUnsavedChanges(dirty);
  const busy = isSubmitting || autosave.kind === 'saving';

  // A draft (new, or stored as a draft and still meant as one) saves itself; a published or scheduled post only with Save.
  const draftAutosaves = values.visibility === 'draft' && (saved === undefined || saved.status === 'draft');

  const runAutosave = useEffectEvent(async () => {
    const snapshot = formik.values;
    const problem = Object.values(validateBlogForm(snapshot))[0] ?? fileErrors.image ?? fileErrors.bannerImage;
    if (problem) {
      setAutosave({ kind: 'failed', reason: problem });
      return;
    }
    const original = savedRef.current;
    const sentFiles = files;
    const sentRemoved = removed;
    setAutosave({ kind: 'saving' });
    const body = toFormData(snapshot, sentFiles, sentRemoved, { original, keepSlug: true });
    const request = original
      ? updateBlog({ slug: original.slug, body, onProgress: setProgress }).unwrap()
      : createBlog({ body, onProgress: setProgress }).unwrap();
    running.current = request.catch(() => undefined);
    try {
      const { blog: stored } = await request;
      setSaved(stored);
      // The address stays as stored: a changed slug waits for Save.
      setStoredValues({ ...snapshot, slug: original ? (snapshot.slug === original.slug ? stored.slug : snapshot.slug) : stored.slug });
      if (!original) void formik.setFieldValue('slug', stored.slug, false);
      storeSent(sentFiles, sentRemoved);
      setAutosave({ kind: 'saved', at: new Date() });
      if (!original) onCreated?.(stored);
    } catch (error) {
      if (isStaleEdit(error, 'blog')) {
        setStale(true);
        setAutosave({ kind: 'idle' });
        return;
      }
      const parts = splitSaveError(error, () => null, BLOG_SAVE_FAILED_MESSAGE);
      setAutosave({ kind: 'failed', reason: parts.message ?? BLOG_SAVE_FAILED_MESSAGE });
    } finally {
      running.current = null;
      setProgress(null);
    }
  });

  // Debounced: every change starts the wait again; nothing starts while a save runs or after someone else saved.
  useEffect(() => {
    if (!draftAutosaves || !dirty || busy || stale) return undefined;
    const timer = setTimeout(() => void runAutosave(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `values`, `files` and `removed` restart the wait on every change, even one that keeps the form dirty.
  }, [draftAutosaves, dirty, busy, stale, values, files, removed]);

  const shown = (field: keyof BlogFormValues): string | undefined => {
    const error = formik.errors[field];
    return (formik.touched[field] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
  };
  const field = (name: keyof BlogFormValues) => ({
    id: `blog-${name}`,
    name,
    value: values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(shown(name)),
    disabled: isSubmitting,
  });
  const chooseFile = (name: BlogImageField) => (file: File | null) => {
    setFiles((f) => ({ ...f, [name]: file }));
    setFileErrors((e) => ({ ...e, [name]: file ? (imageFileProblem(file) ?? undefined) : undefined }));
    if (file) setRemoved((r) => ({ ...r, [name]: false }));
  };
  const slugPreview = saved ? values.slug.trim() || saved.slug : slugify(values.title);
  const published = saved?.status === 'published';

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <TextField {...field('title')} label="Title" required fullWidth helperText={shown('title')} />
      {saved ? (
        <TextField
          {...field('slug')}
          label="Address (slug)"
          fullWidth
          helperText={
            shown('slug') ??
            `The post lives at ${ROUTES.blog(slugPreview)}.${published ? ' Changing it breaks links shared with the old address.' : ''}`
          }
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Address: {slugPreview ? ROUTES.blog(slugPreview) : 'comes from the title'} (a number is added if another post uses it)
        </Typography>
      )}
      <TextField
        {...field('description')}
        label="Description"
        required={values.visibility !== 'draft'}
        fullWidth
        multiline
        minRows={2}
        helperText={shown('description') ?? 'One or two sentences shown on the blog list and in search results.'}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          {...field('content')}
          label="Content"
          required={values.visibility !== 'draft'}
          fullWidth
          multiline
          minRows={14}
          maxRows={28}
          helperText={shown('content') ?? CONTENT_HELP}
        />
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="blog-preview-heading"
          tabIndex={0}
          sx={{ p: 2, minHeight: 200, maxHeight: 720, overflowY: 'auto', overflowWrap: 'anywhere' }}
        >
          <Typography id="blog-preview-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            Preview
          </Typography>
          {values.content.trim() ? (
            <BlogContent content={values.content} headingLevel={3} />
          ) : (
            <Typography color="text.secondary">The formatted content appears here as you type.</Typography>
          )}
        </Paper>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {IMAGE_PICKERS.map(({ name, label }) => {
          const altField = `${name}Alt` as const;
          return (
            <ImagePicker
              key={name}
              name={name}
              label={label}
              current={saved?.[name] ?? null}
              file={files[name]}
              onFile={chooseFile(name)}
              removed={removed[name]}
              onRemove={() => setRemoved((r) => ({ ...r, [name]: true }))}
              alt={values[altField]}
              onAltChange={(v) => void formik.setFieldValue(altField, v)}
              error={fileErrors[name]}
              disabled={busy}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          {...field('authorName')}
          label="Author name"
          fullWidth
          helperText={shown('authorName') ?? `Shown under the title with an avatar of their initials. Empty: ${DEFAULT_BLOG_AUTHOR}.`}
        />
        <TextField
          {...field('authorRole')}
          label="Author role"
          fullWidth
          helperText={shown('authorRole') ?? 'Optional, e.g. Data Science Trainer, ITX.'}
        />
        <TextField
          {...field('courseSlug')}
          select
          label="Related course"
          fullWidth
          helperText={shown('courseSlug') ?? (values.courseSlug ? COURSE_HELP.chosen : COURSE_HELP.topic)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {courseOptions(courses, values.courseSlug).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      </Box>
      {progress !== null ? <UploadProgress id="blog-upload-progress" label="Uploading images" percent={progress} /> : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <TextField
          {...field('visibility')}
          select
          label="Status"
          fullWidth
          helperText={shown('visibility') ?? VISIBILITY_HELP[values.visibility]}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="draft">Draft</option>
          <option value="published">{published ? 'Published' : 'Publish now'}</option>
          <option value="scheduled">Scheduled</option>
        </TextField>
        {values.visibility === 'scheduled' ? (
          <TextField
            {...field('publishAt')}
            label="Publish at"
            type="datetime-local"
            required
            fullWidth
            helperText={shown('publishAt') ?? 'Hyderabad time (IST).'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ) : null}
      </Box>
      {stale ? <StaleEditAlert record="blog" onReload={onReload} /> : null}
      <FormErrorAlert message={failure} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SubmitButton busy={isSubmitting}>{saved ? 'Update Blog' : 'Create Blog'}</SubmitButton>
        {saved ? (
          <Button
            component="a"
            href={blogPreviewPath(saved.slug)}
            target="_blank"
            rel="noopener"
            variant="outlined"
            size="large"
            endIcon={<OpenInNewIcon aria-hidden />}
            aria-label="Preview as visitor (opens the saved post in a new tab)"
          >
            Preview as visitor
          </Button>
        ) : null}
        <Typography role="status" aria-label="Autosave" variant="body2" color={autosave.kind === 'failed' ? 'error' : 'text.secondary'}>
          {autosaveText(autosave)}
        </Typography>
      </Stack>
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </Box>
  );
}
