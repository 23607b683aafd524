import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import {
  privateMeta,
  SITE_SPEED_DAYS,
  SITE_SPEED_DEFAULT_DAYS,
  SITE_SPEED_PAGE,
  WEB_VITAL_CONNECTIONS,
  WEB_VITAL_DEVICES,
  WEB_VITAL_METRICS,
  WEB_VITAL_THRESHOLDS,
  type SiteSpeedDto,
  type VitalP75,
  type WebVitalConnection,
  type WebVitalDevice,
  type WebVitalMetric,
} from '@contract';
import { AdminPageHeader } from '@/shared/ui/admin-page';
import { FilterBar, FilterSelect, labelledOptions } from '@/shared/ui/filter-select';
import { PageHead } from '@/shared/ui/page-head';
import { useGetSiteSpeedQuery } from '../api/site-speed-api';

export const METRIC_NAMES: Record<WebVitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};
const METRIC_MEANING: Record<WebVitalMetric, string> = {
  LCP: 'the main content shown',
  INP: 'the page answering a tap or a key',
  CLS: 'content moving while it loads',
  FCP: 'the first text or picture shown',
  TTFB: "the server's first byte",
};
const DEVICE_LABELS: Record<WebVitalDevice, string> = { phone: 'Phones', tablet: 'Tablets', desktop: 'Computers' };
const CONNECTION_LABELS: Record<WebVitalConnection, string> = {
  '4g': '4G',
  '3g': '3G',
  '2g': '2G',
  'slow-2g': 'Slow 2G',
  unknown: 'Not reported by the browser',
};
const DEVICE_OPTIONS = labelledOptions(WEB_VITAL_DEVICES, DEVICE_LABELS);
const CONNECTION_OPTIONS = labelledOptions(WEB_VITAL_CONNECTIONS, CONNECTION_LABELS);

/** "800 ms", "2.5 s", or CLS as the number it is. */
export function formatVital(metric: WebVitalMetric, value: number): string {
  if (metric === 'CLS') return String(value);
  return value < 1000 ? `${value} ms` : `${(value / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })} s`;
}

type Rating = { label: 'Good' | 'Needs improvement' | 'Poor'; color: 'success' | 'warning' | 'error' };
function rating(metric: WebVitalMetric, value: number): Rating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return { label: 'Good', color: 'success' };
  return value <= poor ? { label: 'Needs improvement', color: 'warning' } : { label: 'Poor', color: 'error' };
}

