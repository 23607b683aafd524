import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { ROUTES, privateMeta } from '@contract';
import { AuthCard } from '@/entities/session';
import { ForgotPasswordForm } from '@/features/forgot-password';
import { PageHead } from '@/shared/ui/page-head';

export function ForgotPasswordPage() {
  return (
    <>
      <PageHead meta={privateMeta('Forgot Password', 'Recover your ITX admin password by e-mail.', ROUTES.forgotPassword)} />
      <AuthCard
        title="Forgot Password"
        intro="Enter the email of your admin account and we will send you a link to choose a new password."
        footer={
          <Link component={RouterLink} to={ROUTES.adminLogin}>
            Remembered it? Back to Admin Login
          </Link>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
