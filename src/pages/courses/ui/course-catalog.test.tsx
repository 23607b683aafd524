import { fireEvent, screen, within } from '@testing-library/react';
import { COURSES, type Course } from '@contract';
import { renderWithProviders } from '@/shared/lib/test';
import { CourseCatalog } from './course-catalog';

function titles(): string[] {
  return screen.queryAllByTestId('course-card').map((card) => card.querySelector('h2')?.textContent ?? '');
}

/** 23 course variations, enough for three pages of nine (the real catalogue fits on one page). */
const MANY: Course[] = Array.from({ length: 23 }, (_, i) => {
  const base = COURSES[i % COURSES.length] ?? COURSES[0];
  if (!base) throw new Error('catalogue is empty');
  return { ...base, id: 100 + i, slug: `${base.slug}-${i + 1}`, title: `${base.title} Batch ${i + 1}` };
});

// Rendering whole MUI card grids is slow on a shared CI machine.
jest.setTimeout(20_000);

function search(term: string) {
  fireEvent.change(screen.getByLabelText('Search courses by title'), { target: { value: term } });
}

describe('CourseCatalog', () => {
  it('shows the six courses with modules, duration, start dates, rating, instructor and apply-by', () => {
    renderWithProviders(<CourseCatalog courses={COURSES} />);
    expect(titles()).toEqual(['Data Analytics', 'Data Science', 'Java Full-Stack', 'Python Full-stack', 'MERN Stack', 'Cloud Computing']);
    const [first] = screen.getAllByTestId('course-card');
    const cloud = screen.getAllByTestId('course-card')[5];
    if (!first || !cloud) throw new Error('cards missing');
    expect(within(first).getByText('40 Modules')).toBeInTheDocument();
    expect(within(first).getByText('20 Weeks')).toBeInTheDocument();
    expect(within(first).getByText('Nov 06th 2025')).toBeInTheDocument();
    expect(within(first).getByText('Priya Raghavan')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Avatar of Priya Raghavan' })).toBeInTheDocument();
    expect(within(cloud).getByText('2 Months')).toBeInTheDocument();
    expect(within(cloud).getByText('Nov 15th 2025')).toBeInTheDocument();
    expect(within(cloud).getByRole('link', { name: /^View Course ?: Cloud Computing$/ })).toHaveAttribute(
      'href',
      '/courses/cloud-computing',
    );
    // Everything fits on one page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Course pages' })).not.toBeInTheDocument();
  });

  it('filters by title, case-insensitively, and says when nothing matches', () => {
    renderWithProviders(<CourseCatalog courses={COURSES} />);
    search('STACK');
    expect(titles()).toEqual(['Java Full-Stack', 'Python Full-stack', 'MERN Stack']);
    search('full');
    expect(titles()).toEqual(['Java Full-Stack', 'Python Full-stack']);
    search('blockchain');
    expect(screen.getByText('No courses found for "blockchain".')).toBeInTheDocument();
    expect(screen.queryAllByTestId('course-card')).toHaveLength(0);
  });

  it('shows 9 per page with a window of up to 3 page numbers from the current page', () => {
    renderWithProviders(<CourseCatalog courses={MANY} />);
    const pager = screen.getByRole('navigation', { name: 'Course pages' });
    expect(titles()).toHaveLength(9);
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(titles()).toHaveLength(5);
    expect(titles()[0]).toBe('Data Analytics Batch 19');
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(within(pager).getByRole('button', { name: 'Prev' }));
    expect(titles()[0]).toBe('Python Full-stack Batch 10');
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
  });

  it('goes back to page 1 when the search changes', () => {
    renderWithProviders(<CourseCatalog courses={MANY} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(titles()[0]).toBe('Python Full-stack Batch 10');
    search('Batch');
    expect(titles()[0]).toBe('Data Analytics Batch 1');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});
