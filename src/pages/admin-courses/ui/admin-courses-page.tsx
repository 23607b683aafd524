import { useMemo, useState } from 'react';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { ROUTES, type AdminCourseDto, formatCourseDate, formatFee, openBatches, ADMIN_ROUTES } from '@contract';
import { useDeleteCourseMutation, useGetAdminCoursesQuery } from '@/entities/course';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { actionsColumn, AddButton, AdminListGrid, AdminListPage, RecordActions } from '@/shared/ui/admin-list';
import { ConfirmDialog, toastOutcome } from '@/shared/ui/confirm-dialog';

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

/** Hidden until an admin shows them from Columns, so that the rest fit a laptop's width (issue 38). */
const HIDDEN_BY_DEFAULT = ['batches'];

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
      { field: 'title', headerName: 'Title', flex: 2, minWidth: 180 },
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
      actionsColumn(330, (row) => (
        <RecordActions
          name={row.title}
          edit={ADMIN_ROUTES.adminCourseEdit(row.slug)}
          view={row.archived ? null : ROUTES.course(row.slug)}
          // An archived course with leads stays archived: deleting it again would change nothing.
          onDelete={
            row.archived && row.leads > 0
              ? undefined
              : () => {
                  setPending(row);
                  setAsking(true);
                }
          }
        />
      )),
    ],
    [],
  );

  const confirmDelete = async () => {
    if (!pending) return;
    await toastOutcome(remove(pending.slug).unwrap(), ({ message }) => message, 'Failed to delete the course.');
    setAsking(false);
  };

  const archiving = pending !== null && pending.leads > 0;
  return (
    <AdminListPage
      title="Manage Courses"
      description="Manage ITX courses and their batches."
      path={ROUTES.adminCourses}
      actions={<AddButton to={ADMIN_ROUTES.adminCourseNew}>Add Course</AddButton>}
      listName="courses"
      failed={isError}
    >
      <AdminListGrid
        layoutKey="courses"
        hiddenByDefault={HIDDEN_BY_DEFAULT}
        adminId={adminId}
        searchLabel="Search courses"
        rows={courses}
        columns={columns}
        getRowId={(row) => row._id}
        loading={isLoading}
        pageSize={10}
        aria-label="Courses"
        localeText={{ noRowsLabel: 'No courses yet. Add the first one.', noResultsOverlayLabel: 'No courses match the search.' }}
      />
      <ConfirmDialog
        open={asking}
        id="delete-course"
        title={archiving ? 'Archive course' : 'Delete course'}
        confirmLabel={archiving ? 'Archive' : 'Delete'}
        busy={deleting}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirmDelete()}
      >
        {pending ? <DeleteCourseText course={pending} /> : null}
      </ConfirmDialog>
    </AdminListPage>
  );
}
