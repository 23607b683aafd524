import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FluidImageProps {
  src: string;
  /** Empty for a decorative picture (the text beside it says what it shows). */
  alt: string;
  /** The picture's own size: the browser keeps its space before it loads. */
  width: number;
  height: number;
  loading?: 'eager' | 'lazy';
  decoding?: 'async' | 'auto' | 'sync';
  fetchPriority?: 'high' | 'low' | 'auto';
  testId?: string;
  /** More styles: an aspect ratio, rounded corners, a filter. */
  sx?: SxProps<Theme>;
}

/** A picture as wide as its box, its height following (a card's or a page header's banner). */
export function FluidImage({ src, alt, width, height, loading, decoding, fetchPriority, testId, sx = [] }: FluidImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      data-testid={testId}
      sx={[{ width: '100%', height: 'auto', display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
