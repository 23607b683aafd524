import {
  ALUMNI_KINDS,
  BATCH_DAYS,
  COURSE_MODES,
  COUNTRY_CODES,
  JOB_TYPES,
  CV_CONTENT_TYPES,
  CV_MAX_BYTES,
  LEAD_EVENT_KINDS,
  LEAD_FILE_KINDS,
  LEAD_FLAGS,
  LEAD_FORMS,
  LEAD_STATUSES,
  WORKSHOP_CATEGORIES,
  WORKSHOP_STATUSES,
  type AdminAccountDto,
  type AlumniStoryDto,
  type HiringPartnerDto,
  type SiteSettingsDto,
  type AdminCodeResponse,
  type AdminCourseDto,
  type AuditEntryDto,
  type AuditListResponse,
  type ApiError,
  type BatchDto,
  type CourseDto,
  type CourseSummaryDto,
  type BlogDto,
  type CheckResponse,
  type ImageDto,
  type JobDto,
  type LeadBulkResponse,
  type LeadDetailDto,
  type LeadDto,
  type LeadEventDto,
  type LeadListResponse,
  type LeadFileDto,
  type LeadNoteDto,
  type UserDto,
  type WorkshopDto,
} from '@contract';
import type { DashboardDto, WebhookDeliveryDto, WebhookDeliveryListResponse } from '@contract';
import { dashboardSchemaOut, webhookDeliveryListSchemaOut, webhookDeliverySchemaOut } from './workspace-schemas';

/*
 * JSON Schemas of what the API answers: the contract's DTO types (TypeScript only) written out for the
 * OpenAPI document and for the fuzz suite's checks. They are only documentation: no route uses them to
 * serialise, so an answer is never trimmed to fit them.
 */

type JsonSchema = Record<string, unknown>;

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const dateTime = { type: 'string', format: 'date-time' } as const;
/** Jobs, blogs and workshops: 1 when created, +1 on every save; the single-item GET's ETag is `"<version>-<_id>"`. */
const version = { type: 'integer', minimum: 1, description: 'Record version: send it back (If-Match or `version`) with an edit.' };

/** What a write answers: a message and the saved record (the schema `component`) under `key`. */
const answerWith = (key: string, component: string) =>
  ({
    type: 'object',
    required: ['message', key],
    properties: { message: str, [key]: { $ref: `#/components/schemas/${component}` } },
    additionalProperties: false,
  }) as const;

export const apiErrorSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: str,
    fieldErrors: { type: 'object', additionalProperties: str, description: 'First message per invalid field.' },
  },
  additionalProperties: false,
} as const;

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: str },
  additionalProperties: false,
} as const;

export const leadCaptureAnswerSchema = {
  type: 'object',
  required: ['StatusCode', 'message'],
  properties: {
    StatusCode: { type: 'integer', description: 'The HTTP status, repeated (docs/product.md §7).' },
    message: str,
    fieldErrors: { type: 'object', additionalProperties: str },
  },
  additionalProperties: false,
} as const;

export const userSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'phone', 'role'],
  properties: { id: str, name: str, email: str, phone: str, role: { type: 'string', enum: ['admin'] } },
  additionalProperties: false,
} as const;

export const userAnswerSchema = answerWith('user', 'User');

export const checkSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['ok', 'user'],
      properties: { ok: { const: true }, user: { $ref: '#/components/schemas/User' } },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['ok', 'user', 'message'],
      properties: { ok: { const: false }, user: { type: 'null' }, message: str },
      additionalProperties: false,
    },
  ],
} as const;

