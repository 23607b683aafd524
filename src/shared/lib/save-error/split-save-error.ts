import { errorMessage, fieldErrors } from '@/shared/api';

export interface SaveErrorParts {
  /** Messages for the form's own fields, by field name: shown at the field. */
  fieldErrors: Record<string, string>;
  /** Everything else, shown once (an alert or a toast); null when every message has its field. */
  message: string | null;
}

/**
 * One message system for a refused save (issue 20): each error appears once. A message the server gave
 * for a field the form shows goes to that field; anything else (no field errors, or ones for fields the
 * form does not show) becomes the one general message. `toField` names the form field of a server path
 * (`keyResponsibilities[2]` → `keyResponsibilities`), or null when the form has none for it.
 */
export function splitSaveError(error: unknown, toField: (path: string) => string | null, fallback: string): SaveErrorParts {
  // Keyed by the server's field names: no prototype for a name like "constructor" to meet (issue 39).
  const byField = Object.create(null) as Record<string, string>;
  let unplaced = false;
  for (const [path, text] of Object.entries(fieldErrors(error))) {
    const field = toField(path);
    if (field === null) unplaced = true;
    else byField[field] ??= text;
  }
  const placed = Object.keys(byField).length > 0;
  return { fieldErrors: byField, message: placed && !unplaced ? null : errorMessage(error, fallback) };
}

/** The `toField` of a form whose fields are named as the server names them: a path is its field, or none. */
export function fieldsNamed(fields: readonly string[]): (path: string) => string | null {
  return (path) => (fields.includes(path) ? path : null);
}
