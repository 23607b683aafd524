import type { BlogDto, ImageDto, UploadedPictureDto } from '@contract';
import { answerWith, dateTime, int, nullable, ref, str, version, type Agrees, type Assert } from '../../openapi/schema';

/** A post as the blog routes answer it (routes/api/blogs.ts, routes/admin/blogs.ts). */

export const imageSchema = {
  $id: 'Image',
  type: 'object',
  required: ['hash', 'width', 'height', 'widths'],
  properties: { hash: str, width: int, height: int, widths: { type: 'array', items: int } },
  additionalProperties: false,
} as const;

/** A picture uploaded for an editor (routes/admin/images.ts): the stored image and the path a record saves. */
export const uploadedPictureSchema = {
  $id: 'UploadedPicture',
  type: 'object',
  required: ['hash', 'width', 'height', 'widths', 'path'],
  properties: {
    ...imageSchema.properties,
    path: { ...str, description: 'The address a course, story or partner saves as its picture (the variant up to 960 px wide).' },
  },
  additionalProperties: false,
} as const;

export const blogSchemaOut = {
  $id: 'Blog',
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
    image: nullable(ref('Image')),
    bannerImage: nullable(ref('Image')),
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

export const blogAnswerSchema = answerWith('BlogAnswer', 'blog', 'Blog');

export type BlogSchemaChecks = [
  Assert<Agrees<typeof imageSchema, ImageDto>>,
  Assert<Agrees<typeof uploadedPictureSchema, UploadedPictureDto>>,
  Assert<Agrees<typeof blogSchemaOut, BlogDto, 'version'>>,
];
