import { useMemo, useState } from 'react';

/** Page numbers to show: up to `size` consecutive pages starting at the current one, kept inside 1..total. */
export function pageWindow(current: number, total: number, size = 3): number[] {
  if (total <= 0) return [];
  const start = Math.max(1, Math.min(current, total - size + 1));
  const end = Math.min(total, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export interface PagedList<T> {
  page: number;
  setPage: (page: number) => void;
  totalPages: number;
  items: T[];
  /** Every item that passes the filter (all pages). */
  matches: T[];
}

/** A page number kept by the caller (e.g. in the address's `page`): then the caller also resets it when a filter changes. */
export interface PageControl {
  page: number;
  setPage: (page: number) => void;
}

/** The page a query-string value names: a whole number from 1, else 1 ("", "0", "x", "2.5"). */
export function pageFromParam(value: string): number {
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/**
 * Filters `all` with `predicate` and cuts one page of `pageSize`. The page goes back to 1 whenever
 * `resetKey` changes (a search term or a filter: docs/product.md §4), and never points past the last page.
 * With `control`, the page is the caller's (the address's) instead of this hook's state.
 */
export function usePagedList<T>(
  all: readonly T[],
  predicate: (item: T) => boolean,
  pageSize: number,
  resetKey: string,
  control?: PageControl,
): PagedList<T> {
  const [state, setState] = useState({ page: 1, key: resetKey });
  // Remember the reset, so going back to an earlier term (e.g. clearing the search) starts at page 1 too.
  if (!control && state.key !== resetKey) setState({ page: 1, key: resetKey });
  const page = control ? control.page : state.key === resetKey ? state.page : 1;
  const matches = useMemo(() => all.filter(predicate), [all, predicate]);
  const totalPages = Math.max(1, Math.ceil(matches.length / pageSize));
  const current = Math.min(page, totalPages);
  return {
    page: current,
    setPage: control ? control.setPage : (p: number) => setState({ page: p, key: resetKey }),
    totalPages,
    items: matches.slice((current - 1) * pageSize, current * pageSize),
    matches,
  };
}
