import { formatIstDate } from '@/shared/lib/date';

// Made on first use: the public pages' lead forms import this entity too, and a first Intl date
// formatter loads locale and time-zone data (a long task on a phone).
let dateTime: Intl.DateTimeFormat | null = null;

/** An instant as the admin reads it: Hyderabad date and time ("20 Nov 2026, 3:30 pm"). */
export function formatLeadTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  return dateTime.format(new Date(iso));
}

/** A Hyderabad calendar day (YYYY-MM-DD) as "25 Nov 2026". */
export function formatLeadDay(day: string): string {
  return formatIstDate(`${day}T00:00:00+05:30`, 'short');
}
