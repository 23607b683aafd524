import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@contract';
import { AuthDone, useAccountForm, useForgotPasswordMutation } from '@/entities/session';
import { fieldProps, FormColumn, FormErrorAlert, SubmitButton } from '@/shared/ui/form-parts';

export const FORGOT_PASSWORD_SUCCESS = 'Reset instructions sent to your email!';
export const FORGOT_PASSWORD_ERROR = 'An error occurred. Please try again.';

/** Asks for a reset link by e-mail; then shows 'Email sent' (docs/product.md §4, §8). */
export function ForgotPasswordForm() {
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formik, serverError } = useAccountForm<ForgotPasswordInput>({
    initialValues: { email: '' },
    validationSchema: forgotPasswordSchema,
    send: (values) => forgotPassword(values).unwrap(),
    successMessage: FORGOT_PASSWORD_SUCCESS,
    errorMessage: FORGOT_PASSWORD_ERROR,
    refusal: 'alert-and-toast',
    onDone: (_result, values) => setSentTo(values.email.trim()),
  });

  if (sentTo !== null) {
    return (
      <AuthDone title="Email sent" loginLink="Back to Admin Login">
        If an admin account exists for <strong>{sentTo}</strong>, a link to choose a new password is on its way. The link works for 1 hour
        and only once. Check your spam folder if it does not arrive in a few minutes.
      </AuthDone>
    );
  }

  return (
    <FormColumn onSubmit={formik.handleSubmit}>
      <FormErrorAlert message={serverError} />
      <TextField
        {...fieldProps(formik, 'email', { id: 'forgot-password-email' })}
        label="Email"
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <SubmitButton busy={formik.isSubmitting} busyLabel="Sending...">
        Send Reset Link
      </SubmitButton>
    </FormColumn>
  );
}
