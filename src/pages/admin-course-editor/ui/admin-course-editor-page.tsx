import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ADMIN_ROUTES, type AdminCourseDto, privateMeta } from '@contract';
import { useGetAdminCourseQuery } from '@/entities/course';
import { PageHead } from '@/shared/ui/page-head';
import { BatchesSection } from './batches-section';
import { SECTION_SCROLL_MARGIN } from '../model/editor-sections';
import { CourseForm } from './course-form';

/**
 * An existing course: its form and its batches. A save of the course's fields bumps the course's version
 * and a batch carries its own, so adding or editing a batch neither resets the form nor makes its save
 * look stale, while another admin's save of the course in between still does.
 */
function CourseEditing({ course, reload }: { course: AdminCourseDto; reload: () => Promise<AdminCourseDto | undefined> }) {
  const [version, setVersion] = useState(course.version);
  const [opened, setOpened] = useState(0);

  const onReload = async () => {
    const fresh = await reload();
    if (!fresh) return;
    setVersion(fresh.version);
    setOpened((n) => n + 1);
  };

  return (
    <>
      <CourseForm key={opened} course={course} version={version} onReload={onReload} batches={<BatchesSection course={course} />} />
    </>
  );
}

/** /admin/courses/new and /admin/courses/edit/{slug}. */
export function AdminCourseEditorPage() {
  const { slug } = useParams();
  const { data, isLoading, isError, refetch } = useGetAdminCourseQuery(slug ?? '', { skip: !slug });
  const title = slug ? 'Edit Course' : 'Add Course';
  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead
        meta={privateMeta(
          title,
          'Create or edit an ITX course and its batches.',
          slug ? ADMIN_ROUTES.adminCourseEdit(slug) : ADMIN_ROUTES.adminCourseNew,
        )}
      />
      <Typography variant="h1" component="h1" sx={{ mb: 4 }}>
        {title}
      </Typography>
      {!slug ? (
        <CourseForm
          batches={
            <Box component="section" aria-labelledby="course-batches" sx={{ scrollMarginTop: SECTION_SCROLL_MARGIN }}>
              <Typography id="course-batches" variant="h2" component="h2" sx={{ fontSize: '1.375rem', mb: 2.5 }}>
                Batches
              </Typography>
              <Typography color="text.secondary">Batches can be added once the course is created.</Typography>
            </Box>
          }
        />
      ) : isLoading ? (
        <CircularProgress aria-label="Loading course" />
      ) : isError || !data ? (
        <Alert severity="error" role="alert">
          Error: Failed to fetch course data
        </Alert>
      ) : (
        <CourseEditing key={data._id} course={data} reload={async () => (await refetch()).data} />
      )}
    </Container>
  );
}
