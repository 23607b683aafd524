import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { DASHBOARD_DAYS, LEAD_FORM_LABELS, LEAD_FORMS, type DashboardDay } from '@contract';
import { formatCount, shortDay } from '../lib/leads-link';

export const CHART_TITLE = `Leads per day, last ${DASHBOARD_DAYS} days`;

/**
 * Leads per day by form, stacked (MUI X Charts). The figure is named by its caption; the same numbers are
 * one switch away as a table, for screen readers and for reading exact values.
 */
export function LeadsPerDay({ days }: { days: DashboardDay[] }) {
  const captionId = useId();
  const [asTable, setAsTable] = useState(false);
  const dataset = useMemo(() => days.map((d) => ({ label: shortDay(d.day), ...d.counts })), [days]);
  const total = days.reduce((sum, d) => sum + LEAD_FORMS.reduce((n, f) => n + d.counts[f], 0), 0);
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Box component="figcaption" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={captionId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {CHART_TITLE}
        </Typography>
        <FormControlLabel control={<Switch checked={asTable} onChange={(e) => setAsTable(e.target.checked)} />} label="Show as table" />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {formatCount(total)} leads in all, by form.
      </Typography>
      <BarChart
        height={300}
        dataset={dataset}
        xAxis={[
          { scaleType: 'band', dataKey: 'label', tickLabelInterval: (_value, index) => index % 5 === 4 || index === days.length - 1 },
        ]}
        yAxis={[{ tickMinStep: 1 }]}
        series={LEAD_FORMS.map((form) => ({ dataKey: form, label: LEAD_FORM_LABELS[form], stack: 'leads' }))}
        margin={{ left: 0, right: 8 }}
      />
      {asTable ? (
        <TableContainer>
          <Table size="small">
            <caption>{CHART_TITLE}, by form</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Day
                </TableCell>
                {LEAD_FORMS.map((form) => (
                  <TableCell key={form} component="th" scope="col" align="right">
                    {LEAD_FORM_LABELS[form]}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col" align="right">
                  Total
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {days.map((d) => (
                <TableRow key={d.day}>
                  <TableCell component="th" scope="row">
                    {shortDay(d.day)}
                  </TableCell>
                  {LEAD_FORMS.map((form) => (
                    <TableCell key={form} align="right">
                      {formatCount(d.counts[form])}
                    </TableCell>
                  ))}
                  <TableCell align="right">{formatCount(LEAD_FORMS.reduce((n, f) => n + d.counts[f], 0))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Box>
  );
}
