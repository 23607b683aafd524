import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { BLOG_IMAGE_SIZES, notFoundMeta, postMeta, ROUTES, shareImageOf } from '@contract';
import { PageHead } from '@/shared/ui/page-head';
import { BlogContent, BlogImage, formatBlogDate, useGetBlogQuery } from '@/entities/blog';
import { ItemNotFound } from '@/shared/ui/item-not-found';

function BackToBlogs() {
  return (
    <Button component={RouterLink} to={ROUTES.blogs} startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 2 }}>
      All blogs
    </Button>
  );
}

/** One post (docs/product.md §2): banner image, title, formatted content; 'Loading...' then 'Blog not found'. */
export function BlogDetailPage() {
  const { slug = '' } = useParams();
  const { data: blog, isLoading, isError } = useGetBlogQuery(slug);
  const path = ROUTES.blog(slug);

  if (isLoading) {
    return (
      <Container component="section" maxWidth="md" sx={{ py: 6 }}>
        <Typography role="status" variant="h5" component="p">
          Loading...
        </Typography>
      </Container>
    );
  }
  if (isError || !blog) {
    return (
      <>
        <PageHead meta={notFoundMeta('Blog', path)} />
        <ItemNotFound
          title="Blog not found"
          text="The post may have been moved or removed. Browse all our posts instead."
          back={{ to: ROUTES.blogs, label: 'See All Blogs' }}
        />
      </>
    );
  }

  return (
    <Box component="article">
      <PageHead meta={postMeta({ ...blog, image: shareImageOf(blog.image) })} />
      {blog.bannerImage ? (
        <BlogImage image={blog.bannerImage} alt={blog.bannerImageAlt} sizes={BLOG_IMAGE_SIZES.banner} priority sx={{ maxHeight: 420 }} />
      ) : null}
      <Container maxWidth="md" sx={{ py: 5 }}>
        <BackToBlogs />
        <Typography variant="h1" component="h1">
          {blog.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          <time dateTime={blog.createdAt}>{formatBlogDate(blog.createdAt)}</time>
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
          {blog.description}
        </Typography>
        <Box sx={{ mt: 3, fontSize: '1.05rem' }}>
          <BlogContent content={blog.content} />
        </Box>
      </Container>
    </Box>
  );
}
