import {
  COUNTRY_CODES,
  CV_CONTENT_TYPES,
  CV_MAX_BYTES,
  LEAD_EVENT_KINDS,
  LEAD_FILE_KINDS,
  LEAD_FLAGS,
  LEAD_FORMS,
  LEAD_PURPOSES,
  LEAD_STAGE_KINDS,
  type LeadBulkResponse,
  type LeadDetailDto,
  type LeadDto,
  type LeadEventDto,
  type LeadFileDto,
  type LeadListResponse,
  type LeadNoteDto,
  type LeadPipelineSettingsDto,
  type LeadTaskDto,
  type MyDayDto,
} from '@contract';
import { dateTime, int, nullable, ref, requestId, str, type Agrees, type Assert } from '../../openapi/schema';

/** Leads as the capture route and the inbox answer them (routes/api/lead-capture.ts, routes/admin/leads.ts). */

export const leadCaptureAnswerSchema = {
  $id: 'LeadCaptureAnswer',
  type: 'object',
  required: ['StatusCode', 'message'],
  properties: {
    StatusCode: { type: 'integer', description: 'The HTTP status, repeated (docs/product.md §7).' },
    message: str,
    fieldErrors: { type: 'object', additionalProperties: str },
    requestId,
  },
  additionalProperties: false,
} as const;

/** A lead's consent record (also in "Your data"). */
export const leadConsentSchemaOut = {
  type: 'object',
  description: 'The consent record (issue 42): the privacy notice shown, for which purposes, on which page, when.',
  required: ['noticeVersion', 'purposes', 'page', 'at'],
  properties: {
    noticeVersion: { ...nullable(int), description: "The notice's version (0: the original texts); null: not recorded (an API call)." },
    purposes: { type: 'array', items: { type: 'string', enum: [...LEAD_PURPOSES] } },
    page: nullable(str),
    at: dateTime,
  },
  additionalProperties: false,
} as const;

export const leadSchemaOut = {
  $id: 'Lead',
  type: 'object',
  required: [
    'id',
    'form',
    'name',
    'email',
    'countryCode',
    'phone',
    'interest',
    'session',
    'message',
    'sourcePage',
    'utm',
    'status',
    'lostReason',
    'waitlist',
    'flag',
    'ownerId',
    'ownerName',
    'followUpOn',
    'consent',
    'legalHold',
    'createdAt',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    form: { type: 'string', enum: [...LEAD_FORMS] },
    name: str,
    email: str,
    countryCode: { type: 'string', description: `One of ${COUNTRY_CODES.join(', ')} for new leads.` },
    phone: str,
    interest: str,
    session: nullable(str),
    message: nullable(str),
    sourcePage: nullable(str),
    utm: { type: 'object', additionalProperties: str },
    status: { type: 'string', description: "The lead's stage: new, contacted, enrolled, closed (Lost) or an open stage staff added." },
    lostReason: { ...nullable(str), description: "Why a lost lead (status 'closed') was lost; null: not lost, or none recorded." },
    waitlist: { type: 'boolean', description: 'A workshop registration taken while the workshop was fully booked.' },
    flag: {
      ...nullable({ type: 'string', enum: [...LEAD_FLAGS] }),
      description:
        'Why a counsellor should look: a course not in the catalogue, a session label that matched none (such a registration holds no seat).',
    },
    ownerId: { ...nullable({ type: 'string', format: 'uuid' }), description: 'The admin who follows the lead up; null: unassigned.' },
    ownerName: nullable(str),
    followUpOn: { ...nullable({ type: 'string', format: 'date' }), description: 'The Hyderabad day of the next follow-up call.' },
    consent: leadConsentSchemaOut,
    legalHold: { ...nullable(str), description: 'Why the lead is kept whatever the retention rules say; null: no hold.' },
    createdAt: dateTime,
  },
  additionalProperties: false,
} as const;

const leadNoteSchemaOut = {
  type: 'object',
  required: ['id', 'body', 'authorName', 'createdAt'],
  properties: { id: { type: 'string', format: 'uuid' }, body: str, authorName: str, createdAt: dateTime },
  additionalProperties: false,
} as const;

