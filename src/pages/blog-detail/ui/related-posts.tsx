import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { BlogDto } from '@contract';
import { cardGridSx } from '@/shared/ui/section-parts';
import { BRAND } from '@/shared/ui/theme';
import { BlogCard } from '@/entities/blog';

/**
 * After a post (docs/product.md §3 "Blog extras"): up to three other published posts, most related first,
 * as the blog list's cards. Nothing when there are none.
 */
export function RelatedPosts({ posts }: { posts: readonly BlogDto[] }) {
  if (posts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-posts-heading" sx={{ py: { xs: 5, md: 6 }, bgcolor: BRAND.surface }}>
      <Container maxWidth="lg">
        <Typography id="related-posts-heading" variant="h2" component="h2" sx={{ mb: 3, fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          Related posts
        </Typography>
        <Box sx={cardGridSx(3)}>
          {posts.map((post) => (
            <BlogCard key={post._id} blog={post} headingLevel="h3" />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
