import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { signupSchema, type SignupInput } from '@contract';
import { broadcastUserChanged, PasswordField, storeUser, useSignUpMutation, returnTarget } from '@/entities/session';
import { fieldsNamed, splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';

export const SIGN_UP_SUCCESS = 'Signup successful';
export const SIGN_UP_ERROR = 'Something went wrong. Please try again.';

const initialValues: SignupInput = { name: '', email: '', phone: '', password: '', adminCode: '' };
const FIELDS = Object.keys(initialValues);

/**
 * Admin sign-up with the admin code (docs/product.md §2, §5, §8); success goes to the admin home with a
 * toast. A refusal is said once (issue 20): at the fields the server names, else in the form's one alert.
 */
export function SignUpForm() {
  const [signUp] = useSignUpMutation();
  const navigate = useNavigate();
  const location = useLocation();
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
        await navigate(returnTarget(location.state), { replace: true });
      } catch (error) {
        const failure = splitSaveError(error, fieldsNamed(FIELDS), SIGN_UP_ERROR);
        helpers.setErrors(failure.fieldErrors);
        setServerError(failure.message);
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
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
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
