import { screen, within } from '@testing-library/react';
import { alumniStoryDto, renderWithProviders } from '@/shared/lib/test';
import { AlumniStoryCard } from './alumni-story-card';

describe('AlumniStoryCard', () => {
  it('shows the learner, their course and batch, role at company, their words and the rating in words', () => {
    renderWithProviders(<AlumniStoryCard story={alumniStoryDto({ rating: 4 })} linkCourse />);
    const card = screen.getByTestId('alumni-story');
    expect(within(card).getByText('Lakshmi Prasanna')).toBeInTheDocument();
    expect(within(card).getByText('Data Scientist at Madhapur Analytics')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Data Science' })).toHaveAttribute('href', '/courses/data-science');
    expect(within(card).getByRole('link', { name: 'Data Science' }).parentElement).toHaveTextContent(
      /^Data Science \(6 Months\), Feb 2026 weekday batch$/,
    );
    expect(within(card).getByText(/capstone on hospital readmissions/)).toBeInTheDocument();
    expect(within(card).getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(within(card).getByTestId('star-rating')).toHaveAttribute('aria-hidden', 'true');
    // The avatar is the initials, decorative: the name is written beside it.
    expect(within(card).getByText('LP')).toBeInTheDocument();
    expect(within(card).queryByText('Sample')).not.toBeInTheDocument();
  });

  it('labels a seeded story "Sample", and shows no stars for a story without a rating', () => {
    renderWithProviders(<AlumniStoryCard story={alumniStoryDto({ sample: true, rating: null, kind: 'placement', batch: '' })} />);
    const card = screen.getByTestId('alumni-story');
    expect(within(card).getByText('Sample')).toBeInTheDocument();
    expect(within(card).getByText('Placement story')).toBeInTheDocument();
    expect(within(card).queryByTestId('star-rating')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Rated/)).not.toBeInTheDocument();
    // Without linkCourse (on the course's own page) the course is plain text.
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByText('Data Science (6 Months)')).toBeInTheDocument();
  });
});
