import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, privateMeta, ROUTES, type AuditEntryDto } from '@contract';
import { formatAdminTime, useGetActivityQuery, useGetAdminAccountsQuery } from '@/entities/admin-account';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { useUrlState } from '@/shared/lib/url-state';
import { AdminDataGrid } from '@/shared/ui/admin-grid';
import { PageHead } from '@/shared/ui/page-head';
import { AdminPageHeader, ListLoadError } from '@/shared/ui/admin-page';

const PAGE_SIZES = [25, 50, 100];
const FILTER_KEYS = ['actor', 'entity'] as const;
/** Empty filters show their 'All …' item instead of a bare label. */
const SELECT_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** /admin/activity: the audit log, every admin write newest first, by admin and by entity; paged on the server. */
export function AdminActivityPage() {
  const adminId = useAppSelector(selectUser)?.id;
  const [filters, setFilters] = useUrlState(FILTER_KEYS);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0] ?? 25 });
  const { data, isFetching, isError } = useGetActivityQuery(
    {
      page: pagination.page + 1,
      pageSize: pagination.pageSize,
      actor: filters.actor || undefined,
      entity: filters.entity || undefined,
    },
    { refetchOnMountOrArgChange: true },
  );
  const { data: admins = [] } = useGetAdminAccountsQuery(undefined);

  const filter = (key: (typeof FILTER_KEYS)[number]) => (value: string) => {
    setFilters({ [key]: value });
    setPagination((p) => ({ ...p, page: 0 }));
  };

  const columns = useMemo<GridColDef<AuditEntryDto>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: 'When (IST)',
        minWidth: 180,
        flex: 0.8,
        sortable: false,
        valueFormatter: (v: string) => formatAdminTime(v),
      },
      { field: 'actorName', headerName: 'Admin', flex: 0.8, minWidth: 150, sortable: false },
      { field: 'summary', headerName: 'What', flex: 2, minWidth: 260, sortable: false },
      { field: 'entity', headerName: 'Entity', width: 120, sortable: false },
      { field: 'entityId', headerName: 'Record', flex: 1, minWidth: 160, sortable: false, valueFormatter: (v: string | null) => v ?? '' },
      {
        field: 'statusCode',
        headerName: 'Answer',
        width: 130,
        sortable: false,
        // Words as well as colour: a refusal reads as one without the colour.
        renderCell: ({ value }) => {
          const done = Number(value) < 400;
          return (
            <Chip
              size="small"
              label={`${done ? 'Done' : 'Refused'} ${String(value)}`}
              color={done ? 'success' : 'warning'}
              variant="outlined"
            />
          );
        },
      },
      { field: 'action', headerName: 'Request', flex: 1.4, minWidth: 260, sortable: false },
    ],
    [],
  );

  return (
    <Container component="section" maxWidth="xl" sx={{ py: 6 }}>
      <PageHead meta={privateMeta('Activity log', 'Every admin write: who, what and when.', ROUTES.adminActivity)} />
      <AdminPageHeader title="Activity log">
        <Button component={RouterLink} to={ROUTES.adminAdmins} startIcon={<ArrowBackIcon aria-hidden />}>
          Admins
        </Button>
      </AdminPageHeader>
      <Box
        // A search landmark, not a <form>: every filter applies as it changes, so there is nothing to submit.
        role="search"
        aria-label="Filter the activity log"
        sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 280px))' } }}
      >
        <TextField
          select
          label="Admin"
          size="small"
          value={admins.some((a) => a.id === filters.actor) ? filters.actor : ''}
          slotProps={SELECT_SLOTS}
          onChange={(e) => filter('actor')(e.target.value)}
        >
          <MenuItem value="">All admins</MenuItem>
          {admins.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Entity"
          size="small"
          value={AUDIT_ENTITIES.some((e) => e === filters.entity) ? filters.entity : ''}
          slotProps={SELECT_SLOTS}
          onChange={(e) => filter('entity')(e.target.value)}
        >
          <MenuItem value="">Everything</MenuItem>
          {AUDIT_ENTITIES.map((e) => (
            <MenuItem key={e} value={e}>
              {AUDIT_ENTITY_LABELS[e]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {isError ? <ListLoadError what="activity log" filtered /> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <AdminDataGrid
          layoutKey="activity"
          adminId={adminId}
          quickSearch={false}
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={isFetching}
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          disableRowSelectionOnClick
          disableColumnFilter
          aria-label="Activity log"
          localeText={{ noRowsLabel: 'Nothing recorded for these filters yet.' }}
        />
      </Box>
    </Container>
  );
}
