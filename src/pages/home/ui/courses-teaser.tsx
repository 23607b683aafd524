import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@contract';
import { CourseCard, CourseCardSkeleton, useGetCoursesQuery } from '@/entities/course';
import { BRAND } from '@/shared/ui/theme';

/** Home page: the first three courses (docs/product.md §1, §9) and 'View All Courses'. */
export function CoursesTeaser() {
  const { data: courses, isError } = useGetCoursesQuery(undefined);
  return (
    <Box component="section" aria-labelledby="courses-teaser-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: BRAND.surface }}>
      <Container maxWidth="lg">
        <Typography id="courses-teaser-heading" variant="h2" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Our Popular Courses
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4, maxWidth: 680, mx: 'auto' }}>
          Industry-ready programmes with live classes, real projects and placement support, in HITEC City and online.
        </Typography>
        {isError && !courses ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            Our courses could not be loaded right now.
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
            {courses
              ? courses.slice(0, 3).map((course) => <CourseCard key={course.slug} course={course} headingLevel="h3" />)
              : [0, 1, 2].map((i) => <CourseCardSkeleton key={i} />)}
          </Box>
        )}
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to={ROUTES.courses} variant="contained" size="large">
            View All Courses
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
