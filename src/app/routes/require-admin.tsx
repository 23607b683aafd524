import { Navigate, Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@contract';
import { selectSessionStatus } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';

/** Guard of every protected route (docs/product.md §2): 'Loading...' while checking, then the page or sign-up. */
export function RequireAdmin() {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'unknown') {
    return (
      <Box role="status" sx={{ py: 10, textAlign: 'center' }}>
        <Typography>Loading...</Typography>
      </Box>
    );
  }
  if (status === 'signed-out') return <Navigate to={ROUTES.adminSignUp} replace />;
  return <Outlet />;
}
