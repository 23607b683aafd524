import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BLOG_IMAGE_TYPES, type ImageDto } from '@contract';
import { BlogImage } from '@/entities/blog';
import { FileButton } from '@/shared/ui/fields';
import { ImageChoiceActions, ImagePreview, PreviewImage, useObjectUrl } from '@/shared/ui/image-preview';

export interface ImagePickerProps {
  name: 'image' | 'bannerImage';
  label: string;
  /** The image stored now (edit mode), shown until another is chosen or it is removed. */
  current: ImageDto | null;
  file: File | null;
  onFile: (file: File | null) => void;
  removed: boolean;
  onRemove: () => void;
  alt: string;
  onAltChange: (alt: string) => void;
  error?: string;
  disabled?: boolean;
}

/** A file input that takes image files only, with a preview and the image's alt text. */
export function ImagePicker({
  name,
  label,
  current,
  file,
  onFile,
  removed,
  onRemove,
  alt,
  onAltChange,
  error,
  disabled,
}: ImagePickerProps) {
  const id = useId();
  const previewUrl = useObjectUrl(file);
  const shown = !removed && current && !previewUrl ? current : null;

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 2, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, px: 0.5 }}>
        {label}
      </Typography>
      <ImagePreview aspectRatio={name === 'bannerImage' ? '16 / 5' : '16 / 9'}>
        {previewUrl ? (
          <PreviewImage src={previewUrl} alt={alt ? `Preview: ${alt}` : `Preview of the chosen ${label.toLowerCase()}`} />
        ) : shown ? (
          <BlogImage image={shown} alt={alt || `Current ${label.toLowerCase()}`} sizes="480px" sx={{ height: '100%' }} />
        ) : (
          <Typography color="text.secondary">No image chosen</Typography>
        )}
      </ImagePreview>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <FileButton
          id={id}
          name={name}
          accept={BLOG_IMAGE_TYPES.join(',')}
          disabled={disabled}
          ariaLabel={`Choose ${label.toLowerCase()} file`}
          describedBy={error ? `${id}-error` : undefined}
          onFile={onFile}
        >
          {file || shown ? 'Choose another image' : 'Choose image'}
        </FileButton>
        <ImageChoiceActions
          onClear={file ? () => onFile(null) : undefined}
          onRemove={shown ? onRemove : undefined}
          fileName={file?.name}
          disabled={disabled}
        />
      </Stack>
      {error ? (
        <FormHelperText id={`${id}-error`} error sx={{ mb: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
      <TextField
        name={`${name}Alt`}
        label={`${label} description (alt text)`}
        value={alt}
        onChange={(e) => onAltChange(e.target.value)}
        fullWidth
        size="small"
        disabled={disabled}
        helperText="What the image shows, for visitors who cannot see it."
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
    </Box>
  );
}
