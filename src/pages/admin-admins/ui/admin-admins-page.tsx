import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import type { GridColDef } from '@mui/x-data-grid';
import { ROUTES, STAFF_ROLE_LABELS, STAFF_ROLES, type AdminAccountDto, type StaffRole } from '@contract';
import {
  formatAdminTime,
  useGetAdminAccountsQuery,
  useSetAdminDisabledMutation,
  useSetAdminRoleMutation,
  useSignOutAdminEverywhereMutation,
} from '@/entities/admin-account';
import { selectUser } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { actionsColumn, AdminListGrid, AdminListPage, RowButton } from '@/shared/ui/admin-list';
import { toastOutcome } from '@/shared/ui/confirm-dialog';
import { AccountActionDialog, type AccountAction, type PendingAction } from './account-action-dialog';
import { RotateAdminCode } from './rotate-admin-code';
import { SignUpCodes } from './sign-up-codes';

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
  const [setRole] = useSetAdminRoleMutation();

  const ask = (action: AccountAction, account: AdminAccountDto) => {
    setPending({ action, account });
    setDialogOpen(true);
  };

  const confirm = async ({ action, account }: PendingAction) => {
    const request =
      action === 'sign-out' ? signOut(account.id).unwrap() : setDisabled({ id: account.id, disabled: action === 'disable' }).unwrap();
    await toastOutcome(request, DONE[action](account.name), 'The account could not be changed. Please try again.');
    setDialogOpen(false);
  };

  const changeRole = useCallback(
    (account: AdminAccountDto, role: StaffRole) =>
      void toastOutcome(
        setRole({ id: account.id, role }).unwrap(),
        `${account.name} is now ${STAFF_ROLE_LABELS[role]}.`,
        'The role could not be changed. Please try again.',
      ),
    [setRole],
  );

  const columns = useMemo<GridColDef<AdminAccountDto>[]>(
    () => [
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
      { field: 'email', headerName: 'E-mail', flex: 1.3, minWidth: 180 },
      {
        field: 'role',
        headerName: 'Role',
        width: 130,
        valueGetter: (v: StaffRole) => STAFF_ROLE_LABELS[v],
        renderCell: ({ row, tabIndex }) =>
          row.id === me ? (
            STAFF_ROLE_LABELS[row.role]
          ) : (
            <NativeSelect
              value={row.role}
              onChange={(event) => changeRole(row, event.target.value as StaffRole)}
              inputProps={{ 'aria-label': `Role of ${row.name}`, tabIndex }}
              sx={{ fontSize: '0.875rem' }}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          ),
      },
      {
        field: 'lastSignInAt',
        headerName: 'Last sign-in (IST)',
        flex: 1,
        minWidth: 160,
        valueFormatter: (v: string | null) => (v ? formatAdminTime(v) : 'Never'),
      },
      { field: 'activeSessions', headerName: 'Sessions', description: 'Sessions not yet expired', type: 'number', width: 100 },
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
      actionsColumn(240, (row, { tabIndex }) =>
        row.id === me ? (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            Your account (use Logout)
          </Typography>
        ) : (
          <>
            <RowButton tabIndex={tabIndex} label={`Sign out everywhere: ${row.name}`} onClick={() => ask('sign-out', row)}>
              Sign out
            </RowButton>
            {row.disabled ? (
              <RowButton tabIndex={tabIndex} label={`Enable ${row.name}`} onClick={() => ask('enable', row)}>
                Enable
              </RowButton>
            ) : (
              <RowButton danger tabIndex={tabIndex} label={`Disable ${row.name}`} onClick={() => ask('disable', row)}>
                Disable
              </RowButton>
            )}
          </>
        ),
      ),
    ],
    [me, changeRole],
  );

  return (
    <AdminListPage
      title="Admins"
      description="The staff accounts, their roles and sessions, and the admin code. Owner: everything; Admin: content and leads; Counsellor: leads and the dashboard; Editor: content."
      path={ROUTES.adminAdmins}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={ROUTES.adminActivity} variant="text" startIcon={<HistoryIcon aria-hidden />}>
            Activity log
          </Button>
          <RotateAdminCode />
        </Stack>
      }
      listName="admin accounts"
      failed={isError}
    >
      <AdminListGrid
        layoutKey="admins"
        adminId={me}
        searchLabel="Search admins"
        rows={accounts}
        columns={columns}
        loading={isLoading}
        pageSize={25}
        pageSizeOptions={[25, 50, 100]}
        aria-label="Admin accounts"
        localeText={{ noRowsLabel: 'No admin accounts.', noResultsOverlayLabel: 'No admin matches the search.' }}
      />
      <AccountActionDialog
        pending={pending}
        open={dialogOpen}
        busy={disabling.isLoading || signingOut.isLoading}
        onCancel={() => setDialogOpen(false)}
        onConfirm={(p) => void confirm(p)}
      />
      <SignUpCodes />
    </AdminListPage>
  );
}
