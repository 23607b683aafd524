import { alumniStorySchema, type AlumniKind, type AlumniStoryDto, type AlumniStoryInput } from '@contract';
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
  };
}

/** The dialog's field that shows the error of an API path (the names are the same); null when it has none. */
export const storyFormField = namedFormFields<StoryFormValues>([
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
]);

/** Formik `validate`: the contract's alumniStorySchema, the same rules the server applies. */
export const validateStoryForm: (values: StoryFormValues) => StoryFormErrors = schemaValidate(
  alumniStorySchema,
  formToStoryInput,
  storyFormField,
);
