import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ROUTES, privateMeta, type BlogDto, ADMIN_ROUTES } from '@contract';
import { PageHead } from '@/shared/ui/page-head';
import { KEEP_EDITING_STATE } from '@/shared/lib/unsaved-changes';
import { useGetBlogQuery } from '@/entities/blog';
import { BlogForm } from '@/features/edit-blog';

export const FETCH_BLOG_FAILED = 'Failed to fetch blog details';

/**
 * Create mode at /admin/blogs/new, edit mode at /admin/blogs/edit/{slug} (docs/product.md §4); back to the list on
 * success. A new draft's first autosave moves the page to its edit address with the same form on screen: the
 * admin goes on typing.
 */
export function AdminBlogEditorPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const editing = slug !== undefined;
  /** The post this page's form created (its autosave): its edit address keeps that form instead of loading it again. */
  const [createdSlug, setCreatedSlug] = useState<string | null>(null);
  /** Bumped by Reload after someone else saved first: the form opens afresh. */
  const [generation, setGeneration] = useState(0);
  const ownForm = !editing || slug === createdSlug;
  const {
    data: blog,
    isLoading,
    isError,
    refetch,
  } = useGetBlogQuery(slug ?? '', {
    skip: ownForm,
    refetchOnMountOrArgChange: true,
  });
  const title = editing ? 'Edit Blog' : 'Create Blog';
  const onSaved = () => void navigate(ROUTES.adminBlogs);
  const onCreated = (created: BlogDto) => {
    setCreatedSlug(created.slug);
    void navigate(ADMIN_ROUTES.adminBlogEdit(created.slug), { replace: true, state: KEEP_EDITING_STATE });
  };
  const reload = async () => {
    if (ownForm) setCreatedSlug(null);
    else await refetch();
    setGeneration((g) => g + 1);
  };

  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead
        meta={privateMeta(title, 'Write or edit an ITX blog post.', editing ? ADMIN_ROUTES.adminBlogEdit(slug) : ADMIN_ROUTES.adminBlogNew)}
      />
      <Button component={RouterLink} to={ROUTES.adminBlogs} startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 2 }}>
        Back to blogs
      </Button>
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {ownForm ? (
        <BlogForm key={`own:${generation}`} onSaved={onSaved} onCreated={onCreated} onReload={reload} />
      ) : isLoading ? (
        <Typography role="status">Loading...</Typography>
      ) : isError || !blog ? (
        <Alert severity="error" role="alert">
          Error: {FETCH_BLOG_FAILED}
        </Alert>
      ) : (
        <BlogForm key={`${blog._id}:${generation}`} blog={blog} onSaved={onSaved} onReload={reload} />
      )}
    </Container>
  );
}
