import { batchSchema, type BatchDays, type BatchDto, type BatchInput, type CourseMode } from '@contract';
import { namedFormFields, schemaValidate } from '@/shared/ui/form-dialog';

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

/** The dialog's field that shows the error of an API path (the names are the same); null when it has none. */
export const batchFormField = namedFormFields<BatchFormValues>(['startDate', 'applyBy', 'mode', 'days', 'timing', 'seats']);

/** Formik `validate`: the contract's batchSchema, the same rules the server applies. */
export const validateBatchForm: (values: BatchFormValues) => BatchFormErrors = schemaValidate(
  batchSchema,
  formToBatchInput,
  batchFormField,
);
