import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BRAND } from '../theme';

export interface PageBandProps {
  /** The page's h1. */
  title: string;
  /** A sentence or two under the title. */
  children?: ReactNode;
}

/**
 * The band at the top of a list or form page: the page's title and what it is for, on the site's dark blue
 * (issue 21: /blogs and /enrollnow had none, the others each drew their own).
 */
export function PageBand({ title, children }: PageBandProps) {
  return (
    <Box data-testid="page-band" sx={{ bgcolor: 'primary.dark', color: BRAND.white, py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Typography variant="h1" component="h1" sx={{ color: BRAND.white }}>
          {title}
        </Typography>
        {children ? <Typography sx={{ color: BRAND.onDark.muted, mt: 2, maxWidth: 720, fontSize: '1.1rem' }}>{children}</Typography> : null}
      </Container>
    </Box>
  );
}
