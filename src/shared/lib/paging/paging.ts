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

/**
 * Filters `all` with `predicate` and cuts one page of `pageSize`. The page goes back to 1 whenever
 * `resetKey` changes (a search term or a filter: docs/product.md §4), and never points past the last page.
 */
export function usePagedList<T>(all: readonly T[], predicate: (item: T) => boolean, pageSize: number, resetKey: string): PagedList<T> {
  const [state, setState] = useState({ page: 1, key: resetKey });
  // Remember the reset, so going back to an earlier term (e.g. clearing the search) starts at page 1 too.
  if (state.key !== resetKey) setState({ page: 1, key: resetKey });
  const page = state.key === resetKey ? state.page : 1;
  const matches = useMemo(() => all.filter(predicate), [all, predicate]);
  const totalPages = Math.max(1, Math.ceil(matches.length / pageSize));
  const current = Math.min(page, totalPages);
  return {
    page: current,
    setPage: (p: number) => setState({ page: p, key: resetKey }),
    totalPages,
    items: matches.slice((current - 1) * pageSize, current * pageSize),
    matches,
  };
}
