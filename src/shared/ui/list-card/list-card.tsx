import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import { VisuallyHidden } from '../visually-hidden';

export interface ListCardProps {
  /** The card's picture, content and action, top to bottom. */
  children: ReactNode;
  testId?: string;
}

/** An item in a list of cards (a post, a course, a job): an outlined article as tall as its grid row. */
export function ListCard({ children, testId }: ListCardProps) {
  return (
    <Card component="article" variant="outlined" data-testid={testId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {children}
    </Card>
  );
}

export interface ListCardLinkProps {
  to: string;
  /** The button's face ("Read More"). */
  children: string;
  /** What the item is called: screen readers hear it after the face, which tells the many alike buttons apart. */
  about: string;
  variant?: 'outlined' | 'contained';
}

/** The card's one action: a button to the item's page. */
export function ListCardLink({ to, children, about, variant = 'outlined' }: ListCardLinkProps) {
  return (
    <CardActions sx={{ px: 2, pb: 2 }}>
      <Button component={RouterLink} to={to} variant={variant}>
        {children}
        <VisuallyHidden>: {about}</VisuallyHidden>
      </Button>
    </CardActions>
  );
}
