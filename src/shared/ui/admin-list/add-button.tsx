import AddIcon from '@mui/icons-material/Add';
import { LinkButton } from './link-button';

export interface AddButtonProps {
  /** The new record's editor; without it, `onClick` opens a dialog. */
  to?: string;
  onClick?: () => void;
  /** "Add Course", "Add story"... */
  children: string;
}

/** The page's main action beside its title: add a record, in its editor or a dialog. */
export function AddButton({ to, onClick, children }: AddButtonProps) {
  return (
    <LinkButton to={to} onClick={onClick} variant="contained" startIcon={<AddIcon aria-hidden />}>
      {children}
    </LinkButton>
  );
}
