import type { FormikProps } from 'formik';
import { ValidationError } from 'yup';
import { toFieldErrors } from '@contract';
import { fieldProps } from '../form-parts';

/**
 * The props of a dialog's text fields, kept by Formik: `field(name, label, hint)` gives the id
 * (`${idPrefix}-${name}`), value, change and blur, and the field's error (once touched or after a submit)
 * in place of its hint. Values are kept as typed; the form converts them once, on submit.
 */
export function formikTextFields<V>(formik: FormikProps<V>, idPrefix: string) {
  return (name: keyof V & string, label: string, hint?: string) => ({
    ...fieldProps(formik, name, { id: `${idPrefix}-${name}`, hint, afterSubmit: true }),
    label,
    fullWidth: true,
  });
}

/** A form's field of an API path, for a form whose fields are named as the API body's; null when it has none. */
export function namedFormFields<V>(fields: readonly (keyof V & string)[]): (path: string) => keyof V | null {
  const known: ReadonlySet<string> = new Set(fields);
  return (path) => (known.has(path) ? (path as keyof V) : null);
}

/** A schema of the contract, as far as a form checks its values with it. */
interface SyncSchema<I> {
  validateSync(value: I, options: { abortEarly: boolean }): unknown;
}

/**
 * Formik `validate` from a contract schema, the same rules the server applies: the values are turned into the
 * API body and checked; each message goes to the form field `toField` names for its path (the first one per field).
 */
export function schemaValidate<V, I>(
  schema: SyncSchema<I>,
  toInput: (values: V) => I,
  toField: (path: string) => keyof V | null,
): (values: V) => Partial<Record<keyof V, string>> {
  return (values) => {
    try {
      schema.validateSync(toInput(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const out: Partial<Record<keyof V, string>> = {};
      for (const [path, message] of Object.entries(toFieldErrors(error))) {
        const field = toField(path);
        if (field !== null && !out[field]) out[field] = message;
      }
      return out;
    }
  };
}
