import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { courseForPost, formatCourseDate, formatFee, ROUTES, type CourseSummaryDto, type PostTopic } from '@contract';
import { BRAND } from '@/shared/ui/theme';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { nextOpenBatch, useGetCoursesQuery } from '@/entities/course';

const HEADING_ID = 'post-course-heading';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper component="aside" variant="outlined" aria-labelledby={HEADING_ID} sx={{ mt: 6, p: { xs: 3, md: 4 }, bgcolor: BRAND.surface }}>
      {children}
    </Paper>
  );
}

/** The course the post leads to: its name, summary, next batch and fee, its page and a call about it. */
function CourseOffer({ course }: { course: CourseSummaryDto }) {
  const next = nextOpenBatch(course);
  return (
    <Frame>
      <Typography variant="overline" component="p" color="text.secondary">
        Learn it with ITX
      </Typography>
      <Typography id={HEADING_ID} variant="h2" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
        {course.title} course
      </Typography>
      <Typography sx={{ mt: 1 }}>{course.summary}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        <li>
          {next ? (
            <>
              <strong>Next batch:</strong> {formatCourseDate(next.startDate)}
            </>
          ) : (
            'New batch dates coming soon'
          )}
        </li>
        <li>
          <strong>Fee:</strong> {formatFee(course.fee.amount)}
        </li>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={`${ROUTES.enroll}?course=${encodeURIComponent(course.slug)}`} variant="contained" size="large">
          Get A Call
          <VisuallyHidden>{` about ${course.title}`}</VisuallyHidden>
        </Button>
        <Button component={RouterLink} to={ROUTES.course(course.slug)} variant="outlined" size="large">
          View the {course.title} course
        </Button>
      </Box>
    </Frame>
  );
}

/** No course fits the post: a call with a course advisor instead. */
function AdvisorCall() {
  return (
    <Frame>
      <Typography id={HEADING_ID} variant="h2" component="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
        Not sure which course fits?
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Tell us what you want to learn and an ITX course advisor will call you back with the course, batch and fees that suit you.
      </Typography>
      <Button component={RouterLink} to={ROUTES.enroll} variant="contained" size="large" sx={{ mt: 3 }}>
        Get A Call
      </Button>
    </Frame>
  );
}

/**
 * The end of a post (docs/product.md §3 "Blog extras"): the course the post links to or whose title and
 * tools its words name (`courseForPost`), else a call with an advisor. Nothing while the courses load.
 */
export function CourseCallToAction({ post }: { post: PostTopic }) {
  const { data: courses, isError } = useGetCoursesQuery(undefined);
  if (!courses && !isError) return null;
  const course = courses ? courseForPost(post, courses) : null;
  return course ? <CourseOffer course={course} /> : <AdvisorCall />;
}
