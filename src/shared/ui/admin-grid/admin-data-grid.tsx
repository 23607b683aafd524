import { useCallback, useMemo } from 'react';
import { DataGrid, type DataGridProps, type GridColDef, type GridColumnVisibilityModel, type GridValidRowModel } from '@mui/x-data-grid';
import { ThemeProvider } from '@mui/material/styles';
import { GRID_SLOTS } from '../grid-loading';
import { withGridLook } from './grid-look';
import { AdminColumnMenu, AdminGridControlsContext, AdminGridToolbar, type AdminGridControls } from './admin-grid-parts';
import {
  applyColumnLayout,
  hiddenFields,
  isEmptyLayout,
  moveColumn,
  orderedFields,
  visibilityModel,
  withVisibility,
} from './column-layout';
import { searchShownText } from './quick-search';
import { useColumnLayout } from './use-column-layout';

const NONE: readonly string[] = [];

export interface AdminDataGridProps<R extends GridValidRowModel> extends Omit<
  DataGridProps<R>,
  'columns' | 'columnVisibilityModel' | 'onColumnVisibilityModelChange' | 'showToolbar'
> {
  /** The page's columns: their order, widths and visibility are the layout a new admin starts from. */
  columns: readonly GridColDef<R>[];
  /** Names the list in the stored layout ('courses', 'workshops', 'leads'...): one per list. */
  layoutKey: string;
  /**
   * The signed-in admin's id (`useAppSelector(selectUser)?.id`): each admin keeps a layout of their own.
   * Undefined keeps the layout for this visit only.
   */
  adminId: string | undefined;
  /** Label of the quick search field, e.g. 'Search courses'. */
  searchLabel?: string;
  /**
   * False hides the quick search, for a list that has search fields of its own. On a list filtered on
   * the server (`filterMode="server"`), the search words arrive in `onFilterModelChange` as
   * `model.quickFilterValues`.
   */
  quickSearch?: boolean;
  /**
   * Fields hidden until an admin shows them from Columns: the least useful ones, so that the rest fit a
   * laptop's width (1366 px) without a sideways scroll. Keep this array stable (a module constant).
   */
  hiddenByDefault?: readonly string[];
}

/**
 * The DataGrid of every admin list (issue 20): the theme's look, a toolbar with Columns and a quick search
 * that is always open, sorting and a column menu (sort, filter, move left or right, hide, manage), and the
 * column layout (order, widths, hidden columns) kept per admin in localStorage, restored when the list
 * mounts. Everything else is DataGrid's own props, passed through (rows, loading, pagination, localeText...).
 *
 * @example
 * const adminId = useAppSelector(selectUser)?.id;
 * <AdminDataGrid layoutKey="courses" adminId={adminId} searchLabel="Search courses" aria-label="Courses"
 *   rows={courses} columns={columns} getRowId={(row) => row._id} loading={isLoading} />
 */
export function AdminDataGrid<R extends GridValidRowModel>({
  columns,
  layoutKey,
  adminId,
  searchLabel = 'Search',
  quickSearch = true,
  hiddenByDefault = NONE,
  slots,
  onColumnWidthChange,
  ...rest
}: AdminDataGridProps<R>) {
  const { layout, update, reset } = useColumnLayout(adminId, layoutKey);
  const fields = useMemo(() => columns.map((c) => c.field), [columns]);
  const searchable = useMemo(() => columns.map((c) => searchShownText(c)), [columns]);
  const shownColumns = useMemo(() => applyColumnLayout(searchable, layout), [searchable, layout]);
  const columnVisibility = useMemo(() => visibilityModel(layout, hiddenByDefault), [layout, hiddenByDefault]);

  const controls = useMemo<AdminGridControls>(() => {
    const hidden = hiddenFields(layout, hiddenByDefault);
    const visible = orderedFields(fields, layout).filter((f) => !hidden.includes(f));
    return {
      searchLabel,
      quickSearch,
      customised: !isEmptyLayout(layout),
      reset,
      canMove: (field, step) => visible.includes(field) && visible[visible.indexOf(field) + step] !== undefined,
      move: (field, step) => update((current) => moveColumn(fields, current, field, step, hiddenByDefault)),
    };
  }, [fields, layout, searchLabel, quickSearch, reset, update, hiddenByDefault]);

  const onVisibilityChange = useCallback(
    (model: GridColumnVisibilityModel) => update((current) => withVisibility(current, model, hiddenByDefault)),
    [update, hiddenByDefault],
  );

  const onWidthChange = useCallback<NonNullable<DataGridProps<R>['onColumnWidthChange']>>(
    (params, event, details) => {
      update((current) => ({ ...current, widths: { ...current.widths, [params.colDef.field]: Math.round(params.width) } }));
      onColumnWidthChange?.(params, event, details);
    },
    [update, onColumnWidthChange],
  );

  const allSlots = useMemo(() => ({ ...GRID_SLOTS, toolbar: AdminGridToolbar, columnMenu: AdminColumnMenu, ...slots }), [slots]);

  return (
    <ThemeProvider theme={withGridLook}>
      <AdminGridControlsContext.Provider value={controls}>
        <DataGrid<R>
          {...rest}
          columns={shownColumns}
          columnVisibilityModel={columnVisibility}
          onColumnVisibilityModelChange={onVisibilityChange}
          onColumnWidthChange={onWidthChange}
          showToolbar
          slots={allSlots}
        />
      </AdminGridControlsContext.Provider>
    </ThemeProvider>
  );
}
