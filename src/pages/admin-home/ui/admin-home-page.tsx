import { Navigate, Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canUse, DASHBOARD_DAYS, LEAD_FLAG_LABELS, ROUTES, privateMeta, type DashboardDto, type DashboardSourceCount } from '@contract';
import { useGetDashboardQuery, useGetGoLiveQuery } from '@/entities/dashboard';
import { selectStaffRole, selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { PageHead } from '@/shared/ui/page-head';
import { formatCount, leadsLink } from '../lib/leads-link';
import { CountTable, type CountRow } from './count-table';
import { GoLiveChecklist } from './go-live-checklist';
import { LeadFunnel } from './lead-funnel';
import { LeadsPerDay } from './leads-per-day';
import { StatCards } from './stat-cards';
import { UpcomingBatches } from './upcoming-batches';
import { WorkshopSeats } from './workshop-seats';

const panel = { p: { xs: 2, md: 3 }, borderRadius: 3 } as const;

function sourceLabel(s: DashboardSourceCount): string {
  if (s.kind === 'utm') return `${s.label} (utm_source)`;
  if (s.kind === 'page') return `${s.label} (page)`;
  return s.label;
}

/** Leads kept although their course or session label is not on offer (DECISIONS 12), counted apart from the courses. */
function FlaggedLeads({ dashboard, since }: { dashboard: DashboardDto; since: string }) {
  const rows = [
    {
      flag: 'course-not-offered' as const,
      count: dashboard.flagged.courseNotOffered,
      text: 'call-back requests naming a course that is not in the catalogue',
    },
    {
      flag: 'session-not-listed' as const,
      count: dashboard.flagged.sessionNotListed,
      text: 'workshop registrations whose session matched none (they hold no seat)',
    },
  ];
  return (
    <Paper variant="outlined" sx={panel} component="section" aria-labelledby="flagged-heading">
      <Typography id="flagged-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Kept with a flag, last {DASHBOARD_DAYS} days
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {rows.map((r) => (
          <li key={r.flag}>
            <Link component={RouterLink} to={leadsLink({ flag: r.flag, from: since, to: dashboard.today })}>
              {r.count} {LEAD_FLAG_LABELS[r.flag].toLowerCase()}
            </Link>
            : {r.text}
          </li>
        ))}
      </Box>
    </Paper>
  );
}

/** What the retention rules (issue 42) will erase soon, so staff can put a lead on hold or change the rules in time. */
function RetentionDue({ due }: { due: DashboardDto['retentionDue'] }) {
  const rows = [
    { label: 'Enquiries (call back and demo)', count: due.callBacks },
    { label: 'Job applications', count: due.applications },
    { label: 'Workshop registrations', count: due.registrations },
  ];
  return (
    <Paper variant="outlined" sx={panel} component="section" aria-labelledby="retention-due-heading">
      <Typography id="retention-due-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Erased by the retention rules in the next 30 days
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {rows.map((r) => (
          <li key={r.label}>
            {r.label}: {formatCount(r.count)}
          </li>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Leads with a follow-up planned or on legal hold are kept and not counted.{' '}
        <Link component={RouterLink} to={ROUTES.adminSettings}>
          Retention rules in Site settings
        </Link>
      </Typography>
    </Paper>
  );
}

function Dashboard({ dashboard }: { dashboard: DashboardDto }) {
  const since = dashboard.perDay[0]?.day ?? dashboard.today;
  const courseRows: CountRow[] = dashboard.byCourse.map((c) => ({
    key: c.label,
    label: c.label,
    count: c.count,
    to: leadsLink({ form: 'call-back', interest: c.label, from: since, to: dashboard.today }),
  }));
  const sourceRows: CountRow[] = dashboard.bySource.map((s) => ({ key: `${s.kind}:${s.label}`, label: sourceLabel(s), count: s.count }));
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <StatCards dashboard={dashboard} />
      <FlaggedLeads dashboard={dashboard} since={since} />
      <Paper variant="outlined" sx={panel}>
        <LeadsPerDay days={dashboard.perDay} />
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Paper variant="outlined" sx={panel}>
          <CountTable
            title={`Leads by course, last ${DASHBOARD_DAYS} days`}
            column="Course (call back / demo)"
            rows={courseRows}
            empty={`No call-back requests in the last ${DASHBOARD_DAYS} days.`}
          />
        </Paper>
        <Paper variant="outlined" sx={panel}>
          <CountTable
            title={`Leads by source, last ${DASHBOARD_DAYS} days`}
            column="Source (UTM, else page)"
            rows={sourceRows}
            empty={`No leads in the last ${DASHBOARD_DAYS} days.`}
          />
        </Paper>
      </Box>
      <LeadFunnel />
      {/* Side by side only where both tables fit whole (at 1366 px beside the navigation they would scroll sideways). */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' } }}>
        <Paper variant="outlined" sx={panel}>
          <UpcomingBatches batches={dashboard.upcomingBatches} />
        </Paper>
        <Paper variant="outlined" sx={panel}>
          <WorkshopSeats workshops={dashboard.upcomingWorkshops} />
        </Paper>
      </Box>
      <RetentionDue due={dashboard.retentionDue} />
    </Box>
  );
}

/**
 * The admin dashboard (issue 20): today's numbers, leads per day by form, by course and source, the leads funnel
 * (issue 43), batches and workshop seats, and what the retention rules will erase soon.
 */
export function AdminHomePage() {
  const role = useAppSelector(selectStaffRole);
  // The dashboard is the leads' (issue 42): an Editor starts at the content.
  return canUse(role, 'leads') ? <DashboardPage /> : <Navigate to={ROUTES.adminCourses} replace />;
}

function DashboardPage() {
  const user = useAppSelector(selectUser);
  const role = useAppSelector(selectStaffRole);
  const { data, isLoading, isError } = useGetDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  // The go-live checklist is about settings: the Owner's.
  const { data: goLive } = useGetGoLiveQuery(undefined, { refetchOnMountOrArgChange: true, skip: !canUse(role, 'settings') });
  return (
    <Container component="section" maxWidth="xl" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead meta={privateMeta('Admin Dashboard', 'ITX admin dashboard.', ROUTES.adminHome)} />
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        Admin Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user ? `Welcome, ${user.name}. ` : ''}Here is how the leads stand today (Hyderabad time).
      </Typography>
      {/* The spec's dashboard buttons (spec §2, /admin/home). */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        <Button component={RouterLink} to={ROUTES.adminBlogs} variant="contained">
          Manage Blogs
        </Button>
        <Button component={RouterLink} to={ROUTES.adminJobs} variant="contained">
          Manage Careers
        </Button>
      </Box>
      {goLive ? (
        <Box sx={{ mb: 3 }}>
          <GoLiveChecklist checklist={goLive} />
        </Box>
      ) : null}
      {isError ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          The dashboard could not be loaded. Refresh the page to try again.
        </Alert>
      ) : null}
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the dashboard" />
        </Box>
      ) : null}
      {data ? <Dashboard dashboard={data} /> : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4 }}>
        New leads can also go to your CRM:{' '}
        <Link component={RouterLink} to={ROUTES.adminWebhook}>
          CRM webhook deliveries
        </Link>
        .
      </Typography>
    </Container>
  );
}
