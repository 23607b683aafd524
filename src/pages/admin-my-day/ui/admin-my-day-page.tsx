import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/Call';
import { MY_DAY_PAGE, privateMeta, type MyDayDto, type MyDayTaskDto } from '@contract';
import { formatLeadDay, formatLeadTime, leadTelHref } from '@/entities/lead';
import { selectUser } from '@/entities/session';
import { LeadDrawer, LogCallButton, useGetMyDayQuery, useLeadDrawer } from '@/features/manage-leads';
import { useAppSelector } from '@/shared/lib/redux';
import { PageHead } from '@/shared/ui/page-head';

type LateLead = MyDayDto['uncontacted'][number];

function DaySection({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
        {title} ({count})
      </Typography>
      {count === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {children}
        </Box>
      )}
    </Box>
  );
}

/** One thing to do: whom, about what, and the three ways to act on it (call, log the call, open the lead). */
function Item({
  lead,
  lines,
  onOpen,
}: {
  lead: Pick<LateLead, 'id' | 'name' | 'countryCode' | 'phone'>;
  lines: ReactNode[];
  onOpen: () => void;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{lead.name}</Typography>
      {lines.map((line, i) => (
        <Typography key={i} variant="body2" color={i === 0 ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          component="a"
          href={leadTelHref(lead)}
          variant="contained"
          size="small"
          startIcon={<CallIcon aria-hidden />}
          aria-label={`Call ${lead.name} on ${lead.countryCode} ${lead.phone}`}
        >
          Call
        </Button>
        <LogCallButton lead={lead} />
        <Button type="button" size="small" onClick={onOpen} aria-label={`Open ${lead.name}`}>
          Open
        </Button>
      </Box>
    </Paper>
  );
}

const taskLines = (task: MyDayTaskDto) => [task.title, `${formatLeadTime(task.dueAt)} · ${task.lead.interest}`];

/**
 * "My day" (issue 43), a counsellor's first screen: their open tasks overdue and due today, and the new
 * leads (theirs or nobody's) that have waited longer than the first-call limit, each with a call button,
 * "Log a call" and the lead's drawer.
 */
export function AdminMyDayPage() {
  const user = useAppSelector(selectUser);
  const drawer = useLeadDrawer();
  const { data: day, isLoading, isError } = useGetMyDayQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead meta={privateMeta('My day', 'Your tasks and the leads waiting for a call.', MY_DAY_PAGE)} />
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        My day
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user ? `${user.name}: ` : ''}
        {day ? `${formatLeadDay(day.day)}, Hyderabad time.` : 'Your tasks and the leads waiting for a call.'}
      </Typography>
      {isError ? <Alert severity="error">Your day could not be loaded. Refresh the page to try again.</Alert> : null}
      {isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading your day" />
        </Box>
      ) : null}
      {day ? (
        <Box sx={{ display: 'grid', gap: 4 }}>
          <DaySection title="Overdue" count={day.overdue.length} empty="Nothing overdue.">
            {day.overdue.map((task) => (
              <Item key={task.id} lead={task.lead} lines={taskLines(task)} onOpen={() => drawer.open(task.lead.id)} />
            ))}
          </DaySection>
          <DaySection title="Due today" count={day.today.length} empty="Nothing else due today.">
            {day.today.map((task) => (
              <Item key={task.id} lead={task.lead} lines={taskLines(task)} onOpen={() => drawer.open(task.lead.id)} />
            ))}
          </DaySection>
          <DaySection
            title={`New leads waiting more than ${day.firstContactHours} working hours for a call`}
            count={day.uncontactedTotal}
            empty="Every new lead has had a call in time."
          >
            {day.uncontacted.map((lead) => (
              <Item
                key={lead.id}
                lead={lead}
                lines={[lead.interest, `Came in ${formatLeadTime(lead.createdAt)} · ${lead.ownerName ?? 'Unassigned'}`]}
                onOpen={() => drawer.open(lead.id)}
              />
            ))}
          </DaySection>
          {day.uncontactedTotal > day.uncontacted.length ? (
            <Typography variant="body2" color="text.secondary">
              Showing the {day.uncontacted.length} oldest of {day.uncontactedTotal}.
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <LeadDrawer leadId={drawer.leadId} onClose={drawer.close} />
    </Container>
  );
}
