import * as yup from 'yup';
import { API } from './paths';
import { IST_OFFSET_MS } from './ist';
import type { LeadDto } from './lead';
import { LOST_REASON_MAX, UNKNOWN_OWNER_MESSAGE, UUID_PATTERN } from './lead-pipeline';
import type { Weekday } from './site';
import { STAGE_ID_PATTERN } from './constants';
import { hasForbiddenCharacter, isCalendarDay, requiredText, versionSchema } from './validation';

/*
 * Issue 43, tasks and reminders: a follow-up is a task with a due time (Hyderabad) and an owner, a call is
 * logged with its outcome and can set the next task, and each counsellor's "My day" lists what is due. Apart
 * from paths.ts so a visitor's first page carries none of it.
 */

/** The counsellor's first screen: overdue and due-today tasks, and new leads nobody has called in time. */
export const MY_DAY_PAGE = '/admin/my-day';
/** The open leads by stage: drag a card on a laptop, or choose its stage from its menu on a phone. */
export const LEAD_BOARD_PAGE = '/admin/leads/board';
/** The board shows at most this many leads per stage (the newest); the column says how many there are. */
export const LEAD_BOARD_COLUMN_MAX = 50;

export const LEAD_TASK_API = {
  /** GET: the signed-in counsellor's day. */
  myDay: '/api/admin/my-day',
  /** POST: a new task on the lead. */
  tasks: (leadId: string) => `/api/leads/${encodeURIComponent(leadId)}/tasks`,
  /** PATCH: mark a task done (or not done), move its time or give it to someone else. */
  task: (leadId: string, taskId: string) => `/api/leads/${encodeURIComponent(leadId)}/tasks/${encodeURIComponent(taskId)}`,
  /** POST: log a call (outcome, note, when), with the next task in the same step. */
  calls: (leadId: string) => `/api/leads/${encodeURIComponent(leadId)}/calls`,
  /** GET (anyone who works leads), PUT (the Owner): the first call's limit, the digest's time, the saved WhatsApp messages. */
  settings: API.admin.leadPipeline,
  /** POST: a WhatsApp message was opened for the lead (its timeline records it). */
  whatsapp: (leadId: string) => `/api/leads/${encodeURIComponent(leadId)}/whatsapp`,
} as const;

export const LEAD_CALL_OUTCOMES = ['reached', 'no-answer', 'call-back-later'] as const;
export type LeadCallOutcome = (typeof LEAD_CALL_OUTCOMES)[number];
export const LEAD_CALL_OUTCOME_LABELS: Record<LeadCallOutcome, string> = {
  reached: 'Reached',
  'no-answer': 'No answer',
  'call-back-later': 'Call back later',
};

export const LEAD_TASK_TITLE_MAX = 200;
export const LEAD_CALL_NOTE_MAX = 2000;
/** A new lead is late for its first call after this many working hours (within office hours), unless staff say otherwise. */
export const FIRST_CONTACT_HOURS_DEFAULT = 2;

/** The morning digest goes out at this Hyderabad time unless staff say otherwise. */
export const DIGEST_AT_DEFAULT = '08:30';
export const FIRST_CONTACT_HOURS_RANGE = { min: 0.5, max: 72 } as const;

export const WHATSAPP_MESSAGES_MAX = 8;
export const WHATSAPP_LABEL_MAX = 40;
export const WHATSAPP_TEXT_MAX = 500;
/** The fields a saved WhatsApp message may hold, filled from the lead. */
export const WHATSAPP_FIELDS = ['name', 'course'] as const;

/** What a stage means for counting: still being worked, enrolled (won) or lost. */
export const LEAD_STAGE_KINDS = ['open', 'won', 'lost'] as const;
export type LeadStageKind = (typeof LEAD_STAGE_KINDS)[number];

/** A stage of the pipeline, in the order staff keep them: its id is what a lead's `status` holds. */
export interface LeadStage {
  id: string;
  label: string;
  /** One of STAGE_COLORS: its chip and its board column; white text reads on each (contrast ≥ 4.5:1). */
  color: string;
  kind: LeadStageKind;
}

/** The colours a stage may have: dark enough for white text. */
export const STAGE_COLORS = ['#1565c0', '#00695c', '#6a1b9a', '#ad1457', '#2e7d32', '#616161', '#bf360c', '#4e342e'] as const;
export const LEAD_STAGES_MAX = 10;
export const STAGE_LABEL_MAX = 30;

/** Enrolled is the won stage and Lost ('closed') the lost one; every other stage is open. */
export function stageKind(id: string): LeadStageKind {
  return id === 'enrolled' ? 'won' : id === 'closed' ? 'lost' : 'open';
}

