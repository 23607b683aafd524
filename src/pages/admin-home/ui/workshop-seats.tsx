import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatWorkshopDay, ROUTES, type DashboardWorkshop } from '@contract';
import { formatCount, leadsLink } from '../lib/leads-link';

function seatsText(w: DashboardWorkshop): string {
  if (w.capacity === null) return `${formatCount(w.seatsTaken)} registered (not limited)`;
  return `${formatCount(w.seatsTaken)} of ${formatCount(w.capacity)} taken`;
}

/** The workshops not yet ended, soonest first: seats taken against capacity, and the waitlist. */
export function WorkshopSeats({ workshops }: { workshops: DashboardWorkshop[] }) {
  return (
    <section aria-label="Workshop seats">
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Workshop seats
      </Typography>
      {workshops.length === 0 ? (
        <Typography color="text.secondary">
          No upcoming workshops.{' '}
          <Link component={RouterLink} to={ROUTES.adminWorkshopNew}>
            Add a workshop
          </Link>
          .
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Workshop
                </TableCell>
                <TableCell component="th" scope="col">
                  Starts
                </TableCell>
                <TableCell component="th" scope="col">
                  Seats
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  Waitlist
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {workshops.map((w) => (
                <TableRow key={w.slug}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                    <Link component={RouterLink} to={ROUTES.adminWorkshopEdit(w.slug)}>
                      {w.title}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWorkshopDay(w.startsAt)}</TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Link component={RouterLink} to={leadsLink({ form: 'workshop', interest: w.title })}>
                      {seatsText(w)}
                    </Link>
                    {w.capacity ? (
                      <Box sx={{ mt: 0.5 }}>
                        <LinearProgress
                          variant="determinate"
                          value={Math.min(100, (w.seatsTaken / w.capacity) * 100)}
                          aria-label={`${w.title}: seats taken`}
                          color={w.seatsTaken >= w.capacity ? 'warning' : 'primary'}
                        />
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{formatCount(w.waitlist)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
