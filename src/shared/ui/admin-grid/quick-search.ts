import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value)).toLowerCase();

/**
 * The quick search matches what the admin reads: a column shown through a formatter (a date, a fee,
 * Live/Archived) is searched by its shown text as well as by its value ("dec" finds "Sat, 19 Dec 2099").
 * A column with its own quick-search function, or not filterable, is left as it is.
 */
export function searchShownText<R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> {
  const format = column.valueFormatter;
  if (!format || column.getApplyQuickFilterFn || column.filterable === false) return column;
  return {
    ...column,
    getApplyQuickFilterFn: (search: unknown) => {
      const needle = text(search);
      if (!needle) return null;
      return (value, row, col, apiRef) => text(value).includes(needle) || text(format(value as never, row, col, apiRef)).includes(needle);
    },
  };
}