/** The seeded stages: the spec's four statuses with a demo booked and attended between (staff change them in Site settings). */
export const DEFAULT_LEAD_STAGES: readonly LeadStage[] = [
  { id: 'new', label: 'New', color: '#1565c0', kind: 'open' },
  { id: 'contacted', label: 'Contacted', color: '#00695c', kind: 'open' },
  { id: 'demo-booked', label: 'Demo booked', color: '#6a1b9a', kind: 'open' },
  { id: 'demo-attended', label: 'Demo attended', color: '#ad1457', kind: 'open' },
  { id: 'enrolled', label: 'Enrolled', color: '#2e7d32', kind: 'won' },
  { id: 'closed', label: 'Lost', color: '#616161', kind: 'lost' },
];

export const STAGE_ORDER_MESSAGE = 'New comes first and Enrolled and Lost last; Contacted stays. Rename them as you like.';

export const LOST_REASONS_MAX = 12;
/** The seeded reasons a lead is lost for (staff change them in Site settings → Leads pipeline). */
export const DEFAULT_LOST_REASONS: readonly string[] = [
  'Fees',
  'Timing',
  'Chose another institute',
  'Not reachable',
  'Not interested',
  'Other',
];

/** A saved WhatsApp message: what the menu says, and the text with {name} and {course}. */
export interface WhatsAppMessage {
  label: string;
  text: string;
}

/** The seeded saved messages (staff change them in Site settings → Leads pipeline). */
export const DEFAULT_WHATSAPP_MESSAGES: readonly WhatsAppMessage[] = [
  {
    label: 'After a missed call',
    text: 'Hello {name}, this is ITX. We tried to call you about {course}. When is a good time to talk?',
  },
  {
    label: 'Batch and fees',
    text: 'Hello {name}, thank you for your interest in {course}. Shall I send you the next batch dates and the fee?',
  },
  {
    label: 'Demo reminder',
    text: 'Hello {name}, a reminder of your free demo class for {course}. Reply here if the time no longer suits you.',
  },
];

/** `text` with {name} and {course} filled from the lead (an unknown field stays as written). */
export function fillWhatsAppMessage(text: string, lead: { name: string; interest: string }): string {
  return text.replace(/\{(name|course)\}/g, (_, field: string) => (field === 'name' ? lead.name : lead.interest));
}

/** GET LEAD_TASK_API.settings. */
export interface LeadPipelineSettingsDto {
  /** Working hours (within office hours) a new lead may wait for its first call before "My day" lists it as late. */
  firstContactHours: number;
  /** The Hyderabad time (HH:MM) the morning digest goes to each counsellor; null: no digest. */
  digestAt: string | null;
  /** Offered by the WhatsApp button of a lead's drawer, filled with the lead's name and course. */
  whatsappMessages: WhatsAppMessage[];
  /** The reasons a counsellor picks from when a lead is lost, in the order shown. */
  lostReasons: string[];
  /** The pipeline's stages in order: New first, then the open ones, Enrolled and Lost last. */
  stages: LeadStage[];
  version: number;
  updatedAt: string | null;
}

