import { JOB_TYPES, type JobDto } from '@contract';
import { answerWith, dateTime, int, str, version, type Agrees, type Assert } from '../../openapi/schema';

/** A job as the careers routes answer it (routes/api/career.ts, routes/admin/jobs.ts). */

export const jobSchemaOut = {
  $id: 'Job',
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

export const jobAnswerSchema = answerWith('JobAnswer', 'job', 'Job');

export type JobSchemaChecks = Assert<Agrees<typeof jobSchemaOut, JobDto, 'version'>>;
