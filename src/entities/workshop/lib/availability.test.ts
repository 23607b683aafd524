import { workshopAvailability } from './availability';

describe('workshopAvailability', () => {
  it('says ended, fully booked, or how many seats are left', () => {
    expect(workshopAvailability({ status: 'ended', seatsLeft: 5 })).toBe('Ended');
    expect(workshopAvailability({ status: 'full', seatsLeft: 0 })).toBe('Fully booked');
    expect(workshopAvailability({ status: 'open', seatsLeft: 12 })).toBe('12 seats left');
    expect(workshopAvailability({ status: 'open', seatsLeft: 1 })).toBe('1 seat left');
    expect(workshopAvailability({ status: 'open', seatsLeft: null })).toBeNull();
  });
});
