import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { ValidationError } from 'yup';
import {
  isoToIstLocal,
  ROUTES,
  toFieldErrors,
  WORKSHOP_CATEGORIES,
  workshopSchema,
  type WorkshopDto,
  type WorkshopInput,
  privateMeta,
} from '@contract';
import { useCreateWorkshopMutation, useGetWorkshopQuery, useUpdateWorkshopMutation } from '@/entities/workshop';
import { errorMessage, fieldErrors, isStaleEdit } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';
import { PageHead } from '@/shared/ui/page-head';
import { StaleEditAlert } from '@/shared/ui/stale-edit-alert';

/**
 * The editor's fields: lists are edited one item per line; the start and end as a date-time field gives them
 * ("2026-12-12T14:00", Hyderabad time); the capacity a number (Formik parses a number field), empty for no seat limit.
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
  image: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

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
    image: v.image.trim() || undefined,
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

/** Maps schema paths such as `topics[2].title` to the editor field that holds them. */
function editorErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('[')[0] ?? path;
    if (!(field in out)) out[field] = message;
  }
  return out;
}

function WorkshopEditor({ workshop, onReload }: { workshop?: WorkshopDto; onReload?: () => unknown }) {
  const navigate = useNavigate();
  const [create] = useCreateWorkshopMutation();
  const [update] = useUpdateWorkshopMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

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
        if (workshop) await update({ slug: workshop.slug, body: { ...body, version: workshop.version } }).unwrap();
        else await create(body).unwrap();
        showToast(workshop ? 'Workshop updated successfully!' : 'Workshop created successfully!', 'success');
        await navigate(ROUTES.adminWorkshops);
      } catch (error) {
        if (isStaleEdit(error, 'workshop')) {
          setStale(true);
          return;
        }
        helpers.setErrors(editorErrors(fieldErrors(error)));
        setFailure(errorMessage(error, 'Failed to save the workshop.'));
      }
    },
  });

  const field = (name: keyof EditorValues) => ({
    id: `workshop-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(formik.touched[name] && formik.errors[name]),
    helperText: formik.touched[name] ? formik.errors[name] : undefined,
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
      <TextField
        label="Address (slug)"
        {...field('slug')}
        helperText={
          formik.touched.slug && formik.errors.slug ? formik.errors.slug : 'Optional: made from the title when empty, e.g. data-science'
        }
      />
      <TextField label="Description" required multiline minRows={4} {...field('description')} sx={{ gridColumn: '1 / -1' }} />
      <TextField select label="Category" required {...field('category')}>
        {WORKSHOP_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Image path"
        {...field('image')}
        helperText={
          formik.touched.image && formik.errors.image
            ? formik.errors.image
            : 'Optional: one of our images, e.g. /images/workshops/data-science.svg'
        }
      />
      <TextField
        label="Starts"
        type="datetime-local"
        required
        {...field('startsAt')}
        helperText={formik.touched.startsAt && formik.errors.startsAt ? formik.errors.startsAt : 'Hyderabad time (IST)'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Ends"
        type="datetime-local"
        required
        {...field('endsAt')}
        helperText={formik.touched.endsAt && formik.errors.endsAt ? formik.errors.endsAt : 'Hyderabad time (IST)'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Capacity (seats)"
        type="number"
        {...field('capacity')}
        helperText={
          formik.touched.capacity && formik.errors.capacity
            ? formik.errors.capacity
            : 'Optional: leave empty for no limit. Registrations beyond it join the waitlist.'
        }
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
      <TextField label="Duration" required {...field('duration')} placeholder="3 Hours" />
      <TextField
        label="Sessions (one per line)"
        multiline
        minRows={2}
        {...field('sessions')}
        helperText={
          formik.touched.sessions && formik.errors.sessions
            ? formik.errors.sessions
            : 'e.g. Sat, 12 Dec 2026 (2pm-5pm). Leave empty when visitors need not pick a session'
        }
      />
      <TextField label="Topics: what you'll learn (one per line)" multiline minRows={4} {...field('topics')} />
      <TextField label="Learning outcomes" required multiline minRows={3} {...field('learningOutcomes')} />
      <TextField label="Career paths (one per line)" multiline minRows={3} {...field('careerPaths')} />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Submitting...' : workshop ? 'Save Workshop' : 'Create Workshop'}
        </Button>
        <Button component={RouterLink} to={ROUTES.adminWorkshops}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}

/** /admin/workshops/new and /admin/workshops/edit/{slug}. */
export function AdminWorkshopEditorPage() {
  const { slug } = useParams();
  const { data, isLoading, isError, refetch } = useGetWorkshopQuery(slug ?? '', { skip: !slug });
  const title = slug ? 'Edit Workshop' : 'Add Workshop';
  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead
        meta={privateMeta(title, 'Create or edit an ITX workshop.', slug ? ROUTES.adminWorkshopEdit(slug) : ROUTES.adminWorkshopNew)}
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
        <WorkshopEditor key={data ? `${data.slug}:${data.version}` : 'new'} workshop={data} onReload={slug ? refetch : undefined} />
      )}
    </Container>
  );
}
