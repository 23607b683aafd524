import { ROUTES } from '@contract';

/** The leads list with these filters (the list keeps its filters in the address). */
export function leadsLink(filters: Record<string, string>): string {
  const query = new URLSearchParams(filters).toString();
  return query ? `${ROUTES.adminLeads}?${query}` : ROUTES.adminLeads;
}

/** "13 Mar" for a calendar day (YYYY-MM-DD). */
const SHORT_DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export function shortDay(day: string): string {
  return SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
}

const NUMBER = new Intl.NumberFormat('en-IN');
export function formatCount(n: number): string {
  return NUMBER.format(n);
}
