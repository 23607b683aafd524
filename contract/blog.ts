import * as yup from 'yup';
import { SLUG_PATTERN } from './slug';
import { VERSION_MESSAGE } from './record-version';
import { hasForbiddenCharacter, requiredText } from './validation';
import { toInstant } from './workshop';
import { BLOG_AUTHOR_NAME_MAX, BLOG_AUTHOR_ROLE_MAX } from './blog-topic';

/** What an admin may ask for a post: a draft only admins see, or published (at once, or at `publishAt`). */
export const BLOG_INPUT_STATUSES = ['draft', 'published'] as const;
export type BlogInputStatus = (typeof BLOG_INPUT_STATUSES)[number];
/** A post's state as the API tells it: `scheduled` is published with a `publishedAt` still ahead. */
export type BlogStatus = 'draft' | 'scheduled' | 'published';

export const BLOG_STATUS_MESSAGE = 'Status must be draft or published.';
export const PUBLISH_AT_MESSAGE = 'Publish time must be a date and time, e.g. 2030-01-31T09:30:00+05:30.';
/** A related course that is not in the catalogue (the server checks the address against the courses on offer). */
export const UNKNOWN_BLOG_COURSE_MESSAGE = 'Choose a course from the catalogue, or Match by topic.';

/** An optional byline text: absent keeps what the post has (old clients send none), empty clears it. */
function bylineText(label: string, max: number) {
  return yup
    .string()
    .trim()
    .optional()
    .max(max, `${label} must be at most ${max} characters.`)
    .test('no-control', `${label} contains an invalid character.`, (v) => v === undefined || !hasForbiddenCharacter(v));
}

/** A text a published post needs and a draft may leave empty (so a draft saves itself from its first words). */
function publishedText(label: string, max: number) {
  return yup
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .test('no-control', `${label} contains an invalid character.`, (v) => v === undefined || !hasForbiddenCharacter(v))
    .when('status', {
      is: 'draft',
      then: (s) => s.optional(),
      otherwise: (s) => s.required(`${label} is required.`),
    });
}

/** The text fields of create-blog and PUT /api/blogs/{slug}; files arrive as multipart parts. */
export const blogSchema = yup.object({
  title: requiredText('Title', 200),
  /** Required to publish; a draft may leave it empty. */
  description: publishedText('Description', 500),
  content: publishedText('Content', 50000),
  /** 'published' when absent, so clients that predate drafts keep publishing at once. */
  status: yup
    .string()
    .trim()
    .oneOf([...BLOG_INPUT_STATUSES], BLOG_STATUS_MESSAGE)
    .default('published'),
  /**
   * When a published post goes public: an ISO instant with its offset (or a date-time field's
   * YYYY-MM-DDTHH:mm, Hyderabad time). Ahead of now: the post is scheduled; past or absent: it goes public
   * when saved (a post already public keeps its date). Ignored for a draft.
   */
  publishAt: yup
    .string()
    .trim()
    .optional()
    .test('instant', PUBLISH_AT_MESSAGE, (v) => !v || toInstant(v) !== null),
  /** Only when the admin changes it; otherwise a new post's slug comes from its title and an edited post keeps its slug. */
  slug: yup
    .string()
    .trim()
    .lowercase()
    .optional()
    .max(200, 'Slug must be at most 200 characters.')
    .test('slug', 'Slug may hold only lower-case letters, digits and single hyphens.', (v) => !v || SLUG_PATTERN.test(v)),
  imageAlt: yup.string().trim().optional().max(200, 'Image description must be at most 200 characters.'),
  bannerImageAlt: yup.string().trim().optional().max(200, 'Banner image description must be at most 200 characters.'),
  /** The byline (issue 21). Absent: a new post is by DEFAULT_BLOG_AUTHOR and an edited one keeps its author; empty: DEFAULT_BLOG_AUTHOR. */
  authorName: bylineText('Author name', BLOG_AUTHOR_NAME_MAX),
  /** "Data Science Trainer, ITX"; absent keeps the post's, empty clears it. */
  authorRole: bylineText('Author role', BLOG_AUTHOR_ROLE_MAX),
  /**
   * The address of the course the post's call-to-action names; empty: matched by topic (docs/product.md §3);
   * absent keeps the post's. The server refuses a course not on offer (UNKNOWN_BLOG_COURSE_MESSAGE).
   */
  courseSlug: yup
    .string()
    .trim()
    .lowercase()
    .optional()
    .max(200, UNKNOWN_BLOG_COURSE_MESSAGE)
    .test('slug', UNKNOWN_BLOG_COURSE_MESSAGE, (v) => !v || SLUG_PATTERN.test(v)),
  /** The `version` the editor opened (optional, like `If-Match`): a stale one is refused with 409 and changes nothing. */
  version: yup
    .number()
    .typeError(VERSION_MESSAGE)
    .optional()
    .integer(VERSION_MESSAGE)
    .min(1, VERSION_MESSAGE)
    .max(2_147_483_647, VERSION_MESSAGE),
});
export type BlogInput = yup.InferType<typeof blogSchema>;

/** The multipart file fields of the blog form (docs/product.md §3). */
export const BLOG_IMAGE_FIELDS = ['image', 'bannerImage'] as const;
export type BlogImageField = (typeof BLOG_IMAGE_FIELDS)[number];

/** Image types the server accepts (checked by their bytes); the blog form's file inputs accept the same. */
export const BLOG_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** A stored image: WebP variants at `widths`, served at `API.images(hash, width)`. */
export interface ImageDto {
  hash: string;
  width: number;
  height: number;
  widths: number[];
}

/** A picture uploaded for an editor (`API.admin.images`): `path` is what the record stores and shows (issue 41). */
export interface UploadedPictureDto extends ImageDto {
  path: string;
}

export interface BlogDto {
  _id: string;
  title: string;
  description: string;
  content: string;
  slug: string;
  /** Path of the largest variant (the SPA prefixes the backend origin, docs/product.md §3); null when the post has none. */
  imageUrl: string | null;
  bannerImageUrl: string | null;
  imageAlt: string;
  bannerImageAlt: string;
  /** Sizes and variants, for srcset and layout without shifts. */
  image: ImageDto | null;
  bannerImage: ImageDto | null;
  /** The byline: who wrote the post ('ITX Editorial Team' unless named) and their role ('' when none). */
  authorName: string;
  authorRole: string;
  /** The course the post's call-to-action names; null: matched by topic (`courseForPost`). */
  courseSlug: string | null;
  /** Minutes to read the post's text at 200 words a minute, at least 1. */
  readingMinutes: number;
  /** Visitors see only `published` posts; `draft` and `scheduled` ones only admins (the admin list, previews). */
  status: BlogStatus;
  /** When the post went (or goes) public: the date pages show. Null for a draft never published. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** 1 when created, +1 on every update; the single-item GET's ETag is `"<version>-<_id>"`. Send it back to update. */
  version: number;
}
