export { JobForm, JOB_POSTED_MESSAGE, JOB_UPDATED_MESSAGE, JOB_SAVE_FAILED_MESSAGE } from './ui/job-form';
export type { JobFormProps } from './ui/job-form';
export { duplicateJobForm } from './model/job-form-values';
export type { JobFormValues } from './model/job-form-values';
