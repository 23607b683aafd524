import * as yup from 'yup';
import { STAGE_ID_PATTERN } from './constants';
import type { LeadDto } from './lead';
import type { LeadFileDto } from './lead-cv';
import type { LeadMergeDto } from './lead-contacts';
import type { LeadTaskDto } from './lead-tasks';
import { CALENDAR_DAY_RANGE, hasForbiddenCharacter, inCalendarDayRange, isCalendarDay, requiredText } from './validation';

/*
 * The leads pipeline of issue 20: a lead's owner (one of the admins), its next follow-up day, the
 * counsellors' notes and the history of every change, and bulk changes of many leads at once.
 */

/** A UUID as PostgreSQL writes one (any version: ids are the database's, not ours to judge). */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** The lead list's owner filter: 'unassigned' or an admin's id ('' for anyone). */
export const OWNER_FILTER_PATTERN = /^(?:unassigned|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The owner filter's value for leads nobody owns (the other values: '' anyone, or an admin's id). */
export const LEAD_OWNER_UNASSIGNED = 'unassigned';
/** The follow-up filter's value for leads whose follow-up day is today or earlier in Hyderabad. */
export const LEAD_FOLLOW_UP_DUE = 'due';
/** A note's longest text. */
export const LEAD_NOTE_MAX_LENGTH = 5000;
/** The most leads one bulk change takes. */
export const LEAD_BULK_MAX = 500;

/**
 * Issue 43: 'email' and 'email-failed', an e-mail about the lead was sent, or given up (`toValue` its subject);
 * 'cancelled', the registrant cancelled a workshop registration; 'seat', a waitlisted registrant got a seat;
 * 'task', a follow-up task set or moved ("title · due YYYY-MM-DD HH:MM", Hyderabad); 'task-done', one marked done
 * (`toValue` its title) or opened again (`fromValue`); 'call', a call logged (`fromValue` its outcome as read,
 * `toValue` the note), at the time it was made; 'whatsapp', a WhatsApp message opened for the lead (`toValue` its text);
 * 'lost-reason', why a lost lead was lost (one of the reasons staff keep in the pipeline settings) set or changed;
 * 'merged' and 'unmerged', staff merged this lead's person with another lead's, or undid it (`toValue` the other lead).
 */
