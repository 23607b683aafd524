import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { loginSchema, ROUTES, type LoginInput } from '@contract';
import { broadcastUserChanged, PasswordField, storeUser, useSignInMutation } from '@/entities/session';
import { errorMessage, fieldErrors } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';

export const SIGN_IN_SUCCESS = 'Login successful';
export const SIGN_IN_ERROR = 'Invalid credentials. Please try again.';

const initialValues: LoginInput = { email: '', password: '' };

/** Admin login (docs/product.md §2, §8); success goes to the admin home. */
export function SignInForm() {
  const [signIn] = useSignInMutation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<LoginInput>({
    initialValues,
    validationSchema: loginSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      try {
        const result = await signIn(values).unwrap();
        storeUser(result.user);
        broadcastUserChanged();
        showToast(result.message || SIGN_IN_SUCCESS, 'success');
        await navigate(ROUTES.adminHome);
      } catch (error) {
        const message = errorMessage(error, SIGN_IN_ERROR);
        setServerError(message);
        helpers.setErrors(fieldErrors(error));
        // A wrong password is retyped from scratch.
        void helpers.setFieldValue('password', '', false);
        showToast(message, 'error');
      }
    },
  });

  const fieldError = (name: keyof LoginInput) => (formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined);
  const common = (name: keyof LoginInput) => ({
    id: `sign-in-${name}`,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(fieldError(name)),
    helperText: fieldError(name),
    required: true,
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <TextField {...common('email')} label="Email" type="email" autoComplete="username" />
      <PasswordField {...common('password')} label="Password" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </Box>
  );
}
