import * as yup from 'yup';
import { ALUMNI_KINDS, ALUMNI_LIMITS, UNKNOWN_ALUMNI_COURSE_MESSAGE, type ConsentForm } from './alumni';
import { istDay } from './ist';
import { SLUG_PATTERN } from './slug';
import { hasForbiddenCharacter, isStorableDay, requiredText, versionSchema } from './validation';
import { isOwnImagePath } from './workshop-schema';

// Kept apart from alumni.ts (types and display rules): a page that only shows stories never loads yup, nor these texts.

/** How a learner may give their written consent to their story being published (issue 41). */
export const CONSENT_FORMS = ['signed-form', 'email'] as const satisfies readonly ConsentForm[];
export const CONSENT_FORM_LABELS: Record<ConsentForm, string> = {
  'signed-form': 'A signed consent form',
  email: 'An e-mail from the learner',
};

/**
 * India's coaching-advertisement guidelines (CCPA, 2024) ask for a learner's written consent before their
 * name, photo or words are used: a real story is published only with it recorded.
 */
export const STORY_CONSENT_MESSAGE =
  "A story is published only with the learner's written consent: enter the day it was given and its form, or keep the story unpublished.";

export const PICTURE_PATH_MESSAGE = 'Picture must be an uploaded picture (/api/images/….webp) or one of our images (/images/…).';

/** An optional picture: its path as the upload answered it (or one of the site's images); '' for none. */
const picturePath = () =>
  yup
    .string()
    .strict()
    .typeError(PICTURE_PATH_MESSAGE)
    .trim()
    .max(500, PICTURE_PATH_MESSAGE)
    .test('own-image', PICTURE_PATH_MESSAGE, (v) => !v || isOwnImagePath(v));

export const ALUMNI_KIND_MESSAGE = 'Kind must be a testimonial or a placement story.';
export const ALUMNI_RATING_MESSAGE = 'Rating must be a whole number of stars from 1 to 5.';
export const ALUMNI_RATING_KIND_MESSAGE = 'Only a testimonial can have a rating: leave it empty for a placement story.';
export const ALUMNI_QUOTE_SHORT_MESSAGE = `Quote must be at least ${ALUMNI_LIMITS.quoteMin} characters.`;
const PUBLISHED_MESSAGE = 'published must be true or false.';
const SAMPLE_MESSAGE = 'sample must be true or false.';
export const CONSENT_DATE_MESSAGE = 'Enter the day consent was given as YYYY-MM-DD, today or earlier.';
export const CONSENT_FORM_MESSAGE = 'Say how consent was given: a signed form or an e-mail.';

/**
 * A person's written consent to their story or profile being published (issue 41): the day it was given, not
 * ahead, and its form; null removes it, absent keeps what is stored.
 */
export const consentSchema = yup
  .object({
    date: yup
      .string()
      .strict()
      .typeError(CONSENT_DATE_MESSAGE)
      .required(CONSENT_DATE_MESSAGE)
      .test('day', CONSENT_DATE_MESSAGE, (v) => !v || (isStorableDay(v) && v <= istDay(new Date()))),
    form: yup
      .string()
      .strict()
      .typeError(CONSENT_FORM_MESSAGE)
      .required(CONSENT_FORM_MESSAGE)
      .oneOf([...CONSENT_FORMS], CONSENT_FORM_MESSAGE),
  })
  .nullable()
  .default(undefined)
  .optional();

/** The body of an alumni story's create and update (issue 21), as the server validates it and the admin dialog checks it. */
export const alumniStorySchema = yup
  .object({
    kind: yup
      .string()
      .required('Kind is required.')
      .oneOf([...ALUMNI_KINDS], ALUMNI_KIND_MESSAGE),
    name: requiredText('Name', ALUMNI_LIMITS.name),
    /** A course's address; empty or null: not tied to one course. The server checks that the course exists. */
    courseSlug: yup
      .string()
      .trim()
      .nullable()
      .default(null)
      .max(200, UNKNOWN_ALUMNI_COURSE_MESSAGE)
      .matches(SLUG_PATTERN, { message: UNKNOWN_ALUMNI_COURSE_MESSAGE, excludeEmptyString: true }),
    batch: yup
      .string()
      .trim()
      .default('')
      .max(ALUMNI_LIMITS.batch, `Batch must be at most ${ALUMNI_LIMITS.batch} characters.`)
      .test('no-control', 'Batch contains an invalid character.', (v) => v === undefined || !hasForbiddenCharacter(v)),
    role: requiredText('Role', ALUMNI_LIMITS.role),
    company: requiredText('Company', ALUMNI_LIMITS.company),
    quote: requiredText('Quote', ALUMNI_LIMITS.quote).min(ALUMNI_LIMITS.quoteMin, ALUMNI_QUOTE_SHORT_MESSAGE),
    /** Whole stars, 1 to 5, a testimonial's only; null or absent: no rating. */
    rating: yup
      .number()
      .strict()
      .typeError(ALUMNI_RATING_MESSAGE)
      .nullable()
      .default(null)
      .integer(ALUMNI_RATING_MESSAGE)
      .min(1, ALUMNI_RATING_MESSAGE)
      .max(5, ALUMNI_RATING_MESSAGE)
      .test('testimonial-only', ALUMNI_RATING_KIND_MESSAGE, function testimonialOnly(rating) {
        return rating === null || rating === undefined || (this.parent as { kind?: unknown }).kind !== 'placement';
      }),
    /** Shown on the site. A new story is published unless this says false; an update without it keeps the story's. */
    published: yup.boolean().strict().typeError(PUBLISHED_MESSAGE).optional(),
    /** A seeded example (labelled "Sample", never a review). A new story is a real one unless this says true; an update without it keeps the story's. */
    sample: yup.boolean().strict().typeError(SAMPLE_MESSAGE).optional(),
    /** The learner's written consent; null removes it, absent keeps the story's (a real story is published only with it). */
    consent: consentSchema,
    /** An uploaded photo of the learner (shown with the story, so under the same consent); '' removes it, absent keeps the story's. */
    photo: picturePath().optional(),
    version: versionSchema,
  })
  .test('consent-to-publish', STORY_CONSENT_MESSAGE, function consentToPublish(story) {
    // A save that says "no consent" may not publish a real story (the server also checks a save that leaves consent out).
    if (story.consent !== null || story.published === false || story.sample === true) return true;
    return this.createError({ path: 'consent', message: STORY_CONSENT_MESSAGE });
  });
export type AlumniStoryInput = yup.InferType<typeof alumniStorySchema>;

/** The body of adding a hiring partner: its name and, optionally, its uploaded logo. */
export const hiringPartnerSchema = yup.object({
  name: requiredText('Company name', ALUMNI_LIMITS.partner),
  logo: picturePath().default(''),
});
export type HiringPartnerInput = yup.InferType<typeof hiringPartnerSchema>;

/** The body of changing a partner's logo: an uploaded picture's path, or '' to show the name again. */
export const partnerLogoSchema = yup.object({
  logo: picturePath().defined(PICTURE_PATH_MESSAGE),
});
export type PartnerLogoInput = yup.InferType<typeof partnerLogoSchema>;

/** The query of the public story list: every published story, or one course's. */
export const alumniStoriesQuerySchema = yup.object({
  course: yup
    .string()
    .trim()
    .optional()
    .max(200, 'course must be a course address.')
    .matches(SLUG_PATTERN, { message: 'course must be a course address.', excludeEmptyString: true }),
});
export type AlumniStoriesQuery = yup.InferType<typeof alumniStoriesQuerySchema>;
