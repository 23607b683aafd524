import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import type { GridColDef } from '@mui/x-data-grid';
import { privateMeta, ROUTES, type AdminAccountDto } from '@contract';
import {
  formatAdminTime,
  useGetAdminAccountsQuery,
  useSetAdminDisabledMutation,
  useSignOutAdminEverywhereMutation,
} from '@/entities/admin-account';
import { selectUser } from '@/entities/session';
import { errorMessage } from '@/shared/api';
import { useAppSelector } from '@/shared/lib/redux';
import { showToast } from '@/shared/lib/toast';
import { AdminDataGrid } from '@/shared/ui/admin-grid';
import { PageHead } from '@/shared/ui/page-head';
import { AccountActionDialog, type AccountAction, type PendingAction } from './account-action-dialog';
import { RotateAdminCode } from './rotate-admin-code';
import { AdminPageHeader, ListLoadError } from '@/shared/ui/admin-page';

const DONE: Record<AccountAction, (name: string) => string> = {
  'sign-out': (name) => `${name} is signed out everywhere.`,
  disable: (name) => `${name} is disabled and signed out everywhere.`,
  enable: (name) => `${name} is enabled and can sign in again.`,
};

/** /admin/admins: the admin accounts with their last sign-in and sessions; sign one out, disable or enable it; a new admin code. */
export function AdminAdminsPage() {
  const { data: accounts = [], isLoading, isError } = useGetAdminAccountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const me = useAppSelector(selectUser)?.id;
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [setDisabled, disabling] = useSetAdminDisabledMutation();
  const [signOut, signingOut] = useSignOutAdminEverywhereMutation();

  const ask = (action: AccountAction, account: AdminAccountDto) => {
    setPending({ action, account });
    setDialogOpen(true);
  };

  const confirm = async ({ action, account }: PendingAction) => {
    try {
      if (action === 'sign-out') await signOut(account.id).unwrap();
      else await setDisabled({ id: account.id, disabled: action === 'disable' }).unwrap();
      showToast(DONE[action](account.name), 'success');
    } catch (error) {
      showToast(errorMessage(error, 'The account could not be changed. Please try again.'), 'error');
    }
    setDialogOpen(false);
  };

  const columns = useMemo<GridColDef<AdminAccountDto>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
      { field: 'email', headerName: 'E-mail', flex: 1.3, minWidth: 220 },
      {
        field: 'lastSignInAt',
        headerName: 'Last sign-in (IST)',
        flex: 1,
        minWidth: 190,
        valueFormatter: (v: string | null) => (v ? formatAdminTime(v) : 'Never'),
      },
      { field: 'activeSessions', headerName: 'Active sessions', type: 'number', width: 140 },
      {
        field: 'disabled',
        headerName: 'Status',
        width: 120,
        valueGetter: (v: boolean) => (v ? 'Disabled' : 'Active'),
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={row.disabled ? 'Disabled' : 'Active'}
            color={row.disabled ? 'default' : 'success'}
            variant={row.disabled ? 'outlined' : 'filled'}
          />
        ),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 330,
        sortable: false,
        filterable: false,
        hideable: false,
        renderCell: ({ row, tabIndex }) =>
          row.id === me ? (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
              Your account (use Logout)
            </Typography>
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
              <Button
                size="small"
                variant="outlined"
                tabIndex={tabIndex}
                aria-label={`Sign out everywhere: ${row.name}`}
                onClick={() => ask('sign-out', row)}
              >
                Sign out everywhere
              </Button>
              {row.disabled ? (
                <Button
                  size="small"
                  variant="outlined"
                  tabIndex={tabIndex}
                  aria-label={`Enable ${row.name}`}
                  onClick={() => ask('enable', row)}
                >
                  Enable
                </Button>
              ) : (
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  tabIndex={tabIndex}
                  aria-label={`Disable ${row.name}`}
                  onClick={() => ask('disable', row)}
                >
                  Disable
                </Button>
              )}
            </Stack>
          ),
      },
    ],
    [me],
  );

  return (
    <Container component="section" maxWidth="lg" sx={{ py: 6 }}>
      <PageHead meta={privateMeta('Admins', 'The admin accounts, their sessions and the admin code.', ROUTES.adminAdmins)} />
      <AdminPageHeader title="Admins">
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={ROUTES.adminActivity} variant="text" startIcon={<HistoryIcon aria-hidden />}>
            Activity log
          </Button>
          <RotateAdminCode />
        </Stack>
      </AdminPageHeader>
      {isError ? <ListLoadError what="admin accounts" /> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
        <AdminDataGrid
          layoutKey="admins"
          adminId={me}
          searchLabel="Search admins"
          rows={accounts}
          columns={columns}
          loading={isLoading}
          initialState={{ pagination: { paginationModel: { pageSize: 25, page: 0 } } }}
          pageSizeOptions={[25, 50, 100]}
          disableRowSelectionOnClick
          aria-label="Admin accounts"
          localeText={{ noRowsLabel: 'No admin accounts.', noResultsOverlayLabel: 'No admin matches the search.' }}
        />
      </Box>
      <AccountActionDialog
        pending={pending}
        open={dialogOpen}
        busy={disabling.isLoading || signingOut.isLoading}
        onCancel={() => setDialogOpen(false)}
        onConfirm={(p) => void confirm(p)}
      />
    </Container>
  );
}
