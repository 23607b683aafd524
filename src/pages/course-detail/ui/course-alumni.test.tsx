import { screen, within } from '@testing-library/react';
import { ALUMNI_SAMPLE_NOTE, type AlumniStoryDto } from '@contract';
import { alumniStoryDto, answerFetches, courseDto, jsonLdOfType, renderWithProviders } from '@/shared/lib/test';
import { CourseDetailPage } from './course-detail-page';

jest.setTimeout(20_000);

const COURSE = courseDto({ title: 'Data Science', rating: 4.9 });
let stories: AlumniStoryDto[] = [];
const asked: string[] = [];

answerFetches((request, pathname) => {
  if (pathname === '/api/courses/data-science') return Response.json(COURSE);
  if (pathname === '/api/alumni/stories') {
    asked.push(new URL(request.url).search);
    return Response.json(stories);
  }
  return Response.json({ message: 'Not found' }, { status: 404 });
});
afterEach(() => {
  asked.length = 0;
});

const renderCourse = () => renderWithProviders(<CourseDetailPage />, { route: '/courses/data-science', path: '/courses/:slug' });
const courseJsonLd = () => jsonLdOfType('Course')[0];

describe('"What our alumni say" on a course page', () => {
  it('shows the course’s stories before the FAQs, and their real, rated testimonials as the course’s reviews', async () => {
    stories = [
      alumniStoryDto({ _id: 'a', name: 'Lakshmi Prasanna', rating: 5 }),
      alumniStoryDto({ _id: 'b', name: 'Venkat Ramana', rating: 4 }),
      alumniStoryDto({ _id: 'p', name: 'Placed Learner', kind: 'placement', rating: null }),
      alumniStoryDto({ _id: 's', name: 'Sneha Varma', rating: 1, sample: true }),
    ];
    renderCourse();
    const section = await screen.findByRole('region', { name: 'What our alumni say' });
    expect(asked).toEqual(['?course=data-science']);
    expect(within(section).getAllByTestId('alumni-story')).toHaveLength(4);
    expect(within(section).getByText('Rated 5 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('Sample')).toBeInTheDocument();
    expect(within(section).getByText(ALUMNI_SAMPLE_NOTE)).toBeInTheDocument();
    const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2s.indexOf('What our alumni say')).toBe(h2s.indexOf('Frequently Asked Questions') - 1);

    const ld = courseJsonLd();
    expect(ld?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 2, bestRating: 5, worstRating: 1 });
    expect((ld?.review as { author: { name: string } }[]).map((r) => r.author.name)).toEqual(['Lakshmi Prasanna', 'Venkat Ramana']);
  });

  it('renders nothing when the course has no stories, and samples alone give no review markup', async () => {
    stories = [];
    const { unmount } = renderCourse();
    await screen.findByRole('heading', { level: 1, name: 'Data Science' });
    await screen.findByRole('heading', { level: 2, name: 'Frequently Asked Questions' });
    expect(screen.queryByRole('heading', { name: 'What our alumni say' })).not.toBeInTheDocument();
    expect(courseJsonLd()).not.toHaveProperty('aggregateRating');
    unmount();

    stories = [alumniStoryDto({ sample: true, rating: 5 })];
    renderCourse();
    await screen.findByRole('region', { name: 'What our alumni say' });
    const ld = courseJsonLd();
    expect(ld).toBeDefined();
    expect(ld).not.toHaveProperty('review');
    // Never the course's admin-entered rating either.
    expect(ld).not.toHaveProperty('aggregateRating');
  });
});
