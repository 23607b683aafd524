import { lazy, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { isJobOpen, jobLocationLabel, jobMeta, jobTypeLabel, notFoundMeta, ROUTES, type JobDto } from '@contract';
import { experienceLabel, formatJobDate, salaryLabel, useGetJobQuery } from '@/entities/job';
import { NeededSoon } from '@/shared/lib/dom';
import { PageHead } from '@/shared/ui/page-head';
import { ItemNotFound } from '@/shared/ui/item-not-found';

export const JOB_NOT_FOUND_TITLE = 'Job not found';

// The application form (Formik, yup, MUI's text fields) is below the first screen on a phone: the server's
// form stays as it is, and its code loads and hydrates it as the visitor heads there, touches it or
// presses Tab (NeededSoon). On a wide screen it is in view, so it comes at once.
const ApplyJobForm = lazy(() =>
  import(/* webpackChunkName: "apply-job" */ '@/features/apply-job').then((m) => ({ default: m.ApplyJobForm })),
);
/** About the form's height, kept free on a page the browser builds until it arrives. */
const applyPlaceholder = <div style={{ minHeight: 520 }} />;

function ApplyForm({ job }: { job: JobDto }) {
  // Made once per job: a new element while the server's form waits would be an update to it (NeededSoon).
  const form = useMemo(() => <ApplyJobForm job={job} />, [job]);
  return <NeededSoon placeholder={applyPlaceholder}>{form}</NeededSoon>;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** /careers/{slug}: the whole posting, its JobPosting structured data, and the application form. */
export function JobDetailPage() {
  const { slug = '' } = useParams();
  const { data: job, isLoading, isError } = useGetJobQuery(slug);

  if (isLoading) {
    return (
      <Container maxWidth="lg" sx={{ py: 8 }}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center' }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>Loading...</Typography>
        </Box>
      </Container>
    );
  }

  if (isError || !job) {
    return (
      <>
        <PageHead meta={notFoundMeta('Job', ROUTES.job(slug))} />
        <ItemNotFound
          title={JOB_NOT_FOUND_TITLE}
          text="This position may have been filled or removed. Have a look at the jobs that are open now."
          back={{ to: ROUTES.careers, label: 'See open positions' }}
        />
      </>
    );
  }

  const open = isJobOpen(job);
  return (
    <>
      <PageHead meta={jobMeta(job)} />
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 7 } }}>
        <Container maxWidth="lg">
          <Link
            component={RouterLink}
            to={ROUTES.careers}
            sx={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, textDecorationColor: 'inherit' }}
          >
            <ArrowBackIcon fontSize="small" aria-hidden />
            All open positions
          </Link>
          <Typography variant="h1" component="h1">
            {job.title}
          </Typography>
          <Typography sx={{ mt: 1.5, fontSize: '1.1rem' }}>
            {jobLocationLabel(job.location)} · {jobTypeLabel(job.jobType)}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 5 }}>
        {open ? null : (
          // A closed job says so first, before anything that reads like an invitation to apply.
          <Alert severity="info" sx={{ mb: 4 }}>
            {job.open
              ? `This position closed on ${formatJobDate(job.validThrough)} and no longer takes applications.`
              : 'This position is closed and no longer takes applications.'}{' '}
            <Link component={RouterLink} to={ROUTES.careers}>
              See open positions
            </Link>
            .
          </Alert>
        )}
        <Grid container spacing={5}>
          <Grid size={{ xs: 12, md: open ? 7 : 12 }}>
            <Paper variant="outlined" sx={{ p: 3, mb: 4 }}>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2.5, m: 0 }}>
                <Fact label="Location">{jobLocationLabel(job.location)}</Fact>
                <Fact label="Job type">{jobTypeLabel(job.jobType)}</Fact>
                <Fact label="Experience">{experienceLabel(job)}</Fact>
                <Fact label="Salary">{salaryLabel(job.salary)}</Fact>
                <Fact label="Posted on">
                  <time dateTime={job.createdAt}>{formatJobDate(job.createdAt)}</time>
                </Fact>
                {open ? (
                  <Fact label="Apply by">
                    <time dateTime={job.validThrough}>{formatJobDate(job.validThrough)}</time>
                  </Fact>
                ) : null}
              </Box>
            </Paper>
            <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
              About the role
            </Typography>
            {paragraphs(job.jobDescription).map((p, i) => (
              <Typography key={i} sx={{ mb: 2, lineHeight: 1.7 }}>
                {p}
              </Typography>
            ))}
            <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 2 }}>
              Key responsibilities
            </Typography>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {job.keyResponsibilities.map((r, i) => (
                <Typography component="li" key={i} sx={{ mb: 1.25, lineHeight: 1.6 }}>
                  {r}
                </Typography>
              ))}
            </Box>
          </Grid>
          {open ? (
            <Grid size={{ xs: 12, md: 5 }}>
              <Paper
                variant="outlined"
                component="section"
                aria-labelledby="apply-heading"
                sx={{ p: 3, position: { md: 'sticky' }, top: { md: 96 } }}
              >
                <Typography id="apply-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
                  Apply for this job
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2.5 }}>
                  Leave your details and our hiring team will call you within two working days.
                </Typography>
                <ApplyForm job={job} />
              </Paper>
            </Grid>
          ) : null}
        </Grid>
      </Container>
    </>
  );
}
