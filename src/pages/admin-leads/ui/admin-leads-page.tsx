import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import FilterListIcon from '@mui/icons-material/FilterList';
import { GRID_CHECKBOX_SELECTION_FIELD, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { istDay, LEAD_BOARD_PAGE, LEAD_FLAG_LABELS, LEAD_FORM_LABELS, ROUTES, type LeadDto, type LeadForm } from '@contract';
import { BulkLeadActions, ExportLeadsButton, LeadDrawer, LeadStatusSelect, useLeadDrawer } from '@/features/manage-leads';
import { formatLeadDay, formatLeadTime, useGetLeadsQuery } from '@/entities/lead';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { AdminListGrid, AdminListPage, useServerPages } from '@/shared/ui/admin-list';
import { LeadCards } from './lead-cards';
import { LeadFiltersForm, useLeadFilters } from './lead-filters';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };
/** Cells whose own control takes the click (the selection box, the inline status); a click elsewhere opens the lead. */
const OWN_CLICK_FIELDS = new Set([GRID_CHECKBOX_SELECTION_FIELD, 'status', 'open']);
/** Shown from Columns: the drawer has them, and without them the rest fit a laptop's width (issue 38). */
const HIDDEN_BY_DEFAULT = ['createdAt', 'form', 'sourcePage'];

/**
 * /admin/leads: every call-back, demo, workshop and job request, filtered and paged on the server, with a
 * drawer per lead (`?lead=<id>`) and status or owner changes for many selected leads at once.
 */
export function AdminLeadsPage() {
  const { filters, exportFilters, values, change } = useLeadFilters();
  const theme = useTheme();
  // A counsellor's phone: cards, and the filters folded behind one button.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeFilters = Object.values(values).filter((v) => v !== '').length;
  const drawer = useLeadDrawer();
  const adminId = useAppSelector(selectUser)?.id;
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  // Another page shows other leads: the selection is forgotten.
  const pages = useServerPages(() => setSelection(NO_SELECTION));
  const { data, isFetching, isError } = useGetLeadsQuery({ ...filters, ...pages.query });
  const rows = useMemo(() => data?.items ?? [], [data]);
  const grid = pages.gridProps(data, isFetching);

  // Changing a search or filter (here or by Back) goes back to page 1 (docs/product.md §4) and forgets the selection.
  const filterKey = JSON.stringify(filters);
  const [listedKey, setListedKey] = useState(filterKey);
  if (listedKey !== filterKey) {
    setListedKey(filterKey);
    pages.firstPage();
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
        width: 80,
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
        width: 170,
        sortable: false,
        valueFormatter: (v: string) => formatLeadTime(v),
      },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, sortable: false },
      {
        // E-mail over phone in one cell: a counsellor needs both, and two columns do not fit 1366 px.
        field: 'contact',
        headerName: 'Contact',
        flex: 1.3,
        minWidth: 200,
        sortable: false,
        valueGetter: (_v, row) => `${row.email} ${row.countryCode} ${row.phone}`,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.35, minWidth: 0 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {row.email}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>{`${row.countryCode} ${row.phone}`}</Box>
          </Box>
        ),
      },
      {
        field: 'interest',
        headerName: 'Interest',
        flex: 1.2,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => (row.session ? `${row.interest} (${row.session})` : row.interest),
        // A registration taken while the workshop was fully booked waits for a seat.
        renderCell: ({ value, row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {String(value)}
            </Box>
            {row.waitlist ? <Chip label="Waitlist" size="small" color="primary" variant="outlined" sx={{ fontWeight: 600 }} /> : null}
            {/* Kept although its course or session label is not on offer (DECISIONS 12): a counsellor checks it. */}
            {row.flag ? (
              <Chip label={LEAD_FLAG_LABELS[row.flag]} size="small" color="warning" variant="outlined" sx={{ fontWeight: 600 }} />
            ) : null}
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
        width: 130,
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
    <AdminListPage
      title="Leads"
      description="Call-back, demo, workshop and job requests."
      path={ROUTES.adminLeads}
      maxWidth="xl"
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={LEAD_BOARD_PAGE} variant="outlined">
            Show as a board
          </Button>
          <ExportLeadsButton filters={exportFilters} />
        </Box>
      }
      filters={
        phone ? (
          <>
            <Button
              variant="outlined"
              startIcon={<FilterListIcon aria-hidden />}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
              sx={{ mb: 2 }}
            >
              {activeFilters > 0 ? `Filters (${activeFilters})` : 'Filters'}
            </Button>
            <Collapse in={filtersOpen} id={filtersId} unmountOnExit>
              <LeadFiltersForm values={values} change={change} />
            </Collapse>
          </>
        ) : (
          <LeadFiltersForm values={values} change={change} />
        )
      }
      listName="leads"
      failed={isError}
      filtered
    >
      {phone ? (
        <LeadCards
          leads={rows}
          onOpen={drawer.open}
          page={grid.paginationModel.page}
          totalPages={Math.ceil((data?.total ?? 0) / grid.paginationModel.pageSize)}
          onPage={(page) => grid.onPaginationModelChange({ ...grid.paginationModel, page })}
          loading={isFetching}
        />
      ) : (
        <>
          <BulkLeadActions ids={selectedIds} onDone={() => setSelection(NO_SELECTION)} />
          <AdminListGrid
            layoutKey="leads"
            hiddenByDefault={HIDDEN_BY_DEFAULT}
            adminId={adminId}
            {...grid}
            filterMode="server"
            rows={rows}
            columns={columns}
            checkboxSelection
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
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
        </>
      )}
      <LeadDrawer leadId={drawer.leadId} onClose={drawer.close} />
    </AdminListPage>
  );
}
