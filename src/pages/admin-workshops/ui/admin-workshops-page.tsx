import { useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatWorkshopDay, ROUTES, type WorkshopDto, ADMIN_ROUTES } from '@contract';
import { selectUser } from '@/entities/session';
import { seatsLeftLabel, useDeleteWorkshopMutation, useGetWorkshopsQuery, WORKSHOP_STATUS_LABELS } from '@/entities/workshop';
import { useAppSelector } from '@/shared/lib/redux';
import { actionsColumn, AddButton, AdminListGrid, AdminListPage, RecordActions } from '@/shared/ui/admin-list';
import { ConfirmDialog, toastOutcome } from '@/shared/ui/confirm-dialog';

/** "Open · 12 seats left", "Open" (no seat limit), "Fully booked", "Ended". */
function statusText(w: WorkshopDto): string {
  const label = WORKSHOP_STATUS_LABELS[w.status];
  return w.status === 'open' && w.seatsLeft !== null ? `${label} · ${seatsLeftLabel(w.seatsLeft)}` : label;
}

/** Hidden until an admin shows them from Columns, so that the rest fit a laptop's width (issue 38). */
const HIDDEN_BY_DEFAULT = ['category'];

/**
 * /admin/workshops: the workshops list, with when each starts and where its places stand; search, sort,
 * the admin's own column layout; Add, Edit, View on site and Delete (with confirmation).
 */
export function AdminWorkshopsPage() {
  const { data: workshops = [], isLoading, isError } = useGetWorkshopsQuery(undefined);
  const adminId = useAppSelector(selectUser)?.id;
  const [pending, setPending] = useState<WorkshopDto | null>(null);
  const [remove, { isLoading: deleting }] = useDeleteWorkshopMutation();

  const columns = useMemo<GridColDef<WorkshopDto>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 2, minWidth: 180 },
      { field: 'category', headerName: 'Category', flex: 1, minWidth: 140 },
      // Sorted by the instant, shown as its Hyderabad day; never narrower than "Wed, 30 Sep 2099".
      { field: 'startsAt', headerName: 'Date', flex: 1, minWidth: 160, valueFormatter: (v: string) => formatWorkshopDay(v) },
      { field: 'status', headerName: 'Status', flex: 1, minWidth: 180, valueGetter: (_v, row) => statusText(row) },
      {
        field: 'sessions',
        headerName: 'Sessions',
        flex: 1.5,
        minWidth: 200,
        sortable: false,
        valueGetter: (v: string[]) => v.join(', '),
      },
      actionsColumn(330, (row) => (
        <RecordActions
          name={row.title}
          edit={ADMIN_ROUTES.adminWorkshopEdit(row.slug)}
          view={ROUTES.workshop(row.slug)}
          onDelete={() => setPending(row)}
        />
      )),
    ],
    [],
  );

  const confirmDelete = async () => {
    if (!pending) return;
    await toastOutcome(remove(pending.slug).unwrap(), 'Workshop deleted.', 'Failed to delete the workshop.');
    setPending(null);
  };

  return (
    <AdminListPage
      title="Manage Workshops"
      description="Manage ITX workshops."
      path={ROUTES.adminWorkshops}
      actions={<AddButton to={ADMIN_ROUTES.adminWorkshopNew}>Add Workshop</AddButton>}
      listName="workshops"
      failed={isError}
    >
      <AdminListGrid
        layoutKey="workshops"
        hiddenByDefault={HIDDEN_BY_DEFAULT}
        adminId={adminId}
        searchLabel="Search workshops"
        rows={workshops}
        columns={columns}
        getRowId={(row) => row._id}
        loading={isLoading}
        pageSize={10}
        aria-label="Workshops"
        localeText={{ noRowsLabel: 'No workshops yet. Add the first one.', noResultsOverlayLabel: 'No workshops match the search.' }}
      />
      <ConfirmDialog
        open={pending !== null}
        id="delete-workshop"
        title="Delete workshop"
        busy={deleting}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmDelete()}
      >
        Are you sure you want to delete this workshop? {pending ? `"${pending.title}"` : ''}
      </ConfirmDialog>
    </AdminListPage>
  );
}
