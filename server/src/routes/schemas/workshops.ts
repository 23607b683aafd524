import { WORKSHOP_CATEGORIES, WORKSHOP_STATUSES, type WorkshopDto } from '@contract';
import { dateTime, nullable, str, version, type Agrees, type Assert } from '../../openapi/schema';

/** A workshop as its routes answer it (routes/api/workshops.ts, routes/admin/workshops.ts). */

export const workshopSchemaOut = {
  $id: 'Workshop',
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

export type WorkshopSchemaChecks = Assert<Agrees<typeof workshopSchemaOut, WorkshopDto, 'version'>>;
