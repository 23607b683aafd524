import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@contract';
import { BlogCard, useGetBlogsQuery } from '@/entities/blog';

/** Home page section: the first three posts (docs/product.md §1, §9) and 'View All Blogs'. */
export function BlogTeaser() {
  const { data: blogs = [], isError } = useGetBlogsQuery(undefined);
  const first = blogs.slice(0, 3);
  return (
    <Box component="section" aria-labelledby="blog-teaser-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.default' }}>
      <Container maxWidth="lg">
        <Typography id="blog-teaser-heading" variant="h2" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Latest from Our Blog
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4, maxWidth: 640, mx: 'auto' }}>
          Notes from our trainers in HITEC City on careers in tech, good engineering habits and the tools teams hire for.
        </Typography>
        {isError ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            The latest posts could not be loaded right now.
          </Typography>
        ) : null}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          {first.map((blog) => (
            <BlogCard key={blog._id} blog={blog} headingLevel="h3" />
          ))}
        </Box>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button component={RouterLink} to={ROUTES.blogs} variant="contained" size="large">
            View All Blogs
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
