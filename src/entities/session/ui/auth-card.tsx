import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface AuthCardProps {
  title: string;
  /** One line under the title saying what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form (e.g. to sign in instead). */
  footer?: ReactNode;
}

/** The frame of the account pages: sign-up, login, forgot and reset password. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 1 }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
        )}
        {children}
        {footer && <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>{footer}</Box>}
      </Paper>
    </Container>
  );
}
