import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogDto } from '@contract';
import { blogDto, renderWithProviders } from '@/shared/lib/test';
import { BlogsPage } from './blogs-page';

const TITLES = [
  'Cloud Careers in Hyderabad',
  'SQL for Analysts',
  'DevOps Pipelines Explained',
  'React Hooks in Practice',
  'Java Streams Deep Dive',
  'Python Pandas Tips',
];

const blog = (title: string, i: number): BlogDto =>
  blogDto({
    _id: `b${i}`,
    title,
    ...(i === 4 ? { description: 'Collections and functional style on the JVM.' } : {}),
    createdAt: `2025-06-${String(20 - i).padStart(2, '0')}T05:30:00.000Z`,
  });

beforeEach(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(TITLES.map(blog)));
});
afterEach(() => jest.restoreAllMocks());

const shownTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('BlogsPage', () => {
  it('shows 4 posts per page with Prev/Next and page numbers', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BlogsPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Cloud Careers in Hyderabad' });
    expect(shownTitles()).toEqual(TITLES.slice(0, 4));
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(shownTitles()).toEqual(TITLES.slice(4));
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: /^Read More/ })[0]).toHaveAttribute('href', '/blogs/java-streams-deep-dive');
  });

  it('searches titles and descriptions and goes back to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BlogsPage />);
    await screen.findByRole('heading', { name: 'Cloud Careers in Hyderabad' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search blogs' }), 'jvm');
    expect(shownTitles()).toEqual(['Java Streams Deep Dive']);
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search blogs' }));
    expect(shownTitles()).toEqual(TITLES.slice(0, 4));
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BlogsPage />);
    await screen.findByRole('heading', { name: 'Cloud Careers in Hyderabad' });
    await user.type(screen.getByRole('searchbox', { name: 'Search blogs' }), 'kubernetes');
    expect(screen.getByText('No blogs found for "kubernetes".')).toBeInTheDocument();
    expect(shownTitles()).toEqual([]);
  });
});
