import { useParams } from 'react-router';
import { ROUTES, privateMeta } from '@contract';
import { AuthCard } from '@/entities/session';
import { ResetPasswordForm } from '@/features/reset-password';
import { PageHead } from '@/shared/ui/page-head';

export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  return (
    <>
      {/* The canonical path leaves the token out: it is a secret of the e-mail's reader. */}
      <PageHead meta={privateMeta('Reset Password', 'Set a new ITX admin password.', ROUTES.forgotPassword)} />
      <AuthCard title="Reset Password" intro="Choose a new password for your ITX admin account.">
        <ResetPasswordForm id={id} token={token} />
      </AuthCard>
    </>
  );
}
