import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkshopDto } from '@contract';
import { renderWithProviders } from '@/shared/lib/test';
import { WorkshopsPage } from './workshops-page';

jest.setTimeout(20_000);

function workshop(slug: string, title: string, category: WorkshopDto['category']): WorkshopDto {
  return {
    _id: slug,
    slug,
    title,
    description: `${title} at ITX.`,
    category,
    date: '13th Sept',
    dateIso: null,
    duration: '3 Hours',
    sessions: [],
    topics: [],
    highlights: { learningOutcomes: '', careerPaths: [] },
    image: `/images/workshops/${slug}.svg`,
    createdAt: '2025-08-01T00:00:00.000Z',
    updatedAt: '2025-08-01T00:00:00.000Z',
    version: 1,
  };
}

const LIST = [workshop('data-science', 'Data Science Workshop', 'Data Science'), workshop('react-day', 'React in a Day', 'Full Stack')];

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(String(input));
    if (new URL(request.url).pathname !== '/api/workshops') throw new Error(`unexpected ${request.url}`);
    return Response.json(LIST);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('WorkshopsPage', () => {
  it('shows each workshop as a card with its Workshop badge, linking to its page', async () => {
    renderWithProviders(<WorkshopsPage />, { route: '/workshops' });
    const card = (await screen.findByRole('heading', { name: 'Data Science Workshop' })).closest('article');
    if (!card) throw new Error('card missing');
    expect(within(card).getByText('Workshop')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/workshops/data-science');
    expect(screen.getByRole('heading', { name: 'React in a Day' })).toBeInTheDocument();
  });

  it('filters by category button and by search', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WorkshopsPage />, { route: '/workshops' });
    await screen.findByRole('heading', { name: 'React in a Day' });
    await user.click(screen.getByRole('button', { name: 'Full Stack' }));
    expect(screen.getByRole('button', { name: 'Full Stack' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Data Science Workshop' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All Workshops' }));
    await user.type(screen.getByLabelText('Search workshops'), 'science');
    expect(screen.getByRole('heading', { name: 'Data Science Workshop' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'React in a Day' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search workshops'));
    await user.type(screen.getByLabelText('Search workshops'), 'kubernetes');
    expect(screen.getByText('No workshops found for "kubernetes".')).toBeInTheDocument();
  });
});
