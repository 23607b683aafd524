import { istInstant, istLocalTime, leadTaskSchema, workingHoursBefore } from './lead-tasks';

const office = { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const, opens: '09:30', closes: '19:00' };
const at = (local: string) => istInstant(local);
const before = (now: string, hours: number, o = { ...office, days: [...office.days] }) =>
  istLocalTime(workingHoursBefore(at(now), hours, o));

describe('working hours (the first call’s time limit)', () => {
  it('counts only the office’s open hours, in Hyderabad', () => {
    // Within one day.
    expect(before('2026-12-08T15:00', 2)).toBe('2026-12-08T13:00');
    // Across the night: 30 minutes on Tuesday morning, the rest before Monday's close.
    expect(before('2026-12-08T10:00', 2)).toBe('2026-12-07T17:30');
    // Before opening: all of it on the day before.
    expect(before('2026-12-08T08:00', 2)).toBe('2026-12-07T17:00');
    // Sunday is closed: Monday morning reaches back to Saturday.
    expect(before('2026-12-07T10:30', 2)).toBe('2026-12-05T18:00');
    // An office with no days counts every hour.
    expect(before('2026-12-07T10:30', 2, { days: [], opens: '09:30', closes: '19:00' })).toBe('2026-12-07T08:30');
  });

  it('reads and writes Hyderabad wall-clock times', () => {
    expect(istInstant('2026-12-08T11:30').toISOString()).toBe('2026-12-08T06:00:00.000Z');
    expect(istLocalTime('2026-12-08T20:00:00.000Z')).toBe('2026-12-09T01:30');
  });

  it('takes a task with a real Hyderabad time only', async () => {
    await expect(leadTaskSchema.isValid({ title: 'Call', dueAt: '2026-12-08T11:30' })).resolves.toBe(true);
    for (const dueAt of ['2026-12-08T24:00', '2026-02-29T10:00', '2026-12-08', '2101-01-01T00:00', '2001-01-01T00:00', '']) {
      await expect(leadTaskSchema.isValid({ title: 'Call', dueAt })).resolves.toBe(false);
    }
  });
});
