import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { jobLocationLabel, jobTypeLabel, ROUTES, type JobDto } from '@contract';
import { ListCard, ListCardLink } from '@/shared/ui/list-card';
import { experienceLabel, formatJobDate } from '../lib/format';

/** One opening in a list: title, location, type, experience, posting date and a link to its page. */
export function JobCard({ job, headingLevel = 'h2' }: { job: JobDto; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ListCard>
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
      <ListCardLink to={ROUTES.job(job.slug)} about={job.title} variant="contained">
        View details
      </ListCardLink>
    </ListCard>
  );
}