export const jobSchemaOut = {
  type: 'object',
  required: [
    'version',
    '_id',
    'title',
    'type',
    'location',
    'slug',
    'createdAt',
    'validThrough',
    'salary',
    'experienceRequired',
    'jobType',
    'jobDescription',
    'keyResponsibilities',
    'isFresher',
    'open',
  ],
  properties: {
    _id: str,
    title: str,
    type: { type: 'string', description: "Display form of jobType: 'Full Time' or 'Part Time'." },
    location: str,
    slug: str,
    createdAt: dateTime,
    validThrough: dateTime,
    salary: {
      type: 'object',
      required: ['currency', 'value', 'unit'],
      properties: { currency: str, value: { type: 'number' }, unit: str },
      additionalProperties: false,
    },
    experienceRequired: int,
    jobType: { type: 'string', enum: [...JOB_TYPES] },
    jobDescription: str,
    keyResponsibilities: { type: 'array', items: str },
    isFresher: { type: 'boolean' },
    open: { type: 'boolean', description: "The admin's switch: a closed job is off the public list and takes no applications." },
    expired: { type: 'boolean', description: 'Only in the admin list: past its closing date.' },
    version,
  },
  additionalProperties: false,
} as const;

export const jobAnswerSchema = answerWith('job', 'Job');

export const imageSchema = {
  type: 'object',
  required: ['hash', 'width', 'height', 'widths'],
  properties: { hash: str, width: int, height: int, widths: { type: 'array', items: int } },
  additionalProperties: false,
} as const;

export const blogSchemaOut = {
  type: 'object',
  required: [
    'version',
    '_id',
    'title',
    'description',
    'content',
    'slug',
    'imageUrl',
    'bannerImageUrl',
    'imageAlt',
    'bannerImageAlt',
    'image',
    'bannerImage',
    'authorName',
    'authorRole',
    'courseSlug',
    'readingMinutes',
    'status',
    'publishedAt',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    _id: str,
    title: str,
    description: str,
    content: str,
    slug: str,
    imageUrl: nullable(str),
    bannerImageUrl: nullable(str),
    imageAlt: str,
    bannerImageAlt: str,
    image: nullable({ $ref: '#/components/schemas/Image' }),
    bannerImage: nullable({ $ref: '#/components/schemas/Image' }),
    authorName: { type: 'string', description: "The byline; 'ITX Editorial Team' unless the post names its author." },
    authorRole: { type: 'string', description: 'The author\'s role ("Data Science Trainer, ITX"); empty when none.' },
    courseSlug: {
      ...nullable(str),
      description: "The course the post's call-to-action names; null: matched by the post's words (`courseForPost`).",
    },
    readingMinutes: { type: 'integer', minimum: 1, description: "Minutes to read the post's text at 200 words a minute." },
    status: {
      type: 'string',
      enum: ['draft', 'scheduled', 'published'],
      description: 'Visitors only ever get `published` posts; `scheduled` is published with a publishedAt still ahead.',
    },
    publishedAt: { ...nullable(dateTime), description: 'When the post went (or goes) public; null for a draft never published.' },
    createdAt: dateTime,
    updatedAt: dateTime,
    version,
  },
  additionalProperties: false,
} as const;

export const blogAnswerSchema = answerWith('blog', 'Blog');

export const workshopSchemaOut = {
  type: 'object',
  required: [
    'version',
    '_id',
    'slug',
    'title',
    'description',
    'category',
    'startsAt',
    'endsAt',
    'duration',
    'sessions',
    'topics',
    'highlights',
    'image',
    'capacity',
    'seatsLeft',
    'status',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    _id: str,
    slug: str,
    title: str,
    description: str,
    category: { type: 'string', enum: [...WORKSHOP_CATEGORIES] },
    startsAt: dateTime,
    endsAt: dateTime,
    capacity: nullable({ type: 'integer', minimum: 1 }),
    seatsLeft: nullable({ type: 'integer', minimum: 0, description: 'Seats not taken by registrations (waitlist ones do not count).' }),
    status: {
      type: 'string',
      enum: [...WORKSHOP_STATUSES],
      description: 'At the moment of the answer: open, full (registrations join the waitlist) or ended.',
    },
    duration: str,
    sessions: { type: 'array', items: str },
    topics: {
      type: 'array',
      items: { type: 'object', required: ['title'], properties: { title: str }, additionalProperties: false },
    },
    highlights: {
      type: 'object',
      required: ['learningOutcomes', 'careerPaths'],
      properties: { learningOutcomes: str, careerPaths: { type: 'array', items: str } },
      additionalProperties: false,
    },
    image: str,
    createdAt: dateTime,
    updatedAt: dateTime,
    version,
  },
  additionalProperties: false,
} as const;

