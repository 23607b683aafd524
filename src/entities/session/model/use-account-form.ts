import { useState } from 'react';
import { useFormik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { MessageResponse } from '@contract';
import { errorMessage, fieldErrors } from '@/shared/api';
import { fieldsNamed, splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';

export interface AccountFormOptions<V extends FormikValues, R extends MessageResponse = MessageResponse> {
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /** Sends the values; the answer's message is the success toast. */
  send: (values: V) => Promise<R>;
  /** The toast after success when the answer has no message. */
  successMessage: string;
  /** The message of a refusal that says nothing. */
  errorMessage: string;
  /** What follows success (after the toast). */
  onDone: (result: R, values: V) => unknown;
  /**
   * How a refusal is told. 'once' (login, sign-up): at the fields of the form the server names, else in
   * `serverError`, nowhere else. 'alert-and-toast': in `serverError` and a toast, with the server's field
   * messages at the fields too.
   */
  refusal: 'once' | 'alert-and-toast';
  /** Called on a refusal before the errors are shown (e.g. to empty the password). */
  onRefused?: (helpers: FormikHelpers<V>) => void;
}

/** A form of the admin's account pages (login, sign-up, forgot and reset password): sends its values, toasts success and tells a refusal. */
export function useAccountForm<V extends FormikValues, R extends MessageResponse = MessageResponse>({
  initialValues,
  validationSchema,
  send,
  successMessage,
  errorMessage: fallback,
  onDone,
  refusal,
  onRefused,
}: AccountFormOptions<V, R>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      try {
        const result = await send(values);
        showToast(result.message || successMessage, 'success');
        await onDone(result, values);
      } catch (error) {
        onRefused?.(helpers);
        if (refusal === 'once') {
          const failure = splitSaveError(error, fieldsNamed(Object.keys(initialValues)), fallback);
          helpers.setErrors(failure.fieldErrors as FormikErrors<V>);
          setServerError(failure.message);
        } else {
          const message = errorMessage(error, fallback);
          setServerError(message);
          helpers.setErrors(fieldErrors(error) as FormikErrors<V>);
          showToast(message, 'error');
        }
      }
    },
  });
  return { formik, serverError };
}
