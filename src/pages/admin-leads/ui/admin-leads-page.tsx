import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import { GRID_CHECKBOX_SELECTION_FIELD, type GridColDef, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { istDay, LEAD_FORM_LABELS, ROUTES, type LeadDto, type LeadForm, privateMeta } from '@contract';
import { BulkLeadActions, ExportLeadsButton, LeadDrawer, LeadStatusSelect } from '@/features/manage-leads';
import { formatLeadDay, formatLeadTime, useGetLeadsQuery } from '@/entities/lead';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { AdminDataGrid } from '@/shared/ui/admin-grid';
import { PageHead } from '@/shared/ui/page-head';
import { useLeadDrawer } from '../model/use-lead-drawer';
import { LeadFiltersForm, useLeadFilters } from './lead-filters';
import { AdminPageHeader, ListLoadError } from '@/shared/ui/admin-page';

const PAGE_SIZES = [25, 50, 100];
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
/** Cells whose own control takes the click (the selection box, the inline status); a click elsewhere opens the lead. */
const OWN_CLICK_FIELDS = new Set([GRID_CHECKBOX_SELECTION_FIELD, 'status', 'open']);

/**
 * /admin/leads: every call-back, demo, workshop and job request, filtered and paged on the server, with a
 * drawer per lead (`?lead=<id>`) and status or owner changes for many selected leads at once.
 */
export function AdminLeadsPage() {
  const { filters, exportFilters, values, change } = useLeadFilters();
  const drawer = useLeadDrawer();
  const adminId = useAppSelector(selectUser)?.id;
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0] ?? 25 });
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const { data, isFetching, isError } = useGetLeadsQuery({ ...filters, page: pagination.page + 1, pageSize: pagination.pageSize });
  const rows = useMemo(() => data?.items ?? [], [data]);

  // Changing a search or filter (here or by Back) goes back to page 1 (docs/product.md §4) and forgets the selection.
  const filterKey = JSON.stringify(filters);
  const [listedKey, setListedKey] = useState(filterKey);
  if (listedKey !== filterKey) {
    setListedKey(filterKey);
    setPagination((p) => ({ ...p, page: 0 }));
    setSelection(NO_SELECTION);
  }
  // The columns are made once; their Open buttons call the drawer's latest opener.
  const openLead = useRef(drawer.open);
  useLayoutEffect(() => {
    openLead.current = drawer.open;
  });

  const selectedIds = useMemo(
    () => (selection.type === 'include' ? [...selection.ids].map(String) : rows.filter((r) => !selection.ids.has(r.id)).map((r) => r.id)),
    [selection, rows],
  );

  const columns = useMemo<GridColDef<LeadDto>[]>(() => {
    const today = istDay(new Date());
    return [
      {
        field: 'open',
        headerName: 'Open',
        width: 90,
        sortable: false,
        renderCell: ({ row, tabIndex }) => (
          <Button size="small" tabIndex={tabIndex} onClick={() => openLead.current(row.id)} aria-label={`Open ${row.name}`}>
            Open
          </Button>
        ),
      },
      {
        field: 'createdAt',
        headerName: 'Date',
        width: 200,
        sortable: false,
        valueFormatter: (v: string) => formatLeadTime(v),
      },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, sortable: false },
      { field: 'email', headerName: 'E-mail', flex: 1.2, minWidth: 200, sortable: false },
      { field: 'phone', headerName: 'Phone', width: 165, sortable: false, valueGetter: (_v, row) => `${row.countryCode} ${row.phone}` },
      {
        field: 'interest',
        headerName: 'Interest',
        flex: 1.2,
        minWidth: 200,
        sortable: false,
        valueGetter: (_v, row) => (row.session ? `${row.interest} (${row.session})` : row.interest),
        // A registration taken while the workshop was fully booked waits for a seat.
        renderCell: ({ value, row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {String(value)}
            </Box>
            {row.waitlist ? <Chip label="Waitlist" size="small" color="primary" variant="outlined" sx={{ fontWeight: 600 }} /> : null}
          </Box>
        ),
      },
      { field: 'form', headerName: 'Form', width: 180, sortable: false, valueFormatter: (v: LeadForm) => LEAD_FORM_LABELS[v] ?? v },
      {
        field: 'status',
        headerName: 'Status',
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <LeadStatusSelect lead={row} />
          </Box>
        ),
      },
      {
        field: 'ownerName',
        headerName: 'Owner',
        width: 150,
        sortable: false,
        valueGetter: (_v, row) => row.ownerName ?? 'Unassigned',
        renderCell: ({ value, row }) => (
          <Box component="span" sx={{ color: row.ownerId ? 'text.primary' : 'text.secondary' }}>
            {String(value)}
          </Box>
        ),
      },
      {
        field: 'followUpOn',
        headerName: 'Follow-up',
        width: 150,
        sortable: false,
        valueFormatter: (v: string | null) => (v ? formatLeadDay(v) : ''),
        renderCell: ({ row, formattedValue }) =>
          row.followUpOn && row.followUpOn <= today ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
              <span>{String(formattedValue)}</span>
              <Chip label="Due" size="small" color="warning" />
            </Box>
          ) : (
            String(formattedValue ?? '')
          ),
      },
      { field: 'sourcePage', headerName: 'Page', width: 140, sortable: false, valueFormatter: (v: string | null) => v ?? '' },
    ];
  }, []);

  return (
    <Container component="section" maxWidth="xl" sx={{ py: 6 }}>
      <PageHead meta={privateMeta('Leads', 'Call-back, demo, workshop and job requests.', ROUTES.adminLeads)} />
      <AdminPageHeader title="Leads">
        <ExportLeadsButton filters={exportFilters} />
      </AdminPageHeader>
      <LeadFiltersForm values={values} change={change} />
      {isError ? <ListLoadError what="leads" filtered /> : null}
      <BulkLeadActions ids={selectedIds} onDone={() => setSelection(NO_SELECTION)} />
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <AdminDataGrid
          layoutKey="leads"
          adminId={adminId}
          quickSearch={false}
          rows={rows}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={isFetching}
          paginationMode="server"
          filterMode="server"
          paginationModel={pagination}
          onPaginationModelChange={(model) => {
            setPagination(model);
            setSelection(NO_SELECTION);
          }}
          pageSizeOptions={PAGE_SIZES}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          disableRowSelectionOnClick
          disableColumnFilter
          onCellClick={({ field, id }) => {
            if (!OWN_CLICK_FIELDS.has(field)) drawer.open(String(id));
          }}
          onCellKeyDown={({ field, id }, event) => {
            // Enter on a cell opens its lead, as a click does; a control inside a cell keeps its own keys.
            if (event.key !== 'Enter' || OWN_CLICK_FIELDS.has(field) || event.target !== event.currentTarget) return;
            drawer.open(String(id));
          }}
          getRowClassName={() => 'lead-row'}
          sx={{ '& .lead-row': { cursor: 'pointer' } }}
          aria-label="Leads"
          localeText={{ noRowsLabel: 'No leads match these filters.' }}
        />
      </Box>
      <LeadDrawer leadId={drawer.leadId} onClose={drawer.close} />
    </Container>
  );
}
