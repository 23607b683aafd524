/*
 * Alumni outcomes (issue 21, docs/product.md §3): testimonials and placement stories an admin manages,
 * and the companies that hire ITX learners. Types and display rules only; the input rules are in
 * alumni-schema.ts, so a public page that shows stories never loads yup.
 */

export const ALUMNI_KINDS = ['testimonial', 'placement'] as const;
export type AlumniKind = (typeof ALUMNI_KINDS)[number];

export const ALUMNI_KIND_LABELS: Record<AlumniKind, string> = {
  testimonial: 'Testimonial',
  placement: 'Placement story',
};

/** The longest text each field takes (the form's counters and the API's messages). */
export const ALUMNI_LIMITS = {
  name: 100,
  batch: 60,
  role: 100,
  company: 100,
  quoteMin: 20,
  quote: 600,
  partner: 100,
} as const;

/** How a learner gave their written consent to their story being published (issue 41): alumni-schema.ts CONSENT_FORMS. */
export type ConsentForm = 'signed-form' | 'email';

/** The learner's written consent to publishing their story: the Hyderabad day it was given and its form. */
export interface StoryConsent {
  date: string;
  form: ConsentForm;
}

export interface AlumniStoryDto {
  _id: string;
  kind: AlumniKind;
  name: string;
  /** The course's current address; null when the story is not tied to one course. */
  courseSlug: string | null;
  /** The course's title as the catalogue has it; null when not tied to a course (or the course is gone). */
  courseTitle: string | null;
  /** As the learner names it ("Jan 2026 weekend batch"); empty when not given. */
  batch: string;
  role: string;
  company: string;
  quote: string;
  /** 1 to 5 stars, testimonials only; null when no rating was given. */
  rating: number | null;
  /** Unpublished stories are seen by admins only. */
  published: boolean;
  /** Seeded example: labelled "Sample" on the site and never marked up as a review. */
  sample: boolean;
  /** The learner's recorded consent; null: none recorded (a real story is then never on the site). */
  consent: StoryConsent | null;
  /** An uploaded photo of the learner (its text alternative is their name); '' when none: the card shows initials. */
  photo: string;
  /** How long the story's course runs ("6 Months"), shown with the course and batch; null when not tied to a course. */
  courseDuration: string | null;
  createdAt: string;
  updatedAt: string;
  /** 1 when created, +1 on every update: send it back (`version` or If-Match `"<version>-<_id>"`) with an edit. */
  version: number;
}

export interface HiringPartnerDto {
  _id: string;
  name: string;
  /** The uploaded logo (its text alternative is the name); '' when none: the name is shown. */
  logo: string;
  sample: boolean;
}

export const ALUMNI_STORY_NOT_FOUND = 'Alumni story not found.';
export const HIRING_PARTNER_NOT_FOUND = 'Hiring partner not found.';
export const UNKNOWN_ALUMNI_COURSE_MESSAGE = 'Course must be one of the courses in the catalogue.';
export const PARTNER_TAKEN_MESSAGE = 'This company is already in the list of hiring partners.';

/** The one line under seeded stories (docs/product.md §3): they are examples, never real alumni. */
export const ALUMNI_SAMPLE_NOTE = 'Sample stories: real alumni stories appear here as the institute adds them.';
/** The same for seeded hiring partners. */
export const PARTNERS_SAMPLE_NOTE = 'Sample names: the institute’s hiring partners appear here as they are added.';

/** A rating written in words, next to the stars (which are a picture only). */
export function ratingInWords(rating: number): string {
  return `Rated ${rating} out of 5`;
}

/**
 * The stories that may stand as reviews of a course in its structured data (docs/product.md §3):
 * published testimonials of that course with a rating, never a sample. The course's own `rating`
 * (entered by an admin) is never one of them.
 */
export function courseReviewStories(stories: readonly AlumniStoryDto[], courseSlug: string): AlumniStoryDto[] {
  return stories.filter((s) => s.kind === 'testimonial' && s.published && !s.sample && s.rating !== null && s.courseSlug === courseSlug);
}
