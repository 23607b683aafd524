import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@contract';
import { BlogCard, useGetBlogsQuery } from '@/entities/blog';
import { cardGridSx, SectionMoreLink, SectionTitle } from '@/shared/ui/section-parts';

/** Home page section: the first three posts (docs/product.md §1, §9) and 'View All Blogs'. */
export function BlogTeaser() {
  const { data: blogs = [], isError } = useGetBlogsQuery(undefined);
  const first = blogs.slice(0, 3);
  return (
    <Box component="section" aria-labelledby="blog-teaser-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.default' }}>
      <Container maxWidth="lg">
        <SectionTitle
          id="blog-teaser-heading"
          title="Latest from Our Blog"
          intro="Notes from our trainers on careers in tech, good engineering habits and the tools teams hire for."
          introWidth={640}
        />
        {isError ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            The latest posts could not be loaded right now.
          </Typography>
        ) : null}
        <Box sx={cardGridSx(3)}>
          {first.map((blog) => (
            <BlogCard key={blog._id} blog={blog} headingLevel="h3" />
          ))}
        </Box>
        <SectionMoreLink to={ROUTES.blogs}>View All Blogs</SectionMoreLink>
      </Container>
    </Box>
  );
}
