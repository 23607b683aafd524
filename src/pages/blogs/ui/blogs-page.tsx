import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE, type BlogDto, STATIC_PAGE_META } from '@contract';
import { pageFromParam, usePagedList } from '@/shared/lib/paging';
import { useUrlState } from '@/shared/lib/url-state';
import { searchRanked } from '@/shared/lib/search';
import { SearchField } from '@/shared/ui/fields';
import { PageHead } from '@/shared/ui/page-head';
import { Pager } from '@/shared/ui/pager';
import { BlogCard, useGetBlogsQuery } from '@/entities/blog';
import { PageBand } from '@/shared/ui/page-band';

const all = () => true;
const URL_KEYS = ['q', 'page'] as const;

/**
 * The blog list (docs/product.md §2): search by title or description, 4 per page, Prev/Next and a window of 3 pages.
 * The search and the page live in the URL: a page is a history entry, a new search starts at page 1.
 */
export function BlogsPage() {
  const { data: blogs = [], isLoading, isError } = useGetBlogsQuery(undefined);
  const [params, setParams] = useUrlState(URL_KEYS);
  const term = params.q;
  const setTerm = (q: string) => setParams({ q, page: '' });
  const pageControl = {
    page: pageFromParam(params.page),
    setPage: (p: number) => setParams({ page: p > 1 ? String(p) : '' }, { push: true }),
  };
  // One search rule for every list (shared/lib/search): case, hyphens and punctuation ignored, title matches first.
  const found = useMemo(() => searchRanked(blogs, term, (b: BlogDto) => ({ title: b.title, rest: [b.description] })), [blogs, term]);
  const { items, page, setPage, totalPages } = usePagedList(found, all, PAGE_SIZE.blogs, term.trim(), pageControl);

  const changePage = (next: number) => {
    setPage(next);
    const list = document.getElementById('blog-list');
    if (list) window.scrollTo({ top: Math.max(0, list.getBoundingClientRect().top + window.scrollY - 96) });
  };

  return (
    <>
      <PageHead meta={STATIC_PAGE_META.blogs} />
      <PageBand title="Blogs">Practical notes from our trainers on the skills Hyderabad&apos;s tech teams hire for.</PageBand>
      <Container component="section" maxWidth="lg" sx={{ py: 6 }} aria-label="Posts">
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
    </>
  );
}
