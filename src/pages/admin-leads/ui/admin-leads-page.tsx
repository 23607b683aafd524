import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { LEAD_FORM_LABELS, LEAD_FORMS, LEAD_STATUSES, ROUTES, type LeadDto, type LeadForm, privateMeta } from '@contract';
import { ExportLeadsButton, LEAD_STATUS_LABELS, LeadStatusSelect } from '@/features/manage-leads';
import { useGetAdminCoursesQuery } from '@/entities/course';
import { useGetLeadsQuery, type LeadFilters } from '@/entities/lead';
import { useGetWorkshopsQuery } from '@/entities/workshop';
import { PageHead } from '@/shared/ui/page-head';
import { GRID_SLOTS } from '@/shared/ui/grid-loading';

const PAGE_SIZES = [25, 50, 100];
/** Empty filters show their 'All …' item instead of a bare label. */
const SELECT_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;
const DATE_FORMAT = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** /admin/leads: every call-back, demo, workshop and job request, filtered and paged on the server. */
export function AdminLeadsPage() {
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<LeadForm | ''>('');
  const [interest, setInterest] = useState('');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0] ?? 25 });
  const [deferredSearch, setDeferredSearch] = useState('');
  // One request when typing pauses, not one per key.
  useEffect(() => {
    const timer = setTimeout(() => setDeferredSearch(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const filters: LeadFilters = {
    search: deferredSearch || undefined,
    form: form || undefined,
    interest: interest || undefined,
    status: status || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const { data, isFetching, isError } = useGetLeadsQuery({ ...filters, page: pagination.page + 1, pageSize: pagination.pageSize });
  const { data: workshops = [] } = useGetWorkshopsQuery(undefined);
  // Archived courses too: their leads keep the course's name.
  const { data: courses = [] } = useGetAdminCoursesQuery(undefined);
  const interests = useMemo(
    () => [...new Set([...courses.map((c) => c.leadCourse), ...workshops.map((w) => w.title)])],
    [courses, workshops],
  );

  // Changing a search or filter goes back to page 1 (docs/product.md §4).
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPagination((p) => ({ ...p, page: 0 }));
    };

  const columns = useMemo<GridColDef<LeadDto>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: 'Date',
        width: 170,
        sortable: false,
        valueFormatter: (v: string) => DATE_FORMAT.format(new Date(v)),
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
      { field: 'sourcePage', headerName: 'Page', width: 140, sortable: false, valueFormatter: (v: string | null) => v ?? '' },
    ],
    [],
  );

  return (
    <Container component="section" maxWidth="xl" sx={{ py: 6 }}>
      <PageHead meta={privateMeta('Leads', 'Call-back, demo, workshop and job requests.', ROUTES.adminLeads)} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h1" component="h1">
          Leads
        </Typography>
        {/* The export takes the search as typed, even before the list has caught up with it. */}
        <ExportLeadsButton filters={{ ...filters, search: search.trim() || undefined }} />
      </Stack>
      <Box
        component="form"
        role="search"
        aria-label="Filter leads"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr repeat(5, 1fr)' } }}
      >
        <TextField
          type="search"
          label="Search name, e-mail, phone"
          size="small"
          value={search}
          onChange={(e) => change(setSearch)(e.target.value)}
        />
        <TextField
          select
          label="Form"
          size="small"
          value={form}
          slotProps={SELECT_SLOTS}
          onChange={(e) => change(setForm)(e.target.value as LeadForm | '')}
        >
          <MenuItem value="">All forms</MenuItem>
          {LEAD_FORMS.map((f) => (
            <MenuItem key={f} value={f}>
              {LEAD_FORM_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Course or workshop"
          size="small"
          value={interest}
          slotProps={SELECT_SLOTS}
          onChange={(e) => change(setInterest)(e.target.value)}
        >
          <MenuItem value="">All</MenuItem>
          {interests.map((i) => (
            <MenuItem key={i} value={i}>
              {i}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          size="small"
          value={status}
          slotProps={SELECT_SLOTS}
          onChange={(e) => change(setStatus)(e.target.value)}
        >
          <MenuItem value="">All statuses</MenuItem>
          {LEAD_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {LEAD_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label="From"
          size="small"
          value={from}
          onChange={(e) => change(setFrom)(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          size="small"
          value={to}
          onChange={(e) => change(setTo)(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          The leads could not be loaded. Check the filters or refresh the page.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <DataGrid
          slots={GRID_SLOTS}
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={isFetching}
          paginationMode="server"
          filterMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          disableRowSelectionOnClick
          disableColumnMenu
          disableColumnFilter
          aria-label="Leads"
          localeText={{ noRowsLabel: 'No leads match these filters.' }}
        />
      </Box>
    </Container>
  );
}
