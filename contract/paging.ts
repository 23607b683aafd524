import * as yup from 'yup';

/** One page of an admin list: its items and the number of items over all pages. */
export interface PagedList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The `page` and `pageSize` of a paged list's query: whole numbers from 1, at most `maxPage` and
 * `maxPageSize`; page 1 of 25 items when absent. Deep pages are refused rather than scanned.
 */
export function pagingQueryFields(maxPage: number, maxPageSize = 100) {
  return {
    page: yup
      .number()
      .typeError('Page must be a whole number.')
      .integer('Page must be a whole number.')
      .min(1, 'Page must be 1 or more.')
      .max(maxPage, `Page must be at most ${maxPage}.`)
      .default(1),
    pageSize: yup
      .number()
      .typeError('Page size must be a whole number.')
      .integer('Page size must be a whole number.')
      .min(1, 'Page size must be 1 or more.')
      .max(maxPageSize, `Page size must be at most ${maxPageSize}.`)
      .default(25),
  };
}
