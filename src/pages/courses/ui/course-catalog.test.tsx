import { fireEvent, screen, within } from '@testing-library/react';
import type { CourseSummaryDto } from '@contract';
import { courseSummaryDto, renderWithProviders } from '@/shared/lib/test';
import { CourseCatalog } from './course-catalog';

function titles(): string[] {
  return screen.queryAllByTestId('course-card').map((card) => card.querySelector('h2')?.textContent ?? '');
}

const SIX: CourseSummaryDto[] = [
  courseSummaryDto({ title: 'Data Analytics', summary: 'Excel, SQL, Power BI and Tableau for business reports.' }),
  courseSummaryDto({ title: 'Data Science', summary: 'Statistics, Python and machine learning on real datasets.' }),
  courseSummaryDto({ title: 'Java Full-Stack', summary: 'Core Java, Spring Boot, REST APIs and React.' }),
  courseSummaryDto({ title: 'Python Full-stack', summary: 'Django, REST APIs, React and PostgreSQL.' }),
  courseSummaryDto({ title: 'MERN Stack', summary: 'MongoDB, Express, React and Node.js.' }),
  courseSummaryDto({ title: 'Cloud Computing', summary: 'AWS, Azure, Linux and DevOps pipelines.', time: '2 Months' }),
];

/** 23 course variations, enough for three pages of nine. */
const MANY: CourseSummaryDto[] = Array.from({ length: 23 }, (_, i) => {
  const base = SIX[i % SIX.length] ?? courseSummaryDto();
  return { ...base, _id: `c${i}`, slug: `${base.slug}-${i + 1}`, title: `${base.title} Batch ${i + 1}` };
});

// Rendering whole MUI card grids is slow on a shared CI machine.
jest.setTimeout(20_000);

function search(term: string) {
  fireEvent.change(screen.getByLabelText('Search courses by title'), { target: { value: term } });
}

describe('CourseCatalog', () => {
  it('shows the courses in order, with links to their pages and no pager when they fit on one page', () => {
    renderWithProviders(<CourseCatalog courses={SIX} />);
    expect(titles()).toEqual(['Data Analytics', 'Data Science', 'Java Full-Stack', 'Python Full-stack', 'MERN Stack', 'Cloud Computing']);
    const cloud = screen.getAllByTestId('course-card')[5];
    if (!cloud) throw new Error('cards missing');
    expect(within(cloud).getByText('2 Months')).toBeInTheDocument();
    expect(within(cloud).getByRole('link', { name: /^View Course ?: Cloud Computing$/ })).toHaveAttribute(
      'href',
      '/courses/cloud-computing',
    );
    expect(screen.queryByRole('navigation', { name: 'Course pages' })).not.toBeInTheDocument();
  });

  it("fetches the first card's image first (the page's largest paint) and the cards below the fold lazily", () => {
    renderWithProviders(<CourseCatalog courses={SIX} />);
    const images = screen.getAllByRole('img', { name: /course banner$/ });
    expect(images.map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')])).toEqual([
      ['high', 'eager'],
      ['auto', 'eager'],
      ['auto', 'eager'],
      ['auto', 'lazy'],
      ['auto', 'lazy'],
      ['auto', 'lazy'],
    ]);
  });

  it('finds courses whatever the case, spaces, hyphens and punctuation, and says when nothing matches', () => {
    renderWithProviders(<CourseCatalog courses={SIX} />);
    search('full stack');
    expect(titles()).toEqual(['Java Full-Stack', 'Python Full-stack']);
    search('FULLSTACK');
    expect(titles()).toEqual(['Java Full-Stack', 'Python Full-stack']);
    search('  Full-Stack! ');
    expect(titles()).toEqual(['Java Full-Stack', 'Python Full-stack']);
    search('STACK');
    expect(titles()).toEqual(['Java Full-Stack', 'Python Full-stack', 'MERN Stack']);
    search('blockchain');
    expect(screen.getByText('No courses found for "blockchain".')).toBeInTheDocument();
    expect(screen.queryAllByTestId('course-card')).toHaveLength(0);
  });

  it('finds a course by what its summary says it teaches', () => {
    renderWithProviders(<CourseCatalog courses={SIX} />);
    search('spring boot');
    expect(titles()).toEqual(['Java Full-Stack']);
    search('react');
    expect(titles()).toEqual(['Java Full-Stack', 'Python Full-stack', 'MERN Stack']);
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
