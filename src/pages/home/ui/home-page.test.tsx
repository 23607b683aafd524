import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseHero } from '@contract';
import { answerFetches, courseSummaryDto, renderWithProviders } from '@/shared/lib/test';
import { HomePage } from './home-page';

jest.setTimeout(30_000);

const hero = (position: number, title: string): CourseHero => ({
  position,
  title,
  duration: '4 Months',
  description: `${title} from the first lesson to a job.`,
  features: ['One', 'Two', 'Three', 'Four'],
  background: '/images/hero/slide.svg',
  backgroundAlt: `Illustration for ${title}`,
});

const COURSES = [
  courseSummaryDto({ title: 'Data Analytics' }),
  courseSummaryDto({ title: 'Python Full-stack', leadCourse: 'Python Full Stack Development', hero: hero(2, 'Python Full Stack') }),
  courseSummaryDto({ title: 'Data Science', hero: hero(1, 'Data Science') }),
];

answerFetches((_request, pathname) => {
  if (pathname === '/api/courses') return Response.json(COURSES);
  if (pathname === '/api/blogs/getBlogs' || pathname === '/api/workshops') return Response.json([]);
  return Response.json({ message: 'Not found' }, { status: 404 });
});

describe('HomePage', () => {
  it('builds the hero from the courses with a slide, and books a demo preset to the slide course', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('status', { name: 'Loading featured courses' })).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Featured courses' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 2: Data Science', '2 of 2: Python Full Stack']);
    await user.click(screen.getByRole('button', { name: 'Show slide 2: Python Full Stack' }));
    await user.click(within(slides[1] as HTMLElement).getByRole('button', { name: 'Book Your Free Demo' }));
    // The dialog's code loads at the first request for a demo.
    const dialog = await screen.findByRole('dialog', { name: /Book your Free Demo/ }, { timeout: 8000 });
    expect(within(dialog).getByRole('combobox', { name: /Course/ })).toHaveValue('Python Full Stack Development');
  });
});
