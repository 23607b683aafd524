import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { BLOG_IMAGE_SIZES, BLOG_PREVIEW_PARAM, notFoundMeta, postMeta, ROUTES, shareImageOf, type BlogDto } from '@contract';
import { PageHead } from '@/shared/ui/page-head';
import { BlogContent, BlogImage, formatBlogDate, publicDateOf, useGetBlogQuery, useGetRelatedBlogsQuery } from '@/entities/blog';
import { ItemNotFound } from '@/shared/ui/item-not-found';
import { CourseCallToAction } from './course-call-to-action';
import { PostByline } from './post-byline';
import { RelatedPosts } from './related-posts';

function BackToBlogs() {
  return (
    <Button component={RouterLink} to={ROUTES.blogs} startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 2 }}>
      All blogs
    </Button>
  );
}

/** What a signed-in admin's preview of a post visitors cannot see yet says above it. */
function previewNote(blog: BlogDto): string | null {
  if (blog.status === 'draft') return 'Preview of a draft: visitors cannot see this post until it is published.';
  if (blog.status === 'scheduled' && blog.publishedAt)
    return `Preview of a scheduled post: visitors see it from ${formatBlogDate(blog.publishedAt)}.`;
  return null;
}

/**
 * One post (docs/product.md §2): banner image, title, byline, formatted content, the course it leads to and
 * related posts (§3 "Blog extras"); 'Loading...' then 'Blog not found'. With ?preview=1 a signed-in admin
 * sees a draft or scheduled post here too, marked as such and never indexed.
 */
export function BlogDetailPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const preview = search.get(BLOG_PREVIEW_PARAM) === '1';
  const { data: blog, isLoading, isError } = useGetBlogQuery(slug);
  // Both are asked by the route's loader (api/loader.ts) before the server renders the page.
  const { data: related = [] } = useGetRelatedBlogsQuery(slug);
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

  // Dated when it went public; changed no earlier than that (a scheduled post saved before its time).
  const publishedAt = publicDateOf(blog);
  const updatedAt = blog.updatedAt > publishedAt ? blog.updatedAt : publishedAt;
  const meta = postMeta({ ...blog, createdAt: publishedAt, updatedAt, image: shareImageOf(blog.image) });
  const note = previewNote(blog);
  return (
    <>
      <Box component="article">
        <PageHead meta={preview || note ? { ...meta, noIndex: true } : meta} />
        {note ? (
          <Alert severity="info" sx={{ borderRadius: 0 }}>
            {note}
          </Alert>
        ) : null}
        {blog.bannerImage ? (
          <BlogImage image={blog.bannerImage} alt={blog.bannerImageAlt} sizes={BLOG_IMAGE_SIZES.banner} priority sx={{ maxHeight: 420 }} />
        ) : null}
        <Container maxWidth="md" sx={{ py: 5 }}>
          <BackToBlogs />
          <Typography variant="h1" component="h1">
            {blog.title}
          </Typography>
          <PostByline blog={blog} publishedAt={publishedAt} />
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
            {blog.description}
          </Typography>
          <Box sx={{ mt: 3, fontSize: '1.05rem' }}>
            <BlogContent content={blog.content} />
          </Box>
        </Container>
      </Box>
      {/* What to do next, after the post's own <article>: the course it leads to and related posts. */}
      <Container maxWidth="md" sx={{ pb: 5 }}>
        <CourseCallToAction post={blog} />
      </Container>
      <RelatedPosts posts={related} />
    </>
  );
}
