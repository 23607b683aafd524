import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE, type Course } from '@contract';
import { CourseCard } from '@/entities/course';
import { usePagedList } from '@/shared/lib/paging';
import { SearchField } from '@/shared/ui/fields';
import { Pager } from '@/shared/ui/pager';

export interface CourseCatalogProps {
  courses: readonly Course[];
}

/** Title search, 9 courses per page and a pager with up to 3 numbered buttons from the current page (docs/product.md §2, §9). */
export function CourseCatalog({ courses }: CourseCatalogProps) {
  const [term, setTerm] = useState('');
  const needle = term.trim().toLowerCase();
  const matches = useCallback((c: Course) => c.title.toLowerCase().includes(needle), [needle]);
  const { page, setPage, totalPages, items } = usePagedList(courses, matches, PAGE_SIZE.courses, needle);

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
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {items.map((course, i) => (
              <li key={course.slug}>
                <CourseCard course={course} lazy={i >= 3} />
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Pager page={page} totalPages={totalPages} onChange={changePage} label="Course pages" />
    </>
  );
}
