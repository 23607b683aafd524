import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { ViewOnSiteButton } from '../admin-grid';
import { LinkButton } from './link-button';

/**
 * A list's Actions column: not sorted, filtered or searched; it cannot be hidden unless `hideable` says so.
 * `render` gives the row's buttons, laid out by RowActions.
 */
export function actionsColumn<R extends GridValidRowModel>(
  width: number,
  render: (row: R, params: GridRenderCellParams<R>) => ReactNode,
  { hideable = false }: { hideable?: boolean } = {},
): GridColDef<R> {
  return {
    field: 'actions',
    headerName: 'Actions',
    width,
    sortable: false,
    filterable: false,
    hideable,
    renderCell: (params) => <RowActions>{render(params.row, params)}</RowActions>,
  };
}

/** A row's buttons, side by side and centred in the cell. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      {children}
    </Stack>
  );
}

export interface RowButtonProps {
  /** What a screen reader hears: the action and the row, e.g. "Edit Python Full Stack". */
  label: string;
  /** Where the button leads (a link to an editor); without it, `onClick` acts. */
  to?: string;
  onClick?: () => void;
  /** Red: a step that removes or locks out, which its dialog asks about first. */
  danger?: boolean;
  startIcon?: ReactNode;
  tabIndex?: number;
  /** The button's face: "Edit", "Delete"... */
  children: ReactNode;
}

/** One of a row's small outlined buttons: a link (Edit) or an action that opens a dialog (Delete). */
export function RowButton({ label, to, onClick, danger = false, startIcon, tabIndex, children }: RowButtonProps) {
  return (
    <LinkButton
      to={to}
      onClick={onClick}
      size="small"
      variant="outlined"
      color={danger ? 'error' : undefined}
      startIcon={startIcon}
      tabIndex={tabIndex}
      aria-label={label}
    >
      {children}
    </LinkButton>
  );
}

export interface RecordActionsProps {
  /** What the row is called: a screen reader hears "Edit <name>", "Delete <name>". */
  name: string;
  /** The record's editor (a link), or what opens its edit dialog. */
  edit: string | (() => void);
  editIcon?: ReactNode;
  /** Its public page, when it has one: "View on site", in a new tab. */
  view?: string | null;
  /** Asks before deleting it; no Delete button without it. */
  onDelete?: () => void;
  /** Buttons after these (a feature's own Delete). */
  children?: ReactNode;
}

/** A record's Edit, View on site and Delete: the usual buttons of an admin list's row. */
export function RecordActions({ name, edit, editIcon, view, onDelete, children }: RecordActionsProps) {
  return (
    <>
      <RowButton
        label={`Edit ${name}`}
        to={typeof edit === 'string' ? edit : undefined}
        onClick={typeof edit === 'string' ? undefined : edit}
        startIcon={editIcon}
      >
        Edit
      </RowButton>
      {view ? <ViewOnSiteButton to={view} title={name} /> : null}
      {onDelete ? (
        <RowButton danger label={`Delete ${name}`} onClick={onDelete}>
          Delete
        </RowButton>
      ) : null}
      {children}
    </>
  );
}
