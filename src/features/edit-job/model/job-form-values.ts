import { ValidationError } from 'yup';
import { JOB_DEFAULTS, jobSchema, toClosingDate, toFieldErrors, type JobDto, type JobInput, type JobType } from '@contract';

/**
 * The admin job form (docs/product.md §3 "Job form fields"), named after the API body: numbers stay
 * text while typed and the job type may still be unchosen; `isFresher` follows from the experience.
 */
export type JobFormValues = Omit<
  JobInput,
  'isFresher' | 'experienceRequired' | 'jobType' | 'validThrough' | 'salary' | 'version' | 'open'
> & {
  experienceRequired: string;
  jobType: JobType | '';
  /** Closing date, YYYY-MM-DD; empty: 60 days after posting. */
  validThrough: string;
  /** Monthly salary in INR; empty: 25000. */
  salary: string;
  /** Takes applications (the admin's switch; a closed job is off the careers page at once). */
  open: boolean;
};

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

export function emptyJobForm(): JobFormValues {
  return {
    title: '',
    experienceRequired: '',
    jobType: '',
    location: JOB_DEFAULTS.location,
    jobDescription: '',
    // The form starts with one point (docs/product.md §5).
    keyResponsibilities: [''],
    validThrough: '',
    salary: '',
    open: true,
  };
}

export function jobToForm(job: JobDto): JobFormValues {
  return {
    title: job.title,
    experienceRequired: String(job.experienceRequired),
    jobType: job.jobType,
    location: job.location,
    jobDescription: job.jobDescription,
    keyResponsibilities: job.keyResponsibilities.length > 0 ? [...job.keyResponsibilities] : [''],
    validThrough: toClosingDate(job.validThrough),
    salary: String(job.salary.value),
    open: job.open,
  };
}

/**
 * "Duplicate job": a new job's form filled with `job`'s fields, titled "<title> (copy)", open, and with the
 * closing date only while it is still ahead (a past one would post the copy closed).
 */
export function duplicateJobForm(job: JobDto, now: Date = new Date()): JobFormValues {
  return {
    ...jobToForm(job),
    title: `${job.title} (copy)`,
    validThrough: Date.parse(job.validThrough) > now.getTime() ? toClosingDate(job.validThrough) : '',
    open: true,
  };
}

const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The create-job / updatejobs body (docs/product.md §7); isFresher follows the experience (docs/product.md §5). */
export function formToJobInput(values: JobFormValues): JobInput {
  const experience = toNumber(values.experienceRequired);
  const salary = toNumber(values.salary);
  return {
    title: values.title.trim(),
    isFresher: experience === 0,
    experienceRequired: experience as number,
    jobDescription: values.jobDescription.trim(),
    keyResponsibilities: values.keyResponsibilities.map((r) => r.trim()),
    jobType: (values.jobType || undefined) as JobType,
    location: values.location.trim(),
    ...(values.validThrough.trim() ? { validThrough: values.validThrough.trim() } : {}),
    ...(salary !== undefined ? { salary } : {}),
    open: values.open,
  };
}

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof JobFormValues>([
  'title',
  'experienceRequired',
  'jobType',
  'location',
  'jobDescription',
  'keyResponsibilities',
  'validThrough',
  'salary',
  'open',
]);
const isFormField = (name: string): name is keyof JobFormValues => FORM_FIELDS.has(name);

/**
 * The API's field errors (server fieldErrors or the contract schema's) on the form's fields: the names
 * are the same; only isFresher, which the form derives, shows on the experience, and a
 * responsibility's error (`keyResponsibilities[2]`) on the list.
 */
export function toFormErrors(apiErrors: Record<string, string>): JobFormErrors {
  const out: JobFormErrors = {};
  for (const [path, message] of Object.entries(apiErrors)) {
    const name = jobFormField(path);
    if (name && !out[name]) out[name] = message;
  }
  return out;
}

/** The form field that shows the error of an API path; null when the form has none. */
export function jobFormField(path: string): keyof JobFormValues | null {
  const name = path === 'isFresher' ? 'experienceRequired' : path.replace(/\[\d+\]$/, '');
  return isFormField(name) ? name : null;
}

/** Formik `validate`: the contract's jobSchema, the same rules the server applies. */
export function validateJobForm(values: JobFormValues): JobFormErrors {
  try {
    jobSchema.validateSync(formToJobInput(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return toFormErrors(toFieldErrors(error));
    throw error;
  }
}
