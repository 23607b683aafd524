import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ImagePreviewProps {
  /** The shape the image will have where it is shown ('16 / 9'). */
  aspectRatio: string;
  /** The picture (see PreviewImage), or a text saying there is none. */
  children: ReactNode;
  /** More styles: a border, a largest width. */
  sx?: SxProps<Theme>;
}

/** The grey frame an image field shows its picture in, with the picture's shape; anything else is centred in it. */
export function ImagePreview({ aspectRatio, children, sx = [] }: ImagePreviewProps) {
  return (
    <Box
      sx={[
        {
          aspectRatio,
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          mb: 1.5,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** A picture that fills its ImagePreview frame, cropped to its shape. */
export function PreviewImage({ src, alt }: { src: string; alt: string }) {
  return <Box component="img" src={src} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />;
}
