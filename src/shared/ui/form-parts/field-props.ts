import type { FormikProps } from 'formik';

export interface FieldErrorOptions {
  /** Show the error after any submit too, not only once the field was touched. */
  afterSubmit?: boolean;
}

export interface FieldPropsOptions extends FieldErrorOptions {
  /** The input's id; MUI makes one up when absent. */
  id?: string;
  /** The help text shown while the field has no error to show. */
  hint?: string;
}

/** The error to show under a field: its message once the field was touched (or the form submitted, with `afterSubmit`). */
export function fieldError<T>(formik: FormikProps<T>, name: keyof T, { afterSubmit = false }: FieldErrorOptions = {}): string | undefined {
  const error = formik.errors[name];
  const seen = Boolean(formik.touched[name]) || (afterSubmit && formik.submitCount > 0);
  return seen && typeof error === 'string' ? error : undefined;
}

/**
 * What binds a TextField to one formik field: its id and name, value, change and blur handlers, and the error
 * (or the hint) under it.
 */
export function fieldProps<T, K extends keyof T & string>(
  formik: FormikProps<T>,
  name: K,
  { id, hint, afterSubmit }: FieldPropsOptions = {},
) {
  const error = fieldError(formik, name, { afterSubmit });
  return {
    id,
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: error ?? hint,
  };
}

/** A text field's label kept above it (a date or time field always shows its own placeholder). */
export const SHRUNK_LABEL = { inputLabel: { shrink: true } } as const;
