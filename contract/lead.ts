import * as yup from 'yup';
import { STAGE_ID_PATTERN, type LeadStatus } from './constants';
import { LEAD_FOLLOW_UP_DUE, lostReasonField, OWNER_FILTER_PATTERN, UNKNOWN_STATUS_MESSAGE } from './lead-pipeline';
import { pagingQueryFields, type PagedList } from './paging';
import {
  CALENDAR_DAY_RANGE,
  campaignFields,
  consentFields,
  countryCodeSchema,
  emailSchema,
  hasForbiddenCharacter,
  honeypotField,
  inCalendarDayRange,
  isCalendarDay,
  phoneSchema,
  requiredText,
} from './validation';

/** Fields every lead may carry besides the form's own: the honeypot, the page and campaign it came from, and the consent record. */
const trackingFields = {
  ...honeypotField,
  sourcePage: yup.string().trim().max(500).optional(),
  ...campaignFields,
  ...consentFields,
};

/** Who a lead is and how to call them back: the fields every lead form asks for first. */
export const contactFields = {
  name: requiredText('Name', 100),
  email: emailSchema,
  countryCode: countryCodeSchema,
  phone: phoneSchema,
};

/** The course field's rules: any name (a stale page or an integration may send one the catalogue lacks), bounded. */
export const COURSE_INTEREST_MAX = 200;
export const COURSE_INTEREST_LENGTH_MESSAGE = `Course must be at most ${COURSE_INTEREST_MAX} characters.`;
export const COURSE_INTEREST_CHARACTER_MESSAGE = 'Course contains an invalid character.';

/**
 * Why a stored lead needs a counsellor's eye (DECISIONS 12: an enquiry is never refused over a label):
 * its course is not one the catalogue offers, or its workshop session label matches none of the workshop's.
 */
export const LEAD_FLAGS = ['course-not-offered', 'session-not-listed'] as const;
export type LeadFlag = (typeof LEAD_FLAGS)[number];
export const LEAD_FLAG_LABELS: Record<LeadFlag, string> = {
  'course-not-offered': 'Not in the catalogue',
  'session-not-listed': 'Session not listed',
};

/** Form 5: call back and free demo. */
export const leadSchema = yup.object({
  ...contactFields,
  // Usually a course's name in the catalogue (its `leadCourse`); any other name is stored as sent and flagged.
  courseInterest: yup
    .string()
    .trim()
    // An empty choice is a missing one.
    .transform((v: string) => (v === '' ? undefined : v))
    .required('Please select a course.')
    .max(COURSE_INTEREST_MAX, COURSE_INTEREST_LENGTH_MESSAGE)
    .test('no-control', COURSE_INTEREST_CHARACTER_MESSAGE, (v) => v === undefined || !hasForbiddenCharacter(v)),
  ...trackingFields,
});
export type LeadInput = yup.InferType<typeof leadSchema>;

/** Form 13: workshop registration. `session` is required when the workshop offers several sessions. */
export const workshopRegistrationSchema = yup.object({
  ...contactFields,
  session: yup
    .string()
    .trim()
    .max(100, 'Session must be at most 100 characters.')
    .test('no-control', 'Session contains an invalid character.', (v) => v === undefined || !hasForbiddenCharacter(v))
    .optional(),
  bootcampTitle: requiredText('Workshop title', 200),
  bootcampSlug: requiredText('Workshop', 200),
  ...trackingFields,
});
export type WorkshopRegistrationInput = yup.InferType<typeof workshopRegistrationSchema>;

/** Form 21: a candidate applying for a job from /careers/{slug}; stored as a lead with the job's title. */
export const jobApplicationSchema = yup.object({
  ...contactFields,
  jobTitle: requiredText('Job title', 200),
  jobSlug: requiredText('Job', 200),
  message: yup.string().trim().max(2000, 'Message must be at most 2000 characters.').optional(),
  ...trackingFields,
});
export type JobApplicationInput = yup.InferType<typeof jobApplicationSchema>;

export interface LeadCaptureResponse {
  StatusCode: number;
  message: string;
}

/** The `{form key}` segment the SPA posts to; the server's LEAD_FORM_KEY defaults to the same value. */
export const DEFAULT_LEAD_FORM_KEY = 'itx';

export const LEAD_FORMS = ['call-back', 'workshop', 'job-application'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];
export const LEAD_FORM_LABELS: Record<LeadForm, string> = {
  'call-back': 'Call back / demo',
  workshop: 'Workshop registration',
  'job-application': 'Job application',
};
/** What the API answers a lead that was stored (or folded into an identical one, or caught by the honeypot). */
export const LEAD_SUCCESS_MESSAGE = 'Thank you! Our team will get in touch with you shortly.';
/** What a registration for a fully booked workshop answers: it is kept, on the waitlist. */
export const WAITLIST_MESSAGE = 'This workshop is fully booked: you are on the waitlist, and we will call you if a seat opens.';
/** A repeat of the same submission inside this window is recorded once. */
export const LEAD_DUPLICATE_WINDOW_MS = 10 * 60 * 1000;
/** What a person consented to with a lead: the form's stated purpose, and news and offers only when they ticked it. */
export const LEAD_PURPOSES = ['call-back', 'workshop', 'job-application', 'marketing'] as const;
export type LeadPurpose = (typeof LEAD_PURPOSES)[number];
export const LEAD_PURPOSE_LABELS: Record<LeadPurpose, string> = {
  'call-back': 'A call back about a course',
  workshop: 'A workshop seat and its reminders',
  'job-application': 'A job application',
  marketing: 'News about courses and offers',
};
/** How the inbox and the CSV name the notice of a lead sent without one (the spec's API calls). */
export const NOTICE_NOT_RECORDED = 'not recorded (API)';

