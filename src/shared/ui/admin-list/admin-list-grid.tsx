import { useState } from 'react';
import Box from '@mui/material/Box';
import type { GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import { AdminDataGrid, type AdminDataGridProps } from '../admin-grid';

export interface AdminListGridProps<R extends GridValidRowModel> extends AdminDataGridProps<R> {
  /** A list paged in the browser: its one page size (pass `pageSizeOptions` to offer more). */
  pageSize?: number;
}

/**
 * An admin page's list: the admin DataGrid at the page's full width, rows not selected by a click.
 * `pageSize` starts a list paged in the browser at its first page.
 */
export function AdminListGrid<R extends GridValidRowModel>({ pageSize, ...rest }: AdminListGridProps<R>) {
  const paging =
    pageSize === undefined ? {} : { initialState: { pagination: { paginationModel: { pageSize, page: 0 } } }, pageSizeOptions: [pageSize] };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      <AdminDataGrid<R> disableRowSelectionOnClick {...paging} {...rest} />
    </Box>
  );
}

/** The page sizes of a list paged on the server. */
export const SERVER_PAGE_SIZES = [25, 50, 100];

/** One page of a list as the server sends it. */
interface ServerPage<R> {
  items: R[];
  total: number;
}

/**
 * The page of a list paged on the server: `query` for its request (pages count from 1 there), `firstPage`
 * when its filters change, and `gridProps(page, loading)` for its grid. The grid shows one page at a time, so
 * its quick search and column filters (which would see that page only) are off; the list's own filters search.
 */
export function useServerPages(onPageChange?: () => void) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: SERVER_PAGE_SIZES[0] ?? 25 });
  return {
    query: { page: pagination.page + 1, pageSize: pagination.pageSize },
    firstPage: () => setPagination((p) => ({ ...p, page: 0 })),
    gridProps: <R,>(page: ServerPage<R> | undefined, loading: boolean) =>
      ({
        rows: page?.items ?? [],
        rowCount: page?.total ?? 0,
        loading,
        quickSearch: false,
        disableColumnFilter: true,
        paginationMode: 'server',
        paginationModel: pagination,
        onPaginationModelChange: (model: GridPaginationModel) => {
          setPagination(model);
          onPageChange?.();
        },
        pageSizeOptions: SERVER_PAGE_SIZES,
      }) as const,
  };
}
