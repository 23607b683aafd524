import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDto } from '@contract';
import { answerFetches, jobDto, renderWithProviders } from '@/shared/lib/test';
import { CareersPage } from './careers-page';

const job = (title: string, i: number, overrides: Partial<JobDto> = {}): JobDto =>
  jobDto({ _id: `j${i}`, title, createdAt: `2026-11-${String(20 - i).padStart(2, '0')}T05:30:00.000Z`, ...overrides });

const JOBS: JobDto[] = [
  job('Data Science Trainer', 1),
  job('Java Full-Stack Trainer', 2),
  job('Career Counsellor', 3, { location: 'Secunderabad' }),
  job('Placement Coordinator', 4),
  job('Python Teaching Assistant', 5, { jobType: 'part-time', type: 'Part Time', experienceRequired: 0, isFresher: true }),
  job('Cloud Trainer', 6, { location: 'Secunderabad' }),
  job('Front Office Executive', 7),
  // Written without location and type: the page shows Hyderabad and Full Time (docs/product.md §9).
  job('MERN Stack Trainer', 8, { location: '', jobType: '' as JobDto['jobType'], type: '' }),
  ...['Tableau Trainer', 'Power BI Trainer', 'DevOps Trainer', 'React Trainer', 'SQL Trainer', 'Azure Trainer'].map((t, i) =>
    job(t, 9 + i),
  ),
];

answerFetches((_request, pathname) => {
  if (pathname !== '/api/Career/jobs') throw new Error(`unexpected request ${pathname}`);
  return Response.json(JOBS);
});

jest.setTimeout(30_000);

const shownTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('CareersPage', () => {
  it('shows 6 jobs per page, newest first, with pagination', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CareersPage />, { route: '/careers' });
    expect(await screen.findByText('14 open positions')).toBeInTheDocument();
    expect(shownTitles()).toEqual(JOBS.slice(0, 6).map((j) => j.title));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(shownTitles()).toEqual(['SQL Trainer', 'Azure Trainer']);
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(shownTitles()).toEqual(JOBS.slice(6, 12).map((j) => j.title));
  });

  it('shows Hyderabad and Full Time for a job without location and type', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CareersPage />, { route: '/careers' });
    await screen.findByText('14 open positions');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const card = screen.getByRole('heading', { name: 'MERN Stack Trainer' }).closest('article') as HTMLElement;
    expect(within(card).getByText('Hyderabad')).toBeInTheDocument();
    expect(within(card).getByText('Full Time')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View details/ })).toHaveAttribute('href', '/careers/mern-stack-trainer');
  });

  it('searches titles, goes back to page 1, and says "No jobs found." when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CareersPage />, { route: '/careers' });
    await screen.findByText('14 open positions');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.type(screen.getByLabelText('Search by job title'), 'TRAINER');
    expect(screen.getByText('10 open positions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(shownTitles()).toEqual([
      'Data Science Trainer',
      'Java Full-Stack Trainer',
      'Cloud Trainer',
      'MERN Stack Trainer',
      'Tableau Trainer',
      'Power BI Trainer',
    ]);
    await user.type(screen.getByLabelText('Search by job title'), ' of rocket science');
    expect(screen.getByText('No jobs found.')).toBeInTheDocument();
    expect(shownTitles()).toEqual([]);
  });

  it('filters by location and resets to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CareersPage />, { route: '/careers' });
    await screen.findByText('14 open positions');
    const filter = screen.getByLabelText('Location');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All locations', 'HITEC City, Hyderabad', 'Hyderabad', 'Secunderabad']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.selectOptions(filter, 'HITEC City, Hyderabad');
    expect(screen.getByText('11 open positions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(filter, 'Secunderabad');
    expect(shownTitles()).toEqual(['Career Counsellor', 'Cloud Trainer']);
    expect(screen.getByText('2 open positions')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by job title'), 'cloud');
    expect(shownTitles()).toEqual(['Cloud Trainer']);
  });

  it('keeps the search and filter from the address', async () => {
    renderWithProviders(<CareersPage />, { route: '/careers?q=trainer&location=Secunderabad' });
    expect(await screen.findByText('1 open position')).toBeInTheDocument();
    expect(shownTitles()).toEqual(['Cloud Trainer']);
    expect(screen.getByLabelText('Search by job title')).toHaveValue('trainer');
  });

  it('keeps both of two changes made one right after the other (clearing the search, then the location)', async () => {
    const { router } = renderWithProviders(<CareersPage />, { route: '/careers?q=zz&location=Secunderabad' });
    expect(await screen.findByText('No jobs found.')).toBeInTheDocument();
    // Both changes land before the router has rendered the first one's address.
    act(() => {
      fireEvent.change(screen.getByLabelText('Search by job title'), { target: { value: '' } });
      fireEvent.change(screen.getByLabelText('Location'), { target: { value: '' } });
    });
    expect(await screen.findByText('14 open positions')).toBeInTheDocument();
    expect(screen.getByLabelText('Search by job title')).toHaveValue('');
    await act(async () => {});
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('14 open positions')).toBeInTheDocument();
  });
});
