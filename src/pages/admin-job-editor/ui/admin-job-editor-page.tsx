import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES, privateMeta } from '@contract';
import { JobForm } from '@/features/edit-job';
import { useGetJobQuery } from '@/entities/job';
import { PageHead } from '@/shared/ui/page-head';

export const FETCH_JOB_FAILED = 'Error: Failed to fetch job data';

/** /admin/jobs/create and /admin/jobs/edit/{slug}: edit mode when a slug is in the route (docs/product.md §4). */
export function AdminJobEditorPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const editing = Boolean(slug);
  const { data: job, isLoading, isError, refetch } = useGetJobQuery(slug ?? '', { skip: !editing, refetchOnMountOrArgChange: true });
  const title = editing ? 'Edit Job' : 'Post a New Job';
  const onSaved = () => void navigate(ROUTES.adminJobs);

  return (
    <Container component="section" maxWidth="md" sx={{ py: 6 }}>
      <PageHead
        meta={privateMeta(title, 'Create or edit an ITX job posting.', editing && slug ? ROUTES.adminJobEdit(slug) : ROUTES.adminJobCreate)}
      />
      <Link component={RouterLink} to={ROUTES.adminJobs} sx={{ display: 'inline-block', mb: 2 }}>
        Back to all jobs
      </Link>
      <Typography variant="h1" component="h1" sx={{ mb: 4 }}>
        {title}
      </Typography>
      {!editing ? (
        <JobForm onSaved={onSaved} />
      ) : isLoading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>Loading...</Typography>
        </Box>
      ) : isError || !job ? (
        <Alert severity="error">{FETCH_JOB_FAILED}</Alert>
      ) : (
        <JobForm key={`${job.slug}:${job.version}`} job={job} onSaved={onSaved} onReload={refetch} />
      )}
    </Container>
  );
}