const day = { type: 'string', format: 'date', description: 'A Hyderabad calendar day (YYYY-MM-DD).' } as const;
const strList = { type: 'array', items: str } as const;

export const batchSchemaOut = {
  type: 'object',
  required: ['_id', 'startDate', 'applyBy', 'mode', 'days', 'timing', 'seats', 'version'],
  properties: {
    _id: { type: 'string', format: 'uuid' },
    startDate: day,
    applyBy: { ...day, description: 'Last day to apply; the batch is open through the end of this day in Hyderabad.' },
    mode: { type: 'string', enum: [...COURSE_MODES] },
    days: { type: 'string', enum: [...BATCH_DAYS] },
    timing: str,
    seats: nullable(int),
    version,
  },
  additionalProperties: false,
} as const;

const courseSummaryProperties = {
  _id: { type: 'string', format: 'uuid' },
  code: int,
  slug: str,
  title: str,
  summary: str,
  image: str,
  rating: { type: 'number', minimum: 0, maximum: 5 },
  lessons: int,
  time: str,
  instructor: {
    type: 'object',
    required: ['name', 'role', 'avatar', 'experience', 'linkedin', 'bio', 'sample'],
    properties: {
      name: str,
      role: str,
      avatar: { type: 'string', description: "Site path of the trainer's photo; empty when there is none." },
      experience: nullable(str),
      linkedin: nullable({ type: 'string', format: 'uri', description: 'https://www.linkedin.com/in/… profile address.' }),
      bio: nullable({ type: 'string', maxLength: 600 }),
      sample: { type: 'boolean', description: 'Seeded example profile, labelled "Sample" on the course page.' },
    },
    additionalProperties: false,
  },
  fee: {
    type: 'object',
    required: ['amount', 'emi', 'scholarship'],
    properties: { amount: { type: 'integer', minimum: 0, description: 'Indian rupees.' }, emi: nullable(str), scholarship: nullable(str) },
    additionalProperties: false,
  },
  tools: strList,
  leadCourse: str,
  hero: nullable({
    type: 'object',
    required: ['position', 'title', 'duration', 'description', 'features', 'background', 'backgroundAlt'],
    properties: { position: int, title: str, duration: str, description: str, features: strList, background: str, backgroundAlt: str },
    additionalProperties: false,
  }),
  nextBatch: nullable({ $ref: '#/components/schemas/Batch' }),
  version,
} as const;
const courseSummaryRequired = [
  '_id',
  'code',
  'slug',
  'title',
  'summary',
  'image',
  'rating',
  'lessons',
  'time',
  'instructor',
  'fee',
  'tools',
  'leadCourse',
  'hero',
  'nextBatch',
  'version',
] as const;

export const courseSummarySchemaOut = {
  type: 'object',
  required: courseSummaryRequired,
  properties: courseSummaryProperties,
  additionalProperties: false,
} as const;

