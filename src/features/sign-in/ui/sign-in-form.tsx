import TextField from '@mui/material/TextField';
import { loginSchema, type LoginInput } from '@contract';
import { PasswordField, useSessionForm, useSignInMutation } from '@/entities/session';
import { fieldProps, FormColumn, FormErrorAlert, SubmitButton } from '@/shared/ui/form-parts';

export const SIGN_IN_SUCCESS = 'Login successful';
export const SIGN_IN_ERROR = 'Invalid credentials. Please try again.';

const initialValues: LoginInput = { email: '', password: '' };

/**
 * Admin login (docs/product.md §2, §8); success goes to the admin home with a toast. A refusal is said
 * once (issue 20): at the fields the server names, else in the form's one alert.
 */
export function SignInForm() {
  const [signIn] = useSignInMutation();
  const { formik, serverError } = useSessionForm<LoginInput>({
    initialValues,
    validationSchema: loginSchema,
    send: (values) => signIn(values).unwrap(),
    successMessage: SIGN_IN_SUCCESS,
    errorMessage: SIGN_IN_ERROR,
    // A wrong password is retyped from scratch (before the errors: setting a value does not clear them).
    onRefused: (helpers) => void helpers.setFieldValue('password', '', false),
  });
  const field = (name: keyof LoginInput) => ({ ...fieldProps(formik, name, { id: `sign-in-${name}` }), required: true, fullWidth: true });

  return (
    <FormColumn onSubmit={formik.handleSubmit}>
      <FormErrorAlert message={serverError} />
      <TextField {...field('email')} label="Email" type="email" autoComplete="username" />
      <PasswordField {...field('password')} label="Password" autoComplete="current-password" />
      <SubmitButton busy={formik.isSubmitting} busyLabel="Logging in...">
        Login
      </SubmitButton>
    </FormColumn>
  );
}
