import * as yup from 'yup';
import { requiredText, versionSchema } from './validation';
import { toInstant, WORKSHOP_CATEGORIES } from './workshop';

export const WORKSHOP_IMAGE_MESSAGE =
  'Image must be one of our own images: a path like /images/workshops/data-science.svg or an uploaded image /api/images/….webp.';

// Only our own same-origin image addresses (issue 15 finding 11): never a scheme (javascript:, data:),
// a host (//evil.example), a query, or a dot segment. Both patterns are anchored and unambiguous (linear).
const STATIC_IMAGE = /^\/images\/(?:[a-z0-9][a-z0-9_-]*\/){0,4}[a-z0-9][a-z0-9_-]*\.(?:svg|png|webp|jpe?g|gif)$/;
const UPLOADED_IMAGE = /^\/api\/images\/[0-9a-f]{64}-\d{1,5}\.webp$/;

/** True for an image path the site itself serves: its static art or an uploaded (blog) image. */
export function isOwnImagePath(value: string): boolean {
  return STATIC_IMAGE.test(value) || UPLOADED_IMAGE.test(value);
}

export const START_MESSAGE = 'Enter the start as a date and time.';
export const END_MESSAGE = 'Enter the end as a date and time.';
export const END_BEFORE_START_MESSAGE = 'The end must be after the start.';

export const workshopSchema = yup.object({
  title: requiredText('Title', 200),
  slug: yup.string().trim().optional().max(200),
  description: requiredText('Description', 5000),
  category: yup
    .string()
    .required('Category is required.')
    .oneOf([...WORKSHOP_CATEGORIES], 'Unknown category.'),
  /** "YYYY-MM-DDTHH:mm" (Hyderabad time, as a date-time field gives it) or an ISO 8601 instant. */
  startsAt: yup
    .string()
    .trim()
    .required('Start is required.')
    .test('instant', START_MESSAGE, (v) => !v || toInstant(v) !== null),
  endsAt: yup
    .string()
    .trim()
    .required('End is required.')
    .test('instant', END_MESSAGE, (v) => !v || toInstant(v) !== null)
    .test('after-start', END_BEFORE_START_MESSAGE, function endAfterStart(v) {
      const start = (this.parent as { startsAt?: unknown }).startsAt;
      const s = typeof start === 'string' ? toInstant(start.trim()) : null;
      const e = v ? toInstant(v) : null;
      return !s || !e || Date.parse(e) > Date.parse(s);
    }),
  capacity: yup
    .number()
    .typeError('Capacity must be a whole number.')
    .integer('Capacity must be a whole number.')
    .min(1, 'Capacity must be at least 1.')
    .max(100_000, 'Capacity must be at most 100,000.')
    .nullable()
    .default(null),
  duration: requiredText('Duration', 100),
  sessions: yup.array(yup.string().trim().required().max(100)).default([]),
  topics: yup.array(yup.object({ title: requiredText('Topic', 200) })).default([]),
  learningOutcomes: requiredText('Learning outcomes', 5000),
  careerPaths: yup.array(yup.string().trim().required().max(200)).default([]),
  image: yup
    .string()
    .trim()
    .optional()
    .max(500, WORKSHOP_IMAGE_MESSAGE)
    .test('own-image', WORKSHOP_IMAGE_MESSAGE, (v) => !v || isOwnImagePath(v)),
  version: versionSchema,
});
export type WorkshopInput = yup.InferType<typeof workshopSchema>;
