import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

/** What an admin changed about a list's columns: their order, the widths they dragged, the ones they hid. */
export interface ColumnLayout {
  /** Fields in the admin's order (may name columns the list no longer has: those are skipped). */
  order: string[];
  /** Width in px of each column the admin resized. */
  widths: Record<string, number>;
  /** Fields of the hidden columns. */
  hidden: string[];
  /** Columns the list hides by default that the admin chose to show (absent when none). */
  shown?: string[];
}

export const EMPTY_LAYOUT: ColumnLayout = { order: [], widths: {}, hidden: [] };

/** Bumped when the stored shape changes: an older value is then dropped, not misread. */
const LAYOUT_VERSION = 1;

/** One key per admin and list, e.g. `itx.admin-grid.v1.<admin id>.courses`. */
export function columnLayoutKey(adminId: string, layoutKey: string): string {
  return `itx.admin-grid.v${LAYOUT_VERSION}.${adminId}.${layoutKey}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** The stored layout, or null when `raw` is not one (hand-edited, truncated, an older shape). */
export function parseColumnLayout(raw: string): ColumnLayout | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== LAYOUT_VERSION) return null;
  const { order, widths, hidden, shown = [] } = value;
  if (!isStringArray(order) || !isStringArray(hidden) || !isStringArray(shown) || !isRecord(widths)) return null;
  const cleanWidths: Record<string, number> = {};
  for (const [field, width] of Object.entries(widths)) {
    if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0) return null;
    cleanWidths[field] = width;
  }
  return shown.length > 0 ? { order, widths: cleanWidths, hidden, shown } : { order, widths: cleanWidths, hidden };
}

export function serializeColumnLayout(layout: ColumnLayout): string {
  return JSON.stringify({ version: LAYOUT_VERSION, ...layout });
}

export function isEmptyLayout(layout: ColumnLayout): boolean {
  return (
    layout.order.length === 0 && layout.hidden.length === 0 && (layout.shown ?? []).length === 0 && Object.keys(layout.widths).length === 0
  );
}

/** The fields in the admin's order; a column the stored order does not know keeps its place from the page. */
export function orderedFields(fields: readonly string[], layout: ColumnLayout): string[] {
  const known = new Set(fields);
  const ordered = layout.order.filter((field, i) => known.has(field) && layout.order.indexOf(field) === i);
  fields.forEach((field, i) => {
    if (!ordered.includes(field)) ordered.splice(Math.min(i, ordered.length), 0, field);
  });
  return ordered;
}

/** The page's columns in the admin's order and widths (a resized column stops sharing the free space). */
export function applyColumnLayout<R extends GridValidRowModel>(columns: readonly GridColDef<R>[], layout: ColumnLayout): GridColDef<R>[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  return orderedFields(
    columns.map((c) => c.field),
    layout,
  ).flatMap((field) => {
    const column = byField.get(field);
    if (!column) return [];
    const width = layout.widths[field];
    return width === undefined ? [column] : [{ ...column, width, flex: undefined }];
  });
}

/**
 * The columns hidden now: those the admin hid, and those the list hides by default (the least useful ones,
 * so that a laptop's width holds the rest) unless the admin chose to show them.
 */
export function hiddenFields(layout: ColumnLayout, hiddenByDefault: readonly string[] = []): string[] {
  const shown = layout.shown ?? [];
  return [...new Set([...layout.hidden, ...hiddenByDefault.filter((field) => !shown.includes(field))])];
}

export function visibilityModel(layout: ColumnLayout, hiddenByDefault: readonly string[] = []): GridColumnVisibilityModel {
  return Object.fromEntries(hiddenFields(layout, hiddenByDefault).map((field) => [field, false]));
}

/** The layout after the admin showed or hid columns in `model` (DataGrid's whole visibility model). */
export function withVisibility(
  layout: ColumnLayout,
  model: GridColumnVisibilityModel,
  hiddenByDefault: readonly string[] = [],
): ColumnLayout {
  const hidden = Object.entries(model)
    .filter(([, visible]) => !visible)
    .map(([field]) => field);
  const shown = hiddenByDefault.filter((field) => model[field] !== false);
  const { shown: _previous, ...rest } = layout;
  return shown.length > 0 ? { ...rest, hidden, shown } : { ...rest, hidden };
}

/**
 * `field` moved one place left (-1) or right (+1) among the visible columns, hidden ones keeping their
 * place in the order; unchanged at either end.
 */
export function moveColumn(
  fields: readonly string[],
  layout: ColumnLayout,
  field: string,
  step: -1 | 1,
  hiddenByDefault: readonly string[] = [],
): ColumnLayout {
  const order = orderedFields(fields, layout);
  const hidden = hiddenFields(layout, hiddenByDefault);
  const visible = order.filter((f) => !hidden.includes(f));
  const neighbour = visible[visible.indexOf(field) + step];
  if (!visible.includes(field) || neighbour === undefined) return layout;
  const without = order.filter((f) => f !== field);
  const at = without.indexOf(neighbour) + (step === 1 ? 1 : 0);
  without.splice(at, 0, field);
  return { ...layout, order: without };
}
