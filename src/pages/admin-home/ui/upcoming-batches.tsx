import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COURSE_MODE_LABELS, formatCourseDate, ROUTES, type DashboardBatch } from '@contract';

/** The next batches still taking applications, soonest first. */
export function UpcomingBatches({ batches }: { batches: DashboardBatch[] }) {
  return (
    <section aria-label="Upcoming batches">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Upcoming batches
      </Typography>
      {batches.length === 0 ? (
        <Typography color="text.secondary">
          No batch is open for applications.{' '}
          <Link component={RouterLink} to={ROUTES.adminCourses}>
            Add one in Courses
          </Link>
          .
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Course
                </TableCell>
                <TableCell component="th" scope="col">
                  Starts
                </TableCell>
                <TableCell component="th" scope="col">
                  Apply by
                </TableCell>
                <TableCell component="th" scope="col">
                  Mode
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Seats
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {batches.map((b) => (
                <TableRow key={b.id}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                    <Link component={RouterLink} to={ROUTES.adminCourseEdit(b.courseSlug)}>
                      {b.courseTitle}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCourseDate(b.startDate)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCourseDate(b.applyBy)}</TableCell>
                  <TableCell>{COURSE_MODE_LABELS[b.mode]}</TableCell>
                  <TableCell align="right">{b.seats ?? 'Not limited'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
