import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { PAGE_SIZE, ROUTES, type BlogDto, type BlogStatus, ADMIN_ROUTES } from '@contract';
import { actionsColumn, AddButton, AdminListGrid, AdminListPage, RecordActions } from '@/shared/ui/admin-list';
import { formatBlogDate, useGetAdminBlogsQuery } from '@/entities/blog';
import { DeleteBlogDialog } from '@/features/delete-blog';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';

const STATUS_CHIPS: Record<BlogStatus, { label: string; color: 'default' | 'info' | 'success' }> = {
  draft: { label: 'Draft', color: 'default' },
  scheduled: { label: 'Scheduled', color: 'info' },
  published: { label: 'Published', color: 'success' },
};

/** Admin blog list (docs/product.md §2): every post with its status, DataGrid 4 per page, 'Add New Blog', Edit, Delete with confirmation. */
export function AdminBlogsPage() {
  const { data: blogs = [], isLoading, isError } = useGetAdminBlogsQuery(undefined);
  const adminId = useAppSelector(selectUser)?.id;
  const [pending, setPending] = useState<BlogDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const columns = useMemo<GridColDef<BlogDto>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
      { field: 'slug', headerName: 'Address', flex: 1.5, minWidth: 160, valueFormatter: (value: string) => ROUTES.blog(value) },
      {
        field: 'status',
        headerName: 'Status',
        width: 130,
        renderCell: ({ row }) => (
          <Chip
            label={STATUS_CHIPS[row.status].label}
            color={STATUS_CHIPS[row.status].color}
            size="small"
            variant={row.status === 'published' ? 'filled' : 'outlined'}
          />
        ),
      },
      {
        field: 'publishedAt',
        headerName: 'Published',
        width: 170,
        type: 'dateTime',
        valueGetter: (_value, row) => (row.publishedAt && row.status !== 'draft' ? new Date(row.publishedAt) : null),
        // A scheduled post shows the day it goes public; a draft none.
        valueFormatter: (_value, row) => (row.publishedAt && row.status !== 'draft' ? formatBlogDate(row.publishedAt) : '—'),
      },
      actionsColumn(
        320,
        (row) => (
          <RecordActions
            name={row.title}
            edit={ADMIN_ROUTES.adminBlogEdit(row.slug)}
            // A draft or scheduled post has no public page yet: its editor previews it.
            view={row.status === 'published' ? ROUTES.blog(row.slug) : null}
            onDelete={() => {
              setFailure(null);
              setPending(row);
            }}
          />
        ),
        { hideable: true },
      ),
    ],
    [],
  );

  return (
    <AdminListPage
      title="Manage Blogs"
      description="Manage ITX blog posts."
      path={ROUTES.adminBlogs}
      actions={<AddButton to={ADMIN_ROUTES.adminBlogNew}>Add New Blog</AddButton>}
      notice={
        failure ? (
          <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null
      }
      listName="blogs"
      failed={isError}
    >
      <AdminListGrid
        layoutKey="blogs"
        adminId={adminId}
        searchLabel="Search posts"
        rows={blogs}
        columns={columns}
        getRowId={(row) => row._id}
        loading={isLoading}
        pageSize={PAGE_SIZE.adminBlogs}
        aria-label="Blog posts"
        localeText={{ noRowsLabel: 'No blogs yet. Add the first one.', noResultsOverlayLabel: 'No posts match the search.' }}
      />
      <DeleteBlogDialog
        blog={pending}
        onClose={({ error }) => {
          setPending(null);
          if (error) setFailure(error);
        }}
      />
    </AdminListPage>
  );
}
