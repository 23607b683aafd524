import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { PAGE_SIZE, ROUTES, type BlogDto, type BlogStatus, privateMeta } from '@contract';
import { PageHead } from '@/shared/ui/page-head';
import { AdminDataGrid, ViewOnSiteButton } from '@/shared/ui/admin-grid';
import { formatBlogDate, useGetAdminBlogsQuery } from '@/entities/blog';
import { DeleteBlogDialog } from '@/features/delete-blog';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { AdminPageHeader, ListLoadError } from '@/shared/ui/admin-page';

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
      { field: 'title', headerName: 'Title', flex: 2, minWidth: 220 },
      { field: 'slug', headerName: 'Address', flex: 1.5, minWidth: 180, valueFormatter: (value: string) => ROUTES.blog(value) },
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
      {
        field: 'actions',
        headerName: 'Actions',
        width: 320,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              component={RouterLink}
              to={ROUTES.adminBlogEdit(row.slug)}
              size="small"
              variant="outlined"
              aria-label={`Edit ${row.title}`}
            >
              Edit
            </Button>
            {/* A draft or scheduled post has no public page yet: its editor previews it. */}
            {row.status === 'published' ? <ViewOnSiteButton to={ROUTES.blog(row.slug)} title={row.title} /> : null}
            <Button
              size="small"
              color="error"
              variant="outlined"
              aria-label={`Delete ${row.title}`}
              onClick={() => {
                setFailure(null);
                setPending(row);
              }}
            >
              Delete
            </Button>
          </Stack>
        ),
      },
    ],
    [],
  );

  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead meta={privateMeta('Manage Blogs', 'Manage ITX blog posts.', ROUTES.adminBlogs)} />
      <AdminPageHeader title="Manage Blogs">
        <Button component={RouterLink} to={ROUTES.adminBlogNew} variant="contained" startIcon={<AddIcon aria-hidden />}>
          Add New Blog
        </Button>
      </AdminPageHeader>
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      {isError ? <ListLoadError what="blogs" /> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <AdminDataGrid
          layoutKey="blogs"
          adminId={adminId}
          searchLabel="Search posts"
          rows={blogs}
          columns={columns}
          getRowId={(row) => row._id}
          loading={isLoading}
          initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE.adminBlogs, page: 0 } } }}
          pageSizeOptions={[PAGE_SIZE.adminBlogs]}
          disableRowSelectionOnClick
          aria-label="Blog posts"
          localeText={{ noRowsLabel: 'No blogs yet. Add the first one.', noResultsOverlayLabel: 'No posts match the search.' }}
        />
      </Box>
      <DeleteBlogDialog
        blog={pending}
        onClose={({ error }) => {
          setPending(null);
          if (error) setFailure(error);
        }}
      />
    </Container>
  );
}
