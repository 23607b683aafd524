import { BLOG_IMAGE_TYPES, IMAGE_MAX_BYTES } from '@contract';
import { errorMessage, fieldErrors } from '@/shared/api';

/** The file types the picker offers and the server takes (the same as blog images). */
export const PICTURE_ACCEPT = BLOG_IMAGE_TYPES.join(',');

export const PICTURE_UPLOAD_FAILED_MESSAGE = 'Failed to upload the image.';

/** Why a chosen file cannot be sent, or null when it may (the server checks the bytes again). */
export function pictureFileProblem(file: File): string | null {
  if (!(BLOG_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Please choose a JPEG, PNG, WebP or GIF image.';
  if (file.size > IMAGE_MAX_BYTES) return `The image must be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;
  return null;
}

/** True for a picture an admin uploaded (served by the images API), false for the site's own illustrations. */
export const isUploadedPicture = (path: string) => path.startsWith('/api/images/');

/** The message to show at a picture field for a refused upload: the server's field error, else its message. */
export function pictureRequestError(error: unknown, fallback: string): string {
  return fieldErrors(error).image ?? errorMessage(error, fallback);
}
