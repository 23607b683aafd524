import { ValidationError } from 'yup';
import {
  courseSchema,
  toFieldErrors,
  type AdminCourseDto,
  type ConsentForm,
  type CourseDetails,
  type CourseHero,
  type CourseInput,
} from '@contract';

/**
 * The course editor's fields, shaped like the API body so that a schema or server error path
 * (`instructor.name`, `details.curriculum[1].modules[0]`) names the field that shows it. Numbers stay
 * text while typed; the hero slide is kept while switched off, so switching it back on loses nothing.
 */
export interface CourseFormValues {
  title: string;
  slug: string;
  summary: string;
  image: string;
  imageAlt: string;
  rating: string;
  lessons: string;
  time: string;
  /** The trainer's profile (docs/product.md §3): optional texts stay '' while empty. */
  instructor: {
    name: string;
    role: string;
    avatar: string;
    experience: string;
    linkedin: string;
    bio: string;
    sample: boolean;
    /** The trainer's written consent: both '' while none is recorded. */
    consent: { date: string; form: ConsentForm | '' };
  };
  fee: { amount: string; emi: string; scholarship: string };
  leadCourse: string;
  showHero: boolean;
  /** The slide's fields as the API has them, its position as typed text. */
  hero: Omit<CourseHero, 'position'> & { position: string };
  details: CourseDetails;
}

/** Error messages by schema path (`fee.amount`, `details.faqs[0].answer`): the form looks each field's up by its name. */
export type CourseFormErrors = Record<string, string>;

export const HERO_FEATURE_COUNT = 4;

export function courseToForm(course?: AdminCourseDto): CourseFormValues {
  const hero = course?.hero;
  const features = hero?.features ?? [];
  return {
    title: course?.title ?? '',
    slug: course?.slug ?? '',
    summary: course?.summary ?? '',
    image: course?.image ?? '',
    imageAlt: course?.imageAlt ?? '',
    rating: course ? String(course.rating) : '',
    lessons: course ? String(course.lessons) : '',
    time: course?.time ?? '',
    instructor: {
      name: course?.instructor.name ?? '',
      role: course?.instructor.role ?? '',
      avatar: course?.instructor.avatar ?? '',
      experience: course?.instructor.experience ?? '',
      linkedin: course?.instructor.linkedin ?? '',
      bio: course?.instructor.bio ?? '',
      sample: course?.instructor.sample ?? false,
      consent: { date: course?.instructor.consent?.date ?? '', form: course?.instructor.consent?.form ?? '' },
    },
    fee: { amount: course ? String(course.fee.amount) : '', emi: course?.fee.emi ?? '', scholarship: course?.fee.scholarship ?? '' },
    leadCourse: course?.leadCourse ?? '',
    showHero: Boolean(hero),
    hero: {
      position: hero ? String(hero.position) : '1',
      title: hero?.title ?? '',
      duration: hero?.duration ?? '',
      description: hero?.description ?? '',
      features: Array.from({ length: HERO_FEATURE_COUNT }, (_, i) => features[i] ?? ''),
      background: hero?.background ?? '',
      backgroundAlt: hero?.backgroundAlt ?? '',
    },
    details: {
      overview: [...(course?.details.overview ?? [])],
      audience: [...(course?.details.audience ?? [])],
      curriculum: (course?.details.curriculum ?? []).map((s) => ({ title: s.title, modules: [...s.modules] })),
      tools: [...(course?.details.tools ?? [])],
      outcomes: [...(course?.details.outcomes ?? [])],
      schedule: course?.details.schedule ?? '',
      faqs: (course?.details.faqs ?? []).map((f) => ({ question: f.question, answer: f.answer })),
    },
  };
}

/** Empty text is no number (the schema then says the field is required); other text is left for the schema to judge. */
const toNumber = (text: string): number => (text.trim() === '' ? (undefined as unknown as number) : Number(text));
const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The POST/PUT body (without `version`, which the editor adds from the version it opened). */
export function formToCourseInput(v: CourseFormValues): CourseInput {
  return {
    title: v.title,
    slug: v.slug.trim() || undefined,
    summary: v.summary,
    image: v.image,
    imageAlt: v.imageAlt,
    rating: toNumber(v.rating),
    lessons: toNumber(v.lessons),
    time: v.time,
    instructor: {
      name: v.instructor.name,
      role: v.instructor.role,
      avatar: v.instructor.avatar,
      experience: orNull(v.instructor.experience),
      linkedin: orNull(v.instructor.linkedin),
      bio: orNull(v.instructor.bio),
      sample: v.instructor.sample,
      // Both empty: none recorded. One of them given: the schema names the other as missing.
      consent:
        v.instructor.consent.date === '' && v.instructor.consent.form === ''
          ? null
          : { date: v.instructor.consent.date, form: (v.instructor.consent.form || undefined) as ConsentForm },
    },
    fee: { amount: toNumber(v.fee.amount), emi: orNull(v.fee.emi), scholarship: orNull(v.fee.scholarship) },
    leadCourse: v.leadCourse,
    hero: v.showHero ? { ...v.hero, position: toNumber(v.hero.position), features: [...v.hero.features] } : null,
    details: {
      overview: [...v.details.overview],
      audience: [...v.details.audience],
      curriculum: v.details.curriculum.map((s) => ({ title: s.title, modules: [...s.modules] })),
      tools: [...v.details.tools],
      outcomes: [...v.details.outcomes],
      schedule: v.details.schedule,
      faqs: v.details.faqs.map((f) => ({ ...f })),
    },
  };
}

/** Formik `validate`: the contract's courseSchema, the same rules the server applies. */
export function validateCourseForm(values: CourseFormValues): CourseFormErrors {
  try {
    courseSchema.validateSync(formToCourseInput(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return toFieldErrors(error);
    throw error;
  }
}
