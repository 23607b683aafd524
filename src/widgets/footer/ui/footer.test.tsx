import { screen, waitFor, within } from '@testing-library/react';
import { answerFetches, courseSummaryDto, renderWithProviders } from '@/shared/lib/test';
import { Footer } from './footer';

jest.setTimeout(20_000);

let answer: () => Response = () => Response.json([]);
answerFetches((_request, pathname) => (pathname === '/api/courses' ? answer() : Response.json({ message: 'Not found' }, { status: 404 })));

const courseLinks = () => {
  const heading = screen.getByRole('heading', { level: 2, name: 'Courses' });
  const list = heading.parentElement?.querySelector('ul');
  if (!list) throw new Error('no course list');
  return within(list)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
};

describe('Footer', () => {
  it('links to every course on sale, in the catalogue order', async () => {
    answer = () => Response.json([courseSummaryDto({ title: 'Data Science' }), courseSummaryDto({ title: 'Cloud Computing' })]);
    renderWithProviders(<Footer />);
    await screen.findByRole('link', { name: 'Cloud Computing' });
    expect(courseLinks()).toEqual([
      ['Data Science', '/courses/data-science'],
      ['Cloud Computing', '/courses/cloud-computing'],
    ]);
  });

  it('links to the course list when the courses cannot be loaded', async () => {
    answer = () => Response.json({ message: 'Internal error' }, { status: 500 });
    const { store } = renderWithProviders(<Footer />);
    expect(courseLinks()).toEqual([['All Courses', '/courses']]);
    await waitFor(() => expect(Object.values(store.getState().api.queries).map((q) => q?.status)).toEqual(['rejected']));
    expect(courseLinks()).toEqual([['All Courses', '/courses']]);
  });
});
