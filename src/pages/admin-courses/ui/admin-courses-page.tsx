import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { ROUTES, type AdminCourseDto, formatCourseDate, formatFee, openBatches, privateMeta } from '@contract';
import { useDeleteCourseMutation, useGetAdminCoursesQuery } from '@/entities/course';
import { selectUser } from '@/entities/session';
import { errorMessage } from '@/shared/api';
import { useAppSelector } from '@/shared/lib/redux';
import { showToast } from '@/shared/lib/toast';
import { AdminDataGrid, ViewOnSiteButton } from '@/shared/ui/admin-grid';
import { PageHead } from '@/shared/ui/page-head';
import { AdminPageHeader, ListLoadError } from '@/shared/ui/admin-page';

const NO_OPEN_BATCH = 'No open batch';

const leadsText = (n: number) => (n === 1 ? '1 lead' : `${n} leads`);

/** What deleting does to this course: the server archives a course leads asked about instead of deleting it. */
function DeleteCourseText({ course }: { course: AdminCourseDto }) {
  return course.leads > 0 ? (
    <>
      {leadsText(course.leads)} asked about &quot;{course.title}&quot;, so it will be archived rather than deleted: it disappears from the
      public site and its leads keep the course name. It stays in this list, marked Archived.
    </>
  ) : (
    <>
      No leads asked about &quot;{course.title}&quot;, so it will be deleted for good, with all its batches. This cannot be undone. (A
      course that leads asked about is archived instead.)
    </>
  );
}

/**
 * /admin/courses: every course, archived ones too; search, sort, the admin's own column layout; Add, Edit,
 * View on site (not for an archived course, which has no public page) and Delete (with confirmation).
 */
export function AdminCoursesPage() {
  const { data: courses = [], isLoading, isError } = useGetAdminCoursesQuery(undefined);
  const adminId = useAppSelector(selectUser)?.id;
  // The course asked about stays set while the dialog closes, so its text does not change as it fades.
  const [pending, setPending] = useState<AdminCourseDto | null>(null);
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading: deleting }] = useDeleteCourseMutation();

  const columns = useMemo<GridColDef<AdminCourseDto>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 2, minWidth: 220 },
      {
        field: 'nextBatch',
        headerName: 'Next open batch',
        // Never narrower than a "Mon DDth YYYY" date or "No open batch"; wider when the grid has room.
        flex: 1,
        minWidth: 160,
        valueGetter: (_value, row) => openBatches(row.batches)[0]?.startDate ?? '',
        valueFormatter: (value: string) => (value ? formatCourseDate(value) : NO_OPEN_BATCH),
      },
      { field: 'batches', headerName: 'Batches', type: 'number', width: 100, valueGetter: (_value, row) => row.batches.length },
      {
        field: 'fee',
        headerName: 'Fee',
        type: 'number',
        minWidth: 120,
        flex: 0.6,
        valueGetter: (_value, row) => row.fee.amount,
        valueFormatter: (value: number) => formatFee(value),
      },
      {
        field: 'archived',
        headerName: 'Status',
        width: 120,
        valueFormatter: (archived: boolean) => (archived ? 'Archived' : 'Live'),
        renderCell: ({ row }) =>
          row.archived ? (
            <Chip size="small" label="Archived" variant="outlined" />
          ) : (
            <Chip size="small" label="Live" color="success" variant="outlined" />
          ),
      },
      { field: 'leads', headerName: 'Leads', type: 'number', width: 90 },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 330,
        sortable: false,
        filterable: false,
        hideable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              component={RouterLink}
              to={ROUTES.adminCourseEdit(row.slug)}
              size="small"
              variant="outlined"
              aria-label={`Edit ${row.title}`}
            >
              Edit
            </Button>
            {row.archived ? null : <ViewOnSiteButton to={ROUTES.course(row.slug)} title={row.title} />}
            {/* An archived course with leads stays archived: deleting it again would change nothing. */}
            {row.archived && row.leads > 0 ? null : (
              <Button
                size="small"
                color="error"
                variant="outlined"
                aria-label={`Delete ${row.title}`}
                onClick={() => {
                  setPending(row);
                  setAsking(true);
                }}
              >
                Delete
              </Button>
            )}
          </Stack>
        ),
      },
    ],
    [],
  );

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      const { message } = await remove(pending.slug).unwrap();
      showToast(message, 'success');
    } catch (error) {
      showToast(errorMessage(error, 'Failed to delete the course.'), 'error');
    }
    setAsking(false);
  };

  const archiving = pending !== null && pending.leads > 0;
  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead meta={privateMeta('Manage Courses', 'Manage ITX courses and their batches.', ROUTES.adminCourses)} />
      <AdminPageHeader title="Manage Courses">
        <Button component={RouterLink} to={ROUTES.adminCourseNew} variant="contained" startIcon={<AddIcon aria-hidden />}>
          Add Course
        </Button>
      </AdminPageHeader>
      {isError ? <ListLoadError what="courses" /> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <AdminDataGrid
          layoutKey="courses"
          adminId={adminId}
          searchLabel="Search courses"
          rows={courses}
          columns={columns}
          getRowId={(row) => row._id}
          loading={isLoading}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
          pageSizeOptions={[10]}
          disableRowSelectionOnClick
          aria-label="Courses"
          localeText={{ noRowsLabel: 'No courses yet. Add the first one.', noResultsOverlayLabel: 'No courses match the search.' }}
        />
      </Box>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="delete-course-title" aria-describedby="delete-course-text">
        <DialogTitle id="delete-course-title">{archiving ? 'Archive course' : 'Delete course'}</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-course-text">{pending ? <DeleteCourseText course={pending} /> : null}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()} disabled={deleting}>
            {deleting ? 'Deleting...' : archiving ? 'Archive' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
