import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { courseListMeta } from '@contract';
import { useGetCoursesQuery } from '@/entities/course';
import { PageHead } from '@/shared/ui/page-head';
import { CourseCatalog, CourseCatalogSkeleton } from './course-catalog';
import { PageBand } from '@/shared/ui/page-band';
import { useSiteFacts } from '@/shared/lib/contact-links';

/** /courses (docs/product.md §2): the courses on sale with search and pagination; its head lists them (ItemList). */
export function CoursesPage() {
  const site = useSiteFacts();
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
      <PageBand title="Our Courses">
        Career tracks taught by practitioners, in our {site.area} classrooms and live online. Every course includes real projects, interview
        preparation and placement support.
      </PageBand>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        {content}
      </Container>
    </>
  );
}
