import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import { resetPasswordSchema, ROUTES, type ResetPasswordInput } from '@contract';
import { AuthDone, NEW_PASSWORD_HINT, PasswordField, useAccountForm, useResetPasswordMutation } from '@/entities/session';
import { fieldProps, FormColumn, FormErrorAlert, SubmitButton } from '@/shared/ui/form-parts';

export const RESET_PASSWORD_SUCCESS = 'Password reset successfully!';
export const RESET_PASSWORD_ERROR = 'An error occurred. Please try again.';
/** Spec §8: after a reset the login page opens 2 seconds later. */
export const RESET_REDIRECT_MS = 2000;

export interface ResetPasswordFormProps {
  id: string;
  token: string;
}

/** Sets a new password from the e-mailed link (docs/product.md §5, §8). */
export function ResetPasswordForm({ id, token }: ResetPasswordFormProps) {
  const [resetPassword] = useResetPasswordMutation();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => void navigate(ROUTES.adminLogin), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const { formik, serverError } = useAccountForm<ResetPasswordInput>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    send: (values) => resetPassword({ id, token, ...values }).unwrap(),
    successMessage: RESET_PASSWORD_SUCCESS,
    errorMessage: RESET_PASSWORD_ERROR,
    refusal: 'alert-and-toast',
    onDone: () => setDone(true),
  });

  if (done) {
    return (
      <AuthDone title="Password changed" loginLink="Go to Admin Login now">
        Your new password is set. Taking you to the login page...
      </AuthDone>
    );
  }

  const field = (name: keyof ResetPasswordInput, hint?: string) => ({
    ...fieldProps(formik, name, { id: `reset-password-${name}`, hint }),
    required: true,
    fullWidth: true,
    autoComplete: 'new-password',
  });

  return (
    <FormColumn onSubmit={formik.handleSubmit}>
      <FormErrorAlert message={serverError}>
        {' '}
        <Link component={RouterLink} to={ROUTES.forgotPassword}>
          Request a new link
        </Link>
      </FormErrorAlert>
      <PasswordField {...field('password', NEW_PASSWORD_HINT)} label="New password" />
      <PasswordField {...field('confirmPassword')} label="Confirm new password" />
      <SubmitButton busy={formik.isSubmitting} busyLabel="Resetting...">
        Reset Password
      </SubmitButton>
    </FormColumn>
  );
}
