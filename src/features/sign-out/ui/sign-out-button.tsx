import Button, { type ButtonProps } from '@mui/material/Button';
import { useSignOut } from '../model/use-sign-out';

export function SignOutButton(props: Omit<ButtonProps, 'onClick'> & { onDone?: () => void }) {
  const signOut = useSignOut();
  const { onDone, ...rest } = props;
  return (
    <Button
      color="inherit"
      {...rest}
      onClick={() => {
        onDone?.();
        void signOut();
      }}
    >
      Logout
    </Button>
  );
}
