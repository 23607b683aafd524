import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import { ADMIN_ROUTES, formatWorkshopDay, type DashboardWorkshop } from '@contract';
import { formatCount, leadsLink } from '../lib/leads-link';
import { DashboardTable, EmptyWithLink, RowTitle } from './dashboard-table';

function seatsText(w: DashboardWorkshop): string {
  if (w.capacity === null) return `${formatCount(w.seatsTaken)} registered (not limited)`;
  return `${formatCount(w.seatsTaken)} of ${formatCount(w.capacity)} taken`;
}

const COLUMNS = [{ label: 'Workshop' }, { label: 'Starts' }, { label: 'Seats' }, { label: 'Waitlist', numeric: true, hideOnPhone: true }];

/** The workshops not yet ended, soonest first: seats taken against capacity, and the waitlist. */
export function WorkshopSeats({ workshops }: { workshops: DashboardWorkshop[] }) {
  return (
    <DashboardTable
      title="Workshop seats"
      columns={COLUMNS}
      rows={workshops}
      empty={<EmptyWithLink text="No upcoming workshops." to={ADMIN_ROUTES.adminWorkshopNew} action="Add a workshop" />}
      rowKey={(w) => w.slug}
      renderCells={(w) => (
        <>
          <RowTitle to={ADMIN_ROUTES.adminWorkshopEdit(w.slug)}>{w.title}</RowTitle>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWorkshopDay(w.startsAt)}</TableCell>
          <TableCell sx={{ minWidth: { sm: 160 } }}>
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
        </>
      )}
    />
  );
}
