import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface LinkButtonProps {
  /** Where the button leads; without it, it is a button that runs `onClick`. */
  to?: string;
  onClick?: () => void;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  startIcon?: ReactNode;
  tabIndex?: number;
  'aria-label'?: string;
  children: ReactNode;
}

/** A MUI Button that is a router link when it has somewhere to go, else an ordinary button. */
export function LinkButton({ to, onClick, children, ...look }: LinkButtonProps) {
  return to === undefined ? (
    <Button {...look} onClick={onClick}>
      {children}
    </Button>
  ) : (
    <Button {...look} component={RouterLink} to={to}>
      {children}
    </Button>
  );
}
