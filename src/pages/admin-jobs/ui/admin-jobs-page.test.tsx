import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDto } from '@contract';
import { answerFetches, gridRow, gridRowTitles, jobDto, renderWithProviders } from '@/shared/lib/test';
import { AdminJobsPage } from './admin-jobs-page';

const job = (title: string, i: number, overrides: Partial<JobDto> = {}): JobDto =>
  jobDto({ _id: `j${i}`, title, createdAt: `2026-11-${String(20 - i).padStart(2, '0')}T05:30:00.000Z`, expired: false, ...overrides });

let jobs: JobDto[] = [];
const deleted: string[] = [];

answerFetches((request, pathname) => {
  if (request.method === 'GET' && pathname === '/api/Career/admin/jobs') return Response.json(jobs);
  const slug = pathname.match(/^\/api\/Career\/deletejobs\/(.+)$/)?.[1];
  if (request.method === 'DELETE' && slug) {
    deleted.push(slug);
    jobs = jobs.filter((j) => j.slug !== slug);
    return Response.json({ message: 'Job deleted successfully.' });
  }
  throw new Error(`unexpected request ${request.method} ${pathname}`);
});
beforeEach(() => {
  jobs = ['Trainer A', 'Trainer B', 'Trainer C', 'Trainer D', 'Trainer E', 'Trainer F', 'Old Role'].map((t, i) =>
    job(t, i + 1, t === 'Old Role' ? { expired: true, validThrough: '2020-01-31T18:29:59.000Z' } : {}),
  );
});
afterEach(() => {
  deleted.length = 0;
});

jest.setTimeout(30_000);

describe('AdminJobsPage', () => {
  it('lists 6 jobs per page with Add Job, and marks an expired one', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminJobsPage />, { route: '/admin/jobs' });
    await screen.findByRole('gridcell', { name: 'Trainer A' });
    expect(screen.getByRole('link', { name: 'Add Job' })).toHaveAttribute('href', '/admin/jobs/create');
    expect(gridRowTitles()).toEqual(['Trainer A', 'Trainer B', 'Trainer C', 'Trainer D', 'Trainer E', 'Trainer F']);
    expect(screen.getByRole('link', { name: 'Edit Trainer A' })).toHaveAttribute('href', '/admin/jobs/edit/trainer-a');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(gridRowTitles()).toEqual(['Old Role']);
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });

  it('marks a job the admin closed', async () => {
    jobs = [job('Paused Role', 1, { open: false })];
    renderWithProviders(<AdminJobsPage />, { route: '/admin/jobs' });
    await screen.findByRole('gridcell', { name: 'Paused Role' });
    const row = gridRow('Paused Role');
    expect(within(row).getByText('Closed')).toBeInTheDocument();
    expect(within(row).queryByText('Expired')).not.toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminJobsPage />, { route: '/admin/jobs' });
    await user.click(await screen.findByRole('button', { name: 'Delete Trainer B' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this job?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete Trainer B' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Job deleted successfully.')).toBeInTheDocument();
    expect(deleted).toEqual(['trainer-b']);
    await screen.findByRole('gridcell', { name: 'Old Role' });
    expect(screen.queryByRole('gridcell', { name: 'Trainer B' })).not.toBeInTheDocument();
  });
});
