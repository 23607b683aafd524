import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkshopDto } from '@contract';
import { answerFetches, renderWithProviders, workshopDto } from '@/shared/lib/test';
import { WorkshopsPage } from './workshops-page';

jest.setTimeout(20_000);

let list: WorkshopDto[] = [];
answerFetches((request, pathname) => {
  if (pathname !== '/api/workshops') throw new Error(`unexpected ${request.url}`);
  return Response.json(list);
});

const DATA_SCIENCE = workshopDto({ title: 'Data Science Workshop', slug: 'data-science', startsAt: '2099-12-19T08:30:00.000Z' });
const REACT_DAY = workshopDto({
  title: 'React in a Day',
  category: 'Full Stack',
  description: 'Components, hooks and a deployed app.',
  startsAt: '2099-12-12T08:30:00.000Z',
  capacity: 30,
  seatsLeft: 0,
});
const OLD_ANALYTICS = workshopDto({ title: 'Excel to Power BI', category: 'Data Analytics', startsAt: '2025-09-13T08:30:00.000Z' });
const OLDER_SQL = workshopDto({ title: 'SQL Basics', category: 'Data Analytics', startsAt: '2025-03-08T08:30:00.000Z' });

beforeEach(() => {
  list = [DATA_SCIENCE, OLDER_SQL, REACT_DAY, OLD_ANALYTICS];
});

const section = (name: string) => screen.getByRole('region', { name });
const titles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('WorkshopsPage', () => {
  it('shows each workshop as a card with its Workshop badge, its date and its place, linking to its page', async () => {
    renderWithProviders(<WorkshopsPage />, { route: '/workshops' });
    const card = (await screen.findByRole('heading', { name: 'Data Science Workshop' })).closest('article');
    if (!card) throw new Error('card missing');
    expect(within(card).getByText('Workshop')).toBeInTheDocument();
    expect(within(card).getByText('Sat, 19 Dec 2099, 2:00 PM – 5:00 PM IST')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/workshops/data-science');
    const react = screen.getByRole('heading', { name: 'React in a Day' }).closest('article');
    if (!react) throw new Error('card missing');
    expect(within(react).getByText('Fully booked')).toBeInTheDocument();
  });

  it('lists upcoming workshops soonest first, and past ones below, most recent first', async () => {
    renderWithProviders(<WorkshopsPage />, { route: '/workshops' });
    await screen.findByRole('heading', { name: 'React in a Day' });
    expect(titles(section('Upcoming workshops'))).toEqual(['React in a Day', 'Data Science Workshop']);
    expect(titles(section('Past workshops'))).toEqual(['Excel to Power BI', 'SQL Basics']);
    expect(within(section('Past workshops')).getAllByText('Ended')).toHaveLength(2);
  });

  it('has no past section when no workshop has ended', async () => {
    list = [DATA_SCIENCE, REACT_DAY];
    renderWithProviders(<WorkshopsPage />, { route: '/workshops' });
    await screen.findByRole('heading', { name: 'React in a Day' });
    expect(screen.queryByRole('heading', { name: 'Past workshops' })).not.toBeInTheDocument();
  });

  it('says when only past workshops are left', async () => {
    list = [OLD_ANALYTICS];
    renderWithProviders(<WorkshopsPage />, { route: '/workshops' });
    expect(await screen.findByText('No upcoming workshops right now: new dates are coming soon.')).toBeInTheDocument();
    expect(titles(section('Past workshops'))).toEqual(['Excel to Power BI']);
  });

  it('filters by category button and by search, in both lists', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WorkshopsPage />, { route: '/workshops' });
    await screen.findByRole('heading', { name: 'React in a Day' });
    await user.click(screen.getByRole('button', { name: 'Full Stack' }));
    expect(screen.getByRole('button', { name: 'Full Stack' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Data Science Workshop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Past workshops' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Data Analytics' }));
    expect(screen.getByText('No upcoming workshops right now: new dates are coming soon.')).toBeInTheDocument();
    expect(titles(section('Past workshops'))).toEqual(['Excel to Power BI', 'SQL Basics']);
    await user.click(screen.getByRole('button', { name: 'All Workshops' }));
    await user.type(screen.getByLabelText('Search workshops'), 'science');
    expect(screen.getByRole('heading', { name: 'Data Science Workshop' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'React in a Day' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search workshops'));
    await user.type(screen.getByLabelText('Search workshops'), 'kubernetes');
    expect(screen.getByText('No workshops found for "kubernetes".')).toBeInTheDocument();
  });

  it('searches titles, descriptions and categories, ignoring case, hyphens and punctuation', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<WorkshopsPage />, { route: '/workshops' });
    await screen.findByRole('heading', { name: 'React in a Day' });
    const search = screen.getByLabelText('Search workshops');
    const shown = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

    await user.type(search, 'FULL-STACK');
    expect(shown()).toEqual(['React in a Day']);
    await user.clear(search);
    await user.type(search, 'hooks!');
    expect(shown()).toEqual(['React in a Day']);
    await user.clear(search);
    await user.type(search, 'power bi excel');
    expect(shown()).toEqual(['Excel to Power BI']);
    expect(screen.getByText('No upcoming workshops found for "power bi excel".')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'data  analytics');
    expect(shown()).toEqual(['Excel to Power BI', 'SQL Basics']);
  });
});
