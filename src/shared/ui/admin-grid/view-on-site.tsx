import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export interface ViewOnSiteButtonProps {
  /** The public page, e.g. ROUTES.course(slug). */
  to: string;
  /** What the row is called: a screen reader hears "View on site: <title> (opens in a new tab)". */
  title: string;
}

/**
 * "View on site" in an admin list's actions cell: the row's public page, in a new tab so the list keeps
 * its search, sort and page. Render it only for a row that has a public page (not an archived course).
 */
export function ViewOnSiteButton({ to, title }: ViewOnSiteButtonProps) {
  return (
    <Button
      component={RouterLink}
      to={to}
      target="_blank"
      rel="noopener"
      size="small"
      endIcon={<OpenInNewIcon fontSize="small" aria-hidden />}
      aria-label={`View on site: ${title} (opens in a new tab)`}
    >
      View on site
    </Button>
  );
}
