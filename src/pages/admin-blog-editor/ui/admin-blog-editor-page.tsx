import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ROUTES, privateMeta } from '@contract';
import { PageHead } from '@/shared/ui/page-head';
import { useGetBlogQuery } from '@/entities/blog';
import { BlogForm } from '@/features/edit-blog';

export const FETCH_BLOG_FAILED = 'Failed to fetch blog details';

/** Create mode at /admin/blogs/new, edit mode at /admin/blogs/edit/{slug} (docs/product.md §4); back to the list on success. */
export function AdminBlogEditorPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const editing = slug !== undefined;
  const { data: blog, isLoading, isError, refetch } = useGetBlogQuery(slug ?? '', { skip: !editing, refetchOnMountOrArgChange: true });
  const title = editing ? 'Edit Blog' : 'Create Blog';
  const onSaved = () => void navigate(ROUTES.adminBlogs);

  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead meta={privateMeta(title, 'Write or edit an ITX blog post.', editing ? ROUTES.adminBlogEdit(slug) : ROUTES.adminBlogNew)} />
      <Button component={RouterLink} to={ROUTES.adminBlogs} startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 2 }}>
        Back to blogs
      </Button>
      <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {!editing ? (
        <BlogForm onSaved={onSaved} />
      ) : isLoading ? (
        <Typography role="status">Loading...</Typography>
      ) : isError || !blog ? (
        <Alert severity="error" role="alert">
          Error: {FETCH_BLOG_FAILED}
        </Alert>
      ) : (
        <BlogForm key={`${blog._id}:${blog.version}`} blog={blog} onSaved={onSaved} onReload={refetch} />
      )}
    </Container>
  );
}
