import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@contract';
import { CourseCard, CourseCardSkeleton, useGetCoursesQuery } from '@/entities/course';
import { cardGridSx, SectionMoreLink, SectionTitle } from '@/shared/ui/section-parts';
import { BRAND } from '@/shared/ui/theme';

/** Home page: the first three courses (docs/product.md §1, §9) and 'View All Courses'. */
export function CoursesTeaser() {
  const { data: courses, isError } = useGetCoursesQuery(undefined);
  return (
    <Box component="section" aria-labelledby="courses-teaser-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: BRAND.surface }}>
      <Container maxWidth="lg">
        <SectionTitle
          id="courses-teaser-heading"
          title="Our Popular Courses"
          intro="Industry-ready programmes with live classes, real projects and placement support, in our Hyderabad classrooms and online."
        />
        {isError && !courses ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            Our courses could not be loaded right now.
          </Typography>
        ) : (
          <Box sx={cardGridSx(3)}>
            {courses
              ? courses.slice(0, 3).map((course) => <CourseCard key={course.slug} course={course} headingLevel="h3" />)
              : [0, 1, 2].map((i) => <CourseCardSkeleton key={i} />)}
          </Box>
        )}
        <SectionMoreLink to={ROUTES.courses}>View All Courses</SectionMoreLink>
      </Container>
    </Box>
  );
}
