import {
  COUNTRY_CODES,
  JOB_TYPES,
  LEAD_FORMS,
  LEAD_STATUSES,
  WORKSHOP_CATEGORIES,
  type ApiError,
  type BlogDto,
  type CheckResponse,
  type ImageDto,
  type JobDto,
  type LeadDto,
  type LeadListResponse,
  type UserDto,
  type WorkshopDto,
} from '@contract';

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

export const userAnswerSchema = {
  type: 'object',
  required: ['message', 'user'],
  properties: { message: str, user: { $ref: '#/components/schemas/User' } },
  additionalProperties: false,
} as const;

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
    expired: { type: 'boolean', description: 'Only in the admin list: past its closing date.' },
    version,
  },
  additionalProperties: false,
} as const;

export const jobAnswerSchema = {
  type: 'object',
  required: ['message', 'job'],
  properties: { message: str, job: { $ref: '#/components/schemas/Job' } },
  additionalProperties: false,
} as const;

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
    createdAt: dateTime,
    updatedAt: dateTime,
    version,
  },
  additionalProperties: false,
} as const;

export const blogAnswerSchema = {
  type: 'object',
  required: ['message', 'blog'],
  properties: { message: str, blog: { $ref: '#/components/schemas/Blog' } },
  additionalProperties: false,
} as const;

export const workshopSchemaOut = {
  type: 'object',
  required: [
    'version',
    '_id',
    'slug',
    'title',
    'description',
    'category',
    'date',
    'dateIso',
    'duration',
    'sessions',
    'topics',
    'highlights',
    'image',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    _id: str,
    slug: str,
    title: str,
    description: str,
    category: { type: 'string', enum: [...WORKSHOP_CATEGORIES] },
    date: str,
    dateIso: nullable(str),
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
    createdAt: dateTime,
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
  Lead: leadSchemaOut,
  LeadList: leadListSchemaOut,
  Health: healthSchema,
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
  Assert<Agrees<typeof leadListSchemaOut, LeadListResponse>>,
  Assert<Agrees<(typeof checkSchema)['oneOf'][0], Extract<CheckResponse, { ok: true }>>>,
  Assert<Agrees<(typeof checkSchema)['oneOf'][1], Extract<CheckResponse, { ok: false }>>>,
];
