import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@contract';

export interface AuthDoneProps {
  title: string;
  /** What happened and what comes next. */
  children: ReactNode;
  /** The text of the link to the login page. */
  loginLink: string;
}

/** What an account form shows once it is done (reset link sent, password changed): a status with a way back to login. */
export function AuthDone({ title, children, loginLink }: AuthDoneProps) {
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
        {title}
      </Typography>
      <Typography>{children}</Typography>
      <Link component={RouterLink} to={ROUTES.adminLogin}>
        {loginLink}
      </Link>
    </Box>
  );
}
