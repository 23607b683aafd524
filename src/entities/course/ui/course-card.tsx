import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { courseImageAlt, formatCourseDate, formatFee, NO_OPEN_BATCH_MESSAGE, ROUTES, type CourseSummaryDto } from '@contract';
import { FluidImage } from '@/shared/ui/fluid-image';
import { InitialsAvatar } from '@/shared/ui/initials-avatar';
import { ListCard, ListCardLink } from '@/shared/ui/list-card';
import { StarRating } from '@/shared/ui/star-rating';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { nextOpenBatch } from '../lib/next-batch';

const termSx = { color: 'text.secondary' } as const;
const valueSx = { m: 0, fontWeight: 600 } as const;

export interface CourseCardProps {
  course: CourseSummaryDto;
  headingLevel?: 'h2' | 'h3';
  /** Load the image lazily (cards below the fold). */
  lazy?: boolean;
  /** The first card of a list at the top of a page: its image is the page's largest paint, fetched first. */
  priority?: boolean;
}

/**
 * A course in a list (docs/product.md §3, D11): image, title, rating, 'N Modules', duration, fee, the next open
 * batch's start and apply-by dates (or that new dates are coming), and the instructor.
 */
export function CourseCard({ course, headingLevel = 'h2', lazy = true, priority = false }: CourseCardProps) {
  const batch = nextOpenBatch(course);
  return (
    <ListCard testId="course-card">
      <FluidImage
        src={course.image}
        alt={courseImageAlt(course)}
        width={640}
        height={360}
        loading={lazy && !priority ? 'lazy' : 'eager'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        sx={{ aspectRatio: '16 / 9' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <StarRating value={course.rating} />
          <Typography variant="body2" color="text.secondary">
            {course.rating.toFixed(1)}
            <VisuallyHidden> out of 5</VisuallyHidden>
          </Typography>
        </Box>
        <Typography variant="h4" component={headingLevel} sx={{ mb: 1 }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {course.summary}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, fontSize: '0.9rem' }}>
          <Box component="dt" sx={termSx}>
            Modules
          </Box>
          <Box component="dd" sx={valueSx}>
            {course.lessons} Modules
          </Box>
          <Box component="dt" sx={termSx}>
            Duration
          </Box>
          <Box component="dd" sx={valueSx}>
            {course.time}
          </Box>
          <Box component="dt" sx={termSx}>
            Fee
          </Box>
          <Box component="dd" sx={valueSx}>
            {formatFee(course.fee.amount)}
            {course.fee.emi ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
                {course.fee.emi}
              </Typography>
            ) : null}
          </Box>
          {batch ? (
            <>
              <Box component="dt" sx={termSx}>
                Starts
              </Box>
              <Box component="dd" sx={valueSx}>
                <time dateTime={batch.startDate}>{formatCourseDate(batch.startDate)}</time>
              </Box>
              <Box component="dt" sx={termSx}>
                Apply by
              </Box>
              <Box component="dd" sx={valueSx}>
                <time dateTime={batch.applyBy}>{formatCourseDate(batch.applyBy)}</time>
              </Box>
            </>
          ) : (
            <>
              <Box component="dt" sx={termSx}>
                Next batch
              </Box>
              <Box component="dd" sx={valueSx}>
                {NO_OPEN_BATCH_MESSAGE}
              </Box>
            </>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2 }}>
          {course.instructor.avatar ? (
            <Avatar
              src={course.instructor.avatar}
              alt={`Avatar of ${course.instructor.name}`}
              sx={{ width: 40, height: 40 }}
              slotProps={{ img: { width: 40, height: 40, loading: 'lazy' } }}
            />
          ) : (
            // A trainer without a photo (docs/product.md §3: trainer profile): their initials.
            <InitialsAvatar name={course.instructor.name} size={40} />
          )}
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {course.instructor.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {course.instructor.role}
            </Typography>
          </Box>
        </Box>
      </CardContent>
      <ListCardLink to={ROUTES.course(course.slug)} about={course.title}>
        View Course
      </ListCardLink>
    </ListCard>
  );
}

/** The shape of a course card while the catalogue loads: no text, the same footprint, so nothing moves when it arrives. */
export function CourseCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden data-testid="course-card-skeleton" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton variant="text" sx={{ fontSize: '1.6rem' }} width="70%" />
        <Skeleton />
        <Skeleton width="85%" />
        <Skeleton width="60%" sx={{ mt: 2 }} />
        <Skeleton width="50%" />
        <Skeleton width="55%" />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton width="40%" />
        </Box>
      </CardContent>
    </Card>
  );
}
