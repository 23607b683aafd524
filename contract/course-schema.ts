import * as yup from 'yup';
import { consentSchema } from './alumni-schema';
import { BATCH_DAYS, COURSE_MODES, isLinkedInProfileUrl, LINKEDIN_MESSAGE } from './course';
import { hasForbiddenCharacter, isStorableDay, requiredText, versionSchema } from './validation';
import { isOwnImagePath, WORKSHOP_IMAGE_MESSAGE } from './workshop-schema';

/** The rules of a course and a batch, for the admin editors and the API alike (issue 19). */

const IMAGE_MESSAGE = WORKSHOP_IMAGE_MESSAGE.replace('/images/workshops/data-science.svg', '/images/courses/data-science.svg');
export const DAY_MESSAGE = 'Enter a date as YYYY-MM-DD.';

const ownImage = (label: string) =>
  yup
    .string()
    .trim()
    .required(`${label} is required.`)
    .max(500, IMAGE_MESSAGE)
    .test('own-image', IMAGE_MESSAGE, (v) => !v || isOwnImagePath(v));

const day = (label: string) =>
  yup
    .string()
    .trim()
    .required(`${label} is required.`)
    .test('day', DAY_MESSAGE, (v) => !v || isStorableDay(v));

const optionalText = (label: string, max: number) =>
  yup
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .test('no-control', `${label} contains an invalid character.`, (v) => v === undefined || v === null || !hasForbiddenCharacter(v));

const textList = (label: string, max: number) =>
  yup.array(requiredText(label, max)).max(100, `At most 100 ${label.toLowerCase()} entries.`);

export const courseSchema = yup.object({
  title: requiredText('Title', 200),
  /** Only when an admin moves the course to a new address; a title edit keeps the slug. */
  slug: yup.string().trim().optional().max(200),
  summary: requiredText('Summary', 1000),
  image: ownImage('Image'),
  /** The card picture's text alternative; empty: "<title> course banner". */
  imageAlt: optionalText('Image description', 300).default(''),
  rating: yup
    .number()
    .typeError('Rating must be a number from 0 to 5.')
    .required('Rating is required.')
    .min(0, 'Rating must be a number from 0 to 5.')
    .max(5, 'Rating must be a number from 0 to 5.'),
  lessons: yup
    .number()
    .typeError('Modules must be a whole number.')
    .required('Modules is required.')
    .integer('Modules must be a whole number.')
    .min(1, 'Modules must be at least 1.')
    .max(500, 'Modules must be at most 500.'),
  time: requiredText('Duration', 100),
  instructor: yup
    .object({
      name: requiredText('Instructor name', 200),
      role: requiredText('Instructor role', 200),
      /** Optional: without a photo the course page shows the trainer's initials. */
      avatar: yup
        .string()
        .trim()
        .default('')
        .max(500, IMAGE_MESSAGE)
        .test('own-image', IMAGE_MESSAGE, (v) => !v || isOwnImagePath(v)),
      experience: optionalText('Experience', 300).nullable().default(null),
      linkedin: yup
        .string()
        .trim()
        .nullable()
        .default(null)
        .test('linkedin', LINKEDIN_MESSAGE, (v) => !v || isLinkedInProfileUrl(v)),
      bio: optionalText('Bio', 600).nullable().default(null),
      sample: yup.boolean().typeError('Sample must be true or false.').default(false),
      /** The trainer's written consent to their profile (photo, experience, LinkedIn, bio) being shown; absent keeps the stored one. */
      consent: consentSchema,
    })
    .required(),
  fee: yup
    .object({
      amount: yup
        .number()
        .typeError('Fee must be a whole number of rupees.')
        .required('Fee is required.')
        .integer('Fee must be a whole number of rupees.')
        .min(0, 'Fee cannot be negative.')
        .max(10_000_000, 'Fee must be at most ₹1,00,00,000.'),
      emi: optionalText('EMI text', 300).nullable().default(null),
      scholarship: optionalText('Scholarship note', 300).nullable().default(null),
    })
    .required(),
  leadCourse: requiredText('Lead form name', 200),
  hero: yup
    .object({
      position: yup.number().typeError('Position must be a whole number.').required().integer().min(1).max(20),
      title: requiredText('Slide title', 200),
      duration: requiredText('Slide duration', 100),
      description: requiredText('Slide description', 1000),
      features: yup.array(requiredText('Feature', 200)).required().length(4, 'A slide has exactly four features.'),
      background: ownImage('Slide background'),
      backgroundAlt: requiredText('Slide background description', 300),
    })
    .nullable()
    .default(null),
  details: yup
    .object({
      overview: textList('Overview', 5000).default([]),
      audience: textList('Audience', 500).default([]),
      curriculum: yup
        .array(yup.object({ title: requiredText('Section title', 200), modules: textList('Module', 300).default([]) }))
        .max(50)
        .default([]),
      tools: textList('Tool', 100).default([]),
      outcomes: textList('Outcome', 500).default([]),
      schedule: optionalText('Schedule', 2000).default(''),
      faqs: yup
        .array(yup.object({ question: requiredText('Question', 500), answer: requiredText('Answer', 5000) }))
        .max(50)
        .default([]),
    })
    .required(),
  version: versionSchema,
});
export type CourseInput = yup.InferType<typeof courseSchema>;

export const APPLY_AFTER_START_MESSAGE = 'Apply-by date must be on or before the start date.';

export const batchSchema = yup.object({
  startDate: day('Start date'),
  applyBy: day('Apply-by date').test('before-start', APPLY_AFTER_START_MESSAGE, function applyBeforeStart(v) {
    const start = (this.parent as { startDate?: unknown }).startDate;
    return !v || typeof start !== 'string' || !isStorableDay(start) || !isStorableDay(v) || v <= start;
  }),
  mode: yup
    .string()
    .required('Mode is required.')
    .oneOf([...COURSE_MODES], 'Mode must be classroom, online or both.'),
  days: yup
    .string()
    .required('Days are required.')
    .oneOf([...BATCH_DAYS], 'Days must be weekday or weekend.'),
  timing: requiredText('Timing', 200),
  seats: yup
    .number()
    .typeError('Seats must be a whole number.')
    .integer('Seats must be a whole number.')
    .min(1, 'Seats must be at least 1.')
    .max(10_000, 'Seats must be at most 10,000.')
    .nullable()
    .default(null),
  /** The batch's `version` the dialog opened (optional, like `If-Match`): a stale one is refused with 409 and changes nothing. */
  version: versionSchema,
});
export type BatchInput = yup.InferType<typeof batchSchema>;
