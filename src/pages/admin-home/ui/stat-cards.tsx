import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LEAD_FOLLOW_UP_DUE, type DashboardDto } from '@contract';
import { formatCount, leadsLink } from '../lib/leads-link';

interface Stat {
  label: string;
  value: number;
  note: string;
  to: string;
}

/** The four numbers that start a counsellor's day, each a link to the leads it counts. */
export function StatCards({ dashboard }: { dashboard: DashboardDto }) {
  const { today, weekStart, newLeads, awaitingFirstCall, followUpsDue } = dashboard;
  const stats: Stat[] = [
    { label: 'New leads today', value: newLeads.today, note: 'Since midnight, Hyderabad time', to: leadsLink({ from: today, to: today }) },
    { label: 'New leads this week', value: newLeads.thisWeek, note: 'Since Monday', to: leadsLink({ from: weekStart, to: today }) },
    { label: 'Waiting for a first call', value: awaitingFirstCall, note: "Status 'New'", to: leadsLink({ status: 'new' }) },
    { label: 'Follow-ups due today', value: followUpsDue, note: 'Today or overdue', to: leadsLink({ followUp: LEAD_FOLLOW_UP_DUE }) },
  ];
  return (
    <Box
      component="ul"
      aria-label="Today's numbers"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {stats.map((s) => (
        <Box component="li" key={s.label}>
          <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
            <CardActionArea component={RouterLink} to={s.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
                  {s.label}
                </Typography>
                <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2, my: 0.5 }}>
                  {formatCount(s.value)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.note}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
