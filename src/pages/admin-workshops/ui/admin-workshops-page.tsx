import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { formatWorkshopDay, ROUTES, type WorkshopDto, privateMeta } from '@contract';
import { selectUser } from '@/entities/session';
import { seatsLeftLabel, useDeleteWorkshopMutation, useGetWorkshopsQuery, WORKSHOP_STATUS_LABELS } from '@/entities/workshop';
import { errorMessage } from '@/shared/api';
import { useAppSelector } from '@/shared/lib/redux';
import { showToast } from '@/shared/lib/toast';
import { AdminDataGrid, ViewOnSiteButton } from '@/shared/ui/admin-grid';
import { PageHead } from '@/shared/ui/page-head';
import { AdminPageHeader, ListLoadError } from '@/shared/ui/admin-page';

/** "Open · 12 seats left", "Open" (no seat limit), "Fully booked", "Ended". */
function statusText(w: WorkshopDto): string {
  const label = WORKSHOP_STATUS_LABELS[w.status];
  return w.status === 'open' && w.seatsLeft !== null ? `${label} · ${seatsLeftLabel(w.seatsLeft)}` : label;
}

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
      { field: 'title', headerName: 'Title', flex: 2, minWidth: 220 },
      { field: 'category', headerName: 'Category', flex: 1, minWidth: 140 },
      // Sorted by the instant, shown as its Hyderabad day; never narrower than "Wed, 30 Sep 2099".
      { field: 'startsAt', headerName: 'Date', flex: 1, minWidth: 160, valueFormatter: (v: string) => formatWorkshopDay(v) },
      { field: 'status', headerName: 'Status', flex: 1, minWidth: 190, valueGetter: (_v, row) => statusText(row) },
      {
        field: 'sessions',
        headerName: 'Sessions',
        flex: 1.5,
        minWidth: 200,
        sortable: false,
        valueGetter: (v: string[]) => v.join(', '),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 330,
        sortable: false,
        filterable: false,
        hideable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              component={RouterLink}
              to={ROUTES.adminWorkshopEdit(row.slug)}
              size="small"
              variant="outlined"
              aria-label={`Edit ${row.title}`}
            >
              Edit
            </Button>
            <ViewOnSiteButton to={ROUTES.workshop(row.slug)} title={row.title} />
            <Button size="small" color="error" variant="outlined" aria-label={`Delete ${row.title}`} onClick={() => setPending(row)}>
              Delete
            </Button>
          </Stack>
        ),
      },
    ],
    [],
  );

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove(pending.slug).unwrap();
      showToast('Workshop deleted.', 'success');
    } catch (error) {
      showToast(errorMessage(error, 'Failed to delete the workshop.'), 'error');
    }
    setPending(null);
  };

  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead meta={privateMeta('Manage Workshops', 'Manage ITX workshops.', ROUTES.adminWorkshops)} />
      <AdminPageHeader title="Manage Workshops">
        <Button component={RouterLink} to={ROUTES.adminWorkshopNew} variant="contained" startIcon={<AddIcon aria-hidden />}>
          Add Workshop
        </Button>
      </AdminPageHeader>
      {isError ? <ListLoadError what="workshops" /> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <AdminDataGrid
          layoutKey="workshops"
          adminId={adminId}
          searchLabel="Search workshops"
          rows={workshops}
          columns={columns}
          getRowId={(row) => row._id}
          loading={isLoading}
          initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
          pageSizeOptions={[10]}
          disableRowSelectionOnClick
          aria-label="Workshops"
          localeText={{ noRowsLabel: 'No workshops yet. Add the first one.', noResultsOverlayLabel: 'No workshops match the search.' }}
        />
      </Box>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby="delete-workshop-title"
        aria-describedby="delete-workshop-text"
      >
        <DialogTitle id="delete-workshop-title">Delete workshop</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-workshop-text">
            Are you sure you want to delete this workshop? {pending ? `"${pending.title}"` : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={() => void confirmDelete()} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