export const LEAD_EVENT_KINDS = [
  'created',
  'status',
  'owner',
  'follow-up',
  'note',
  'legal-hold',
  'email',
  'email-failed',
  'cancelled',
  'seat',
  'task',
  'task-done',
  'call',
  'whatsapp',
  'lost-reason',
  'merged',
  'unmerged',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export const UNKNOWN_OWNER_MESSAGE = 'Choose an admin whose account is active.';
export const NO_CHANGE_MESSAGE = 'Send at least one of status, lostReason, ownerId, followUpOn or legalHold.';
export const NO_BULK_CHANGE_MESSAGE = 'Choose a status or an owner to set.';
export const BULK_MAX_MESSAGE = `Select at most ${LEAD_BULK_MAX} leads at a time.`;

/** A counsellor's note on a lead. */
export interface LeadNoteDto {
  id: string;
  body: string;
  /** The author's name when the note was written (kept if the account goes). */
  authorName: string;
  createdAt: string;
}

/** One change in a lead's history. */
export interface LeadEventDto {
  id: string;
  kind: LeadEventKind;
  /**
   * Before and after, as people read them: a status ('new', 'contacted' …), an owner's name, a
   * follow-up day (YYYY-MM-DD); null for none. A note's event holds the start of the note in `toValue`.
   */
  fromValue: string | null;
  toValue: string | null;
  /** Null for the visitor's own submission. */
  actorName: string | null;
  createdAt: string;
}

/** GET API.leads.one: the lead with its notes (newest first), its history (oldest first) and its files (an applicant's CV). */
export interface LeadDetailDto extends LeadDto {
  notes: LeadNoteDto[];
  history: LeadEventDto[];
  /** Without their bytes (API.leads.file serves those), oldest first. */
  files: LeadFileDto[];
  /** Its follow-up tasks: open ones first, each group soonest first. */
  tasks: LeadTaskDto[];
  /**
   * The same person's other enquiries, registrations and applications (issue 43): the same e-mail (any letter
   * case) or the same phone with its country code, and through merges staff made, the leads of the person
   * merged in (and theirs by e-mail or phone); newest first, at most LEAD_RELATED_MAX.
   */
  related: LeadRelatedDto[];
  /** The merges (not undone) that join this person's leads, oldest first: each can be undone. */
  merges: LeadMergeDto[];
}

/** The most of a person's other leads a drawer lists. */
export const LEAD_RELATED_MAX = 50;

/** Another lead of the same person, as the drawer lists it. */
export interface LeadRelatedDto {
  id: string;
  /** The name given on that enquiry (a person merged in may have written it differently). */
  name: string;
  form: LeadDto['form'];
  interest: string;
  status: LeadDto['status'];
  /** What matched this lead's own e-mail or phone: 'email', 'phone' or both; 'merge' when a merge staff made joined it. */
  matchedBy: ('email' | 'phone' | 'merge')[];
  createdAt: string;
}

/** POST API.leads.bulk's answer: how many leads really changed. */
export interface LeadBulkResponse {
  updated: number;
}

/** A status that names no stage of the pipeline (the route checks the stages staff keep). */
export const UNKNOWN_STATUS_MESSAGE = 'Unknown status.';

const statusField = yup.string().optional().max(40, UNKNOWN_STATUS_MESSAGE).matches(STAGE_ID_PATTERN, UNKNOWN_STATUS_MESSAGE);

const ownerIdField = yup.string().trim().nullable().optional().matches(UUID_PATTERN, UNKNOWN_OWNER_MESSAGE);

/** A Hyderabad calendar day (YYYY-MM-DD), or null for none. */
const followUpField = yup
  .string()
  .trim()
  .nullable()
  .optional()
  .matches(DAY_PATTERN, 'Follow-up must be a date (YYYY-MM-DD).')
  .test('real-date', 'Follow-up must be a real date.', (v) => !v || !DAY_PATTERN.test(v) || isCalendarDay(v))
  .test(
    'date-range',
    `Follow-up must be between ${CALENDAR_DAY_RANGE.min} and ${CALENDAR_DAY_RANGE.max}.`,
    (v) => !v || !DAY_PATTERN.test(v) || inCalendarDayRange(v),
  );

/** A lost reason sent with (or for a lead at) a status other than 'closed' (Lost). */
export const LOST_REASON_STATUS_MESSAGE = "A lost reason goes only with the status 'closed' (Lost).";
/** A lost reason that is not one of the list staff keep. */
export const UNKNOWN_LOST_REASON_MESSAGE = 'Choose one of the lost reasons listed in Site settings → Leads pipeline.';
/** The longest lost reason. */
export const LOST_REASON_MAX = 60;

/** Why a lost lead was lost: one of the pipeline settings' reasons (the route checks the list); null or '': none recorded. */
export const lostReasonField = yup
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((v: unknown) => (v === '' ? null : v))
  .max(LOST_REASON_MAX, UNKNOWN_LOST_REASON_MESSAGE)
  .test('no-control', UNKNOWN_LOST_REASON_MESSAGE, (v) => !v || !hasForbiddenCharacter(v));

/** The longest reason of a lead's legal hold. */
export const LEGAL_HOLD_MAX = 200;

/** Why a lead is kept whatever the retention rules say (issue 42); null or empty: no hold. */
const legalHoldField = yup
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((v: unknown) => (v === '' ? null : v))
  .max(LEGAL_HOLD_MAX, `The legal hold's reason must be at most ${LEGAL_HOLD_MAX} characters.`)
  .test('no-control', "The legal hold's reason contains an invalid character.", (v) => !v || !hasForbiddenCharacter(v));

/**
 * PATCH API.leads.one: any of status, lost reason (with 'closed'), owner (null: unassigned), follow-up day
 * (null: none) and legal hold.
 */
export const leadUpdateSchema = yup
  .object({
    status: statusField,
    lostReason: lostReasonField,
    ownerId: ownerIdField,
    followUpOn: followUpField,
    legalHold: legalHoldField,
  })
  .test(
    'some-change',
    NO_CHANGE_MESSAGE,
    (v) =>
      v.status !== undefined ||
      v.lostReason !== undefined ||
      v.ownerId !== undefined ||
      v.followUpOn !== undefined ||
      v.legalHold !== undefined,
  );
export type LeadUpdateInput = yup.InferType<typeof leadUpdateSchema>;

/** POST API.leads.notes. */
export const leadNoteSchema = yup.object({ body: requiredText('Note', LEAD_NOTE_MAX_LENGTH) });
export type LeadNoteInput = yup.InferType<typeof leadNoteSchema>;

/** POST API.leads.bulk: a status or an owner (null: unassigned) for up to LEAD_BULK_MAX selected leads. */
export const leadBulkSchema = yup
  .object({
    ids: yup
      .array()
      .of(yup.string().required('Each selected lead needs its id.').matches(UUID_PATTERN, 'A selected lead id is not valid.'))
      .required('Select at least one lead.')
      .min(1, 'Select at least one lead.')
      .max(LEAD_BULK_MAX, BULK_MAX_MESSAGE),
    status: statusField,
    /** With status 'closed' only: why the selected leads were lost. */
    lostReason: lostReasonField,
    ownerId: ownerIdField,
  })
  .test('some-change', NO_BULK_CHANGE_MESSAGE, (v) => v.status !== undefined || v.ownerId !== undefined);
export type LeadBulkInput = yup.InferType<typeof leadBulkSchema>;
