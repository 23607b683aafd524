import { MONTH_ABBREVIATIONS, istDay } from './ist';
import { formatRupees } from './indian-number';
import type { StoryConsent } from './alumni';

/*
 * The course catalogue as the API answers it (issue 19): courses and their batches are data that admins
 * manage; nothing here names a course or a date. No validation library, so list pages stay light (the
 * input rules are in course-schema.ts).
 */

/** How a batch is taught: at the HITEC City classroom, live online, or both at once. */
export const COURSE_MODES = ['classroom', 'online', 'both'] as const;
export type CourseMode = (typeof COURSE_MODES)[number];
export const COURSE_MODE_LABELS: Record<CourseMode, string> = {
  classroom: 'Classroom',
  online: 'Online',
  both: 'Classroom and online',
};

export const BATCH_DAYS = ['weekday', 'weekend'] as const;
export type BatchDays = (typeof BATCH_DAYS)[number];
export const BATCH_DAYS_LABELS: Record<BatchDays, string> = { weekday: 'Weekdays', weekend: 'Weekends' };

/** What the page says when a course has no batch open for applications. */
export const NO_OPEN_BATCH_MESSAGE = 'New batch dates coming soon: book a free demo and we will call you';

export interface BatchDto {
  _id: string;
  /** The first class, a Hyderabad calendar day (YYYY-MM-DD). */
  startDate: string;
  /** The last day to apply (YYYY-MM-DD); the batch is open through the end of that day in Hyderabad. */
  applyBy: string;
  mode: CourseMode;
  days: BatchDays;
  /** "7:00 AM – 9:00 AM", "Sat & Sun, 10 AM – 1 PM". */
  timing: string;
  /** Seats in the batch, when the institute limits them. */
  seats: number | null;
  /** 1 when added, +1 on every update; send it back (body `version` or If-Match `"<version>-<_id>"`) to update or delete. */
  version: number;
}

/** The course's trainer, shown on the course page (docs/product.md §3: trainer profile). */
export interface CourseInstructor {
  name: string;
  role: string;
  /** Site path of the trainer's photo; empty when there is none (the page then shows their initials). */
  avatar: string;
  /** A line on their track record ("12 years building data platforms; trained 1,500+ learners"); null when not given. */
  experience: string | null;
  /** Their public LinkedIn profile (https://www.linkedin.com/in/…); null when not given. */
  linkedin: string | null;
  /** A short biography (up to 600 characters); null when not given. */
  bio: string | null;
  /** Seeded example content: the course page labels the profile "Sample" and no structured data names the person. */
  sample: boolean;
  /**
   * The trainer's written consent to their profile being shown (issue 41); null: none recorded, and the public
   * reads then give only the name and role (no photo, experience, LinkedIn or bio) unless the profile is a sample.
   */
  consent: StoryConsent | null;
}

/** The trainer fields a course saved before issue 21 may lack, with the values it reads as. */
export const INSTRUCTOR_DEFAULTS: Pick<CourseInstructor, 'avatar' | 'experience' | 'linkedin' | 'bio' | 'sample' | 'consent'> = {
  avatar: '',
  experience: null,
  linkedin: null,
  bio: null,
  sample: false,
  consent: null,
};

/** The trainer as a visitor may see them: the whole profile with consent (or a sample), else the name and role only. */
export function publicInstructor(instructor: CourseInstructor): CourseInstructor {
  if (instructor.sample || instructor.consent) return instructor;
  return { ...instructor, ...INSTRUCTOR_DEFAULTS };
}

export const LINKEDIN_MESSAGE = 'LinkedIn must be a profile address on linkedin.com, e.g. https://www.linkedin.com/in/your-name.';

/** Whether `value` is an https address of a LinkedIn member profile (linkedin.com/in/…), nothing else. */
export function isLinkedInProfileUrl(value: string): boolean {
  if (value.length > 300) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    /^(?:[a-z]{2,3}\.)?linkedin\.com$/.test(url.hostname) &&
    /^\/in\/[^/]+\/?$/.test(url.pathname)
  );
}

export interface CourseFee {
  /** The course fee in Indian rupees. */
  amount: number;
  /** "No-cost EMI from ₹7,500 a month". */
  emi: string | null;
  scholarship: string | null;
}

