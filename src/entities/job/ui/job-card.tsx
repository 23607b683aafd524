import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { jobLocationLabel, jobTypeLabel, ROUTES, type JobDto } from '@contract';
import { experienceLabel, formatJobDate } from '../lib/format';

/** Read by screen readers only: tells apart the many 'View details' links. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: -1,
} as const;

/** One opening in a list: title, location, type, experience, posting date and a link to its page. */
export function JobCard({ job, headingLevel = 'h2' }: { job: JobDto; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h4" component={headingLevel} sx={{ mb: 1.5 }}>
          {job.title}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
          <Chip label={jobTypeLabel(job.jobType)} color="primary" variant="outlined" size="small" />
          <Chip label={experienceLabel(job)} variant="outlined" size="small" />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <LocationOnOutlinedIcon fontSize="small" aria-hidden />
          {jobLocationLabel(job.location)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <EventOutlinedIcon fontSize="small" aria-hidden />
          Posted <time dateTime={job.createdAt}>{formatJobDate(job.createdAt)}</time>
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={ROUTES.job(job.slug)} variant="contained">
          View details
          <Box component="span" sx={visuallyHidden}>
            : {job.title}
          </Box>
        </Button>
      </CardActions>
    </Card>
  );
}
