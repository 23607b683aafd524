import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import { formatCount } from '../lib/leads-link';
import { DashboardTable, RowTitle } from './dashboard-table';

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
    <DashboardTable
      title={title}
      columns={[{ label: column }, { label: 'Leads', numeric: true }]}
      rows={rows}
      empty={empty}
      rowKey={(r) => r.key}
      renderCells={(r) => (
        <>
          <RowTitle to={r.to}>{r.label}</RowTitle>
          <TableCell align="right">{formatCount(r.count)}</TableCell>
        </>
      )}
    />
  );
}
