import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { ValidationError } from 'yup';
import {
  API,
  formatWorkshopDay,
  isoToIstLocal,
  ROUTES,
  toInstant,
  toFieldErrors,
  WORKSHOP_CATEGORIES,
  workshopSchema,
  type WorkshopDto,
  type WorkshopInput,
  privateMeta,
  ADMIN_ROUTES,
} from '@contract';
import {
  useCreateWorkshopMutation,
  useGetWorkshopQuery,
  useRemoveWorkshopImageMutation,
  useUpdateWorkshopMutation,
} from '@/entities/workshop';
import { baseApi, isStaleEdit, itemTag, LIST_ID, sessionExpired } from '@/shared/api';
import { fieldProps } from '@/shared/ui/form-parts';
import { useAppDispatch } from '@/shared/lib/redux';
import { splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';
import { uploadWithProgress } from '@/shared/lib/upload';
import { useUnsavedChanges } from '@/shared/lib/unsaved-changes';
import { EditorActions } from '@/shared/ui/editor-actions';
import { PageHead } from '@/shared/ui/page-head';
import { StaleEditAlert } from '@/shared/ui/stale-edit-alert';
import { UnsavedChangesDialog } from '@/shared/ui/unsaved-changes-dialog';
import { PICTURE_UPLOAD_FAILED_MESSAGE, pictureFileProblem, pictureRequestError } from '@/features/upload-picture';
import { WorkshopImageField, type ImageBusy } from './workshop-image-field';

const IMAGE_REMOVE_FAILED_MESSAGE = 'Failed to remove the image.';

/**
 * The editor's fields: lists are edited one item per line; the start and end as a date-time field gives them
 * ("YYYY-MM-DDTHH:mm", Hyderabad time); the capacity a number (Formik parses a number field), empty for no seat limit.
 */
interface EditorValues {
  title: string;
  slug: string;
  description: string;
  category: string;
  startsAt: string;
  endsAt: string;
  capacity: number | '';
  duration: string;
  sessions: string;
  topics: string;
  learningOutcomes: string;
  careerPaths: string;
  /**
   * Not a visible field: the picture the preview shows. The image is uploaded and removed on its own; a save
   * never sends it (the server keeps the current one), so a save from an older tab cannot undo an upload.
   */
  image: string;
}

const TIME_FIELDS = [
  ['startsAt', 'Starts'],
  ['endsAt', 'Ends'],
] as const;

/** What the new page hands the edit page when the workshop was created but its image was refused. */
interface EditorLocationState {
  imageError?: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The Sessions field's hint: an example label made from the workshop's own start (no fixed date to go stale). */
function sessionsHint(startsAt: string): string {
  const start = toInstant(startsAt.trim());
  const example = start ? `e.g. ${formatWorkshopDay(start)} (2pm-5pm). ` : 'Each line a day and its hours. ';
  return `${example}Leave empty when visitors need not pick a session`;
}

function toInput(v: EditorValues): WorkshopInput {
  return {
    title: v.title,
    slug: v.slug.trim() || undefined,
    description: v.description,
    category: v.category as WorkshopInput['category'], // checked by workshopSchema before sending
    startsAt: v.startsAt,
    endsAt: v.endsAt,
    capacity: v.capacity === '' ? null : v.capacity,
    duration: v.duration,
    sessions: lines(v.sessions),
    topics: lines(v.topics).map((title) => ({ title })),
    learningOutcomes: v.learningOutcomes,
    careerPaths: lines(v.careerPaths),
  };
}

function toValues(w: WorkshopDto | undefined): EditorValues {
  return {
    title: w?.title ?? '',
    slug: w?.slug ?? '',
    description: w?.description ?? '',
    category: w?.category ?? '',
    startsAt: w ? isoToIstLocal(w.startsAt) : '',
    endsAt: w ? isoToIstLocal(w.endsAt) : '',
    capacity: w?.capacity ?? '',
    duration: w?.duration ?? '3 Hours',
    sessions: w ? w.sessions.join('\n') : '',
    topics: w ? w.topics.map((t) => t.title).join('\n') : '',
    learningOutcomes: w?.highlights.learningOutcomes ?? '',
    careerPaths: w ? w.highlights.careerPaths.join('\n') : '',
    image: w?.image ?? '',
  };
}

const EDITOR_FIELDS: ReadonlySet<string> = new Set([...Object.keys(toValues(undefined)), 'learningOutcomes', 'careerPaths']);

/** The editor field that holds a schema path such as `topics[2].title` (highlights.* included); null when none does. */
function editorField(path: string): string | null {
  const field = (path.split('[')[0] ?? path).replace(/^highlights\./, '');
  return EDITOR_FIELDS.has(field) ? field : null;
}

/** Maps schema paths to the editor fields that hold them. */
function editorErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = editorField(path) ?? path;
    if (!Object.hasOwn(out, field)) out[field] = message;
  }
  return out;
}

