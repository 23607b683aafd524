import * as yup from 'yup';
import { SLUG_PATTERN } from './slug';
import { VERSION_MESSAGE } from './record-version';
import { requiredText } from './validation';

/** The text fields of create-blog and PUT /api/blogs/{slug}; files arrive as multipart parts. */
export const blogSchema = yup.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 500),
  content: requiredText('Content', 50000),
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
  createdAt: string;
  updatedAt: string;
  /** 1 when created, +1 on every update; the single-item GET's ETag is `"<version>-<_id>"`. Send it back to update. */
  version: number;
}
