import type { ImageDto } from './blog';
import { API } from './paths';

/**
 * How wide a post's images are shown (the `sizes` attribute): the SPA's <img> and the server's preload of
 * the same image use these, so the browser picks one variant and fetches it once.
 */
export const BLOG_IMAGE_SIZES = {
  /** A card of the blog list and the home teaser: one, two or three columns. */
  card: '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw',
  /** The banner across the top of a post. */
  banner: '100vw',
} as const;

/** The `srcset` of a stored image: every WebP variant with its width; `url` maps each path (the SPA's backend prefix). */
export function imageSrcSet(image: Pick<ImageDto, 'hash' | 'widths'>, url: (path: string) => string = (path) => path): string {
  return [...image.widths]
    .sort((a, b) => a - b)
    .map((w) => `${url(API.images(image.hash, w))} ${w}w`)
    .join(', ');
}
