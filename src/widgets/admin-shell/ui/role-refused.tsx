import { Link as RouterLink, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { privateMeta, roleRefusedMessage, type StaffRole } from '@contract';
import { PageHead } from '@/shared/ui/page-head';
import { sectionsFor } from '../model/sections';

/**
 * What an admin page outside the signed-in role's areas shows instead of itself (its address typed or an old
 * link followed): the server's 403 reason and the way to the role's first section. The server refuses its data anyway.
 */
export function RoleRefused({ role }: { role: StaffRole }) {
  const { pathname } = useLocation();
  const first = sectionsFor(role)[0];
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <PageHead meta={privateMeta('Not part of your role', roleRefusedMessage(role), pathname)} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2rem' }, fontWeight: 700 }}>
        Not part of your role
      </Typography>
      <Typography>{roleRefusedMessage(role)}</Typography>
      {first ? (
        <Button component={RouterLink} to={first.to} variant="contained">
          Go to {first.label}
        </Button>
      ) : null}
    </Stack>
  );
}
