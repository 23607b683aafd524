import { act, screen, within } from '@testing-library/react';
import { ALUMNI_SAMPLE_NOTE, PARTNERS_SAMPLE_NOTE, type AlumniStoryDto, type HiringPartnerDto } from '@contract';
import { alumniStoryDto, answerFetches, fakeMatchMedia, hiringPartnerDto, renderWithProviders, siteSettingsDto } from '@/shared/lib/test';
import { SuccessStory } from './success-story';

let stories: AlumniStoryDto[] = [];
let partners: HiringPartnerDto[] = [];
answerFetches((_request, pathname) => {
  if (pathname === '/api/alumni/stories') return Response.json(stories);
  if (pathname === '/api/alumni/partners') return Response.json(partners);
  if (pathname === '/api/site/settings') return Response.json(siteSettingsDto());
  return Response.json({ message: 'Not found' }, { status: 404 });
});

describe('the success story with alumni outcomes', () => {
  it('keeps the drive’s figures and pictures, and adds three testimonials and the hiring partners', async () => {
    stories = [
      alumniStoryDto({ _id: 'a', name: 'Lakshmi Prasanna' }),
      alumniStoryDto({ _id: 'p', name: 'Placed Learner', kind: 'placement', rating: null }),
      alumniStoryDto({ _id: 'b', name: 'Venkat Ramana', rating: 4 }),
      alumniStoryDto({ _id: 'c', name: 'Kavya Sri', rating: null }),
      alumniStoryDto({ _id: 'd', name: 'Fourth Testimonial' }),
    ];
    partners = [hiringPartnerDto({ _id: 'x', name: 'Madhapur Analytics' }), hiringPartnerDto({ _id: 'y', name: 'Kondapur Systems' })];
    renderWithProviders(<SuccessStory />);
    const say = await screen.findByRole('region', { name: 'What our alumni say' });
    // The first three testimonials, in the API's order (real ones first, newest first).
    expect(within(say).getAllByTestId('alumni-story')).toHaveLength(3);
    for (const name of ['Lakshmi Prasanna', 'Venkat Ramana', 'Kavya Sri']) expect(within(say).getByText(name)).toBeInTheDocument();
    expect(within(say).queryByText('Fourth Testimonial')).not.toBeInTheDocument();
    expect(within(say).getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(within(say).queryByText('Placed Learner')).not.toBeInTheDocument();
    const partnerList = screen.getByRole('region', { name: 'Companies that hire our learners' });
    expect(
      within(partnerList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Madhapur Analytics', 'Kondapur Systems']);
    // Nothing is a sample here: no note.
    expect(screen.queryByText(ALUMNI_SAMPLE_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByText(PARTNERS_SAMPLE_NOTE)).not.toBeInTheDocument();
    // The spec'd content stays.
    expect(await screen.findByText('50+')).toBeInTheDocument();
    expect(screen.getByText('95%')).toBeInTheDocument();
    // The drifting pictures move inside one labelled scroll region (keyboard and hand scrolling, and no moved
    // box of theirs outside it, under the words around the strip).
    const pictures = screen.getByRole('region', { name: 'Internship drive pictures' });
    expect(within(pictures).getAllByTestId('success-column')).toHaveLength(2);
    expect(pictures).toHaveAttribute('tabindex', '0');
    expect(getComputedStyle(pictures).overflow).toBe('auto');
    // While they drift, a swipe or the wheel over them moves the page instead.
    expect(getComputedStyle(pictures).pointerEvents).toBe('none');
  });

  it('with reduced motion the pictures stand still in the same region and scroll by hand too', async () => {
    stories = [];
    partners = [];
    const matchMedia = window.matchMedia;
    window.matchMedia = fakeMatchMedia((query) => query.includes('prefers-reduced-motion'));
    try {
      renderWithProviders(<SuccessStory />);
      const pictures = await screen.findByRole('region', { name: 'Internship drive pictures' });
      expect(pictures).toHaveAttribute('tabindex', '0');
      expect(getComputedStyle(pictures).overflow).toBe('auto');
      expect(getComputedStyle(pictures).pointerEvents).not.toBe('none');
      // Each picture once: no second copy for a loop.
      expect(within(pictures).getAllByRole('img')).toHaveLength(6);
      expect(screen.queryByRole('button', { name: /pictures/i })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('labels seeded stories and partners as samples with a one-line note', async () => {
    stories = [alumniStoryDto({ sample: true })];
    partners = [hiringPartnerDto({ name: 'Charminar Data Labs', sample: true })];
    renderWithProviders(<SuccessStory />);
    const say = await screen.findByRole('region', { name: 'What our alumni say' });
    expect(within(say).getByText('Sample')).toBeInTheDocument();
    expect(within(say).getByText(ALUMNI_SAMPLE_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Charminar Data Labs · Sample')).toBeInTheDocument();
    expect(screen.getByText(PARTNERS_SAMPLE_NOTE)).toBeInTheDocument();
  });

  it('shows no alumni block when there is nothing to show', async () => {
    stories = [];
    partners = [];
    renderWithProviders(<SuccessStory />);
    expect(await screen.findByRole('heading', { level: 2, name: /Internship Drive/ })).toBeInTheDocument();
    // Both lists answered (empty): still nothing.
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByRole('heading', { name: 'What our alumni say' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Companies that hire our learners' })).not.toBeInTheDocument();
  });
});
