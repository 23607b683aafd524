import { withoutTrailingSlashes } from '@contract';

/** A page's path without a trailing slash ("/" stays "/"): one cached page per address. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? withoutTrailingSlashes(pathname) || '/' : pathname;
}

/** The query parameters a public page reads (its filters); any other (utm_…, fbclid) changes nothing in it. */
export const PAGE_QUERY_KEYS: readonly string[] = ['q', 'location', 'category', 'page', 'course'];

/** The filters of a query string (with or without its '?') that a page reads, in a fixed order; '' when none. */
export function pageQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of PAGE_QUERY_KEYS) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  return kept.toString();
}
