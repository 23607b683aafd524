import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { ROUTES, signupSchema, type SignupInput } from '@contract';
import { broadcastUserChanged, PasswordField, storeUser, useSignUpMutation } from '@/entities/session';
import { errorMessage, fieldErrors } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';

export const SIGN_UP_SUCCESS = 'Signup successful';
export const SIGN_UP_ERROR = 'Something went wrong. Please try again.';

const initialValues: SignupInput = { name: '', email: '', phone: '', password: '', adminCode: '' };

/** Admin sign-up with the admin code (docs/product.md §2, §5, §8); success goes to the admin home. */
export function SignUpForm() {
  const [signUp] = useSignUpMutation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<SignupInput>({
    initialValues,
    validationSchema: signupSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      try {
        const result = await signUp(values).unwrap();
        storeUser(result.user);
        broadcastUserChanged();
        showToast(result.message || SIGN_UP_SUCCESS, 'success');
        await navigate(ROUTES.adminHome);
      } catch (error) {
        const message = errorMessage(error, SIGN_UP_ERROR);
        setServerError(message);
        helpers.setErrors(fieldErrors(error));
        showToast(message, 'error');
      }
    },
  });

  const fieldError = (name: keyof SignupInput) => (formik.touched[name] && formik.errors[name] ? formik.errors[name] : undefined);
  const common = (name: keyof SignupInput) => ({
    id: `sign-up-${name}`,
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
      <TextField {...common('name')} label="Full name" autoComplete="name" />
      <TextField {...common('email')} label="Email" type="email" autoComplete="email" />
      <TextField
        {...common('phone')}
        label="Phone number"
        type="text"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <PasswordField
        {...common('password')}
        label="Password"
        autoComplete="new-password"
        helperText={fieldError('password') ?? 'At least 6 characters, with an uppercase letter, a number and a special character.'}
      />
      <PasswordField
        {...common('adminCode')}
        label="Admin code"
        autoComplete="off"
        helperText={fieldError('adminCode') ?? 'Given to ITX staff by the site administrator.'}
      />
      <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
        {formik.isSubmitting ? 'Signing up...' : 'Sign Up'}
      </Button>
    </Box>
  );
}