/** A lead's consent record (issue 42): the notice it was shown, when, for which purposes, on which page. */
export interface LeadConsentDto {
  /** The privacy notice's version (the page texts' version, 0: the original texts); null: not recorded (API). */
  noticeVersion: number | null;
  purposes: LeadPurpose[];
  /** The page the form was on (the lead's source page). */
  page: string | null;
  /** ISO time it was given: the lead's arrival. */
  at: string;
}

/** The notice a lead records, in words: "version 3", "the original (version 0)", or "not recorded (API)". */
export function noticeVersionText(version: number | null): string {
  if (version === null) return NOTICE_NOT_RECORDED;
  return version === 0 ? 'version 0 (the original texts)' : `version ${version}`;
}

export interface LeadDto {
  id: string;
  form: LeadForm;
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  interest: string;
  session: string | null;
  /** A job applicant's note. */
  message: string | null;
  sourcePage: string | null;
  utm: Record<string, string>;
  status: LeadStatus;
  /** Why a lost lead (status 'closed') was lost, as the counsellor chose it; null: not lost, or no reason recorded. */
  lostReason: string | null;
  /** A workshop registration taken while the workshop was fully booked: on its waitlist. */
  waitlist: boolean;
  /** Why a counsellor should look at it (a course not in the catalogue, an unknown session label); null: nothing. */
  flag: LeadFlag | null;
  /** The admin who follows the lead up, and that admin's name; null: unassigned. */
  ownerId: string | null;
  ownerName: string | null;
  /** The Hyderabad calendar day (YYYY-MM-DD) of the next follow-up call; null: none planned. */
  followUpOn: string | null;
  /** The notice the person was shown and what they consented to. */
  consent: LeadConsentDto;
  /** Why the lead is kept whatever the retention rules say; null: no hold. */
  legalHold: string | null;
  createdAt: string;
}
export type LeadListResponse = PagedList<LeadDto>;
/** The last page the lead list serves (with the largest page size that is ten million leads). */
export const LEAD_LIST_MAX_PAGE = 100_000;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (label: string) =>
  yup
    .string()
    .trim()
    .optional()
    .matches(ISO_DAY, { message: `${label} must be a date (YYYY-MM-DD).`, excludeEmptyString: true })
    .test('real-date', `${label} must be a real date.`, (v) => !v || !ISO_DAY.test(v) || isCalendarDay(v))
    .test(
      'date-range',
      `${label} must be between ${CALENDAR_DAY_RANGE.min} and ${CALENDAR_DAY_RANGE.max}.`,
      (v) => !v || !ISO_DAY.test(v) || inCalendarDayRange(v),
    );

/** Query of the admin lead list and CSV export. Dates are calendar days in Hyderabad time (IST), both inclusive. */
export const leadListQuerySchema = yup
  .object({
    search: yup.string().trim().max(200, 'Search must be at most 200 characters.').optional(),
    form: yup
      .string()
      .optional()
      .oneOf([...LEAD_FORMS, ''], 'Unknown form.'),
    interest: yup.string().trim().max(200).optional(),
    /** A stage id ('' for any); one no stage has lists nothing. */
    status: yup
      .string()
      .optional()
      .max(40, 'Unknown status.')
      .matches(STAGE_ID_PATTERN, { message: 'Unknown status.', excludeEmptyString: true }),
    from: isoDate('From'),
    to: isoDate('To'),
    /** '' anyone, 'unassigned', or an admin's id. */
    owner: yup
      .string()
      .trim()
      .optional()
      .matches(OWNER_FILTER_PATTERN, { message: 'Owner must be "unassigned" or an admin\'s id.', excludeEmptyString: true }),
    flag: yup
      .string()
      .optional()
      .oneOf([...LEAD_FLAGS, ''], 'Unknown flag.'),
    /** 'due': the follow-up day is today or earlier in Hyderabad. */
    followUp: yup.string().optional().oneOf([LEAD_FOLLOW_UP_DUE, ''], 'Follow-up must be "due" or empty.'),
    ...pagingQueryFields(LEAD_LIST_MAX_PAGE),
  })
  .test('date-order', 'To must be on or after From.', function dateOrder(query) {
    const { from, to } = query;
    if (!from || !to || !ISO_DAY.test(from) || !ISO_DAY.test(to) || to >= from) return true;
    return this.createError({ path: 'to', message: 'To must be on or after From.' });
  });
export type LeadListQuery = yup.InferType<typeof leadListQuerySchema>;

export const leadStatusSchema = yup.object({
  status: yup.string().required('Status is required.').max(40, UNKNOWN_STATUS_MESSAGE).matches(STAGE_ID_PATTERN, UNKNOWN_STATUS_MESSAGE),
  /** With 'closed' (Lost) only: why, from the pipeline settings' list. */
  lostReason: lostReasonField,
});
