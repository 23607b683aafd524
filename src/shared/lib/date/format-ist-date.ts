import { IST_OFFSET_MS } from '@contract';

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** The short month names of the en-IN locale (September is "Sept"). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A date as shown in Hyderabad, e.g. "1 November 2026" (`long`) or "1 Nov 2026" (`short`): the same text
 * as `Intl.DateTimeFormat('en-IN', { day: 'numeric', month, year: 'numeric', timeZone: 'Asia/Kolkata' })`,
 * without Intl. A browser's first Intl date formatter loads its locale and time-zone data, a long task on
 * a phone for a date in a card.
 */
export function formatIstDate(iso: string, month: 'long' | 'short' = 'long'): string {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  const names = month === 'long' ? LONG_MONTHS : SHORT_MONTHS;
  return `${ist.getUTCDate()} ${names[ist.getUTCMonth()] ?? ''} ${ist.getUTCFullYear()}`;
}
