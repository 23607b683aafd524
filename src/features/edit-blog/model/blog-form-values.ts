import { ValidationError } from 'yup';
import {
  BLOG_IMAGE_TYPES,
  blogSchema,
  IMAGE_MAX_BYTES,
  isoToIstLocal,
  toFieldErrors,
  toInstant,
  type BlogDto,
  type BlogImageField,
} from '@contract';

/** Draft (admins only), published (now, or already), or scheduled for `publishAt`. */
export type BlogVisibility = 'draft' | 'published' | 'scheduled';

export interface BlogFormValues {
  title: string;
  description: string;
  content: string;
  slug: string;
  imageAlt: string;
  bannerImageAlt: string;
  visibility: BlogVisibility;
  /** A date-time field's value, YYYY-MM-DDTHH:mm in Hyderabad time; used when scheduled. */
  publishAt: string;
  /** The byline (issue 21): empty is the default byline, ITX Editorial Team. */
  authorName: string;
  authorRole: string;
  /** The related course's address; empty: matched by topic. */
  courseSlug: string;
}

export type BlogFormErrors = Partial<Record<keyof BlogFormValues, string>>;

export interface ChosenImages {
  image: File | null;
  bannerImage: File | null;
}

export const PUBLISH_AT_REQUIRED = 'Choose when the post goes public.';
export const PUBLISH_AT_PAST = 'Choose a time in the future, or publish now.';

/** The form of a post: a new post is published when saved unless the admin makes it a draft or schedules it. */
export function blogToForm(blog?: BlogDto): BlogFormValues {
  return {
    title: blog?.title ?? '',
    description: blog?.description ?? '',
    content: blog?.content ?? '',
    slug: blog?.slug ?? '',
    imageAlt: blog?.imageAlt ?? '',
    bannerImageAlt: blog?.bannerImageAlt ?? '',
    visibility: blog?.status ?? 'published',
    publishAt: blog?.status === 'scheduled' && blog.publishedAt ? isoToIstLocal(blog.publishedAt) : '',
    authorName: blog?.authorName ?? '',
    authorRole: blog?.authorRole ?? '',
    courseSlug: blog?.courseSlug ?? '',
  };
}

/** Whether two snapshots of the form hold the same post (what a save would send). */
export function sameValues(a: BlogFormValues, b: BlogFormValues): boolean {
  return (Object.keys(a) as (keyof BlogFormValues)[]).every((k) => a[k] === b[k]);
}

/** Why a chosen file cannot be sent, or null when it may (the server checks the bytes again). */
export function imageFileProblem(file: File): string | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Please choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > IMAGE_MAX_BYTES) return `The image must be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;
  return null;
}

const FORM_FIELDS: ReadonlySet<string> = new Set<keyof BlogFormValues>([
  'title',
  'description',
  'content',
  'slug',
  'imageAlt',
  'bannerImageAlt',
  'visibility',
  'publishAt',
  'authorName',
  'authorRole',
  'courseSlug',
]);

/** The form field that shows the server's (or the schema's) error of `path`; null when the form has none (images have their pickers). */
export function blogFormField(path: string): keyof BlogFormValues | null {
  if (path === 'status') return 'visibility';
  return FORM_FIELDS.has(path) ? (path as keyof BlogFormValues) : null;
}

/**
 * Formik `validate`: the contract's blogSchema (the server's rules: a draft needs only its title), and a
 * scheduled post needs a time ahead of `now`.
 */
export function validateBlogForm(values: BlogFormValues, now: Date = new Date()): BlogFormErrors {
  const errors: BlogFormErrors = {};
  try {
    blogSchema.validateSync(
      {
        title: values.title,
        description: values.description,
        content: values.content,
        slug: values.slug,
        imageAlt: values.imageAlt,
        bannerImageAlt: values.bannerImageAlt,
        authorName: values.authorName,
        authorRole: values.authorRole,
        courseSlug: values.courseSlug,
        status: values.visibility === 'draft' ? 'draft' : 'published',
      },
      { abortEarly: false },
    );
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const [path, message] of Object.entries(toFieldErrors(error))) {
      const field = blogFormField(path);
      if (field && !errors[field]) errors[field] = message;
    }
  }
  if (values.visibility === 'scheduled') {
    const at = values.publishAt ? toInstant(values.publishAt) : null;
    if (!at) errors.publishAt = PUBLISH_AT_REQUIRED;
    else if (Date.parse(at) <= now.getTime()) errors.publishAt = PUBLISH_AT_PAST;
  }
  return errors;
}

export interface FormDataOptions {
  /** The post as stored (edit mode): its slug is kept unless changed, its version sent back. */
  original?: BlogDto;
  /** An autosave: the address stays as it is (a new address is the admin's explicit choice). */
  keepSlug?: boolean;
  now?: Date;
}

/**
 * The multipart body of create-blog / PUT (docs/product.md §7). The slug goes only when the admin changed it, so a
 * title edit keeps the post's address; a removed image is sent as removeImage / removeBannerImage; the status
 * says draft or published, and publishAt when scheduled (or "now" for a scheduled post published at once); the
 * byline and the related course always (docs/product.md §3 "Blog extras").
 */
export function toFormData(
  values: BlogFormValues,
  files: ChosenImages,
  removed: Record<BlogImageField, boolean>,
  { original, keepSlug = false, now = new Date() }: FormDataOptions = {},
): FormData {
  const body = new FormData();
  body.append('title', values.title.trim());
  body.append('description', values.description.trim());
  body.append('content', values.content);
  const slug = values.slug.trim();
  if (original && !keepSlug && slug && slug !== original.slug) body.append('slug', slug);
  body.append('imageAlt', values.imageAlt.trim());
  body.append('bannerImageAlt', values.bannerImageAlt.trim());
  // Always sent, empty too: an empty author is the default byline, an empty course "Match by topic".
  body.append('authorName', values.authorName.trim());
  body.append('authorRole', values.authorRole.trim());
  body.append('courseSlug', values.courseSlug);
  body.append('status', values.visibility === 'draft' ? 'draft' : 'published');
  if (values.visibility === 'scheduled') body.append('publishAt', toInstant(values.publishAt) ?? values.publishAt);
  else if (values.visibility === 'published' && original?.status === 'scheduled') body.append('publishAt', now.toISOString());
  if (files.image) body.append('image', files.image);
  else if (removed.image) body.append('removeImage', 'true');
  if (files.bannerImage) body.append('bannerImage', files.bannerImage);
  else if (removed.bannerImage) body.append('removeBannerImage', 'true');
  // The version the form was opened at: the server refuses the save if someone else saved since.
  if (original) body.append('version', String(original.version));
  return body;
}
