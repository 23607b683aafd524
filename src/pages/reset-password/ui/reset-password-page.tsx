import { useParams } from 'react-router';
import { ROUTES } from '@contract';
import { AuthPage } from '@/entities/session';
import { ResetPasswordForm } from '@/features/reset-password';

export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  return (
    <AuthPage
      title="Reset Password"
      description="Set a new ITX admin password."
      // The canonical path leaves the token out: it is a secret of the e-mail's reader.
      path={ROUTES.forgotPassword}
      intro="Choose a new password for your ITX admin account."
    >
      <ResetPasswordForm id={id} token={token} />
    </AuthPage>
  );
}
