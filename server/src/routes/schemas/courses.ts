import { BATCH_DAYS, COURSE_MODES, type AdminCourseDto, type BatchDto, type CourseDto, type CourseSummaryDto } from '@contract';
import { int, nullable, ref, str, version, type Agrees, type Assert } from '../../openapi/schema';
import { recordedConsent } from './alumni';

/** Courses and their batches as the course routes answer them (routes/api/courses.ts, routes/admin/courses.ts). */

const day = { type: 'string', format: 'date', description: 'A Hyderabad calendar day (YYYY-MM-DD).' } as const;
const strList = { type: 'array', items: str } as const;

export const batchSchemaOut = {
  $id: 'Batch',
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
  imageAlt: { ...str, description: 'The card picture\'s text alternative; empty: "<title> course banner".' },
  rating: { type: 'number', minimum: 0, maximum: 5 },
  lessons: int,
  time: str,
  instructor: {
    type: 'object',
    required: ['name', 'role', 'avatar', 'experience', 'linkedin', 'bio', 'sample', 'consent'],
    properties: {
      name: str,
      role: str,
      avatar: { type: 'string', description: "Site path of the trainer's photo; empty when there is none." },
      experience: nullable(str),
      linkedin: nullable({ type: 'string', format: 'uri', description: 'https://www.linkedin.com/in/… profile address.' }),
      bio: nullable({ type: 'string', maxLength: 600 }),
      sample: { type: 'boolean', description: 'Seeded example profile, labelled "Sample" on the course page.' },
      consent: recordedConsent(
        "The trainer's written consent to their profile being shown (Hyderabad day, form); without it a visitor sees the name and role only.",
      ),
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
  nextBatch: nullable(ref('Batch')),
  version,
} as const;
const courseSummaryRequired = [
  '_id',
  'code',
  'slug',
  'title',
  'summary',
  'image',
  'imageAlt',
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
  $id: 'CourseSummary',
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
  batches: { type: 'array', items: ref('Batch') },
} as const;

export const courseSchemaOut = {
  $id: 'Course',
  type: 'object',
  required: [...courseSummaryRequired, 'details', 'batches'],
  properties: courseProperties,
  additionalProperties: false,
} as const;

export const adminCourseSchemaOut = {
  $id: 'AdminCourse',
  type: 'object',
  required: [...courseSummaryRequired, 'details', 'batches', 'archived', 'leads'],
  properties: { ...courseProperties, archived: { type: 'boolean' }, leads: { type: 'integer', minimum: 0 } },
  additionalProperties: false,
} as const;

export type CourseSchemaChecks = [
  Assert<Agrees<typeof batchSchemaOut, BatchDto>>,
  Assert<Agrees<typeof courseSummarySchemaOut, CourseSummaryDto>>,
  Assert<Agrees<typeof courseSchemaOut, CourseDto>>,
  Assert<Agrees<typeof adminCourseSchemaOut, AdminCourseDto>>,
];
