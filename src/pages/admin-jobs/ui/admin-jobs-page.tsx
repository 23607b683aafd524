import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { jobLocationLabel, jobTypeLabel, PAGE_SIZE, ROUTES, type JobDto, ADMIN_ROUTES } from '@contract';
import { DeleteJobButton } from '@/features/delete-job';
import { experienceLabel, formatJobDate, useGetAdminJobsQuery } from '@/entities/job';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { actionsColumn, AddButton, AdminListGrid, AdminListPage, RecordActions } from '@/shared/ui/admin-list';

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
  actionsColumn(
    340,
    (row) => (
      <RecordActions
        name={row.title}
        edit={ADMIN_ROUTES.adminJobEdit(row.slug)}
        editIcon={<EditOutlinedIcon />}
        view={ROUTES.job(row.slug)}
      >
        <DeleteJobButton job={row} />
      </RecordActions>
    ),
    { hideable: true },
  ),
];

/** Hidden until an admin shows them from Columns, so that the rest fit a laptop's width (issue 38). */
const HIDDEN_BY_DEFAULT = ['experienceRequired', 'createdAt'];

/** /admin/jobs: every posting, closed and expired ones marked, 6 per page, with Add Job, Edit and Delete (docs/product.md §2). */
export function AdminJobsPage() {
  const { data: jobs = NO_JOBS, isLoading, isError } = useGetAdminJobsQuery(undefined);
  const adminId = useAppSelector(selectUser)?.id;
  return (
    <AdminListPage
      title="Manage Jobs"
      description="Manage ITX job postings."
      path={ROUTES.adminJobs}
      actions={<AddButton to={ADMIN_ROUTES.adminJobCreate}>Add Job</AddButton>}
      notice={
        isError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            Error: Failed to load jobs.
          </Alert>
        ) : null
      }
    >
      <AdminListGrid
        layoutKey="jobs"
        hiddenByDefault={HIDDEN_BY_DEFAULT}
        adminId={adminId}
        searchLabel="Search jobs"
        aria-label="Job postings"
        rows={jobs}
        columns={columns}
        getRowId={(job) => job.slug}
        loading={isLoading}
        autoHeight
        disableVirtualization
        pageSize={PAGE_SIZE.adminJobs}
        localeText={{ noRowsLabel: 'No jobs found.', noResultsOverlayLabel: 'No jobs match the search.' }}
      />
    </AdminListPage>
  );
}
