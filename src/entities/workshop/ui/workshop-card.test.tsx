import { screen } from '@testing-library/react';
import { renderWithProviders, workshopDto } from '@/shared/lib/test';
import { WorkshopCard } from './workshop-card';

describe('WorkshopCard', () => {
  it('shows when the workshop takes place, with the year, and the seats left of a limited one', () => {
    renderWithProviders(<WorkshopCard workshop={workshopDto({ capacity: 40, seatsLeft: 12 })} />);
    expect(screen.getByRole('heading', { name: 'Data Science Workshop' })).toBeInTheDocument();
    expect(screen.getByText('Sat, 12 Dec 2099, 2:00 PM – 5:00 PM IST')).toBeInTheDocument();
    expect(screen.getByText('Data Science · 3 Hours')).toBeInTheDocument();
    expect(screen.getByText('12 seats left')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/workshops/data-science-workshop');
  });

  it('says nothing about seats when the workshop has no limit', () => {
    renderWithProviders(<WorkshopCard workshop={workshopDto()} />);
    expect(screen.queryByText(/seats? left/)).not.toBeInTheDocument();
    expect(screen.queryByText('Fully booked')).not.toBeInTheDocument();
  });

  it('marks a fully booked workshop', () => {
    renderWithProviders(<WorkshopCard workshop={workshopDto({ capacity: 40, seatsLeft: 0 })} />);
    expect(screen.getByText('Fully booked')).toBeInTheDocument();
    expect(screen.queryByText(/seats? left/)).not.toBeInTheDocument();
  });

  it('marks an ended workshop', () => {
    renderWithProviders(<WorkshopCard workshop={workshopDto({ startsAt: '2025-09-13T08:30:00.000Z', capacity: 40, seatsLeft: 3 })} />);
    expect(screen.getByText('Sat, 13 Sep 2025, 2:00 PM – 5:00 PM IST')).toBeInTheDocument();
    expect(screen.getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByText('3 seats left')).not.toBeInTheDocument();
  });

  it("fetches the first card's image at once and first, and the others lazily at normal priority", () => {
    const { unmount } = renderWithProviders(<WorkshopCard workshop={workshopDto()} eager />);
    // The picture is decorative (alt=""): its role is presentation.
    expect(screen.getByRole('presentation')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('presentation')).toHaveAttribute('fetchpriority', 'high');
    unmount();
    renderWithProviders(<WorkshopCard workshop={workshopDto()} />);
    expect(screen.getByRole('presentation')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('presentation')).toHaveAttribute('fetchpriority', 'auto');
  });
});
