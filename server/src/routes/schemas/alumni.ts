import { ALUMNI_KINDS, CONSENT_FORMS, type AlumniStoryDto, type HiringPartnerDto } from '@contract';
import { dateTime, nullable, str, version, type Agrees, type Assert } from '../../openapi/schema';

/** A person's recorded written consent (issue 41): the Hyderabad day it was given and its form, or null. */
export const recordedConsent = (description: string) =>
  ({
    ...nullable({
      type: 'object',
      required: ['date', 'form'],
      properties: { date: { type: 'string', format: 'date' }, form: { type: 'string', enum: [...CONSENT_FORMS] } },
      additionalProperties: false,
    }),
    description,
  }) as const;

/** Alumni stories and hiring partners (routes/api/alumni.ts, routes/admin/alumni.ts). */

export const alumniStorySchemaOut = {
  $id: 'AlumniStory',
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
    'consent',
    'photo',
    'courseDuration',
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
    consent: recordedConsent(
      "The learner's written consent to publishing (Hyderabad day, form); a real story without it is never on the site.",
    ),
    photo: { ...str, description: "An uploaded photo of the learner (its text alternative is the name); '' when none." },
    courseDuration: { ...nullable(str), description: "How long the story's course runs; null when not tied to a course." },
    createdAt: dateTime,
    updatedAt: dateTime,
    version,
  },
  additionalProperties: false,
} as const;

export const hiringPartnerSchemaOut = {
  $id: 'HiringPartner',
  type: 'object',
  required: ['_id', 'name', 'logo', 'sample'],
  properties: {
    _id: str,
    name: str,
    logo: { ...str, description: "The uploaded logo (its text alternative is the name); '' when none: the name is shown." },
    sample: { type: 'boolean', description: 'Seeded example name, labelled as a sample on the site.' },
  },
  additionalProperties: false,
} as const;

export type AlumniSchemaChecks = [
  Assert<Agrees<typeof alumniStorySchemaOut, AlumniStoryDto>>,
  Assert<Agrees<typeof hiringPartnerSchemaOut, HiringPartnerDto>>,
];
