import { Navigate, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@contract';
import { returnToState, selectSessionStatus } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';

/**
 * Guard of every protected route (docs/product.md §2): 'Loading...' while checking, then the page or
 * sign-up, which keeps the address asked for so that signing in (or up) returns there.
 */
export function RequireAdmin() {
  const status = useAppSelector(selectSessionStatus);
  const { pathname, search } = useLocation();
  if (status === 'unknown') {
    return (
      <Box role="status" sx={{ py: 10, textAlign: 'center' }}>
        <Typography>Loading...</Typography>
      </Box>
    );
  }
  if (status === 'signed-out') return <Navigate to={ROUTES.adminSignUp} replace state={returnToState(pathname, search)} />;
  return <Outlet />;
}