const courseProperties = {
  ...courseSummaryProperties,
  details: {
    type: 'object',
    required: ['overview', 'audience', 'curriculum', 'tools', 'outcomes', 'schedule', 'faqs'],
    properties: {
      overview: strList,
      audience: strList,
      curriculum: {
        type: 'array',
        items: {
          type: 'object',
          required: ['title', 'modules'],
          properties: { title: str, modules: strList },
          additionalProperties: false,
        },
      },
      tools: strList,
      outcomes: strList,
      schedule: str,
      faqs: {
        type: 'array',
        items: {
          type: 'object',
          required: ['question', 'answer'],
          properties: { question: str, answer: str },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
  batches: { type: 'array', items: { $ref: '#/components/schemas/Batch' } },
} as const;

export const courseSchemaOut = {
  type: 'object',
  required: [...courseSummaryRequired, 'details', 'batches'],
  properties: courseProperties,
  additionalProperties: false,
} as const;

export const adminCourseSchemaOut = {
  type: 'object',
  required: [...courseSummaryRequired, 'details', 'batches', 'archived', 'leads'],
  properties: { ...courseProperties, archived: { type: 'boolean' }, leads: { type: 'integer', minimum: 0 } },
  additionalProperties: false,
} as const;

export const leadSchemaOut = {
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
    'waitlist',
    'flag',
    'ownerId',
    'ownerName',
    'followUpOn',
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
    status: { type: 'string', enum: [...LEAD_STATUSES] },
    waitlist: { type: 'boolean', description: 'A workshop registration taken while the workshop was fully booked.' },
    flag: {
      ...nullable({ type: 'string', enum: [...LEAD_FLAGS] }),
      description:
        'Why a counsellor should look: a course not in the catalogue, a session label that matched none (such a registration holds no seat).',
    },
    ownerId: { ...nullable({ type: 'string', format: 'uuid' }), description: 'The admin who follows the lead up; null: unassigned.' },
    ownerName: nullable(str),
    followUpOn: { ...nullable({ type: 'string', format: 'date' }), description: 'The Hyderabad day of the next follow-up call.' },
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

export const leadDetailSchemaOut = {
  type: 'object',
  required: [...leadSchemaOut.required, 'notes', 'history', 'files'],
  properties: {
    ...leadSchemaOut.properties,
    notes: { type: 'array', items: leadNoteSchemaOut, description: 'Newest first.' },
    history: { type: 'array', items: leadEventSchemaOut, description: 'Oldest first.' },
    files: { type: 'array', items: leadFileSchemaOut, description: "Files kept with the lead (an applicant's CV), without their bytes." },
  },
  additionalProperties: false,
} as const;

export const leadBulkSchemaOut = {
  type: 'object',
  required: ['updated'],
  properties: {
    updated: { type: 'integer', minimum: 0, description: 'How many leads changed (unknown ids and leads already so are not counted).' },
  },
  additionalProperties: false,
} as const;

export const leadListSchemaOut = {
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: { $ref: '#/components/schemas/Lead' } },
    total: { type: 'integer', minimum: 0 },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
  additionalProperties: false,
} as const;

export const healthSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['ok', 'ready', 'unavailable'] }, message: str },
  additionalProperties: false,
} as const;

export const adminAccountSchemaOut = {
  type: 'object',
  required: ['id', 'name', 'email', 'disabled', 'lastSignInAt', 'createdAt', 'activeSessions'],
  properties: {
    id: str,
    name: str,
    email: str,
    disabled: { type: 'boolean', description: 'Disabled by another admin: cannot sign in.' },
    lastSignInAt: nullable(dateTime),
    createdAt: dateTime,
    activeSessions: { type: 'integer', minimum: 0, description: 'Sessions not yet expired.' },
  },
  additionalProperties: false,
} as const;

export const adminCodeSchemaOut = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', description: 'The new admin code: shown once, never stored in the log.' } },
  additionalProperties: false,
} as const;

export const auditEntrySchemaOut = {
  type: 'object',
  required: ['id', 'actorId', 'actorName', 'action', 'entity', 'entityId', 'summary', 'statusCode', 'createdAt'],
  properties: {
    id: str,
    actorId: nullable(str),
    actorName: str,
    action: { type: 'string', description: 'The request: method and path, without its query string.' },
    entity: str,
    entityId: nullable(str),
    summary: str,
    statusCode: int,
    createdAt: dateTime,
  },
  additionalProperties: false,
} as const;

