import { istDay, istDayStart } from './ist';

describe('Hyderabad calendar days', () => {
  it('names the Hyderabad day of an instant: from 18:30 UTC it is already the next day', () => {
    expect(istDay('2026-03-01T18:29:59.000Z')).toBe('2026-03-01');
    expect(istDay(new Date('2026-03-01T18:30:00.000Z'))).toBe('2026-03-02');
  });

  it('starts a Hyderabad day at 18:30 UTC of the day before', () => {
    expect(istDayStart('2026-03-02').toISOString()).toBe('2026-03-01T18:30:00.000Z');
  });
});
