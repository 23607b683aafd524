import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES, privateMeta } from '@contract';
import { AuthCard } from '@/entities/session';
import { SignInForm } from '@/features/sign-in';
import { PageHead } from '@/shared/ui/page-head';

export function AdminLoginPage() {
  return (
    <>
      <PageHead meta={privateMeta('Admin Login', 'Sign in to the ITX admin area.', ROUTES.adminLogin)} />
      <AuthCard
        title="Admin Login"
        intro="Sign in to manage the blogs, careers and enquiries of ITX."
        footer={
          <>
            <Link component={RouterLink} to={ROUTES.forgotPassword}>
              Forgot password?
            </Link>
            <Typography>
              New to the admin area?{' '}
              <Link component={RouterLink} to={ROUTES.adminSignUp}>
                Create an admin account
              </Link>
            </Typography>
          </>
        }
      >
        <SignInForm />
      </AuthCard>
    </>
  );
}
