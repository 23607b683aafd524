import { formatIstDate } from './format-ist-date';

const intl = (month: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Kolkata' });

describe('formatIstDate', () => {
  it('writes the day, month and year as seen in Hyderabad', () => {
    expect(formatIstDate('2026-11-01T10:00:00.000Z')).toBe('1 November 2026');
    expect(formatIstDate('2026-11-01T10:00:00.000Z', 'short')).toBe('1 Nov 2026');
    expect(formatIstDate('2025-09-13T00:00:00.000Z', 'short')).toBe('13 Sept 2025');
  });

  it('moves to the next day at midnight in India, not at midnight UTC', () => {
    expect(formatIstDate('2025-12-31T18:29:59.999Z')).toBe('31 December 2025');
    expect(formatIstDate('2025-12-31T18:30:00.000Z')).toBe('1 January 2026');
  });

  it('matches the en-IN Intl formatter for every month, around both midnights', () => {
    for (let m = 0; m < 12; m += 1) {
      for (const time of ['T00:00:00.000Z', 'T18:29:00.000Z', 'T18:31:00.000Z', 'T23:59:00.000Z']) {
        const iso = `2024-${String(m + 1).padStart(2, '0')}-28${time}`;
        expect(formatIstDate(iso, 'long')).toBe(intl('long').format(new Date(iso)));
        expect(formatIstDate(iso, 'short')).toBe(intl('short').format(new Date(iso)));
      }
    }
  });
});
