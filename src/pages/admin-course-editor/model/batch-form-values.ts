import { ValidationError } from 'yup';
import { batchSchema, toFieldErrors, type BatchDays, type BatchDto, type BatchInput, type CourseMode } from '@contract';

/** The batch dialog's fields, named after the API body; dates are YYYY-MM-DD as `<input type="date">` gives them. */
export interface BatchFormValues {
  startDate: string;
  applyBy: string;
  mode: CourseMode | '';
  days: BatchDays | '';
  timing: string;
  /** Empty: seats are not limited. */
  seats: string;
}

export type BatchFormErrors = Partial<Record<keyof BatchFormValues, string>>;

export function batchToForm(batch?: BatchDto): BatchFormValues {
  return {
    startDate: batch?.startDate ?? '',
    applyBy: batch?.applyBy ?? '',
    mode: batch?.mode ?? '',
    days: batch?.days ?? '',
    timing: batch?.timing ?? '',
    seats: batch?.seats == null ? '' : String(batch.seats),
  };
}

export function formToBatchInput(v: BatchFormValues): BatchInput {
  return {
    startDate: v.startDate,
    applyBy: v.applyBy,
    // Left empty, the schema says which is missing.
    mode: (v.mode || undefined) as CourseMode,
    days: (v.days || undefined) as BatchDays,
    timing: v.timing,
    seats: v.seats.trim() === '' ? null : Number(v.seats),
  };
}

const FIELDS: ReadonlySet<string> = new Set<keyof BatchFormValues>(['startDate', 'applyBy', 'mode', 'days', 'timing', 'seats']);

/** The dialog's field that shows the error of an API path (the names are the same); null when it has none. */
export function batchFormField(path: string): keyof BatchFormValues | null {
  return FIELDS.has(path) ? (path as keyof BatchFormValues) : null;
}

/** Schema or server field errors on the dialog's fields (the names are the same). */
export function toBatchFormErrors(apiErrors: Record<string, string>): BatchFormErrors {
  const out: BatchFormErrors = {};
  for (const [path, message] of Object.entries(apiErrors)) {
    if (FIELDS.has(path) && !out[path as keyof BatchFormValues]) out[path as keyof BatchFormValues] = message;
  }
  return out;
}

/** Formik `validate`: the contract's batchSchema, the same rules the server applies. */
export function validateBatchForm(values: BatchFormValues): BatchFormErrors {
  try {
    batchSchema.validateSync(formToBatchInput(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return toBatchFormErrors(toFieldErrors(error));
    throw error;
  }
}
