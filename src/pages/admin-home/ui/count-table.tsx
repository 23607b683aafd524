import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '../lib/leads-link';

export interface CountRow {
  key: string;
  label: ReactNode;
  count: number;
  /** The leads list filtered to this row, when the list can filter by it. */
  to?: string;
}

/** A titled two-column table: what, and how many leads. */
export function CountTable({ title, column, rows, empty }: { title: string; column: string; rows: CountRow[]; empty: string }) {
  return (
    <section aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {column}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Leads
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 400, wordBreak: 'break-word' }}>
                  {r.to ? (
                    <Link component={RouterLink} to={r.to}>
                      {r.label}
                    </Link>
                  ) : (
                    r.label
                  )}
                </TableCell>
                <TableCell align="right">{formatCount(r.count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
