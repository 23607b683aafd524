import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export interface DashboardColumn {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Left out on a phone (below 600 px), where the table's columns must fit the screen's width. */
  hideOnPhone?: boolean;
}

export interface DashboardTableProps<T> {
  /** The section's heading and landmark name. */
  title: string;
  columns: readonly DashboardColumn[];
  rows: readonly T[];
  /** What the section says when it has no rows. */
  empty: ReactNode;
  /** A row's key and cells: the first cell a RowTitle, the others in the columns' order. */
  rowKey: (row: T) => string;
  renderCells: (row: T) => ReactNode;
}

/**
 * On a phone: narrower cell padding, and the columns marked `hideOnPhone` left out, so that the rest fit
 * 390 px with every word whole (issue 38).
 */
function phoneSx(columns: readonly DashboardColumn[]) {
  const hidden = Object.fromEntries(
    columns.flatMap((c, i) => (c.hideOnPhone ? [[`& tr > :nth-child(${i + 1})`, { display: { xs: 'none', sm: 'table-cell' } }]] : [])),
  );
  return { '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } }, ...hidden };
}

/** A titled table of the dashboard, or a sentence when it has no rows. */
export function DashboardTable<T>({ title, columns, rows, empty, rowKey, renderCells }: DashboardTableProps<T>) {
  return (
    <section aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" sx={phoneSx(columns)}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label} component="th" scope="col" align={c.numeric ? 'right' : undefined}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>{renderCells(row)}</TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}

/** A row's first cell, which names it: a link to what it counts when there is one. */
export function RowTitle({ to, children }: { to?: string; children: ReactNode }) {
  return (
    <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
      {to ? (
        <Link component={RouterLink} to={to}>
          {children}
        </Link>
      ) : (
        children
      )}
    </TableCell>
  );
}

/** An empty table's sentence with a link to what would fill it ("No upcoming workshops. Add a workshop."). */
export function EmptyWithLink({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <>
      {text}{' '}
      <Link component={RouterLink} to={to}>
        {action}
      </Link>
      .
    </>
  );
}
