import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BlogDto } from '@contract';
import { InitialsAvatar } from '@/shared/ui/initials-avatar';
import { formatBlogDate } from '@/entities/blog';

export interface PostBylineProps {
  blog: Pick<BlogDto, 'authorName' | 'authorRole' | 'readingMinutes'>;
  /** When the post went public (ISO). */
  publishedAt: string;
}

/**
 * Under a post's title (docs/product.md §3 "Blog extras"): the author's generated avatar, name and role,
 * the date the post went public and its reading time.
 */
export function PostByline({ blog, publishedAt }: PostBylineProps) {
  return (
    <Box data-testid="post-byline" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2 }}>
      <InitialsAvatar name={blog.authorName} size={48} />
      <Box>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {blog.authorName}
        </Typography>
        {blog.authorRole ? (
          <Typography variant="body2" color="text.secondary" component="p">
            {blog.authorRole}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" component="p">
          <time dateTime={publishedAt}>{formatBlogDate(publishedAt)}</time>
          <Box component="span" aria-hidden sx={{ mx: 1 }}>
            ·
          </Box>
          {`${blog.readingMinutes} min read`}
        </Typography>
      </Box>
    </Box>
  );
}
