import { BLOG_IMAGE_TYPES, IMAGE_MAX_BYTES, type BlogDto, type BlogImageField } from '@contract';

export interface BlogFormValues {
  title: string;
  description: string;
  content: string;
  slug: string;
  imageAlt: string;
  bannerImageAlt: string;
}

export interface ChosenImages {
  image: File | null;
  bannerImage: File | null;
}

export function blogToForm(blog?: BlogDto): BlogFormValues {
  return {
    title: blog?.title ?? '',
    description: blog?.description ?? '',
    content: blog?.content ?? '',
    slug: blog?.slug ?? '',
    imageAlt: blog?.imageAlt ?? '',
    bannerImageAlt: blog?.bannerImageAlt ?? '',
  };
}

/** Why a chosen file cannot be sent, or null when it may (the server checks the bytes again). */
export function imageFileProblem(file: File): string | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Please choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > IMAGE_MAX_BYTES) return `The image must be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;
  return null;
}

/**
 * The multipart body of create-blog / PUT (docs/product.md §7). The slug goes only when the admin changed it, so a
 * title edit keeps the post's address; a removed image is sent as removeImage / removeBannerImage.
 */
export function toFormData(
  values: BlogFormValues,
  files: ChosenImages,
  removed: Record<BlogImageField, boolean>,
  original?: BlogDto,
): FormData {
  const body = new FormData();
  body.append('title', values.title.trim());
  body.append('description', values.description.trim());
  body.append('content', values.content);
  const slug = values.slug.trim();
  if (original && slug && slug !== original.slug) body.append('slug', slug);
  body.append('imageAlt', values.imageAlt.trim());
  body.append('bannerImageAlt', values.bannerImageAlt.trim());
  if (files.image) body.append('image', files.image);
  else if (removed.image) body.append('removeImage', 'true');
  if (files.bannerImage) body.append('bannerImage', files.bannerImage);
  else if (removed.bannerImage) body.append('removeBannerImage', 'true');
  // The version the form was opened at: the server refuses the save if someone else saved since.
  if (original) body.append('version', String(original.version));
  return body;
}
