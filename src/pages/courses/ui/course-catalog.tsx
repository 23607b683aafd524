import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE, type CourseSummaryDto } from '@contract';
import { CourseCard, CourseCardSkeleton } from '@/entities/course';
import { usePagedList } from '@/shared/lib/paging';
import { SearchField } from '@/shared/ui/fields';
import { Pager } from '@/shared/ui/pager';
import { cardGridSx } from '@/shared/ui/section-parts';
import { searchRanked } from '@/shared/lib/search';

const gridSx = cardGridSx(3);

const all = () => true;

export interface CourseCatalogProps {
  courses: readonly CourseSummaryDto[];
}

/**
 * Search, 9 courses per page and a pager with up to 3 numbered buttons from the current page (docs/product.md §2,
 * §9). The search looks at titles, summaries and tools, ignores case, spaces, hyphens and punctuation, and lists
 * title matches first.
 */
export function CourseCatalog({ courses }: CourseCatalogProps) {
  const [term, setTerm] = useState('');
  const found = useMemo(() => searchRanked(courses, term, (c) => ({ title: c.title, rest: [c.summary, ...c.tools] })), [courses, term]);
  const { page, setPage, totalPages, items } = usePagedList(found, all, PAGE_SIZE.courses, term.trim());

  const changePage = (p: number) => {
    setPage(p);
    // jsdom has no scrollIntoView; browsers do.
    document.getElementById('course-results')?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <>
      <Box component="search" sx={{ maxWidth: 480, mb: 4 }}>
        <SearchField label="Search courses by title" value={term} onChange={setTerm} fullWidth />
      </Box>
      <Box id="course-results" aria-live="polite" sx={{ scrollMarginTop: 96 }}>
        {items.length === 0 ? (
          <Typography sx={{ py: 6, textAlign: 'center', fontSize: '1.1rem' }}>No courses found for "{term.trim()}".</Typography>
        ) : (
          <Box component="ul" sx={gridSx}>
            {items.map((course, i) => (
              <li key={course.slug}>
                <CourseCard course={course} lazy={i >= 3} priority={i === 0} />
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Pager page={page} totalPages={totalPages} onChange={changePage} label="Course pages" />
    </>
  );
}

/** The catalogue's place while the courses load: the search box and a page of card shapes. */
export function CourseCatalogSkeleton() {
  return (
    <Box role="status" aria-label="Loading courses">
      <Box sx={{ maxWidth: 480, height: 56, mb: 4 }} />
      <Box sx={gridSx}>
        {Array.from({ length: 6 }, (_, i) => (
          <CourseCardSkeleton key={i} />
        ))}
      </Box>
    </Box>
  );
}
