import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { loginSchema, type LoginInput } from '@contract';
import { broadcastUserChanged, PasswordField, storeUser, useSignInMutation, returnTarget } from '@/entities/session';
import { fieldsNamed, splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';

export const SIGN_IN_SUCCESS = 'Login successful';
export const SIGN_IN_ERROR = 'Invalid credentials. Please try again.';

const initialValues: LoginInput = { email: '', password: '' };
const FIELDS = Object.keys(initialValues);

/**
 * Admin login (docs/product.md §2, §8); success goes to the admin home with a toast. A refusal is said
 * once (issue 20): at the fields the server names, else in the form's one alert.
 */
export function SignInForm() {
  const [signIn] = useSignInMutation();
  const navigate = useNavigate();
  const location = useLocation();
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
        await navigate(returnTarget(location.state), { replace: true });
      } catch (error) {
        const failure = splitSaveError(error, fieldsNamed(FIELDS), SIGN_IN_ERROR);
        // A wrong password is retyped from scratch (before the errors: setting a value does not clear them).
        void helpers.setFieldValue('password', '', false);
        helpers.setErrors(failure.fieldErrors);
        setServerError(failure.message);
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
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      <TextField {...common('email')} label="Email" type="email" autoComplete="username" />
      <PasswordField {...common('password')} label="Password" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </Box>
  );
}
