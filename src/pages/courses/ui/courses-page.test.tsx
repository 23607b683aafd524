import { screen } from '@testing-library/react';
import { answerFetches, courseSummaryDto, jsonLdOfType, renderWithProviders } from '@/shared/lib/test';
import { CoursesPage } from './courses-page';

jest.setTimeout(20_000);

const COURSES = [courseSummaryDto({ title: 'Data Analytics' }), courseSummaryDto({ title: 'Java Full-Stack' })];
let answer: () => Response = () => Response.json(COURSES);

answerFetches((_request, pathname) => (pathname === '/api/courses' ? answer() : Response.json({ message: 'Not found' }, { status: 404 })));
afterEach(() => {
  answer = () => Response.json(COURSES);
});

/** The page's own structured data (the institute and breadcrumbs are there too). */
const itemLists = () => jsonLdOfType('ItemList');

describe('CoursesPage', () => {
  it('shows card shapes while loading, then the courses from the API with an ItemList of them', async () => {
    renderWithProviders(<CoursesPage />, { route: '/courses' });
    expect(screen.getByRole('status', { name: 'Loading courses' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Java Full-Stack' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading courses' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('course-card')).toHaveLength(2);
    const [list] = itemLists();
    expect(list?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, url: expect.stringMatching(/\/courses\/data-analytics$/) }),
      expect.objectContaining({ position: 2, url: expect.stringMatching(/\/courses\/java-full-stack$/) }),
    ]);
  });

  it('says so when the courses cannot be loaded, without a list in its structured data', async () => {
    answer = () => Response.json({ message: 'Internal error' }, { status: 500 });
    renderWithProviders(<CoursesPage />, { route: '/courses' });
    expect(await screen.findByText('The courses could not be loaded right now. Please refresh the page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Courses' })).toBeInTheDocument();
    expect(itemLists()).toEqual([]);
  });

  it('says when no course is on sale', async () => {
    answer = () => Response.json([]);
    renderWithProviders(<CoursesPage />, { route: '/courses' });
    expect(await screen.findByText('No courses are open right now.')).toBeInTheDocument();
  });
});