const leadEventSchemaOut = {
  type: 'object',
  required: ['id', 'kind', 'fromValue', 'toValue', 'actorName', 'createdAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: [...LEAD_EVENT_KINDS] },
    fromValue: { ...nullable(str), description: "As people read it: a status, an owner's name, a day (YYYY-MM-DD)." },
    toValue: { ...nullable(str), description: "As people read it; a note's event holds the start of the note." },
    actorName: { ...nullable(str), description: "Null for the visitor's own submission." },
    createdAt: dateTime,
  },
  additionalProperties: false,
} as const;

const leadFileSchemaOut = {
  type: 'object',
  required: ['id', 'kind', 'fileName', 'size', 'contentType'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'Download it from GET /api/leads/{id}/files/{fileId}.' },
    kind: { type: 'string', enum: [...LEAD_FILE_KINDS], description: "'cv': a job applicant's CV." },
    fileName: { type: 'string', description: "The applicant's file name, cleaned (no folders, quotes or control characters)." },
    size: { type: 'integer', minimum: 1, maximum: CV_MAX_BYTES, description: 'Bytes.' },
    contentType: { type: 'string', enum: Object.values(CV_CONTENT_TYPES), description: "From the file's bytes." },
  },
  additionalProperties: false,
} as const;

const leadTaskProperties = {
  id: { type: 'string', format: 'uuid' },
  leadId: { type: 'string', format: 'uuid' },
  title: str,
  dueAt: { ...dateTime, description: 'When it is due (shown in Hyderabad time).' },
  ownerId: { ...nullable({ type: 'string', format: 'uuid' }), description: 'Who does it; null: nobody yet.' },
  ownerName: nullable(str),
  doneAt: { ...nullable(dateTime), description: 'When it was marked done; null: open.' },
  doneByName: nullable(str),
  createdByName: str,
  createdAt: dateTime,
} as const;

const TASK_REQUIRED = [
  'id',
  'leadId',
  'title',
  'dueAt',
  'ownerId',
  'ownerName',
  'doneAt',
  'doneByName',
  'createdByName',
  'createdAt',
] as const;
const leadTaskSchemaOut = {
  type: 'object',
  required: TASK_REQUIRED,
  properties: leadTaskProperties,
  additionalProperties: false,
} as const;

