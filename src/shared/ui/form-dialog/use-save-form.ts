import { useState } from 'react';
import { useFormik, type FormikErrors } from 'formik';
import { splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';

export interface SaveFormOptions<V> {
  initialValues: V;
  validate: (values: V) => FormikErrors<V>;
  /** Sends the values: creates the record or updates it. */
  save: (values: V) => Promise<unknown>;
  /** The toast once saved ("Story added."). */
  savedMessage: string;
  onSaved: () => void;
  /** The form field of a server error's path; null when the form has none. */
  toField: (path: string) => string | null;
  /** What a refused save says when the server gave no reason. */
  failedMessage: string;
  /** Handles a save refused because someone else saved first; true when it did. */
  onStale?: (error: unknown) => boolean;
}

/**
 * A Formik form that saves one record: on submit it sends the values, says so in a toast and calls `onSaved`;
 * a refusal puts each message once, at its field or (anything else) in `failure`, for the form's one alert.
 */
export function useSaveForm<V extends object>({
  initialValues,
  validate,
  save,
  savedMessage,
  onSaved,
  toField,
  failedMessage,
  onStale,
}: SaveFormOptions<V>) {
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<V>({
    initialValues,
    validate,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await save(values);
        showToast(savedMessage, 'success');
        onSaved();
      } catch (error) {
        if (onStale?.(error)) return;
        const parts = splitSaveError(error, toField, failedMessage);
        helpers.setErrors(parts.fieldErrors as FormikErrors<V>);
        setFailure(parts.message);
      }
    },
  });
  return { formik, failure, setFailure };
}
