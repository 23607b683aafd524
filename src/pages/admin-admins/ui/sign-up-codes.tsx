import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGNUP_CODE_ROLES, STAFF_ROLE_LABELS, type SignupCodeRole } from '@contract';
import { formatAdminTime, useGetRoleCodesQuery, useWithdrawRoleCodeMutation } from '@/entities/admin-account';
import { ConfirmDialog, toastOutcome } from '@/shared/ui/confirm-dialog';
import { RotateAdminCode } from './rotate-admin-code';

/**
 * The Counsellor and Editor sign-up codes (issue 42): whether each is issued and since when (never the code),
 * a new one, or withdrawing it so that nobody can sign up with it any more.
 */
export function SignUpCodes() {
  const { data: codes = [], isError } = useGetRoleCodesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [withdraw, withdrawing] = useWithdrawRoleCodeMutation();
  const [asking, setAsking] = useState<SignupCodeRole | null>(null);
  const issuedAt = (role: SignupCodeRole) => codes.find((c) => c.role === role)?.issuedAt ?? null;

  const confirm = async (role: SignupCodeRole) => {
    const label = STAFF_ROLE_LABELS[role];
    await toastOutcome(
      withdraw(role).unwrap(),
      `The ${label} code is withdrawn.`,
      `The ${label} code could not be withdrawn. Please try again.`,
    );
    setAsking(null);
  };

  return (
    <Box component="section" aria-labelledby="sign-up-codes-title" sx={{ mt: 4 }}>
      <Typography id="sign-up-codes-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        Sign-up codes
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Whoever signs up with a role&apos;s code gets that role. The admin code (above) makes an Admin.
      </Typography>
      {isError ? (
        <Typography role="alert" color="error">
          The sign-up codes could not be loaded. Please reload the page.
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {SIGNUP_CODE_ROLES.map((role) => {
            const at = issuedAt(role);
            return (
              <Stack
                component="li"
                key={role}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                useFlexGap
                sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
              >
                <Typography sx={{ minWidth: { sm: 280 } }}>
                  <strong>{STAFF_ROLE_LABELS[role]} code:</strong> {at ? `issued ${formatAdminTime(at)}` : 'none'}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <RotateAdminCode role={role} />
                  {at ? (
                    <Button color="error" onClick={() => setAsking(role)} aria-label={`Withdraw the ${STAFF_ROLE_LABELS[role]} code`}>
                      Withdraw
                    </Button>
                  ) : null}
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={asking !== null}
        id="withdraw-code"
        title={asking ? `Withdraw the ${STAFF_ROLE_LABELS[asking]} code?` : null}
        confirmLabel="Withdraw"
        busyLabel="Withdrawing..."
        busy={withdrawing.isLoading}
        cancelFocus
        color="error"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void confirm(asking);
        }}
      >
        Nobody can sign up with it from now on. Accounts made with it keep their role.
      </ConfirmDialog>
    </Box>
  );
}
