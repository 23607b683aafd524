import * as yup from 'yup';
import { versionSchema } from './validation';

/*
 * How long personal data is kept (issue 42), in Site settings: each kind of record is erased this many months
 * after its last use; the daily job applies the rules, and the privacy policy and the forms' notices say them.
 * A lead with a follow-up still planned or on legal hold is kept.
 */

export interface RetentionRules {
  /** Call-back and demo enquiries: months after their last activity (a change, a note). */
  callBackMonths: number;
  /** Job applications and their CVs: months after the job closed. */
  applicationMonths: number;
  /** Workshop registrations: months after the workshop. */
  workshopMonths: number;
  /** The access log (who opened a lead, downloaded a CV, exported the CSV): months after the entry. */
  accessLogMonths: number;
}

export const DEFAULT_RETENTION: RetentionRules = { callBackMonths: 24, applicationMonths: 12, workshopMonths: 12, accessLogMonths: 12 };

export interface RetentionDto extends RetentionRules {
  /** The rules' version: an edit sends it back (0: never saved, the defaults apply). */
  version: number;
}

/** DPDP Rules 2025: logs of processing are kept at least a year. */
export const ACCESS_LOG_MIN_MONTHS = 12;
const months = (label: string, min: number) =>
  yup
    .number()
    .typeError(`${label} must be a whole number of months.`)
    .required(`${label} is required.`)
    .integer(`${label} must be a whole number of months.`)
    .min(min, `${label} must be at least ${min} month${min === 1 ? '' : 's'}.`)
    .max(120, `${label} must be at most 120 months.`);

/** PUT PRIVACY_ADMIN_API.retention. */
export const retentionSchema = yup.object({
  callBackMonths: months('Enquiries', 1),
  applicationMonths: months('Job applications', 1),
  workshopMonths: months('Workshop registrations', 1),
  accessLogMonths: months('The access log', ACCESS_LOG_MIN_MONTHS),
  version: versionSchema,
});
export type RetentionInput = yup.InferType<typeof retentionSchema>;

/** What the daily job erased (also what the dashboard counts ahead). */
export interface RetentionCounts {
  callBacks: number;
  applications: number;
  registrations: number;
}

/** `months` calendar months before `at` (the day clamped: 31 March less one month is 28 or 29 February). */
export function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
