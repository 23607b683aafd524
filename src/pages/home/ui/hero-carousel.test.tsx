import { fireEvent, screen, within } from '@testing-library/react';
import type { CourseHero } from '@contract';
import { CAROUSEL } from '@/shared/config';
import { SAMPLE_FIGURE_BASIS } from '@contract';
import {
  advanceTimers,
  answerFetches,
  courseSummaryDto,
  fakeMatchMedia,
  renderWithProviders,
  setPageVisibility,
  siteSettingsDto,
} from '@/shared/lib/test';
import { heroSlides } from '../model/hero-slides';
import { HeroCarousel } from './hero-carousel';

// The figures come from the site settings every page reads (the seeded samples here).
answerFetches((_request, pathname) => {
  if (pathname === '/api/site/settings') return Response.json(siteSettingsDto());
  throw new Error(`unexpected request ${pathname}`);
});

const hero = (position: number, title: string, duration: string): CourseHero => ({
  position,
  title,
  duration,
  description: `${title} from the first lesson to a job.`,
  features: ['Feature one', 'Feature two', 'Feature three', 'Feature four'],
  background: `/images/hero/${title.toLowerCase().replace(/\s+/g, '-')}.svg`,
  backgroundAlt: `Illustration for ${title}`,
});

/** The catalogue as the API lists it: in its own order, two courses without a slide, the slides' order in `hero.position`. */
const SLIDES = heroSlides([
  courseSummaryDto({ title: 'Java Full-Stack', leadCourse: 'Java Full Stack Development', hero: hero(4, 'Java Full Stack', '4 Months') }),
  courseSummaryDto({ title: 'MERN Stack' }),
  courseSummaryDto({ title: 'Data Analytics', hero: hero(1, 'Data Analytics', '3 Months') }),
  courseSummaryDto({
    title: 'Python Full-stack',
    leadCourse: 'Python Full Stack Development',
    hero: hero(3, 'Python Full Stack', '4 Months'),
  }),
  courseSummaryDto({ title: 'Cloud Computing' }),
  courseSummaryDto({ title: 'Data Science', hero: hero(2, 'Data Science', '4 Months') }),
]);

function activeDot(): string {
  const current = screen.getAllByRole('button', { name: /^Show slide/ }).find((b) => b.getAttribute('aria-current') === 'true');
  return current?.getAttribute('aria-label') ?? 'none';
}

