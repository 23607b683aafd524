import TableCell from '@mui/material/TableCell';
import { COURSE_MODE_LABELS, formatCourseDate, ROUTES, type DashboardBatch, ADMIN_ROUTES } from '@contract';
import { DashboardTable, EmptyWithLink, RowTitle } from './dashboard-table';

const COLUMNS = [
  { label: 'Course' },
  { label: 'Starts' },
  { label: 'Apply by', hideOnPhone: true },
  { label: 'Mode', hideOnPhone: true },
  { label: 'Seats', numeric: true },
];

/** The next batches still taking applications, soonest first. */
export function UpcomingBatches({ batches }: { batches: DashboardBatch[] }) {
  return (
    <DashboardTable
      title="Upcoming batches"
      columns={COLUMNS}
      rows={batches}
      empty={<EmptyWithLink text="No batch is open for applications." to={ROUTES.adminCourses} action="Add one in Courses" />}
      rowKey={(b) => b.id}
      renderCells={(b) => (
        <>
          <RowTitle to={ADMIN_ROUTES.adminCourseEdit(b.courseSlug)}>{b.courseTitle}</RowTitle>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCourseDate(b.startDate)}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCourseDate(b.applyBy)}</TableCell>
          <TableCell>{COURSE_MODE_LABELS[b.mode]}</TableCell>
          <TableCell align="right">{b.seats ?? 'Not limited'}</TableCell>
        </>
      )}
    />
  );
}