interface WorkshopEditorProps {
  workshop?: WorkshopDto;
  onReload?: () => unknown;
  /** An image error to show at the field from the start (the upload after a create that failed). */
  initialImageError?: string;
}

function WorkshopEditor({ workshop, onReload, initialImageError }: WorkshopEditorProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [create] = useCreateWorkshopMutation();
  const [update] = useUpdateWorkshopMutation();
  const [removeImage] = useRemoveWorkshopImageMutation();
  /** How much of the image has gone up (0–100) while it uploads. */
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  // The version a save is sent with: the one the editor opened (kept when the workshop is fetched again under it after an
  // image upload; the image API leaves the version as it is).
  const [version] = useState(workshop?.version);
  /** New page: the image to upload once the workshop is created. Edit page: the image being uploaded. */
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>(initialImageError);
  const [imageBusy, setImageBusy] = useState<ImageBusy>(null);

  const formik = useFormik<EditorValues>({
    initialValues: toValues(workshop),
    validate: async (values) => {
      try {
        await workshopSchema.validate(toInput(values), { abortEarly: false });
        return {};
      } catch (err) {
        if (err instanceof ValidationError) return editorErrors(toFieldErrors(err));
        throw err;
      }
    },
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setStale(false);
      try {
        const body = toInput(values);
        // The version the form was opened at: the server refuses the save if someone else saved since.
        if (workshop) await update({ slug: workshop.slug, body: { ...body, version } }).unwrap();
        else {
          const created = await create(body).unwrap();
          if (imageFile && !(await uploadAfterCreate(created.slug, imageFile))) return;
        }
        unsaved.markSaved();
        showToast(workshop ? 'Workshop updated successfully!' : 'Workshop created successfully!', 'success');
        await navigate(ROUTES.adminWorkshops);
      } catch (error) {
        if (isStaleEdit(error, 'workshop')) {
          setStale(true);
          return;
        }
        // Each message once: at its field, or (anything else) in the one alert.
        const parts = splitSaveError(error, editorField, 'Failed to save the workshop.');
        helpers.setErrors(parts.fieldErrors);
        setFailure(parts.message);
      }
    },
  });
  // A new workshop's chosen image is work too: it goes up only with the save.
  const unsaved = useUnsavedChanges(formik.dirty || (!workshop && imageFile !== null));

  /**
   * Uploads the image with its progress shown (XMLHttpRequest: fetch reports none) and refreshes what shows
   * the workshop; the stored workshop, or the error as RTK Query's requests give it.
   */
  async function sendImage(slug: string, file: File): Promise<{ data: WorkshopDto } | { error: unknown }> {
    const body = new FormData();
    body.append('image', file);
    setProgress(0);
    try {
      const result = await uploadWithProgress({ url: API.workshops.image(slug), method: 'PUT', body, onProgress: setProgress });
      if ('error' in result) {
        if (result.error.status === 401) dispatch(sessionExpired());
        return { error: result.error };
      }
      dispatch(baseApi.util.invalidateTags([itemTag('Workshop', slug), { type: 'Workshop', id: LIST_ID }]));
      return { data: result.data as WorkshopDto };
    } finally {
      setProgress(null);
    }
  }

  /** The new page's second step; false (after going to the created workshop's edit page) when the image was refused. */
  async function uploadAfterCreate(slug: string, file: File): Promise<boolean> {
    setImageBusy('uploading');
    try {
      const result = await sendImage(slug, file);
      if ('data' in result) return true;
      // Said once, at the image field of the created workshop's edit page.
      const message = `The workshop was created, but its image was not uploaded: ${pictureRequestError(result.error, PICTURE_UPLOAD_FAILED_MESSAGE)}`;
      const state: EditorLocationState = { imageError: message };
      unsaved.markSaved();
      await navigate(ADMIN_ROUTES.adminWorkshopEdit(slug), { state });
      return false;
    } finally {
      setImageBusy(null);
    }
  }

  /** Takes an answer of the image API: its image becomes the one the form's save sends back. */
  const adoptImage = (saved: WorkshopDto) => void formik.setFieldValue('image', saved.image, false);

  const chooseImage = async (file: File) => {
    const problem = pictureFileProblem(file);
    setImageError(problem ?? undefined);
    setImageFile(problem ? null : file);
    // A new workshop has no address yet: its image goes up right after it is created.
    if (problem || !workshop) return;
    setImageBusy('uploading');
    try {
      const result = await sendImage(workshop.slug, file);
      if ('data' in result) adoptImage(result.data);
      else setImageError(pictureRequestError(result.error, PICTURE_UPLOAD_FAILED_MESSAGE));
    } finally {
      setImageFile(null);
      setImageBusy(null);
    }
  };

  const removeUploadedImage = async () => {
    if (!workshop) return;
    setImageError(undefined);
    setImageBusy('removing');
    try {
      adoptImage(await removeImage(workshop.slug).unwrap());
    } catch (error) {
      setImageError(pictureRequestError(error, IMAGE_REMOVE_FAILED_MESSAGE));
    } finally {
      setImageBusy(null);
    }
  };

  /** A field's props: its error once touched, else its hint. */
  const field = (name: keyof EditorValues, hint?: string) => ({
    ...fieldProps(formik, name, { id: `workshop-${name}`, hint }),
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {stale ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <StaleEditAlert record="workshop" onReload={onReload} />
        </Box>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert" sx={{ gridColumn: '1 / -1' }}>
          Error: {failure}
        </Alert>
      ) : null}
      <TextField label="Title" required {...field('title')} />
      <TextField label="Address (slug)" {...field('slug', 'Optional: made from the title when empty, e.g. data-science')} />
      <TextField label="Description" required multiline minRows={4} {...field('description')} sx={{ gridColumn: '1 / -1' }} />
      <TextField select label="Category" required {...field('category')}>
        {WORKSHOP_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      {/* The start and the end, as the browser's date-time picker gives them. */}
      {TIME_FIELDS.map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          type="datetime-local"
          required
          {...field(name, 'Hyderabad time (IST)')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      <TextField
        label="Capacity (seats)"
        type="number"
        {...field('capacity', 'Optional: leave empty for no limit. Registrations beyond it join the waitlist.')}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
      <TextField label="Duration" required {...field('duration')} placeholder="3 Hours" />
      <TextField label="Sessions (one per line)" multiline minRows={2} {...field('sessions', sessionsHint(formik.values.startsAt))} />
      <TextField label="Topics: what you'll learn (one per line)" multiline minRows={4} {...field('topics')} />
      <TextField label="Learning outcomes" required multiline minRows={3} {...field('learningOutcomes')} />
      <TextField label="Career paths (one per line)" multiline minRows={3} {...field('careerPaths')} />
      <WorkshopImageField
        id="workshop-image"
        image={formik.values.image}
        file={imageFile}
        onChoose={(file) => void chooseImage(file)}
        onClear={
          workshop
            ? undefined
            : () => {
                setImageFile(null);
                setImageError(undefined);
              }
        }
        onRemove={workshop ? () => void removeUploadedImage() : undefined}
        busy={imageBusy}
        progress={progress}
        disabled={formik.isSubmitting}
        error={imageError ?? (formik.touched.image ? formik.errors.image : undefined)}
      />
      <EditorActions
        submitLabel={workshop ? 'Save Workshop' : 'Create Workshop'}
        submitting={formik.isSubmitting}
        disabled={imageBusy !== null}
        cancelTo={ROUTES.adminWorkshops}
        sx={{ gridColumn: '1 / -1' }}
      />
      <UnsavedChangesDialog blocker={unsaved.blocker} />
    </Box>
  );
}

/** /admin/workshops/new and /admin/workshops/edit/{slug}. */
export function AdminWorkshopEditorPage() {
  const { slug } = useParams();
  const location = useLocation();
  const { data, isLoading, isError, refetch } = useGetWorkshopQuery(slug ?? '', { skip: !slug });
  // The editor starts afresh when the admin reloads after a refused stale save, not each time the workshop is fetched
  // again: an image upload refetches it (a new version) and must not throw away the form's unsaved edits.
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await refetch();
    setGeneration((g) => g + 1);
  };
  const imageError = slug ? (location.state as EditorLocationState | null)?.imageError : undefined;
  const navigate = useNavigate();
  // Once the editor has taken the handed-over error, drop it from the history entry: a browser reload must not show it again.
  useEffect(() => {
    if (data && imageError) void navigate(location.pathname, { replace: true, state: null });
  }, [data, imageError, location.pathname, navigate]);
  const title = slug ? 'Edit Workshop' : 'Add Workshop';
  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead
        meta={privateMeta(
          title,
          'Create or edit an ITX workshop.',
          slug ? ADMIN_ROUTES.adminWorkshopEdit(slug) : ADMIN_ROUTES.adminWorkshopNew,
        )}
      />
      <Typography variant="h1" component="h1" sx={{ mb: 4 }}>
        {title}
      </Typography>
      {slug && isLoading ? (
        <CircularProgress aria-label="Loading workshop" />
      ) : slug && (isError || !data) ? (
        <Alert severity="error" role="alert">
          Error: Failed to fetch workshop data
        </Alert>
      ) : (
        <WorkshopEditor
          key={data ? `${data.slug}:${generation}` : 'new'}
          workshop={data}
          onReload={slug ? reload : undefined}
          initialImageError={imageError}
        />
      )}
    </Container>
  );
}
