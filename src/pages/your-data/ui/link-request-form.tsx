import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useFormik, type FormikErrors } from 'formik';
import { PRIVACY_MESSAGES, privacyLinkSchema, type PrivacyLinkInput } from '@contract';
import { useRequestYourDataLinkMutation } from '@/entities/data-principal';
import { fieldsNamed, splitSaveError } from '@/shared/lib/save-error';
import { fieldProps, FormColumn, FormErrorAlert, SubmitButton, useServerFormTakeover } from '@/shared/ui/form-parts';

export const LINK_REQUEST_ERROR = 'The link could not be sent. Please try again.';

/**
 * Asks for a link to the data held for an e-mail or phone (issue 42), then says what the server answered: the same
 * words whether or not anything is held. A refusal is said once: at the field, or above the form.
 */
export function LinkRequestForm() {
  const [requestLink] = useRequestYourDataLinkMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<PrivacyLinkInput>({
    initialValues: { contact: '' },
    validationSchema: privacyLinkSchema,
    onSubmit: async (values, helpers) => {
      setSent(null);
      setServerError(null);
      try {
        const answer = await requestLink({ contact: values.contact.trim() }).unwrap();
        setSent(answer.message || PRIVACY_MESSAGES.linkSent);
      } catch (error) {
        const failure = splitSaveError(error, fieldsNamed(['contact']), LINK_REQUEST_ERROR);
        helpers.setErrors(failure.fieldErrors as FormikErrors<PrivacyLinkInput>);
        setServerError(failure.message);
      }
    },
  });
  // A visitor may type into the server's form before its code arrives.
  const formRef = useServerFormTakeover(formik);

  return (
    <FormColumn onSubmit={formik.handleSubmit} formRef={formRef} label="Ask for a link to your data">
      <FormErrorAlert message={serverError} />
      <TextField
        {...fieldProps(formik, 'contact', {
          id: 'your-data-contact',
          hint: 'A phone number outside India needs its country code, e.g. +44 20 7946 0958.',
        })}
        label="E-mail or phone"
        autoComplete="email"
        required
        fullWidth
      />
      <SubmitButton busy={formik.isSubmitting} busyLabel="Sending...">
        Send me a link
      </SubmitButton>
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : null}
    </FormColumn>
  );
}
