import { useCallback, useDeferredValue, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { jobLocationLabel, PAGE_SIZE, STATIC_PAGE_META, type JobDto } from '@contract';
import { JobCard, useGetJobsQuery } from '@/entities/job';
import { pageFromParam, usePagedList } from '@/shared/lib/paging';
import { searchRanked } from '@/shared/lib/search';
import { useUrlState } from '@/shared/lib/url-state';
import { NativeSelectField, SearchField } from '@/shared/ui/fields';
import { PageHead } from '@/shared/ui/page-head';
import { Pager } from '@/shared/ui/pager';
import { PageBand } from '@/shared/ui/page-band';
import { useSiteFacts } from '@/shared/lib/contact-links';

export const NO_JOBS_MESSAGE = 'No jobs found.';
const ALL_LOCATIONS = '';
const NO_JOBS: JobDto[] = [];
const FILTER_KEYS = ['q', 'location', 'page'] as const;

/**
 * /careers: open jobs with title search, location filter and 6 per page (docs/product.md §2). Filters and the
 * page live in the URL: a page is a history entry (Back returns to the one before), a filter starts at page 1.
 */
export function CareersPage() {
  const site = useSiteFacts();
  const { data, isLoading, isError } = useGetJobsQuery(undefined);
  // The store's answer re-renders synchronously; the cards are built from a deferred copy instead, in a
  // transition that yields to the browser, while the sync render only keeps "Loading..." up.
  const jobs = useDeferredValue(data ?? NO_JOBS);
  const loading = isLoading || (data !== undefined && jobs !== data);
  const [filters, setFilters] = useUrlState(FILTER_KEYS);
  const search = filters.q;
  const location = filters.location;
  const setFilter = (key: 'q' | 'location', value: string) => setFilters({ [key]: value, page: '' });
  const pageControl = {
    page: pageFromParam(filters.page),
    setPage: (p: number) => setFilters({ page: p > 1 ? String(p) : '' }, { push: true }),
  };

  const locations = useMemo(() => [...new Set(jobs.map((j) => jobLocationLabel(j.location)))].sort((a, b) => a.localeCompare(b)), [jobs]);
  const term = search.trim();
  // One search rule for every list (shared/lib/search): case, hyphens and punctuation ignored, title matches first.
  const searched = useMemo(
    () => searchRanked(jobs, term, (job: JobDto) => ({ title: job.title, rest: [job.jobDescription] })),
    [jobs, term],
  );
  const atLocation = useCallback((job: JobDto) => location === ALL_LOCATIONS || jobLocationLabel(job.location) === location, [location]);
  const {
    items,
    page,
    setPage,
    totalPages,
    matches: found,
  } = usePagedList(searched, atLocation, PAGE_SIZE.jobs, `${term}|${location}`, pageControl);

  return (
    <>
      <PageHead meta={STATIC_PAGE_META.careers} />
      <PageBand title="Careers at ITX">
        Teach, guide and place the next generation of IT professionals. Join our trainers, counsellors and placement team at {site.area},
        {site.address.locality}.
      </PageBand>
      <Container component="section" maxWidth="lg" sx={{ py: 5 }} aria-labelledby="open-positions">
        <Typography id="open-positions" variant="h2" component="h2" sx={{ mb: 3 }}>
          Open positions
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }} role="search" aria-label="Find a job">
          <SearchField id="job-search" label="Search by job title" value={search} onChange={(v) => setFilter('q', v)} fullWidth />
          <NativeSelectField
            id="job-location-filter"
            label="Location"
            value={location}
            onChange={(v) => setFilter('location', v)}
            sx={{ minWidth: { sm: 260 } }}
          >
            <option value={ALL_LOCATIONS}>All locations</option>
            {locations.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
            {location !== ALL_LOCATIONS && !locations.includes(location) ? <option value={location}>{location}</option> : null}
          </NativeSelectField>
        </Stack>

        {loading ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>Loading...</Typography>
          </Box>
        ) : isError ? (
          <Alert severity="error">We could not load the open positions right now. Please try again in a moment.</Alert>
        ) : found.length === 0 ? (
          <Typography role="status" sx={{ py: 6, textAlign: 'center', fontSize: '1.1rem' }}>
            {NO_JOBS_MESSAGE}
          </Typography>
        ) : (
          <>
            <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
              {found.length === 1 ? '1 open position' : `${found.length} open positions`}
            </Typography>
            <Grid container spacing={3}>
              {items.map((job) => (
                <Grid key={job.slug} size={{ xs: 12, sm: 6, md: 4 }}>
                  <JobCard job={job} headingLevel="h3" />
                </Grid>
              ))}
            </Grid>
            <Pager page={page} totalPages={totalPages} onChange={setPage} label="Job pages" />
          </>
        )}
      </Container>
    </>
  );
}
