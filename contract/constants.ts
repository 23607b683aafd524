/** Business constants of docs/product.md §9, shared by the SPA and the server. */
export const PAGE_SIZE = { jobs: 6, courses: 9, blogs: 4, adminJobs: 6, adminBlogs: 4 } as const;
export const PHONE_LENGTH = 10;
export const COUNTRY_CODES = ['+91', '+1', '+44', '+61'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+91';
export const KEY_RESPONSIBILITIES_COUNT = 5;
export const PASSWORD_MIN_LENGTH = 6;
export const JOB_DEFAULTS = {
  validDays: 60,
  salary: { currency: 'INR', value: 25000, unit: 'MONTH' },
  location: 'Hyderabad',
  type: 'Full Time',
} as const;
export const JOB_TYPES = ['full-time', 'part-time'] as const;
export type JobType = (typeof JOB_TYPES)[number];
/**
 * The four stages every pipeline has: their ids are the spec's statuses, and they cannot be removed (staff rename
 * and recolour them). Staff add open stages between New and Enrolled (issue 43, LeadStage in lead-stages.ts).
 */
export const LEAD_STATUSES = ['new', 'contacted', 'enrolled', 'closed'] as const;
export type BuiltInLeadStatus = (typeof LEAD_STATUSES)[number];
/** A lead's stage: one of LEAD_STATUSES or the id of an open stage staff added (a slug, "demo-booked"). */
export type LeadStatus = string;
/** A stage id as stored: lower-case words joined by hyphens. */
export const STAGE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Statuses that end the follow-up: a lead in them is never "follow-up due", whatever its follow-up day (docs/product.md §3). */
export const LEAD_FOLLOW_UP_DONE_STATUSES: readonly BuiltInLeadStatus[] = ['enrolled', 'closed'];
/** Lead-capture form ids: 5 call back and demo, 13 workshop registration (docs/product.md §7), 21 job application (ours). */
export const LEAD_FORM_IDS = { callBack: '5', workshop: '13', jobApplication: '21' } as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