/** PUT LEAD_TASK_API.settings, with the version the admin saw. */
export const leadPipelineSettingsSchema = yup.object({
  firstContactHours: yup
    .number()
    .typeError('Enter the hours as a number.')
    .required('Enter the hours.')
    .min(FIRST_CONTACT_HOURS_RANGE.min, `At least ${FIRST_CONTACT_HOURS_RANGE.min} hours.`)
    .max(FIRST_CONTACT_HOURS_RANGE.max, `At most ${FIRST_CONTACT_HOURS_RANGE.max} hours.`)
    .test('half-hours', 'Use whole or half hours.', (v) => v === undefined || Number.isInteger(v * 2)),
  digestAt: yup
    .string()
    .nullable()
    .defined('Choose the digest time, or none.')
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Enter the time as HH:MM (24-hour).', excludeEmptyString: false }),
  /** Left out: the messages stay as saved (the seeded ones until then). */
  whatsappMessages: yup
    .array()
    .of(
      yup.object({
        label: requiredText('The label', WHATSAPP_LABEL_MAX),
        text: requiredText('The message', WHATSAPP_TEXT_MAX).test(
          'fields',
          'Use only {name} and {course} in braces.',
          (v) =>
            v === undefined || [...v.matchAll(/\{([^{}]*)\}/g)].every((m) => (WHATSAPP_FIELDS as readonly string[]).includes(m[1] ?? '')),
        ),
      }),
    )
    .max(WHATSAPP_MESSAGES_MAX, `Keep at most ${WHATSAPP_MESSAGES_MAX} saved messages.`)
    .optional()
    .default(undefined),
  /** Left out: the reasons stay as saved (the seeded ones until then). A lead keeps the reason it was given when the list changes. */
  lostReasons: yup
    .array()
    .of(requiredText('A lost reason', LOST_REASON_MAX))
    .min(1, 'Keep at least one lost reason.')
    .max(LOST_REASONS_MAX, `Keep at most ${LOST_REASONS_MAX} lost reasons.`)
    .test(
      'unique',
      'Each lost reason must differ from the others.',
      (v) => v === undefined || new Set(v.map((r) => r.trim().toLowerCase())).size === v.length,
    )
    .optional()
    .default(undefined),
  /**
   * Left out: the stages stay as saved (the seeded ones until then). A stage without an id is new (its id is made
   * from its label); a stage left out is removed, which the route refuses while a lead is at it.
   */
  stages: yup
    .array()
    .of(
      yup.object({
        id: yup
          .string()
          .optional()
          .max(40, 'A stage id is not valid.')
          .matches(STAGE_ID_PATTERN, { message: 'A stage id is not valid.', excludeEmptyString: true }),
        label: requiredText("A stage's name", STAGE_LABEL_MAX),
        color: yup
          .string()
          .required('Choose a colour for each stage.')
          .oneOf([...STAGE_COLORS], 'Choose a colour for each stage.'),
      }),
    )
    .max(LEAD_STAGES_MAX, `Keep at most ${LEAD_STAGES_MAX} stages.`)
    .test('built-ins', STAGE_ORDER_MESSAGE, (v) => {
      if (v === undefined) return true;
      const ids = v.map((st) => st.id ?? '');
      return ids[0] === 'new' && ids.at(-2) === 'enrolled' && ids.at(-1) === 'closed' && ids.includes('contacted');
    })
    .test(
      'unique',
      "Each stage's name must differ from the others.",
      (v) => v === undefined || new Set(v.map((st) => st.label.trim().toLowerCase())).size === v.length,
    )
    .test('unique-ids', 'Each stage may appear once.', (v) => {
      const ids = (v ?? []).flatMap((st) => (st.id ? [st.id] : []));
      return new Set(ids).size === ids.length;
    })
    .optional()
    .default(undefined),
  version: versionSchema,
});
export type LeadPipelineSettingsInput = yup.InferType<typeof leadPipelineSettingsSchema>;

/** One follow-up task on a lead. */
export interface LeadTaskDto {
  id: string;
  leadId: string;
  title: string;
  /** The instant it is due (ISO); shown in Hyderabad time. */
  dueAt: string;
  ownerId: string | null;
  ownerName: string | null;
  /** When it was marked done, and by whom; null: open. */
  doneAt: string | null;
  doneByName: string | null;
  createdByName: string;
  createdAt: string;
}

/** A task in "My day", with what a counsellor needs to act on it from a phone. */
export interface MyDayTaskDto extends LeadTaskDto {
  lead: Pick<LeadDto, 'id' | 'name' | 'countryCode' | 'phone' | 'interest' | 'status'>;
}

