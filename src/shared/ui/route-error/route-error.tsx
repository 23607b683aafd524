import { useEffect } from 'react';
import { Link as RouterLink, useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * A route's error boundary (docs/product.md D4): the visitor gets a friendly page with a way on, and
 * the error is logged rather than swallowed.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error:', error);
  }, [error]);
  return (
    <Container component="section" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Something went wrong on this page
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Please reload the page. If it keeps happening, call us or write to us and we will help.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 2 }}>
        Reload page
      </Button>
      <Button component={RouterLink} to="/" variant="outlined">
        Go to the home page
      </Button>
    </Container>
  );
}
