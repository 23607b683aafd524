import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ALUMNI_KIND_LABELS, ratingInWords, ROUTES, type AlumniStoryDto } from '@contract';
import { InitialsAvatar } from '@/shared/ui/initials-avatar';
import { StarRating } from '@/shared/ui/star-rating';

export interface AlumniStoryCardProps {
  story: AlumniStoryDto;
  /** Link the course's name to its page (where the page is not the course's own). */
  linkCourse?: boolean;
}

/** "Sample" next to seeded content (docs/product.md §3): it is an example, never a real learner or company. */
export function SampleChip() {
  return <Chip label="Sample" size="small" variant="outlined" sx={{ fontWeight: 700, flexShrink: 0 }} />;
}

/**
 * One alumni story (issue 21): the learner's generated avatar, name, course with its duration and batch
 * (issue 41: the coaching-advertisement guidelines ask for both), role at company,
 * their words, stars with the rating in words when rated, and "Sample" on seeded stories.
 */
export function AlumniStoryCard({ story, linkCourse = false }: AlumniStoryCardProps) {
  const course =
    story.courseTitle && story.courseSlug && linkCourse ? (
      <Box component={RouterLink} to={ROUTES.course(story.courseSlug)} sx={{ color: 'primary.main', fontWeight: 600 }}>
        {story.courseTitle}
      </Box>
    ) : (
      story.courseTitle
    );
  const batch = story.batch.trim();
  return (
    <Paper
      component="figure"
      variant="outlined"
      data-testid="alumni-story"
      sx={{ m: 0, p: { xs: 2, md: 3 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box component="figcaption" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <InitialsAvatar name={story.name} src={story.photo || null} size={48} />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="p" sx={{ fontWeight: 800 }}>
            {story.name}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            {story.role} at {story.company}
          </Typography>
          {course || batch ? (
            <Typography component="p" variant="body2" color="text.secondary">
              {course}
              {course && story.courseDuration ? ` (${story.courseDuration})` : null}
              {course && batch ? ', ' : null}
              {batch}
            </Typography>
          ) : null}
        </Box>
        {story.sample ? <SampleChip /> : null}
      </Box>
      {story.kind === 'placement' ? (
        <Typography component="p" variant="body2" sx={{ color: 'secondary.main', fontWeight: 700 }}>
          {ALUMNI_KIND_LABELS.placement}
        </Typography>
      ) : null}
      {story.rating !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <StarRating value={story.rating} />
          <Typography component="p" variant="body2" color="text.secondary">
            {ratingInWords(story.rating)}
          </Typography>
        </Box>
      ) : null}
      <Box component="blockquote" sx={{ m: 0 }}>
        <Typography component="p" sx={{ color: 'text.primary' }}>
          “{story.quote}”
        </Typography>
      </Box>
    </Paper>
  );
}
