import { privacyMeta } from './page-meta';
import { formatDocumentDate } from './site';
import { isPrivacyEffectiveDay } from './site-settings-schema';

describe('formatDocumentDate', () => {
  it('writes a calendar day as a document date, the same in every time zone', () => {
    expect(formatDocumentDate('2025-07-09')).toBe('July 9, 2025');
    expect(formatDocumentDate('2026-01-31')).toBe('January 31, 2026');
  });

  it('writes every month as the en-US date formatter does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
    for (let m = 1; m <= 12; m += 1) {
      for (const d of ['01', '09', '28']) {
        const day = `2024-${String(m).padStart(2, '0')}-${d}`;
        expect(formatDocumentDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
      }
    }
  });
});

describe("the privacy policy's effective date (site settings, edited by an admin)", () => {
  it("ends the page's description when set, and is left out when not", () => {
    expect(privacyMeta('2026-03-01').description).toMatch(/your rights\. Effective March 1, 2026\.$/);
    expect(privacyMeta(null).description).toMatch(/your rights\.$/);
    expect(privacyMeta(null).description).not.toMatch(/Effective/);
  });

  const NOW = Date.parse('2026-11-26T12:00:00Z');

  it.each(['2025-07-09', '1970-01-01', '2026-11-26', '2027-11-26'])('accepts %s', (day) => {
    expect(isPrivacyEffectiveDay(day, NOW)).toBe(true);
  });

  it.each([
    ['not a day of the calendar', '2025-02-30'],
    ['another format', '09/07/2025'],
    ['a time', '2025-07-09T00:00:00Z'],
    ['before the days the site stores (from 1970)', '1969-12-31'],
    ['more than a year ahead', '2027-11-28'],
    ['empty', ''],
  ])('refuses %s (%s)', (_why, day) => {
    expect(isPrivacyEffectiveDay(day, NOW)).toBe(false);
  });
});
