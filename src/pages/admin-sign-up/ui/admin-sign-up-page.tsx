import { Link as RouterLink, useLocation } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES, privateMeta } from '@contract';
import { AuthCard } from '@/entities/session';
import { SignUpForm } from '@/features/sign-up';
import { PageHead } from '@/shared/ui/page-head';

export function AdminSignUpPage() {
  // The address the admin guard kept goes on to the login page, so logging in returns there too.
  const { state } = useLocation();
  return (
    <>
      <PageHead meta={privateMeta('Admin Sign Up', 'Create an ITX admin account.', ROUTES.adminSignUp)} />
      <AuthCard
        title="Admin Sign Up"
        intro="For ITX staff who manage the blogs and careers on this site. You need the admin code from the site administrator."
        footer={
          <Typography>
            Already have an account?{' '}
            <Link component={RouterLink} to={ROUTES.adminLogin} state={state}>
              Log in
            </Link>
          </Typography>
        }
      >
        <SignUpForm />
      </AuthCard>
    </>
  );
}