function nth<T>(items: T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

function track(): HTMLElement {
  return screen.getByTestId('hero-track');
}

const realMatchMedia = window.matchMedia;

beforeEach(() => {
  jest.useFakeTimers();
  setPageVisibility('visible');
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = realMatchMedia;
});

describe('HeroCarousel', () => {
  it('shows the courses with a slide, in the slides order, with their durations, features and the static stats', async () => {
    renderWithProviders(<HeroCarousel slides={SLIDES} onBookDemo={() => {}} />);
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 4: Data Analytics',
      '2 of 4: Data Science',
      '3 of 4: Python Full Stack',
      '4 of 4: Java Full Stack',
    ]);
    expect(within(nth(slides, 0)).getByText('Duration: 3 Months')).toBeInTheDocument();
    expect(within(nth(slides, 1)).getByText('Duration: 4 Months')).toBeInTheDocument();
    expect(within(nth(slides, 0)).getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByText('95%')).toBeInTheDocument();
    expect(screen.getByText('Success Rate')).toBeInTheDocument();
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(screen.getByText('Students')).toBeInTheDocument();
    // Each figure with its basis below: the samples say they are samples.
    expect(screen.getByText(`1. Success Rate: ${SAMPLE_FIGURE_BASIS}`)).toBeInTheDocument();
    expect(screen.getByText(`2. Students: ${SAMPLE_FIGURE_BASIS}`)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(4);
    expect(within(nth(slides, 0)).getByRole('img', { name: 'Illustration for Data Analytics' })).toHaveAttribute(
      'src',
      '/images/hero/data-analytics.svg',
    );
  });

  it('keeps the slides place with a placeholder while the courses load', async () => {
    renderWithProviders(<HeroCarousel slides={[]} loading onBookDemo={() => {}} />);
    expect(screen.getByRole('status', { name: 'Loading featured courses' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured courses' })).not.toBeInTheDocument();
    expect(await screen.findByText('Success Rate')).toBeInTheDocument();
  });

  it('offers a free demo without a preset course when there are no slides', () => {
    const onBookDemo = jest.fn();
    renderWithProviders(<HeroCarousel slides={[]} onBookDemo={onBookDemo} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Learn, Build and Launch Your Tech Career' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Book Your Free Demo' }));
    expect(onBookDemo).toHaveBeenCalledWith();
  });

  it('advances one slide every 4000 ms', () => {
    renderWithProviders(<HeroCarousel slides={SLIDES} onBookDemo={() => {}} />);
    expect(activeDot()).toBe('Show slide 1: Data Analytics');
    advanceTimers(CAROUSEL.intervalMs - 1);
    expect(activeDot()).toBe('Show slide 1: Data Analytics');
    advanceTimers(1);
    expect(activeDot()).toBe('Show slide 2: Data Science');
    advanceTimers(CAROUSEL.intervalMs);
    expect(activeDot()).toBe('Show slide 3: Python Full Stack');
  });

  it('pauses while the page is hidden and resumes when it is visible again', () => {
    renderWithProviders(<HeroCarousel slides={SLIDES} onBookDemo={() => {}} />);
    advanceTimers(2000);
    setPageVisibility('hidden');
    advanceTimers(CAROUSEL.intervalMs * 3);
    expect(activeDot()).toBe('Show slide 1: Data Analytics');
    setPageVisibility('visible');
    advanceTimers(CAROUSEL.intervalMs);
    expect(activeDot()).toBe('Show slide 2: Data Science');
  });

  it('ignores clicks during a transition and accepts them after the 680 ms reset', () => {
    renderWithProviders(<HeroCarousel slides={SLIDES} onBookDemo={() => {}} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4: Java Full Stack' }));
    expect(activeDot()).toBe('Show slide 2: Data Science');
    advanceTimers(CAROUSEL.resetMs - 1);
    fireEvent.click(next);
    expect(activeDot()).toBe('Show slide 2: Data Science');
    advanceTimers(1);
    fireEvent.click(next);
    expect(activeDot()).toBe('Show slide 3: Python Full Stack');
  });

  it('loops endlessly through the cloned end slides in both directions', () => {
    renderWithProviders(<HeroCarousel slides={SLIDES} onBookDemo={() => {}} />);
    expect(track()).toHaveAttribute('data-position', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    // Onto the clone of the last slide, then silently back to the real last slide.
    expect(track()).toHaveAttribute('data-position', '0');
    expect(activeDot()).toBe('Show slide 4: Java Full Stack');
    advanceTimers(CAROUSEL.resetMs);
    expect(track()).toHaveAttribute('data-position', '4');
    expect(track().style.transition === '' || !track().style.transition.includes('transform')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(track()).toHaveAttribute('data-position', '5');
    expect(activeDot()).toBe('Show slide 1: Data Analytics');
    advanceTimers(CAROUSEL.resetMs);
    expect(track()).toHaveAttribute('data-position', '1');
    expect(screen.getAllByTestId('hero-clone')).toHaveLength(2);
    expect(screen.getAllByTestId('hero-clone').every((c) => c.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('keeps a steady 4 s rhythm across the loop', () => {
    renderWithProviders(<HeroCarousel slides={SLIDES} onBookDemo={() => {}} />);
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      advanceTimers(CAROUSEL.intervalMs);
      seen.push(activeDot());
    }
    expect(seen).toEqual([
      'Show slide 2: Data Science',
      'Show slide 3: Python Full Stack',
      'Show slide 4: Java Full Stack',
      'Show slide 1: Data Analytics',
    ]);
    advanceTimers(CAROUSEL.intervalMs);
    expect(activeDot()).toBe('Show slide 2: Data Science');
  });

  it('moves with the arrow keys and dots, and announces the slide when not auto-rotating', () => {
    renderWithProviders(<HeroCarousel slides={SLIDES} onBookDemo={() => {}} />);
    const carousel = screen.getByRole('region', { name: 'Featured courses' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    const live = carousel.querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(live).toHaveTextContent('Slide 2 of 4: Data Science, 4 Months');
    advanceTimers(CAROUSEL.resetMs);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4: Java Full Stack' }));
    expect(live).toHaveTextContent('Slide 4 of 4: Java Full Stack');
    advanceTimers(CAROUSEL.intervalMs * 2);
    expect(activeDot()).toBe('Show slide 4: Java Full Stack');
  });

  it('does not auto-advance when the visitor prefers reduced motion', () => {
    window.matchMedia = fakeMatchMedia((query) => query.includes('prefers-reduced-motion'));
    renderWithProviders(<HeroCarousel slides={SLIDES} onBookDemo={() => {}} />);
    advanceTimers(CAROUSEL.intervalMs * 3);
    expect(activeDot()).toBe('Show slide 1: Data Analytics');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeDot()).toBe('Show slide 2: Data Science');
  });

  it('opens the demo form preset to the slide course', () => {
    const onBookDemo = jest.fn();
    renderWithProviders(<HeroCarousel slides={SLIDES} onBookDemo={onBookDemo} />);
    const slides = screen.getAllByRole('group');
    fireEvent.click(within(nth(slides, 2)).getByRole('button', { name: 'Book Your Free Demo' }));
    expect(onBookDemo).toHaveBeenCalledWith('Python Full Stack Development');
  });
});
