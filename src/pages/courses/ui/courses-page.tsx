import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { COURSES, STATIC_PAGE_META } from '@contract';
import { PageHead } from '@/shared/ui/page-head';
import { CourseCatalog } from './course-catalog';
import { BRAND } from '@/shared/ui/theme';

/** /courses (docs/product.md §2): the six courses with title search and pagination. */
export function CoursesPage() {
  return (
    <>
      <PageHead meta={STATIC_PAGE_META.courses} />
      <Box sx={{ bgcolor: 'primary.dark', color: BRAND.white, py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" component="h1" sx={{ color: BRAND.white }}>
            Our Courses
          </Typography>
          <Typography sx={{ color: BRAND.onDark.muted, mt: 2, maxWidth: 720, fontSize: '1.1rem' }}>
            Six career tracks taught by practitioners, in our HITEC City classrooms and live online. Every course includes real projects,
            interview preparation and placement support.
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <CourseCatalog courses={COURSES} />
      </Container>
    </>
  );
}
