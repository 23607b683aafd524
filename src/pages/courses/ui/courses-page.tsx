import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { courseListMeta } from '@contract';
import { useGetCoursesQuery } from '@/entities/course';
import { PageHead } from '@/shared/ui/page-head';
import { BRAND } from '@/shared/ui/theme';
import { CourseCatalog, CourseCatalogSkeleton } from './course-catalog';

/** /courses (docs/product.md §2): the courses on sale with search and pagination; its head lists them (ItemList). */
export function CoursesPage() {
  const { data: courses, isError } = useGetCoursesQuery(undefined);
  let content;
  if (courses && courses.length > 0) content = <CourseCatalog courses={courses} />;
  else if (courses)
    content = <Typography sx={{ py: 6, textAlign: 'center', fontSize: '1.1rem' }}>No courses are open right now.</Typography>;
  else if (isError) content = <Alert severity="error">The courses could not be loaded right now. Please refresh the page.</Alert>;
  else content = <CourseCatalogSkeleton />;
  return (
    <>
      <PageHead meta={courseListMeta(courses ?? [])} />
      <Box sx={{ bgcolor: 'primary.dark', color: BRAND.white, py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" component="h1" sx={{ color: BRAND.white }}>
            Our Courses
          </Typography>
          <Typography sx={{ color: BRAND.onDark.muted, mt: 2, maxWidth: 720, fontSize: '1.1rem' }}>
            Career tracks taught by practitioners, in our HITEC City classrooms and live online. Every course includes real projects,
            interview preparation and placement support.
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {content}
      </Container>
    </>
  );
}