/** One p75 with its rating in words (the colour only repeats them). */
function Vital({ metric, value }: { metric: WebVitalMetric; value: VitalP75 }) {
  if (value.p75 === null)
    return (
      <Typography variant="body2" color="text.secondary">
        No reports
      </Typography>
    );
  const r = rating(metric, value.p75);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.75 }}>
      <span>≤ {formatVital(metric, value.p75)}</span>
      {/* The words in the text colour (contrast), the rating's colour in the dot beside them. */}
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
        <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${r.color}.main` }} />
        {r.label}
      </Box>
    </Box>
  );
}

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A metric's p75 per day against its "good" line (MUI X Charts); the same numbers are in the table below it. */
function DailyChart({ metric, daily }: { metric: WebVitalMetric; daily: SiteSpeedDto['daily'] }) {
  const captionId = useId();
  const { good } = WEB_VITAL_THRESHOLDS[metric];
  const shown = daily.filter((d) => d.metrics[metric].p75 !== null);
  return (
    <Paper component="figure" variant="outlined" aria-labelledby={captionId} sx={{ m: 0, p: 2, minWidth: 0 }}>
      <Typography id={captionId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {metric}: {METRIC_NAMES[metric]}, p75 per day
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Good is at most {formatVital(metric, good)} ({METRIC_MEANING[metric]}).
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          No reports in these days.
        </Typography>
      ) : (
        <LineChart
          height={220}
          xAxis={[{ scaleType: 'point', data: shown.map((d) => shortDay(d.day)) }]}
          yAxis={[{ min: 0 }]}
          series={[{ data: shown.map((d) => d.metrics[metric].p75 ?? 0), label: `${metric} p75`, showMark: shown.length < 15 }]}
          margin={{ left: 0, right: 16 }}
          hideLegend
        >
          <ChartsReferenceLine y={good} label={`good ≤ ${formatVital(metric, good)}`} lineStyle={{ strokeDasharray: '4 4' }} />
        </LineChart>
      )}
    </Paper>
  );
}

/** The charts' numbers as a table: all pages' p75 per day, newest first. */
function DailyTable({ daily }: { daily: SiteSpeedDto['daily'] }) {
  const captionId = useId();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={captionId}>
        <caption id={captionId}>All pages&apos; p75 per day (newest first)</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Day
            </TableCell>
            {WEB_VITAL_METRICS.map((m) => (
              <TableCell key={m} component="th" scope="col">
                <abbr title={METRIC_NAMES[m]}>{m}</abbr>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...daily].reverse().map((d) => (
            <TableRow key={d.day}>
              <TableCell component="th" scope="row">
                {shortDay(d.day)}
              </TableCell>
              {WEB_VITAL_METRICS.map((m) => (
                <TableCell key={m}>
                  <Vital metric={m} value={d.metrics[m]} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /admin/site-speed (issue 44): how fast the site is for real visitors, from their browsers' reports. The 75th
 * percentile of each Core Web Vital per page and per day, against the "good" lines, for a site too small for
 * Google's field data (CrUX) to cover.
 */
export function AdminSiteSpeedPage() {
  const [days, setDays] = useState<number>(SITE_SPEED_DEFAULT_DAYS);
  const [device, setDevice] = useState('');
  const [connection, setConnection] = useState('');
  const { data, isLoading, isError } = useGetSiteSpeedQuery({ days, device, connection }, { refetchOnMountOrArgChange: true });
  const tableId = useId();
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead meta={privateMeta('Site speed', "How fast the site is on real visitors' phones and computers.", SITE_SPEED_PAGE)} />
      <AdminPageHeader title="Site speed" mb={1} />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        How fast the public pages are for real visitors, measured in their browsers as they leave a page. Each figure is the 75th
        percentile: three page views in four were as fast or faster. Reports carry no cookie and no identifier; only daily counts are kept,
        for 90 days.
      </Typography>
      <FilterBar label="Filter the page speed" columns={{ xs: '1fr', sm: 'repeat(3, minmax(0, 240px))' }}>
        <TextField select label="Period" size="small" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {SITE_SPEED_DAYS.map((d) => (
            <MenuItem key={d} value={d}>
              Last {d} days
            </MenuItem>
          ))}
        </TextField>
        <FilterSelect label="Device" value={device} allLabel="All devices" options={DEVICE_OPTIONS} onChange={setDevice} />
        <FilterSelect
          label="Connection"
          value={connection}
          allLabel="All connections"
          options={CONNECTION_OPTIONS}
          onChange={setConnection}
        />
      </FilterBar>
      {isError ? <Alert severity="error">The page speed could not be loaded. Please refresh the page.</Alert> : null}
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the page speed" />
        </Box>
      ) : null}
      {data && data.pages.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          No visitor has reported in these days yet. Reports come in as visitors leave a public page.
        </Alert>
      ) : null}
      {data && data.pages.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 3, mt: 2 }}>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-labelledby={tableId}>
              <caption id={tableId}>
                p75 per page, {shortDay(data.from)} to {shortDay(data.to)} (most viewed first)
              </caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Page
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Page views
                  </TableCell>
                  {WEB_VITAL_METRICS.map((m) => (
                    <TableCell key={m} component="th" scope="col">
                      <abbr title={METRIC_NAMES[m]}>{m}</abbr>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {[...data.pages, { route: 'All pages', metrics: data.all }].map((page) => (
                  <TableRow key={page.route}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: page.route === 'All pages' ? 700 : undefined }}>
                      {page.route}
                    </TableCell>
                    <TableCell align="right">
                      {Math.max(...WEB_VITAL_METRICS.map((m) => page.metrics[m].count)).toLocaleString('en-IN')}
                    </TableCell>
                    {WEB_VITAL_METRICS.map((m) => (
                      <TableCell key={m}>
                        <Vital metric={m} value={page.metrics[m]} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {WEB_VITAL_METRICS.map((m) => (
              <DailyChart key={m} metric={m} daily={data.daily} />
            ))}
          </Box>
          <DailyTable daily={data.daily} />
        </Box>
      ) : null}
    </Container>
  );
}
