import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { FUNNEL_PERIODS, type FunnelCounts, type FunnelPeriod, type FunnelRow, type FunnelSourceRow, type LeadFunnelDto } from '@contract';
import { useGetLeadFunnelQuery } from '@/entities/dashboard';
import { formatCount, shortDay } from '../lib/leads-link';
import { CountTable } from './count-table';
import { DashboardTable, RowTitle } from './dashboard-table';

/** The four numbers of each table row, in its columns' order. */
const ROW_COUNTS: { key: keyof FunnelCounts; label: string }[] = [
  { key: 'leads', label: 'Leads' },
  { key: 'contacted', label: 'Contacted' },
  { key: 'enrolled', label: 'Enrolled' },
  { key: 'lost', label: 'Lost' },
];

/** "42%" of `of`; nothing when there is nothing to divide. */
function share(n: number, of: number): string {
  return of > 0 ? `${Math.round((n / of) * 100)}%` : '';
}

const COLUMNS = [
  { label: '' },
  { label: 'Leads', numeric: true },
  // On a phone the table keeps what a counsellor compares: leads, enrolled and lost.
  { label: 'Contacted', numeric: true, hideOnPhone: true },
  { label: 'Enrolled', numeric: true },
  { label: 'Lost', numeric: true },
];

function FunnelTable<T extends FunnelRow>({
  title,
  column,
  rows,
  label,
}: {
  title: string;
  column: string;
  rows: T[];
  label: (r: T) => string;
}) {
  return (
    <DashboardTable
      title={title}
      columns={[{ ...COLUMNS[0], label: column }, ...COLUMNS.slice(1)]}
      rows={rows}
      empty="No leads in this period."
      rowKey={label}
      renderCells={(r) => (
        <>
          <RowTitle>{label(r)}</RowTitle>
          {ROW_COUNTS.map((s) => (
            <TableCell key={s.key} align="right">
              {formatCount(r[s.key])}
            </TableCell>
          ))}
        </>
      )}
    />
  );
}

const sourceName = (s: FunnelSourceRow) =>
  s.kind === 'utm' ? `${s.label} (utm_source)` : s.kind === 'page' ? `${s.label} (page)` : s.label;

function Funnel({ funnel }: { funnel: LeadFunnelDto }) {
  const { total } = funnel;
  // Leads, then how many reached each later stage (Enrolled last), then how many were lost.
  const cards = [
    { key: 'leads', label: 'Leads', count: total.leads, note: `${shortDay(funnel.since)} to ${shortDay(funnel.today)}` },
    ...funnel.stages
      .filter((st) => st.kind !== 'lost' && st.id !== 'new')
      .map((st) => ({ key: st.id, label: st.label, count: st.reached ?? 0, note: `${share(st.reached ?? 0, total.leads)} of leads` })),
    {
      key: 'lost',
      // As staff named the Lost stage.
      label: funnel.stages.find((st) => st.kind === 'lost')?.label ?? 'Lost',
      count: total.lost,
      note: `${share(total.lost, total.leads)} of leads`,
    },
  ];
  return (
    <>
      <Box
        component="ol"
        aria-label="Funnel"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(9rem, 1fr))' },
        }}
      >
        {cards.map((c) => (
          <Box component="li" key={c.key} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {c.label}
            </Typography>
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{formatCount(c.count)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {c.note}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Enquiries and workshop registrations received in the period. Each stage counts the leads that reached it or a later one, by their
        stage today or their history; a call logged counts as contacted. Lost: at Lost today.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' } }}>
        <FunnelTable title="Funnel by course" column="Course or workshop" rows={funnel.byCourse} label={(r) => r.label} />
        <FunnelTable title="Funnel by source" column="Source (UTM, else page)" rows={funnel.bySource} label={sourceName} />
      </Box>
      <CountTable
        title="Why leads were lost"
        column="Reason"
        rows={funnel.lostReasons.map((r) => ({ key: r.label, label: r.label, count: r.count }))}
        empty="No lead of this period was lost."
      />
    </>
  );
}

/** The dashboard's leads funnel (issue 43): the last 30 or 90 days, by course and by source, with the lost reasons. */
export function LeadFunnel() {
  const [days, setDays] = useState<FunnelPeriod>(30);
  const { data, isError, isFetching } = useGetLeadFunnelQuery(days, { refetchOnMountOrArgChange: true });
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}
      component="section"
      aria-labelledby="funnel-heading"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="funnel-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Leads funnel, last {days} days
        </Typography>
        <Box role="group" aria-label="Period" sx={{ display: 'flex', gap: 1 }}>
          {FUNNEL_PERIODS.map((d) => (
            <Button
              key={d}
              size="small"
              variant={d === days ? 'contained' : 'outlined'}
              aria-pressed={d === days}
              onClick={() => setDays(d)}
            >
              {d} days
            </Button>
          ))}
        </Box>
      </Box>
      {isError ? <Alert severity="error">The funnel could not be loaded. Refresh the page to try again.</Alert> : null}
      {data && data.days === days ? (
        <Funnel funnel={data} />
      ) : isFetching ? (
        <Typography color="text.secondary">Counting…</Typography>
      ) : null}
    </Paper>
  );
}
