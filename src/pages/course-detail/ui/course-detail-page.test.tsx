import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/test';
import { CourseDetailPage } from './course-detail-page';

jest.setTimeout(20_000);

describe('CourseDetailPage', () => {
  it('shows the course facts, a curriculum of its module count and the lead form preset to the course', async () => {
    renderWithProviders(<CourseDetailPage />, { route: '/courses/data-science', path: '/courses/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Data Science' })).toBeInTheDocument();
    const facts = Array.from(document.querySelectorAll('dl dd')).map((dd) => dd.textContent);
    expect(facts).toEqual(['47 Modules', '20 Weeks', 'Nov 06th 2025', 'Nov 01st 2025']);
    const curriculum = screen.getByRole('region', { name: 'Curriculum: 47 Modules' });
    expect(within(curriculum).getAllByRole('listitem')).toHaveLength(47);
    expect(screen.getByText('Arjun Mehta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll' })).toHaveAttribute('href', '/enrollnow');
    // The form (below the first screen) arrives after the page: here when the browser is idle.
    expect(await screen.findByRole('combobox', { name: /Course/ })).toHaveValue('Data Science');
  });

  it('presets the lead form for the full-stack courses with the lead form course names', async () => {
    renderWithProviders(<CourseDetailPage />, { route: '/courses/java-full-stack', path: '/courses/:slug' });
    expect(await screen.findByRole('combobox', { name: /Course/ })).toHaveValue('Java Full Stack Development');
  });

  it('says the course is not found for an unknown slug and links to all courses', () => {
    renderWithProviders(<CourseDetailPage />, { route: '/courses/no-such-course', path: '/courses/:slug' });
    expect(screen.getByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Courses' })).toHaveAttribute('href', '/courses');
  });
});
