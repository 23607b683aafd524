import { ValidationError } from 'yup';
import { JOB_DEFAULTS, jobSchema, toClosingDate, toFieldErrors, type JobDto, type JobInput, type JobType } from '@contract';

/** The admin job form (docs/product.md §3 "Job form fields"); numbers stay text while typed. */
export interface JobFormValues {
  jobName: string;
  experience: string;
  jobType: JobType | '';
  location: string;
  aboutRole: string;
  keyResponsibilities: string[];
  /** Closing date, YYYY-MM-DD; empty: 60 days after posting. */
  validThrough: string;
  /** Monthly salary in INR; empty: 25000. */
  salary: string;
}

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

/** Where each field of the API body lives in the form. */
const FORM_FIELD: Record<string, keyof JobFormValues> = {
  title: 'jobName',
  experienceRequired: 'experience',
  isFresher: 'experience',
  jobDescription: 'aboutRole',
  keyResponsibilities: 'keyResponsibilities',
  jobType: 'jobType',
  location: 'location',
  validThrough: 'validThrough',
  salary: 'salary',
};

export function emptyJobForm(): JobFormValues {
  return {
    jobName: '',
    experience: '',
    jobType: '',
    location: JOB_DEFAULTS.location,
    aboutRole: '',
    // The form starts with one point (docs/product.md §5).
    keyResponsibilities: [''],
    validThrough: '',
    salary: '',
  };
}

export function jobToForm(job: JobDto): JobFormValues {
  return {
    jobName: job.title,
    experience: String(job.experienceRequired),
    jobType: job.jobType,
    location: job.location,
    aboutRole: job.jobDescription,
    keyResponsibilities: job.keyResponsibilities.length > 0 ? [...job.keyResponsibilities] : [''],
    validThrough: toClosingDate(job.validThrough),
    salary: String(job.salary.value),
  };
}

const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The create-job / updatejobs body (docs/product.md §7); isFresher follows the experience (docs/product.md §5). */
export function formToJobInput(values: JobFormValues): JobInput {
  const experience = toNumber(values.experience);
  const salary = toNumber(values.salary);
  return {
    title: values.jobName.trim(),
    isFresher: experience === 0,
    experienceRequired: experience as number,
    jobDescription: values.aboutRole.trim(),
    keyResponsibilities: values.keyResponsibilities.map((r) => r.trim()),
    jobType: (values.jobType || undefined) as JobType,
    location: values.location.trim(),
    ...(values.validThrough.trim() ? { validThrough: values.validThrough.trim() } : {}),
    ...(salary !== undefined ? { salary } : {}),
  };
}

/** Maps the API's field names (server fieldErrors or the contract schema's) onto the form's. */
export function toFormErrors(apiErrors: Record<string, string>): JobFormErrors {
  const out: JobFormErrors = {};
  for (const [path, message] of Object.entries(apiErrors)) {
    const field = FORM_FIELD[path.replace(/\[\d+\]$/, '')];
    if (field && !out[field]) out[field] = message;
  }
  return out;
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
