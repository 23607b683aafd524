import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BLOG_IMAGE_SIZES, ROUTES, type BlogDto } from '@contract';
import { formatIstDate } from '@/shared/lib/date';
import { publicDateOf } from '../lib/public-date';
import { BlogImage } from './blog-image';

/** Read by screen readers only: tells apart the many 'Read More' links. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: -1,
} as const;

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
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
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
        <Box
          component="img"
          src={fallbackBlogArt(blog.slug)}
          alt=""
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          data-testid="blog-fallback-art"
          sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', display: 'block', objectFit: 'cover' }}
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
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={ROUTES.blog(blog.slug)} variant="outlined">
          Read More
          <Box component="span" sx={visuallyHidden}>
            : {blog.title}
          </Box>
        </Button>
      </CardActions>
    </Card>
  );
}
