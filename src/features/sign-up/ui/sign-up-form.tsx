import TextField from '@mui/material/TextField';
import { signupSchema, type SignupInput } from '@contract';
import { NEW_PASSWORD_HINT, PasswordField, useSessionForm, useSignUpMutation } from '@/entities/session';
import { fieldProps, FormColumn, FormErrorAlert, SubmitButton } from '@/shared/ui/form-parts';
import { FormPrivacy, useNoticeVersion } from '@/entities/site';

export const SIGN_UP_SUCCESS = 'Signup successful';
export const SIGN_UP_ERROR = 'Something went wrong. Please try again.';

const initialValues: SignupInput = { name: '', email: '', phone: '', password: '', adminCode: '' };

/**
 * Admin sign-up with the admin code (docs/product.md §2, §5, §8); success goes to the admin home with a
 * toast. A refusal is said once (issue 20): at the fields the server names, else in the form's one alert.
 */
export function SignUpForm() {
  const [signUp] = useSignUpMutation();
  // The notice shown below is recorded with the account (issue 42).
  const noticeVersion = useNoticeVersion();
  const { formik, serverError } = useSessionForm<SignupInput>({
    initialValues,
    validationSchema: signupSchema,
    send: (values) => signUp(noticeVersion === undefined ? values : { ...values, noticeVersion }).unwrap(),
    successMessage: SIGN_UP_SUCCESS,
    errorMessage: SIGN_UP_ERROR,
  });
  const field = (name: keyof SignupInput, hint?: string) => ({
    ...fieldProps(formik, name, { id: `sign-up-${name}`, hint }),
    required: true,
    fullWidth: true,
  });

  return (
    <FormColumn onSubmit={formik.handleSubmit}>
      <FormErrorAlert message={serverError} />
      <TextField {...field('name')} label="Full name" autoComplete="name" />
      <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
      <TextField
        {...field('phone')}
        label="Phone number"
        type="text"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <PasswordField {...field('password', NEW_PASSWORD_HINT)} label="Password" autoComplete="new-password" />
      <PasswordField {...field('adminCode', 'Given to ITX staff by the site administrator.')} label="Admin code" autoComplete="off" />
      <FormPrivacy kind="sign-up" idPrefix="signup" />
      <SubmitButton busy={formik.isSubmitting} busyLabel="Signing up...">
        Sign Up
      </SubmitButton>
    </FormColumn>
  );
}
