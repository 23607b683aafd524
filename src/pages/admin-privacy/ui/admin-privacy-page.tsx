import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { PRIVACY_MESSAGES, PRIVACY_REQUEST_KIND_LABELS, ROUTES, type PrivacyRequestDto } from '@contract';
import { formatAdminTime } from '@/entities/admin-account';
import { selectUser } from '@/entities/session';
import {
  isOverdue,
  PRIVACY_REQUEST_STATUS_LABELS,
  useCompletePrivacyRequestMutation,
  useGetPrivacyRequestsQuery,
} from '@/entities/data-principal';
import { errorMessage } from '@/shared/api';
import { formatIstDate } from '@/shared/lib/date';
import { useAppSelector } from '@/shared/lib/redux';
import { showToast } from '@/shared/lib/toast';
import { actionsColumn, AdminListGrid, AdminListPage, RowButton } from '@/shared/ui/admin-list';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';

const NO_REQUESTS: PrivacyRequestDto[] = [];
export const ERASE_FAILED = 'The data could not be erased. Please try again.';
/** What the list says of a person whose data is erased. */
export const ERASED_SUBJECT = 'Erased';

/** Hidden until an admin shows them from Columns, so that the rest fit a laptop's width (issue 38). */
const HIDDEN_BY_DEFAULT = ['createdAt'];

/** Who completed a request, and when: an admin, or the person's own action. */
function handledText(row: PrivacyRequestDto): string {
  if (!row.handledAt) return '';
  return `${row.handledBy ?? 'The person'}, ${formatAdminTime(row.handledAt)}`;
}

/**
 * /admin/privacy (issue 42): every "Your data" request, open ones first as the server sends them, overdue ones
 * marked; an open erasure is completed here ("Erase now", after a confirmation).
 */
export function AdminPrivacyPage() {
  const adminId = useAppSelector(selectUser)?.id;
  const { data, isLoading, isError } = useGetPrivacyRequestsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [complete, completing] = useCompletePrivacyRequestMutation();
  const [erasing, setErasing] = useState<PrivacyRequestDto | null>(null);
  // Apart from `erasing`, so that the dialog keeps its text while it fades out.
  const [dialogOpen, setDialogOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Overdue as of the visit (the list is read afresh on every visit).
  const [now] = useState(() => Date.now());

  const erase = async (request: PrivacyRequestDto) => {
    setRefusal(null);
    try {
      await complete(request.id).unwrap();
      showToast(PRIVACY_MESSAGES.erasureDone, 'success');
    } catch (error) {
      setRefusal(errorMessage(error, ERASE_FAILED));
    }
    setDialogOpen(false);
  };

  const ask = (request: PrivacyRequestDto) => {
    setErasing(request);
    setDialogOpen(true);
  };

  const columns = useMemo<GridColDef<PrivacyRequestDto>[]>(
    () => [
      {
        field: 'kind',
        headerName: 'Request',
        minWidth: 150,
        flex: 0.8,
        valueGetter: (_v, row) => PRIVACY_REQUEST_KIND_LABELS[row.kind] ?? row.kind,
      },
      { field: 'subject', headerName: 'Who', minWidth: 180, flex: 1, valueGetter: (_v, row) => row.subject ?? ERASED_SUBJECT },
      { field: 'detail', headerName: 'Detail', minWidth: 200, flex: 1.6, sortable: false },
      {
        field: 'createdAt',
        headerName: 'Made (IST)',
        minWidth: 170,
        flex: 0.7,
        valueFormatter: (v: string) => formatAdminTime(v),
      },
      {
        field: 'dueAt',
        headerName: 'Due',
        width: 150,
        valueFormatter: (v: string) => formatIstDate(v, 'short'),
        // Words as well as colour: an overdue request reads as one without the colour.
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <span>{formatIstDate(row.dueAt, 'short')}</span>
            {isOverdue(row, now) ? <Chip label="Overdue" size="small" color="error" variant="outlined" /> : null}
          </Stack>
        ),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 100,
        valueGetter: (_v, row) => PRIVACY_REQUEST_STATUS_LABELS[row.status] ?? row.status,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={PRIVACY_REQUEST_STATUS_LABELS[row.status] ?? row.status}
            color={row.status === 'open' ? 'warning' : 'success'}
            variant="outlined"
          />
        ),
      },
      { field: 'handledAt', headerName: 'Handled by', minWidth: 160, flex: 1, valueGetter: (_v, row) => handledText(row) },
      actionsColumn(120, (row, { tabIndex }) =>
        row.kind === 'erasure' && row.status === 'open' ? (
          <RowButton danger tabIndex={tabIndex} label={`Erase now: ${row.subject ?? ERASED_SUBJECT}`} onClick={() => ask(row)}>
            Erase now
          </RowButton>
        ) : null,
      ),
    ],
    [now],
  );

  return (
    <AdminListPage
      title="Privacy requests"
      description="The requests people made from Your data: access, correction, withdrawal, erasure and nominees."
      path={ROUTES.adminPrivacy}
      maxWidth="xl"
      intro="What people asked for from Your data. Open requests come first; answer each by its due date."
      notice={
        refusal ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        ) : null
      }
      listName="privacy requests"
      failed={isError}
    >
      {data?.items.length === 0 ? (
        // No grid for no rows: an empty grid keeps an empty row group, which assistive technology reads as broken.
        <Typography>No privacy requests yet. They appear here when someone uses the Your data page.</Typography>
      ) : (
        <AdminListGrid
          layoutKey="privacy-requests"
          hiddenByDefault={HIDDEN_BY_DEFAULT}
          adminId={adminId}
          searchLabel="Search requests"
          rows={data?.items ?? NO_REQUESTS}
          columns={columns}
          loading={isLoading}
          pageSize={25}
          pageSizeOptions={[25, 50, 100]}
          aria-label="Privacy requests"
          localeText={{ noRowsLabel: 'No privacy requests yet.', noResultsOverlayLabel: 'No request matches the search.' }}
        />
      )}
      <ConfirmDialog
        open={dialogOpen && erasing !== null}
        id="erase-now"
        title="Erase this person’s data now?"
        details={
          erasing ? (
            <DialogContentText sx={{ mt: 1, fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}>
              {erasing.subject ?? ERASED_SUBJECT}: {erasing.detail}
            </DialogContentText>
          ) : null
        }
        confirmLabel="Erase now"
        busyLabel="Erasing..."
        busy={completing.isLoading}
        cancelFocus
        onCancel={() => setDialogOpen(false)}
        onConfirm={() => {
          if (erasing) void erase(erasing);
        }}
      >
        Their enquiries, registrations and applications, with any CV and the notes on them, are deleted for good, and the request is marked
        done. This cannot be undone.
      </ConfirmDialog>
    </AdminListPage>
  );
}
