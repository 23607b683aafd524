import { API, imageSrcSet, type ImageDto } from '@contract';
import { backendUrl } from '@/shared/config';

export interface ImageSource {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** src (largest variant), srcset of every WebP width, and the intrinsic size that reserves layout space. */
export function imageSource(image: ImageDto): ImageSource {
  const widths = [...image.widths].sort((a, b) => a - b);
  const largest = widths[widths.length - 1] ?? image.width;
  return {
    src: backendUrl(API.images(image.hash, largest)),
    srcSet: imageSrcSet(image, backendUrl),
    width: largest,
    height: Math.round((image.height * largest) / image.width),
  };
}
