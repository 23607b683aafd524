import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { jobLocationLabel, jobTypeLabel, PAGE_SIZE, ROUTES, type JobDto, privateMeta } from '@contract';
import { DeleteJobButton } from '@/features/delete-job';
import { experienceLabel, formatJobDate, useGetAdminJobsQuery } from '@/entities/job';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { AdminDataGrid, ViewOnSiteButton } from '@/shared/ui/admin-grid';
import { PageHead } from '@/shared/ui/page-head';
import { AdminPageHeader } from '@/shared/ui/admin-page';

const NO_JOBS: JobDto[] = [];

const columns: GridColDef<JobDto>[] = [
  { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
  { field: 'location', headerName: 'Location', flex: 1, minWidth: 150, valueGetter: (_v, job) => jobLocationLabel(job.location) },
  { field: 'jobType', headerName: 'Type', width: 110, valueGetter: (_v, job) => jobTypeLabel(job.jobType) },
  { field: 'experienceRequired', headerName: 'Experience', width: 110, valueFormatter: (_v, job) => experienceLabel(job) },
  {
    field: 'createdAt',
    headerName: 'Posted',
    width: 120,
    valueGetter: (_v, job) => new Date(job.createdAt),
    valueFormatter: (_v, job) => formatJobDate(job.createdAt),
    type: 'date',
  },
  {
    field: 'validThrough',
    headerName: 'Closes',
    width: 170,
    type: 'date',
    valueGetter: (_v, job) => new Date(job.validThrough),
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <span>{formatJobDate(row.validThrough)}</span>
        {!row.open ? (
          <Chip label="Closed" size="small" variant="outlined" />
        ) : row.expired ? (
          <Chip label="Expired" size="small" color="warning" variant="outlined" />
        ) : null}
      </Stack>
    ),
  },
  {
    field: 'actions',
    headerName: 'Actions',
    width: 340,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={ROUTES.adminJobEdit(row.slug)}
          startIcon={<EditOutlinedIcon />}
          aria-label={`Edit ${row.title}`}
        >
          Edit
        </Button>
        <ViewOnSiteButton to={ROUTES.job(row.slug)} title={row.title} />
        <DeleteJobButton job={row} />
      </Stack>
    ),
  },
];

/** /admin/jobs: every posting, closed and expired ones marked, 6 per page, with Add Job, Edit and Delete (docs/product.md §2). */
export function AdminJobsPage() {
  const { data: jobs = NO_JOBS, isLoading, isError } = useGetAdminJobsQuery(undefined);
  const adminId = useAppSelector(selectUser)?.id;
  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead meta={privateMeta('Manage Jobs', 'Manage ITX job postings.', ROUTES.adminJobs)} />
      <AdminPageHeader title="Manage Jobs">
        <Button component={RouterLink} to={ROUTES.adminJobCreate} variant="contained" startIcon={<AddIcon />}>
          Add Job
        </Button>
      </AdminPageHeader>
      {isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          Error: Failed to load jobs.
        </Alert>
      ) : null}
      <Box sx={{ width: '100%' }}>
        <AdminDataGrid
          layoutKey="jobs"
          adminId={adminId}
          searchLabel="Search jobs"
          aria-label="Job postings"
          rows={jobs}
          columns={columns}
          getRowId={(job) => job.slug}
          loading={isLoading}
          autoHeight
          disableVirtualization
          disableRowSelectionOnClick
          pageSizeOptions={[PAGE_SIZE.adminJobs]}
          initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE.adminJobs, page: 0 } } }}
          localeText={{ noRowsLabel: 'No jobs found.', noResultsOverlayLabel: 'No jobs match the search.' }}
        />
      </Box>
    </Container>
  );
}
