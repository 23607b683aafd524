import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BLOG_IMAGE_SIZES, ROUTES, type BlogDto } from '@contract';
import { formatIstDate } from '@/shared/lib/date';
import { FluidImage } from '@/shared/ui/fluid-image';
import { ListCard, ListCardLink } from '@/shared/ui/list-card';
import { publicDateOf } from '../lib/public-date';
import { BlogImage } from './blog-image';

const FALLBACK_THEMES = ['ai', 'code', 'devops'] as const;

/**
 * The picture of a post without one of its own: the sample posts' artwork (public/images/blogs, written by
 * scripts/blog-fallback-art.ts), the same one for a post every time, so every card in a list has a picture.
 */
export function fallbackBlogArt(slug: string): string {
  let sum = 0;
  for (const ch of slug) sum = (sum * 31 + ch.charCodeAt(0)) >>> 0;
  return `/images/blogs/fallback-${FALLBACK_THEMES[sum % FALLBACK_THEMES.length] ?? 'code'}.svg`;
}

/** A post's date as shown in Hyderabad, e.g. "13 September 2025". */
export function formatBlogDate(iso: string): string {
  return formatIstDate(iso, 'long');
}

/** A post in a list: image, date, title, description and 'Read More' to its page. */
export function BlogCard({
  blog,
  headingLevel = 'h2',
  priority = false,
}: {
  blog: BlogDto;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  return (
    <ListCard>
      {blog.image ? (
        <BlogImage
          image={blog.image}
          alt={blog.imageAlt}
          sizes={BLOG_IMAGE_SIZES.card}
          priority={priority}
          sx={{ aspectRatio: '16 / 9' }}
        />
      ) : (
        // Decorative: the title beside it says what the post is.
        <FluidImage
          src={fallbackBlogArt(blog.slug)}
          alt=""
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          testId="blog-fallback-art"
          sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="body2" color="text.secondary" component="p">
          <time dateTime={publicDateOf(blog)}>{formatBlogDate(publicDateOf(blog))}</time>
        </Typography>
        <Typography variant="h4" component={headingLevel} sx={{ mt: 1, mb: 1 }}>
          {blog.title}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {blog.description}
        </Typography>
      </CardContent>
      <ListCardLink to={ROUTES.blog(blog.slug)} about={blog.title}>
        Read More
      </ListCardLink>
    </ListCard>
  );
}
