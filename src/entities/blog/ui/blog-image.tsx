import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageDto } from '@contract';
import { imageSource } from '../lib/image-source';

export interface BlogImageProps {
  image: ImageDto;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right variant. */
  sizes: string;
  /** Above the fold (banner): load eagerly with high priority; otherwise lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** A stored image: WebP srcset, intrinsic width/height (no layout shift), lazy below the fold. */
export function BlogImage({ image, alt, sizes, priority = false, sx }: BlogImageProps) {
  const source = imageSource(image);
  return (
    <Box
      component="img"
      src={source.src}
      srcSet={source.srcSet}
      sizes={sizes}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      sx={{ display: 'block', width: '100%', height: 'auto', objectFit: 'cover', ...sx }}
    />
  );
}
