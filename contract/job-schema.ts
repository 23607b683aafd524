import * as yup from 'yup';
import { JOB_TYPES, KEY_RESPONSIBILITIES_COUNT } from './constants';
import { FRESHER_MESSAGE, KEY_RESPONSIBILITIES_MESSAGE, MAX_EXPERIENCE_YEARS, MAX_SALARY } from './job';
import { CALENDAR_DAY_RANGE, inCalendarDayRange, requiredText, versionSchema } from './validation';

export const OPEN_MESSAGE = 'open must be true or false.';

// Kept apart from job.ts (types and display rules): a page that only shows jobs never loads yup.

const isRealDate = (v: string) =>
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** The body of create-job and updatejobs (docs/product.md §7), as the server validates it and the admin form checks it. */
export const jobSchema = yup.object({
  title: requiredText('Job title', 150),
  isFresher: yup
    .boolean()
    .strict()
    .required('isFresher is required.')
    .test('fresher-matches-experience', FRESHER_MESSAGE, function fresherMatches(isFresher) {
      const experience: unknown = (this.parent as { experienceRequired?: unknown }).experienceRequired;
      return typeof experience !== 'number' || isFresher === (experience === 0);
    }),
  experienceRequired: yup
    .number()
    .strict()
    .typeError('Experience must be a number.')
    .required('Experience is required.')
    .integer('Experience must be a whole number of years.')
    .min(0, 'Experience cannot be negative.')
    .max(MAX_EXPERIENCE_YEARS, `Experience must be at most ${MAX_EXPERIENCE_YEARS} years.`),
  jobDescription: requiredText('About the role', 5000),
  keyResponsibilities: yup
    .array(yup.string().defined().max(500, 'Each responsibility must be at most 500 characters.'))
    .required(KEY_RESPONSIBILITIES_MESSAGE)
    .test(
      'exactly-five',
      KEY_RESPONSIBILITIES_MESSAGE,
      (list) =>
        Array.isArray(list) && list.length === KEY_RESPONSIBILITIES_COUNT && list.every((s) => typeof s === 'string' && s.trim() !== ''),
    ),
  jobType: yup
    .string()
    .required('Job type is required.')
    .oneOf([...JOB_TYPES], 'Job type must be full-time or part-time.'),
  location: requiredText('Location', 120),
  /** Closing date, a calendar day in Hyderabad time; the posting is open until that day ends. Default: 60 days after posting. */
  validThrough: yup
    .string()
    .trim()
    .optional()
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Closing date must be a date (YYYY-MM-DD).', excludeEmptyString: true })
    .test('real-date', 'Closing date must be a real date.', (v) => !v || isRealDate(v))
    .test(
      'date-range',
      `Closing date must be between ${CALENDAR_DAY_RANGE.min} and ${CALENDAR_DAY_RANGE.max}.`,
      (v) => !v || !isRealDate(v) || inCalendarDayRange(v),
    ),
  /** Monthly salary in INR. Default: 25000 (docs/product.md D6). */
  salary: yup
    .number()
    .strict()
    .typeError('Salary must be a number.')
    .optional()
    .integer('Salary must be a whole number of rupees.')
    .min(1, 'Salary must be more than 0.')
    .max(MAX_SALARY, `Salary must be at most ${MAX_SALARY}.`),
  /** Whether the job takes applications. A new job is open unless this says false; an update without it keeps the job's switch. */
  open: yup.boolean().strict().typeError(OPEN_MESSAGE).optional(),
  version: versionSchema,
});
export type JobInput = yup.InferType<typeof jobSchema>;
