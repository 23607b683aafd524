import { JOB_DEFAULTS, type JobType } from './constants';
import { istDay, istDayStart } from './ist';

export const KEY_RESPONSIBILITIES_MESSAGE = 'Please enter exactly 5 non-empty key responsibilities.';
export const FRESHER_MESSAGE = 'isFresher must be true exactly when experience is 0.';
export const MAX_EXPERIENCE_YEARS = 50;
export const MAX_SALARY = 10_000_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface JobDto {
  _id: string;
  title: string;
  /** Display form of jobType: 'Full Time' or 'Part Time'. */
  type: string;
  location: string;
  slug: string;
  createdAt: string;
  /** ISO date-time; the posting is open until then. */
  validThrough: string;
  salary: { currency: string; value: number; unit: string };
  experienceRequired: number;
  jobType: JobType;
  jobDescription: string;
  keyResponsibilities: string[];
  isFresher: boolean;
  /** The admin's switch: a closed job leaves the public list at once, and its page takes no applications. */
  open: boolean;
  /** 1 when created, +1 on every update; the single-item GET's ETag is `"<version>-<_id>"`. Send it back to update. */
  version: number;
  /** Only in the admin list: the posting is past its closing date and hidden from the public list. */
  expired?: boolean;
}

export const JOB_TYPE_LABELS: Record<JobType, string> = { 'full-time': 'Full Time', 'part-time': 'Part Time' };

/** What the pages show for a job's type: 'Full Time' when missing (docs/product.md §9). */
export function jobTypeLabel(jobType: string | null | undefined): string {
  return jobType && jobType in JOB_TYPE_LABELS ? JOB_TYPE_LABELS[jobType as JobType] : JOB_DEFAULTS.type;
}

/** What the pages show for a job's location: Hyderabad when missing (docs/product.md §9). */
export function jobLocationLabel(location: string | null | undefined): string {
  return location?.trim() || JOB_DEFAULTS.location;
}

/** True while the posting takes applications: switched open and its closing time not passed. */
export function isJobOpen(job: Pick<JobDto, 'validThrough'> & { open?: boolean }, now: Date = new Date()): boolean {
  return job.open !== false && Date.parse(job.validThrough) > now.getTime();
}

/** The instant a closing date (YYYY-MM-DD, Hyderabad time) ends. */
export function closingDateEnd(day: string): Date {
  return new Date(istDayStart(day).getTime() + DAY_MS - 1000);
}

/** The calendar day (YYYY-MM-DD, Hyderabad time) of an instant: a form's value for validThrough. */
export function toClosingDate(iso: string): string {
  return istDay(iso);
}

/** Default closing instant of a job posted at `postedAt`: 60 days later (docs/product.md D6). */
export function defaultValidThrough(postedAt: Date): Date {
  return new Date(postedAt.getTime() + JOB_DEFAULTS.validDays * DAY_MS);
}
