import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { GridColDef } from '@mui/x-data-grid';
import { AUDIT_ENTITIES, AUDIT_ENTITY_LABELS, ROUTES, type AuditEntryDto } from '@contract';
import { formatAdminTime, useGetActivityQuery, useGetAdminAccountsQuery } from '@/entities/admin-account';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { useUrlState } from '@/shared/lib/url-state';
import { AdminListGrid, AdminListPage, useServerPages } from '@/shared/ui/admin-list';
import { FilterBar, FilterSelect, labelledOptions } from '@/shared/ui/filter-select';

const FILTER_KEYS = ['actor', 'entity'] as const;
const ENTITY_OPTIONS = labelledOptions(AUDIT_ENTITIES, AUDIT_ENTITY_LABELS);

/** Hidden until an admin shows them from Columns, so that the rest fit a laptop's width (issue 38). */
const HIDDEN_BY_DEFAULT = ['entityId'];

/** /admin/activity: the audit log, every admin write newest first, by admin and by entity; paged on the server. */
export function AdminActivityPage() {
  const adminId = useAppSelector(selectUser)?.id;
  const [filters, setFilters] = useUrlState(FILTER_KEYS);
  const pages = useServerPages();
  const { data, isFetching, isError } = useGetActivityQuery(
    {
      ...pages.query,
      actor: filters.actor || undefined,
      entity: filters.entity || undefined,
    },
    { refetchOnMountOrArgChange: true },
  );
  const { data: admins = [] } = useGetAdminAccountsQuery(undefined);

  const filter = (key: (typeof FILTER_KEYS)[number]) => (value: string) => {
    setFilters({ [key]: value });
    pages.firstPage();
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
      { field: 'action', headerName: 'Request', flex: 1.4, minWidth: 220, sortable: false },
    ],
    [],
  );

  return (
    <AdminListPage
      title="Activity log"
      description="Every admin write: who, what and when."
      path={ROUTES.adminActivity}
      maxWidth="xl"
      actions={
        <Button component={RouterLink} to={ROUTES.adminAdmins} startIcon={<ArrowBackIcon aria-hidden />}>
          Admins
        </Button>
      }
      filters={
        <FilterBar label="Filter the activity log" columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 280px))' }}>
          <FilterSelect
            label="Admin"
            allLabel="All admins"
            value={admins.some((a) => a.id === filters.actor) ? filters.actor : ''}
            options={admins.map((a) => ({ value: a.id, label: a.name }))}
            onChange={filter('actor')}
          />
          <FilterSelect
            label="Entity"
            allLabel="Everything"
            value={AUDIT_ENTITIES.some((e) => e === filters.entity) ? filters.entity : ''}
            options={ENTITY_OPTIONS}
            onChange={filter('entity')}
          />
        </FilterBar>
      }
      listName="activity log"
      failed={isError}
      filtered
    >
      <AdminListGrid
        layoutKey="activity"
        hiddenByDefault={HIDDEN_BY_DEFAULT}
        adminId={adminId}
        {...pages.gridProps(data, isFetching)}
        columns={columns}
        aria-label="Activity log"
        localeText={{ noRowsLabel: 'Nothing recorded for these filters yet.' }}
      />
    </AdminListPage>
  );
}
