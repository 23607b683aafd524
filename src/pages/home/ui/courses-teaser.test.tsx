import { screen } from '@testing-library/react';
import { answerFetches, courseSummaryDto, renderWithProviders } from '@/shared/lib/test';
import { CoursesTeaser } from './courses-teaser';

jest.setTimeout(20_000);

let answer: () => Response = () => Response.json([]);
answerFetches((_request, pathname) => (pathname === '/api/courses' ? answer() : Response.json({ message: 'Not found' }, { status: 404 })));

describe('CoursesTeaser', () => {
  it("shows card shapes while loading, then the first three courses and 'View All Courses'", async () => {
    answer = () =>
      Response.json(['Data Analytics', 'Data Science', 'Java Full-Stack', 'MERN Stack'].map((title) => courseSummaryDto({ title })));
    renderWithProviders(<CoursesTeaser />);
    expect(screen.getAllByTestId('course-card-skeleton')).toHaveLength(3);
    await screen.findByRole('heading', { level: 3, name: 'Data Analytics' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Data Analytics',
      'Data Science',
      'Java Full-Stack',
    ]);
    expect(screen.queryByTestId('course-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
  });

  it('says so when the courses cannot be loaded, and still links to the course list', async () => {
    answer = () => Response.json({ message: 'Internal error' }, { status: 500 });
    renderWithProviders(<CoursesTeaser />);
    expect(await screen.findByText('Our courses could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/courses');
  });
});