const myDayTaskSchemaOut = {
  type: 'object',
  required: [...TASK_REQUIRED, 'lead'],
  properties: {
    ...leadTaskProperties,
    lead: {
      type: 'object',
      required: ['id', 'name', 'countryCode', 'phone', 'interest', 'status'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: str,
        countryCode: str,
        phone: str,
        interest: str,
        status: str,
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;

export const myDaySchemaOut = {
  $id: 'MyDay',
  type: 'object',
  required: ['day', 'overdue', 'today', 'uncontacted', 'uncontactedTotal', 'firstContactHours'],
  properties: {
    day: { type: 'string', format: 'date', description: 'The Hyderabad day.' },
    overdue: {
      type: 'array',
      items: myDayTaskSchemaOut,
      description: "The signed-in counsellor's open tasks due before now, oldest first.",
    },
    today: { type: 'array', items: myDayTaskSchemaOut, description: 'Their open tasks due from now to the end of the day.' },
    uncontacted: {
      type: 'array',
      description: 'New leads (theirs or unassigned) with no call logged, older than firstContactHours working hours; the 50 oldest.',
      items: {
        type: 'object',
        required: ['id', 'name', 'countryCode', 'phone', 'interest', 'ownerId', 'ownerName', 'createdAt'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          name: str,
          countryCode: str,
          phone: str,
          interest: str,
          ownerId: nullable({ type: 'string', format: 'uuid' }),
          ownerName: nullable(str),
          createdAt: dateTime,
        },
        additionalProperties: false,
      },
    },
    uncontactedTotal: { type: 'integer', minimum: 0 },
    firstContactHours: { type: 'number' },
  },
  additionalProperties: false,
} as const;

export const leadPipelineSettingsSchemaOut = {
  $id: 'LeadPipelineSettings',
  type: 'object',
  required: ['firstContactHours', 'digestAt', 'whatsappMessages', 'lostReasons', 'stages', 'version', 'updatedAt'],
  properties: {
    firstContactHours: { type: 'number', description: 'Working hours a new lead may wait for its first call.' },
    digestAt: { ...nullable(str), description: 'The Hyderabad time (HH:MM) of the morning digest; null: none.' },
    whatsappMessages: {
      type: 'array',
      description: 'The saved WhatsApp messages, with {name} and {course} filled from the lead when one is opened.',
      items: { type: 'object', required: ['label', 'text'], properties: { label: str, text: str }, additionalProperties: false },
    },
    lostReasons: { type: 'array', items: str, description: 'The reasons a counsellor picks from when a lead is lost.' },
    stages: {
      type: 'array',
      description: "The pipeline's stages in order: New first, Enrolled (won) and Lost (closed) last.",
      items: {
        type: 'object',
        required: ['id', 'label', 'color', 'kind'],
        properties: { id: str, label: str, color: str, kind: { type: 'string', enum: [...LEAD_STAGE_KINDS] } },
        additionalProperties: false,
      },
    },
    version: int,
    updatedAt: nullable(dateTime),
  },
  additionalProperties: false,
} as const;

export const leadDetailSchemaOut = {
  $id: 'LeadDetail',
  type: 'object',
  required: [...leadSchemaOut.required, 'notes', 'history', 'files', 'tasks', 'related', 'merges'],
  properties: {
    ...leadSchemaOut.properties,
    notes: { type: 'array', items: leadNoteSchemaOut, description: 'Newest first.' },
    history: { type: 'array', items: leadEventSchemaOut, description: 'Oldest first.' },
    files: { type: 'array', items: leadFileSchemaOut, description: "Files kept with the lead (an applicant's CV), without their bytes." },
    tasks: { type: 'array', items: leadTaskSchemaOut, description: 'Its follow-up tasks: open ones first, each group soonest first.' },
    related: {
      type: 'array',
      description:
        "The same person's other leads (same e-mail in any case, or same phone with its country code, and through merges staff made), newest first, at most 50.",
      items: {
        type: 'object',
        required: ['id', 'name', 'form', 'interest', 'status', 'matchedBy', 'createdAt'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          name: str,
          form: { type: 'string', enum: [...LEAD_FORMS] },
          interest: str,
          status: str,
          matchedBy: { type: 'array', items: { type: 'string', enum: ['email', 'phone', 'merge'] } },
          createdAt: dateTime,
        },
        additionalProperties: false,
      },
    },
    merges: {
      type: 'array',
      description: "The merges (not undone) that join the person's leads, oldest first.",
      items: {
        type: 'object',
        required: ['id', 'leadId', 'otherLeadId', 'mergedByName', 'createdAt'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          leadId: { type: 'string', format: 'uuid' },
          otherLeadId: { type: 'string', format: 'uuid' },
          mergedByName: str,
          createdAt: dateTime,
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export const leadBulkSchemaOut = {
  $id: 'LeadBulkAnswer',
  type: 'object',
  required: ['updated'],
  properties: {
    updated: { type: 'integer', minimum: 0, description: 'How many leads changed (unknown ids and leads already so are not counted).' },
  },
  additionalProperties: false,
} as const;

export const leadListSchemaOut = {
  $id: 'LeadList',
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: ref('Lead') },
    total: { type: 'integer', minimum: 0 },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  additionalProperties: false,
} as const;

export type LeadSchemaChecks = [
  Assert<Agrees<typeof leadSchemaOut, LeadDto>>,
  Assert<Agrees<typeof leadDetailSchemaOut, LeadDetailDto>>,
  Assert<Agrees<typeof leadNoteSchemaOut, LeadNoteDto>>,
  Assert<Agrees<typeof leadEventSchemaOut, LeadEventDto>>,
  Assert<Agrees<typeof leadFileSchemaOut, LeadFileDto>>,
  Assert<Agrees<typeof leadBulkSchemaOut, LeadBulkResponse>>,
  Assert<Agrees<typeof leadListSchemaOut, LeadListResponse>>,
  Assert<Agrees<typeof leadTaskSchemaOut, LeadTaskDto>>,
  Assert<Agrees<typeof myDaySchemaOut, MyDayDto>>,
  Assert<Agrees<typeof leadPipelineSettingsSchemaOut, LeadPipelineSettingsDto>>,
];
