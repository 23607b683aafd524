import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { ALUMNI_KIND_LABELS, privateMeta, ROUTES, type AlumniStoryDto } from '@contract';
import { useDeleteAlumniStoryMutation, useGetAdminAlumniStoriesQuery } from '@/entities/alumni';
import { useGetAdminCoursesQuery } from '@/entities/course';
import { selectUser } from '@/entities/session';
import { errorMessage } from '@/shared/api';
import { useAppSelector } from '@/shared/lib/redux';
import { showToast } from '@/shared/lib/toast';
import { AdminDataGrid } from '@/shared/ui/admin-grid';
import { PageHead } from '@/shared/ui/page-head';
import { PartnersSection } from './partners-section';
import { StoryDialog, type CourseOption } from './story-dialog';
import { AdminPageHeader, ListLoadError } from '@/shared/ui/admin-page';

const NO_STORIES: AlumniStoryDto[] = [];

/** The course column: the course's title, that the story names none, or that its course is gone. */
function courseText(story: AlumniStoryDto): string {
  if (story.courseTitle) return story.courseTitle;
  return story.courseSlug ? `Course removed (${story.courseSlug})` : 'Not tied to a course';
}

/** Which dialog is open: adding, or editing the story as the list showed it. */
type Editing = { story?: AlumniStoryDto } | null;

/**
 * /admin/alumni (issue 21, docs/product.md §3): the alumni stories, unpublished ones too, with their kind,
 * course, and whether they are published or samples; Add and Edit in a dialog, Delete with confirmation;
 * and the hiring partners.
 */
export function AdminAlumniPage() {
  const { data: stories = NO_STORIES, isLoading, isError, refetch } = useGetAdminAlumniStoriesQuery(undefined);
  const { data: adminCourses } = useGetAdminCoursesQuery(undefined);
  const adminId = useAppSelector(selectUser)?.id;
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<AlumniStoryDto | null>(null);
  const [remove, { isLoading: deleting }] = useDeleteAlumniStoryMutation();

  const courses = useMemo<CourseOption[]>(
    () => (adminCourses ?? []).map((c) => ({ slug: c.slug, title: c.title, archived: c.archived })),
    [adminCourses],
  );

  const columns = useMemo<GridColDef<AlumniStoryDto>[]>(
    () => [
      { field: 'kind', headerName: 'Kind', width: 150, valueGetter: (_v, row) => ALUMNI_KIND_LABELS[row.kind] },
      { field: 'name', headerName: 'Name', flex: 1.2, minWidth: 170 },
      { field: 'courseTitle', headerName: 'Course', flex: 1.2, minWidth: 180, valueGetter: (_v, row) => courseText(row) },
      { field: 'published', headerName: 'Published', width: 110, valueGetter: (_v, row) => (row.published ? 'Yes' : 'No') },
      { field: 'sample', headerName: 'Sample', width: 100, valueGetter: (_v, row) => (row.sample ? 'Yes' : 'No') },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 200,
        sortable: false,
        filterable: false,
        hideable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button size="small" variant="outlined" aria-label={`Edit the story of ${row.name}`} onClick={() => setEditing({ story: row })}>
              Edit
            </Button>
            <Button
              size="small"
              color="error"
              variant="outlined"
              aria-label={`Delete the story of ${row.name}`}
              onClick={() => setPending(row)}
            >
              Delete
            </Button>
          </Stack>
        ),
      },
    ],
    [],
  );

  const reload = async (id: string) => (await refetch()).data?.find((s) => s._id === id);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove({ id: pending._id, version: pending.version }).unwrap();
      showToast('Story deleted.', 'success');
    } catch (error) {
      showToast(errorMessage(error, 'Failed to delete the story.'), 'error');
    }
    setPending(null);
  };

  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead meta={privateMeta('Alumni outcomes', 'Manage alumni stories and hiring partners.', ROUTES.adminAlumni)} />
      <AdminPageHeader title="Alumni outcomes" mb={1}>
        <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setEditing({})}>
          Add story
        </Button>
      </AdminPageHeader>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Testimonials and placement stories appear on the home page and on their course&apos;s page once published. Only real testimonials
        with a rating become the course&apos;s reviews for search engines; samples never do.
      </Typography>
      {isError ? <ListLoadError what="alumni stories" /> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <AdminDataGrid
          layoutKey="alumni"
          adminId={adminId}
          searchLabel="Search stories"
          rows={stories}
          columns={columns}
          getRowId={(row) => row._id}
          loading={isLoading}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
          pageSizeOptions={[10]}
          disableRowSelectionOnClick
          aria-label="Alumni stories"
          localeText={{ noRowsLabel: 'No alumni stories yet. Add the first one.', noResultsOverlayLabel: 'No stories match the search.' }}
        />
      </Box>
      <PartnersSection />
      {editing ? (
        <StoryDialog
          key={editing.story?._id ?? 'new'}
          story={editing.story}
          courses={courses}
          onReload={reload}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby="delete-story-title"
        aria-describedby="delete-story-text"
      >
        <DialogTitle id="delete-story-title">Delete alumni story</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-story-text">
            Are you sure you want to delete the story of {pending ? `"${pending.name}"` : 'this learner'}? It leaves the site at once.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
