import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { forgotPasswordSchema, ROUTES, type ForgotPasswordInput } from '@contract';
import { useForgotPasswordMutation } from '@/entities/session';
import { errorMessage, fieldErrors } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';

export const FORGOT_PASSWORD_SUCCESS = 'Reset instructions sent to your email!';
export const FORGOT_PASSWORD_ERROR = 'An error occurred. Please try again.';

/** Asks for a reset link by e-mail; then shows 'Email sent' (docs/product.md §4, §8). */
export function ForgotPasswordForm() {
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<ForgotPasswordInput>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      try {
        const result = await forgotPassword(values).unwrap();
        showToast(result.message || FORGOT_PASSWORD_SUCCESS, 'success');
        setSentTo(values.email.trim());
      } catch (error) {
        const message = errorMessage(error, FORGOT_PASSWORD_ERROR);
        setServerError(message);
        helpers.setErrors(fieldErrors(error));
        showToast(message, 'error');
      }
    },
  });

  if (sentTo !== null) {
    return (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
          Email sent
        </Typography>
        <Typography>
          If an admin account exists for <strong>{sentTo}</strong>, a link to choose a new password is on its way. The link works for 1 hour
          and only once. Check your spam folder if it does not arrive in a few minutes.
        </Typography>
        <Link component={RouterLink} to={ROUTES.adminLogin}>
          Back to Admin Login
        </Link>
      </Box>
    );
  }

  const error = formik.touched.email && formik.errors.email ? formik.errors.email : undefined;
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <TextField
        id="forgot-password-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
        value={formik.values.email}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        helperText={error}
      />
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </Box>
  );
}
