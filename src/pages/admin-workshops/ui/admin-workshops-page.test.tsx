import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerFetches, expectShownOnce, GRID_WAIT, gridCells, gridRowTitles, renderWithProviders, workshopDto } from '@/shared/lib/test';
import { AdminWorkshopsPage } from './admin-workshops-page';

jest.setTimeout(30_000);

answerFetches((request, pathname) => {
  if (request.method === 'GET' && pathname === '/api/workshops') {
    return Response.json([
      workshopDto({ title: 'Data Science Workshop', startsAt: '2099-12-19T08:30:00.000Z', capacity: 40, seatsLeft: 12 }),
      workshopDto({ title: 'React in a Day', startsAt: '2099-12-12T08:30:00.000Z', capacity: 30, seatsLeft: 0 }),
      workshopDto({ title: 'Excel to Power BI', startsAt: '2025-09-13T08:30:00.000Z', capacity: 30, seatsLeft: 4 }),
      workshopDto({ title: 'SQL Basics', startsAt: '2099-11-07T08:30:00.000Z', sessions: ['Sat, 7 Nov 2099 (2pm-5pm)'] }),
    ]);
  }
  if (request.method === 'DELETE' && pathname === '/api/workshops/react-in-a-day') {
    return Response.json({ message: 'This workshop has registrations: it cannot be deleted.' }, { status: 409 });
  }
  throw new Error(`unexpected request ${request.method} ${pathname}`);
});

describe('AdminWorkshopsPage', () => {
  it('lists each workshop with the day it starts and whether it is open (with its seats left), fully booked or ended', async () => {
    renderWithProviders(<AdminWorkshopsPage />);
    await screen.findByRole('gridcell', { name: 'Data Science Workshop' });
    // (The Category column is hidden by default so the list fits 1366 px; Columns shows it.)
    expect(gridCells('Data Science Workshop').slice(0, 3)).toEqual(['Data Science Workshop', 'Sat, 19 Dec 2099', 'Open · 12 seats left']);
    expect(gridCells('React in a Day').slice(1, 3)).toEqual(['Sat, 12 Dec 2099', 'Fully booked']);
    expect(gridCells('Excel to Power BI').slice(1, 3)).toEqual(['Sat, 13 Sep 2025', 'Ended']);
    expect(gridCells('SQL Basics').slice(1, 4)).toEqual(['Sat, 7 Nov 2099', 'Open', 'Sat, 7 Nov 2099 (2pm-5pm)']);
    expect(screen.getByRole('link', { name: 'Edit React in a Day' })).toHaveAttribute('href', '/admin/workshops/edit/react-in-a-day');
    expect(screen.getByRole('link', { name: 'View on site: React in a Day (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/workshops/react-in-a-day',
    );
  });

  it('finds workshops by the quick search, a shown date included, and sorts them by date', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminWorkshopsPage />);
    await screen.findByRole('gridcell', { name: 'Data Science Workshop' });
    await user.type(screen.getByRole('searchbox', { name: 'Search workshops' }), 'dec');
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'SQL Basics' })).not.toBeInTheDocument(), GRID_WAIT);
    expect(screen.getByRole('gridcell', { name: 'React in a Day' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Data Science Workshop' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search workshops' }));
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'SQL Basics' })).toBeInTheDocument(), GRID_WAIT);

    await user.click(screen.getByText('Date'));
    expect(gridRowTitles()).toEqual(['Excel to Power BI', 'SQL Basics', 'React in a Day', 'Data Science Workshop']);
  });

  it('says a refused delete once, in a toast', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminWorkshopsPage />);
    await screen.findByRole('gridcell', { name: 'React in a Day' });
    await user.click(screen.getByRole('button', { name: 'Delete React in a Day' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expectShownOnce('This workshop has registrations: it cannot be deleted.');
  });
});
