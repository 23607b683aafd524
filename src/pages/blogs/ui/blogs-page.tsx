import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE, type BlogDto, STATIC_PAGE_META } from '@contract';
import { usePagedList } from '@/shared/lib/paging';
import { searchRanked } from '@/shared/lib/search';
import { SearchField } from '@/shared/ui/fields';
import { PageHead } from '@/shared/ui/page-head';
import { Pager } from '@/shared/ui/pager';
import { BlogCard, useGetBlogsQuery } from '@/entities/blog';

const all = () => true;

/** The blog list (docs/product.md §2): search by title or description, 4 per page, Prev/Next and a window of 3 pages. */
export function BlogsPage() {
  const { data: blogs = [], isLoading, isError } = useGetBlogsQuery(undefined);
  const [term, setTerm] = useState('');
  // One search rule for every list (shared/lib/search): case, hyphens and punctuation ignored, title matches first.
  const found = useMemo(() => searchRanked(blogs, term, (b: BlogDto) => ({ title: b.title, rest: [b.description] })), [blogs, term]);
  const { items, page, setPage, totalPages } = usePagedList(found, all, PAGE_SIZE.blogs, term.trim());

  const changePage = (next: number) => {
    setPage(next);
    const list = document.getElementById('blog-list');
    if (list) window.scrollTo({ top: Math.max(0, list.getBoundingClientRect().top + window.scrollY - 96) });
  };

  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead meta={STATIC_PAGE_META.blogs} />
      <Typography variant="h1" component="h1">
        Blogs
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: 720 }}>
        Practical notes from our trainers on the skills Hyderabad&apos;s tech teams hire for.
      </Typography>
      <SearchField label="Search blogs" value={term} onChange={setTerm} sx={{ mb: 4, width: { xs: '100%', sm: 420 } }} />
      <Box id="blog-list" sx={{ scrollMarginTop: 96 }}>
        {isLoading ? (
          <Typography role="status">Loading...</Typography>
        ) : isError ? (
          <Typography role="alert">The blogs could not be loaded. Please try again later.</Typography>
        ) : items.length === 0 ? (
          <Typography role="status">
            {term.trim() ? `No blogs found for "${term.trim()}".` : 'No blogs have been published yet.'}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
            {items.map((blog, i) => (
              // The first card's image is the page's largest paint on a phone (the server preloads it too).
              <BlogCard key={blog._id} blog={blog} priority={i === 0 && page === 1} />
            ))}
          </Box>
        )}
      </Box>
      <Pager page={page} totalPages={totalPages} onChange={changePage} label="Blog pages" />
    </Container>
  );
}
