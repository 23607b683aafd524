import { alumniStorySchema, type AlumniKind, type AlumniStoryDto, type AlumniStoryInput, type ConsentForm } from '@contract';
import { namedFormFields, schemaValidate } from '@/shared/ui/form-dialog';

/** The story dialog's fields, named after the API body; the rating is the select's text ('' for none). */
export interface StoryFormValues {
  kind: AlumniKind | '';
  name: string;
  /** '' : not tied to a course. */
  courseSlug: string;
  batch: string;
  role: string;
  company: string;
  quote: string;
  /** '' or '1'…'5'; only a testimonial's is sent. */
  rating: string;
  published: boolean;
  sample: boolean;
  /** The day the learner's written consent was given (YYYY-MM-DD), '' when none is recorded. */
  consentDate: string;
  consentForm: ConsentForm | '';
  /** The learner's uploaded photo, '' for none (the card shows initials). */
  photo: string;
}

export type StoryFormErrors = Partial<Record<keyof StoryFormValues, string>>;

export function storyToForm(story?: AlumniStoryDto): StoryFormValues {
  return {
    kind: story?.kind ?? 'testimonial',
    name: story?.name ?? '',
    courseSlug: story?.courseSlug ?? '',
    batch: story?.batch ?? '',
    role: story?.role ?? '',
    company: story?.company ?? '',
    quote: story?.quote ?? '',
    rating: story?.rating == null ? '' : String(story.rating),
    published: story?.published ?? true,
    sample: story?.sample ?? false,
    consentDate: story?.consent?.date ?? '',
    consentForm: story?.consent?.form ?? '',
    photo: story?.photo ?? '',
  };
}

export function formToStoryInput(v: StoryFormValues): AlumniStoryInput {
  return {
    // Left empty, the schema says it is missing.
    kind: (v.kind || undefined) as AlumniKind,
    name: v.name,
    courseSlug: v.courseSlug === '' ? null : v.courseSlug,
    batch: v.batch,
    role: v.role,
    company: v.company,
    quote: v.quote,
    // Stars belong to testimonials only: a placement story sends none.
    rating: v.kind === 'testimonial' && v.rating !== '' ? Number(v.rating) : null,
    published: v.published,
    sample: v.sample,
    // Both empty: no consent recorded. One of them given: the schema names the other as missing.
    consent:
      v.consentDate === '' && v.consentForm === '' ? null : { date: v.consentDate, form: (v.consentForm || undefined) as ConsentForm },
    photo: v.photo,
  };
}

const sameNamed = namedFormFields<StoryFormValues>([
  'kind',
  'name',
  'courseSlug',
  'batch',
  'role',
  'company',
  'quote',
  'rating',
  'published',
  'sample',
  'photo',
]);

/** The consent's API paths and the dialog's two consent fields ("consent" itself: no consent to publish with). */
const CONSENT_PATHS = new Map<string, keyof StoryFormValues>([
  ['consent', 'consentDate'],
  ['consent.date', 'consentDate'],
  ['consent.form', 'consentForm'],
]);

/** The dialog's field that shows the error of an API path; null when it has none. */
export const storyFormField = (path: string): keyof StoryFormValues | null => CONSENT_PATHS.get(path) ?? sameNamed(path);

/** Formik `validate`: the contract's alumniStorySchema, the same rules the server applies. */
export const validateStoryForm: (values: StoryFormValues) => StoryFormErrors = schemaValidate(
  alumniStorySchema,
  formToStoryInput,
  storyFormField,
);