/** The course's slide in the home page's hero carousel (docs/product.md §3: hero course slide). */
export interface CourseHero {
  /** Order among the hero's slides (1 first). */
  position: number;
  /** The slide's heading ("Python Full Stack"). */
  title: string;
  /** Shown where the original showed a price ("4 Months"). */
  duration: string;
  description: string;
  features: string[];
  /** Site path of the slide's illustration, and its text alternative. */
  background: string;
  backgroundAlt: string;
}

export interface CourseModule {
  title: string;
  /** Module titles; across all sections they add up to the course's module count. */
  modules: string[];
}

export interface CourseFaq {
  question: string;
  answer: string;
}

/** What a course page says beyond the card's facts. */
export interface CourseDetails {
  overview: string[];
  audience: string[];
  curriculum: CourseModule[];
  tools: string[];
  outcomes: string[];
  schedule: string;
  faqs: CourseFaq[];
}

/** A course as a list shows it (cards, navigation, footer, lead forms, hero). */
export interface CourseSummaryDto {
  _id: string;
  /** Short number shown as the course code (ITX-001). */
  code: number;
  slug: string;
  title: string;
  summary: string;
  image: string;
  /** The card picture's text alternative; empty: `courseImageAlt` says "<title> course banner". */
  imageAlt: string;
  rating: number;
  /** Shown as 'N Modules'. */
  lessons: number;
  /** Duration text ("20 Weeks"). */
  time: string;
  instructor: CourseInstructor;
  fee: CourseFee;
  /** The tools taught (the page's tools list), which the course search also looks at. */
  tools: string[];
  /** The course's name in the lead forms' course list ("Python Full Stack Development"). */
  leadCourse: string;
  hero: CourseHero | null;
  /** The batch with the earliest start whose apply-by date is today or later (Hyderabad); null when none is open. */
  nextBatch: BatchDto | null;
  /** 1 when created, +1 on every save of the course's own fields (a batch is saved on its own); the admin GET's ETag is `"<version>-<_id>"`. */
  version: number;
}

/** A course page's course: the summary, its details and its batches open for applications, soonest first. */
export interface CourseDto extends CourseSummaryDto {
  details: CourseDetails;
  batches: BatchDto[];
}

/** What the admin area sees: every batch, past ones too, and whether the course is archived. */
export interface AdminCourseDto extends CourseDto {
  archived: boolean;
  /** Leads that asked about this course (an archived course keeps them). */
  leads: number;
}

function ordinal(day: number): string {
  const two = String(day).padStart(2, '0');
  if (day >= 11 && day <= 13) return `${two}th`;
  const suffix = day % 10 === 1 ? 'st' : day % 10 === 2 ? 'nd' : day % 10 === 3 ? 'rd' : 'th';
  return `${two}${suffix}`;
}

/** "YYYY-MM-DD" → "Mon DDth YYYY", the 6th of November as "Nov 06th" (docs/product.md §3's display of course dates). */
export function formatCourseDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return `${MONTH_ABBREVIATIONS[Number(m[2]) - 1] ?? ''} ${ordinal(Number(m[3]))} ${m[1]}`;
}

/** Whether a batch still takes applications at `now`: its apply-by day in Hyderabad is today or later. */
export function isBatchOpen(batch: Pick<BatchDto, 'applyBy'>, now: Date = new Date()): boolean {
  return batch.applyBy >= istDay(now);
}

/** The batches open at `now`, soonest start first. */
export function openBatches<B extends Pick<BatchDto, 'applyBy' | 'startDate'>>(batches: readonly B[], now: Date = new Date()): B[] {
  return batches
    .filter((b) => isBatchOpen(b, now))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.applyBy.localeCompare(b.applyBy));
}

/** "₹45,000" (Indian digit grouping, without Intl: see indian-number.ts). */
export function formatFee(amount: number): string {
  return formatRupees(amount);
}

/** What a course's card picture says to a screen reader: staff's text, else "<title> course banner". */
export const courseImageAlt = (course: Pick<CourseSummaryDto, 'title' | 'imageAlt'>): string =>
  course.imageAlt || `${course.title} course banner`;
