import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { ROUTES } from '@contract';
import { AuthPage } from '@/entities/session';
import { ForgotPasswordForm } from '@/features/forgot-password';

export function ForgotPasswordPage() {
  return (
    <AuthPage
      title="Forgot Password"
      description="Recover your ITX admin password by e-mail."
      path={ROUTES.forgotPassword}
      intro="Enter the email of your admin account and we will send you a link to choose a new password."
      footer={
        <Link component={RouterLink} to={ROUTES.adminLogin}>
          Remembered it? Back to Admin Login
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