export const auditListSchemaOut = {
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: { $ref: '#/components/schemas/AuditEntry' } },
    total: int,
    page: int,
    pageSize: int,
  },
  additionalProperties: false,
} as const;

export const alumniStorySchemaOut = {
  type: 'object',
  required: [
    '_id',
    'kind',
    'name',
    'courseSlug',
    'courseTitle',
    'batch',
    'role',
    'company',
    'quote',
    'rating',
    'published',
    'sample',
    'createdAt',
    'updatedAt',
    'version',
  ],
  properties: {
    _id: str,
    kind: { type: 'string', enum: [...ALUMNI_KINDS] },
    name: str,
    courseSlug: nullable({ type: 'string', description: "The course's current address; null: not tied to one course." }),
    courseTitle: nullable(str),
    batch: { type: 'string', description: 'As the learner names it; empty when not given.' },
    role: str,
    company: str,
    quote: str,
    rating: nullable({ type: 'integer', minimum: 1, maximum: 5, description: "A testimonial's stars; null for none." }),
    published: { type: 'boolean', description: 'Unpublished stories are seen by admins only.' },
    sample: { type: 'boolean', description: 'Seeded example: labelled "Sample" on the site, never marked up as a review.' },
    createdAt: dateTime,
    updatedAt: dateTime,
    version,
  },
  additionalProperties: false,
} as const;

export const hiringPartnerSchemaOut = {
  type: 'object',
  required: ['_id', 'name', 'sample'],
  properties: { _id: str, name: str, sample: { type: 'boolean', description: 'Seeded example name, labelled as a sample on the site.' } },
  additionalProperties: false,
} as const;

export const siteSettingsSchemaOut = {
  type: 'object',
  required: ['privacyPolicyEffective', 'version', 'updatedAt', 'leadCourseExtras'],
  properties: {
    leadCourseExtras: {
      type: 'object',
      required: ['names', 'custom', 'version', 'updatedAt'],
      description: "The enquiry forms' course names besides the catalogue's (the spec's names until staff save a list).",
      properties: {
        names: { type: 'array', items: str },
        custom: { type: 'boolean', description: 'False while staff have not saved a list.' },
        version: { type: 'integer', minimum: 0 },
        updatedAt: nullable(dateTime),
      },
      additionalProperties: false,
    },
    privacyPolicyEffective: {
      ...nullable({ type: 'string', format: 'date' } as const),
      description: 'The day the privacy policy took effect (YYYY-MM-DD); null until an admin sets one.',
    },
    version: { type: 'integer', minimum: 0, description: 'Send it back with a save; 0 when never saved.' },
    updatedAt: { ...nullable(dateTime), description: 'When the settings were last saved; null when never.' },
  },
  additionalProperties: false,
} as const;

/** Every schema of `components.schemas`, by name. */
export const COMPONENT_SCHEMAS = {
  ApiError: apiErrorSchema,
  Message: messageSchema,
  LeadCaptureAnswer: leadCaptureAnswerSchema,
  User: userSchema,
  UserAnswer: userAnswerSchema,
  Check: checkSchema,
  Job: jobSchemaOut,
  JobAnswer: jobAnswerSchema,
  Image: imageSchema,
  Blog: blogSchemaOut,
  BlogAnswer: blogAnswerSchema,
  Workshop: workshopSchemaOut,
  Batch: batchSchemaOut,
  CourseSummary: courseSummarySchemaOut,
  Course: courseSchemaOut,
  AdminCourse: adminCourseSchemaOut,
  Lead: leadSchemaOut,
  LeadList: leadListSchemaOut,
  LeadDetail: leadDetailSchemaOut,
  LeadBulkAnswer: leadBulkSchemaOut,
  Health: healthSchema,
  Dashboard: dashboardSchemaOut,
  WebhookDelivery: webhookDeliverySchemaOut,
  WebhookDeliveryList: webhookDeliveryListSchemaOut,
  AdminAccount: adminAccountSchemaOut,
  AdminCode: adminCodeSchemaOut,
  AuditEntry: auditEntrySchemaOut,
  AuditList: auditListSchemaOut,
  AlumniStory: alumniStorySchemaOut,
  HiringPartner: hiringPartnerSchemaOut,
  SiteSettings: siteSettingsSchemaOut,
} as const;
export type ComponentName = keyof typeof COMPONENT_SCHEMAS;

