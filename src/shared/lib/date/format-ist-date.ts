import { IST_OFFSET_MS, MONTH_ABBREVIATIONS, MONTH_NAMES } from '@contract';

/** The short month names of the en-IN locale: the three-letter names, but September is "Sept". */
const SHORT_MONTHS = MONTH_ABBREVIATIONS.map((name) => (name === 'Sep' ? 'Sept' : name));

/**
 * A date as shown in Hyderabad, e.g. "1 November 2026" (`long`) or "1 Nov 2026" (`short`): the same text
 * as `Intl.DateTimeFormat('en-IN', { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Kolkata' })`,
 * without Intl. A browser's first Intl date formatter loads its locale and time-zone data, a long task on
 * a phone for a date in a card.
 */
export function formatIstDate(iso: string, month: 'long' | 'short' = 'long'): string {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  const names = month === 'long' ? MONTH_NAMES : SHORT_MONTHS;
  return `${ist.getUTCDate()} ${names[ist.getUTCMonth()] ?? ''} ${ist.getUTCFullYear()}`;
}
