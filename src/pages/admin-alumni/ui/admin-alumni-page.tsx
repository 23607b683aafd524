import { useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { ALUMNI_KIND_LABELS, ROUTES, type AlumniStoryDto } from '@contract';
import { useDeleteAlumniStoryMutation, useGetAdminAlumniStoriesQuery } from '@/entities/alumni';
import { useGetAdminCoursesQuery } from '@/entities/course';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { actionsColumn, AddButton, AdminListGrid, AdminListPage, RecordActions } from '@/shared/ui/admin-list';
import { ConfirmDialog, toastOutcome } from '@/shared/ui/confirm-dialog';
import { PartnersSection } from './partners-section';
import { StoryDialog, type CourseOption } from './story-dialog';

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
      { field: 'name', headerName: 'Name', flex: 1.2, minWidth: 150 },
      { field: 'courseTitle', headerName: 'Course', flex: 1.2, minWidth: 160, valueGetter: (_v, row) => courseText(row) },
      {
        field: 'published',
        headerName: 'Published',
        width: 150,
        // A real story saved before consent was recorded stays off the site until it is (issue 41).
        valueGetter: (_v, row) => (!row.published ? 'No' : row.sample || row.consent ? 'Yes' : 'Hidden: no consent'),
      },
      {
        field: 'consent',
        headerName: 'Consent',
        width: 120,
        valueGetter: (_v, row) => row.consent?.date ?? (row.sample ? '–' : 'Not recorded'),
      },
      { field: 'sample', headerName: 'Sample', width: 100, valueGetter: (_v, row) => (row.sample ? 'Yes' : 'No') },
      actionsColumn(200, (row) => (
        <RecordActions name={`the story of ${row.name}`} edit={() => setEditing({ story: row })} onDelete={() => setPending(row)} />
      )),
    ],
    [],
  );

  const reload = async (id: string) => (await refetch()).data?.find((s) => s._id === id);

  const confirmDelete = async () => {
    if (!pending) return;
    await toastOutcome(remove({ id: pending._id, version: pending.version }).unwrap(), 'Story deleted.', 'Failed to delete the story.');
    setPending(null);
  };

  return (
    <AdminListPage
      title="Alumni outcomes"
      description="Manage alumni stories and hiring partners."
      path={ROUTES.adminAlumni}
      actions={<AddButton onClick={() => setEditing({})}>Add story</AddButton>}
      intro={
        <>
          Testimonials and placement stories appear on the home page and on their course&apos;s page once published. Only real testimonials
          with a rating become the course&apos;s reviews for search engines; samples never do.
        </>
      }
      listName="alumni stories"
      failed={isError}
    >
      <AdminListGrid
        layoutKey="alumni"
        adminId={adminId}
        searchLabel="Search stories"
        rows={stories}
        columns={columns}
        getRowId={(row) => row._id}
        loading={isLoading}
        pageSize={10}
        aria-label="Alumni stories"
        localeText={{ noRowsLabel: 'No alumni stories yet. Add the first one.', noResultsOverlayLabel: 'No stories match the search.' }}
      />
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
      <ConfirmDialog
        open={pending !== null}
        id="delete-story"
        title="Delete alumni story"
        busy={deleting}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmDelete()}
      >
        Are you sure you want to delete the story of {pending ? `"${pending.name}"` : 'this learner'}? It leaves the site at once.
      </ConfirmDialog>
    </AdminListPage>
  );
}
