import { screen, within } from '@testing-library/react';
import { answerFetches, renderWithProviders, workshopDto } from '@/shared/lib/test';
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
  throw new Error(`unexpected request ${request.method} ${pathname}`);
});

const cells = (title: string) =>
  within(screen.getByRole('gridcell', { name: title }).closest('[role="row"]') as HTMLElement)
    .getAllByRole('gridcell')
    .map((c) => c.textContent);

describe('AdminWorkshopsPage', () => {
  it('lists each workshop with the day it starts and whether it is open (with its seats left), fully booked or ended', async () => {
    renderWithProviders(<AdminWorkshopsPage />);
    await screen.findByRole('gridcell', { name: 'Data Science Workshop' });
    expect(cells('Data Science Workshop').slice(0, 4)).toEqual([
      'Data Science Workshop',
      'Data Science',
      'Sat, 19 Dec 2099',
      'Open · 12 seats left',
    ]);
    expect(cells('React in a Day').slice(2, 4)).toEqual(['Sat, 12 Dec 2099', 'Fully booked']);
    expect(cells('Excel to Power BI').slice(2, 4)).toEqual(['Sat, 13 Sep 2025', 'Ended']);
    expect(cells('SQL Basics').slice(2, 5)).toEqual(['Sat, 7 Nov 2099', 'Open', 'Sat, 7 Nov 2099 (2pm-5pm)']);
    expect(screen.getByRole('link', { name: 'Edit React in a Day' })).toHaveAttribute('href', '/admin/workshops/edit/react-in-a-day');
  });
});