/*
 * Type-level agreement: each object schema names exactly the DTO's properties (a property added to a
 * DTO and not here, or the other way round, fails `npm run typecheck`). `version` is allowed ahead of h2's DTOs.
 */
type PropsOf<S> = S extends { properties: infer P } ? keyof P : never;
type RequiredOf<S> = S extends { required: readonly (infer R)[] } ? R : never;
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<S, T, Extra extends PropertyKey = never> =
  Same<Exclude<PropsOf<S>, Extra>, Exclude<keyof T, Extra>> extends true
    ? Same<Exclude<RequiredOf<S>, Extra>, Exclude<keyof T, OptionalKeys<T> | Extra>> extends true
      ? true
      : false
    : false;
type Assert<T extends true> = T;
export type SchemaTypeChecks = [
  Assert<Agrees<typeof apiErrorSchema, ApiError>>,
  Assert<Agrees<typeof userSchema, UserDto>>,
  Assert<Agrees<typeof imageSchema, ImageDto>>,
  Assert<Agrees<typeof jobSchemaOut, JobDto, 'version'>>,
  Assert<Agrees<typeof blogSchemaOut, BlogDto, 'version'>>,
  Assert<Agrees<typeof workshopSchemaOut, WorkshopDto, 'version'>>,
  Assert<Agrees<typeof leadSchemaOut, LeadDto>>,
  Assert<Agrees<typeof dashboardSchemaOut, DashboardDto>>,
  Assert<Agrees<typeof webhookDeliverySchemaOut, WebhookDeliveryDto>>,
  Assert<Agrees<typeof webhookDeliveryListSchemaOut, WebhookDeliveryListResponse>>,
  Assert<Agrees<typeof leadDetailSchemaOut, LeadDetailDto>>,
  Assert<Agrees<typeof leadNoteSchemaOut, LeadNoteDto>>,
  Assert<Agrees<typeof leadEventSchemaOut, LeadEventDto>>,
  Assert<Agrees<typeof leadFileSchemaOut, LeadFileDto>>,
  Assert<Agrees<typeof leadBulkSchemaOut, LeadBulkResponse>>,
  Assert<Agrees<typeof batchSchemaOut, BatchDto>>,
  Assert<Agrees<typeof courseSummarySchemaOut, CourseSummaryDto>>,
  Assert<Agrees<typeof courseSchemaOut, CourseDto>>,
  Assert<Agrees<typeof adminCourseSchemaOut, AdminCourseDto>>,
  Assert<Agrees<typeof leadListSchemaOut, LeadListResponse>>,
  Assert<Agrees<typeof adminAccountSchemaOut, AdminAccountDto>>,
  Assert<Agrees<typeof adminCodeSchemaOut, AdminCodeResponse>>,
  Assert<Agrees<typeof auditEntrySchemaOut, AuditEntryDto>>,
  Assert<Agrees<typeof auditListSchemaOut, AuditListResponse>>,
  Assert<Agrees<typeof alumniStorySchemaOut, AlumniStoryDto>>,
  Assert<Agrees<typeof hiringPartnerSchemaOut, HiringPartnerDto>>,
  Assert<Agrees<typeof siteSettingsSchemaOut, SiteSettingsDto>>,
  Assert<Agrees<(typeof checkSchema)['oneOf'][0], Extract<CheckResponse, { ok: true }>>>,
  Assert<Agrees<(typeof checkSchema)['oneOf'][1], Extract<CheckResponse, { ok: false }>>>,
];