/** GET LEAD_TASK_API.myDay. */
export interface MyDayDto {
  /** The day it is for (YYYY-MM-DD, Hyderabad). */
  day: string;
  /** Open tasks due before now, oldest first. */
  overdue: MyDayTaskDto[];
  /** Open tasks due from now to the day's end. */
  today: MyDayTaskDto[];
  /** New leads (the counsellor's own and the unassigned) with no call logged, created more than `firstContactHours` working hours ago; oldest first. */
  uncontacted: Pick<LeadDto, 'id' | 'name' | 'countryCode' | 'phone' | 'interest' | 'ownerId' | 'ownerName' | 'createdAt'>[];
  /** How many of those there are in all (the list holds the 50 oldest). */
  uncontactedTotal: number;
  firstContactHours: number;
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;
/** How far from now a task's due time or a call's time may lie: a typo of a year is refused, not stored. */
export const TASK_TIME_WINDOW_YEARS = 5;
const YEAR_MS = 365.25 * 24 * 3600_000;

/** The instant of a Hyderabad wall-clock time "YYYY-MM-DDTHH:MM" (what a datetime-local field gives). */
export function istInstant(local: string): Date {
  return new Date(Date.parse(`${local}:00Z`) - IST_OFFSET_MS);
}

/** The Hyderabad wall-clock time "YYYY-MM-DDTHH:MM" of an instant, for a datetime-local field. */
export function istLocalTime(instant: string | Date): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A Hyderabad time "YYYY-MM-DDTHH:MM" that names a real minute within TASK_TIME_WINDOW_YEARS of now. */
function localTime(label: string) {
  return yup
    .string()
    .trim()
    .matches(LOCAL_TIME, `${label} must be a date and time (YYYY-MM-DDTHH:MM, Hyderabad time).`)
    .test('real', `${label} must be a real date.`, (v) => !v || !LOCAL_TIME.test(v) || isCalendarDay(v.slice(0, 10)))
    .test(
      'range',
      `${label} must be within ${TASK_TIME_WINDOW_YEARS} years of today.`,
      (v) => !v || !LOCAL_TIME.test(v) || Math.abs(istInstant(v).getTime() - Date.now()) <= TASK_TIME_WINDOW_YEARS * YEAR_MS,
    );
}

const ownerIdField = yup.string().trim().nullable().optional().matches(UUID_PATTERN, UNKNOWN_OWNER_MESSAGE);

const taskFields = {
  title: requiredText('The task', LEAD_TASK_TITLE_MAX),
  dueAt: localTime('Due').required('Choose when it is due.'),
  /** The counsellor who does it; left out: the one who writes it; null: nobody yet. */
  ownerId: ownerIdField,
};

/** POST LEAD_TASK_API.tasks. */
export const leadTaskSchema = yup.object(taskFields);
export type LeadTaskInput = yup.InferType<typeof leadTaskSchema>;

/** PATCH LEAD_TASK_API.task: any of done, due time and owner. */
export const leadTaskUpdateSchema = yup
  .object({
    done: yup.boolean().strict().optional(),
    dueAt: localTime('Due').optional(),
    ownerId: ownerIdField,
  })
  .test(
    'some-change',
    'Send at least one of done, dueAt or ownerId.',
    (v) => v.done !== undefined || v.dueAt !== undefined || v.ownerId !== undefined,
  );
export type LeadTaskUpdateInput = yup.InferType<typeof leadTaskUpdateSchema>;

/** POST LEAD_TASK_API.whatsapp: the message as it was opened. */
export const leadWhatsAppSchema = yup.object({ text: requiredText('The message', WHATSAPP_TEXT_MAX * 2) });
export type LeadWhatsAppInput = yup.InferType<typeof leadWhatsAppSchema>;

/** POST LEAD_TASK_API.calls. */
export const leadCallSchema = yup.object({
  outcome: yup
    .string()
    .required('Choose how the call went.')
    .oneOf([...LEAD_CALL_OUTCOMES], 'Choose how the call went.'),
  note: yup
    .string()
    .trim()
    .optional()
    .max(LEAD_CALL_NOTE_MAX, `The note must be at most ${LEAD_CALL_NOTE_MAX} characters.`)
    .test('no-control', 'The note contains an invalid character.', (v) => !v || !hasForbiddenCharacter(v)),
  /** When the call was made (Hyderabad time); left out: now. */
  calledAt: localTime('The call time').optional(),
  /** The next task, set in the same step; left out or null: none. */
  next: yup.object(taskFields).nullable().optional().default(undefined),
});
export type LeadCallInput = yup.InferType<typeof leadCallSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAY_OF_UTC_DAY: Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The instant `hours` working hours before `now`, counting only the office's open hours (Hyderabad): a lead
 * created before it has waited longer than that for its first call. With no office days it counts every hour.
 */
export function workingHoursBefore(now: Date, hours: number, office: { days: Weekday[]; opens: string; closes: string }): Date {
  const open = minutesOf(office.opens);
  const close = minutesOf(office.closes);
  if (office.days.length === 0 || close <= open) return new Date(now.getTime() - hours * 60 * 60 * 1000);
  let left = hours * 60 * 60 * 1000;
  // Hyderabad days, walked back from today: each one's open hours before `now` use up what is left.
  const local = now.getTime() + IST_OFFSET_MS;
  for (let dayStart = local - (local % DAY_MS); ; dayStart -= DAY_MS) {
    const weekday = WEEKDAY_OF_UTC_DAY[new Date(dayStart).getUTCDay()];
    if (weekday && office.days.includes(weekday)) {
      const from = dayStart + open * 60_000;
      const to = Math.min(dayStart + close * 60_000, local);
      if (to > from) {
        if (to - from >= left) return new Date(to - left - IST_OFFSET_MS);
        left -= to - from;
      }
    }
  }
}
