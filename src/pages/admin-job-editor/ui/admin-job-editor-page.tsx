import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { ROUTES, privateMeta, ADMIN_ROUTES } from '@contract';
import { duplicateJobForm, JobForm } from '@/features/edit-job';
import { useGetJobQuery } from '@/entities/job';
import { PageHead } from '@/shared/ui/page-head';
import { AdminPageHeader } from '@/shared/ui/admin-page';

export const FETCH_JOB_FAILED = 'Error: Failed to fetch job data';
/** The create page's query parameter naming the job to duplicate. */
export const DUPLICATE_PARAM = 'from';

/** Where "Duplicate job" leads: the create form, filled from the job of `slug`. */
export function duplicateJobPath(slug: string): string {
  return `${ADMIN_ROUTES.adminJobCreate}?${DUPLICATE_PARAM}=${encodeURIComponent(slug)}`;
}

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>Loading...</Typography>
    </Box>
  );
}

/**
 * /admin/jobs/create and /admin/jobs/edit/{slug}: edit mode when a slug is in the route (docs/product.md §4).
 * /admin/jobs/create?from={slug} is a duplicate: the create form filled with that job's fields (issue 20).
 */
export function AdminJobEditorPage() {
  const { slug } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const editing = Boolean(slug);
  const from = editing ? null : search.get(DUPLICATE_PARAM);
  const source = slug ?? from ?? '';
  const { data: job, isLoading, isError, refetch } = useGetJobQuery(source, { skip: source === '', refetchOnMountOrArgChange: true });
  const title = editing ? 'Edit Job' : 'Post a New Job';
  const onSaved = () => void navigate(ROUTES.adminJobs);

  return (
    <Container component="section" maxWidth="md" sx={{ py: 6 }}>
      <PageHead
        meta={privateMeta(
          title,
          'Create or edit an ITX job posting.',
          editing && slug ? ADMIN_ROUTES.adminJobEdit(slug) : ADMIN_ROUTES.adminJobCreate,
        )}
      />
      <Link component={RouterLink} to={ROUTES.adminJobs} sx={{ display: 'inline-block', mb: 2 }}>
        Back to all jobs
      </Link>
      <AdminPageHeader title={title} mb={4}>
        {editing && job ? (
          <Button component={RouterLink} to={duplicateJobPath(job.slug)} variant="outlined" startIcon={<ContentCopyIcon aria-hidden />}>
            Duplicate job
          </Button>
        ) : null}
      </AdminPageHeader>
      {!editing && !from ? (
        <JobForm onSaved={onSaved} />
      ) : isLoading ? (
        <Loading />
      ) : isError || !job ? (
        <Alert severity="error">{FETCH_JOB_FAILED}</Alert>
      ) : editing ? (
        <JobForm key={`${job.slug}:${job.version}`} job={job} onSaved={onSaved} onReload={refetch} />
      ) : (
        <>
          <Alert severity="info" sx={{ mb: 3 }}>
            A copy of “{job.title}”: check the fields, then post it as a new job.
          </Alert>
          <JobForm key={`copy:${job.slug}`} initialValues={duplicateJobForm(job)} onSaved={onSaved} />
        </>
      )}
    </Container>
  );
}
