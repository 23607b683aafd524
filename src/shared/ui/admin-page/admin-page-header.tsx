import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface AdminPageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The page's actions (Add, Export, a link back), beside the title from sm up and below it on a phone. */
  children?: ReactNode;
  /** Space below the header, in theme spacing units. */
  mb?: number;
}

/** An admin page's title with its actions: the same row on every admin page. */
export function AdminPageHeader({ title, children, mb = 3 }: AdminPageHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb }}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * A list that could not be loaded, said once, in the same words on every admin list ("The courses could not
 * be loaded…"). `filtered`: the list follows filters the admin chose, which may be the cause.
 */
export function ListLoadError({ what, filtered = false }: { what: string; filtered?: boolean }) {
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      The {what} could not be loaded. {filtered ? 'Check the filters or refresh the page.' : 'Please refresh the page.'}
    </Alert>
  );
}
