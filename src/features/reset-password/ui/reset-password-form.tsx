import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { resetPasswordSchema, ROUTES, type ResetPasswordInput } from '@contract';
import { PasswordField, useResetPasswordMutation } from '@/entities/session';
import { errorMessage, fieldErrors } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';

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
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(() => void navigate(ROUTES.adminLogin), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const formik = useFormik<ResetPasswordInput>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      try {
        const result = await resetPassword({ id, token, ...values }).unwrap();
        showToast(result.message || RESET_PASSWORD_SUCCESS, 'success');
        setDone(true);
      } catch (error) {
        const message = errorMessage(error, RESET_PASSWORD_ERROR);
        setServerError(message);
        helpers.setErrors(fieldErrors(error));
        showToast(message, 'error');
      }
    },
  });

  if (done) {
    return (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
          Password changed
        </Typography>
        <Typography>Your new password is set. Taking you to the login page...</Typography>
        <Link component={RouterLink} to={ROUTES.adminLogin}>
          Go to Admin Login now
        </Link>
      </Box>
    );
  }

  const fieldError = (name: keyof ResetPasswordInput) => (formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined);
  const common = (name: keyof ResetPasswordInput) => ({
    id: `reset-password-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(fieldError(name)),
    required: true,
    fullWidth: true,
    autoComplete: 'new-password',
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {serverError && (
        <Alert severity="error">
          {serverError}{' '}
          <Link component={RouterLink} to={ROUTES.forgotPassword}>
            Request a new link
          </Link>
        </Alert>
      )}
      <PasswordField
        {...common('password')}
        label="New password"
        helperText={fieldError('password') ?? 'At least 6 characters, with an uppercase letter, a number and a special character.'}
      />
      <PasswordField {...common('confirmPassword')} label="Confirm new password" helperText={fieldError('confirmPassword')} />
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Resetting...' : 'Reset Password'}
      </Button>
    </Box>
  );
}
