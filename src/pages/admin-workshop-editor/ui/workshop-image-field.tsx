import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMAGE_MAX_BYTES } from '@contract';
import { FileButton } from '@/shared/ui/fields';
import { ImagePreview, PreviewImage, useObjectUrl } from '@/shared/ui/image-preview';
import { UploadProgress } from '@/shared/ui/upload-progress';
import { isUploadedPicture, PICTURE_ACCEPT } from '@/features/upload-picture';

export type ImageBusy = 'uploading' | 'removing' | null;

export interface WorkshopImageFieldProps {
  /** The file input's id (its labels, help and error hang off it). */
  id: string;
  /** The workshop's image now: a path such as /images/workshops/x.svg or /api/images/….webp; '' for none yet. */
  image: string;
  /** A chosen file not (yet) stored: previewed instead of `image`. */
  file: File | null;
  /** Called with the file the admin chose (checked by the caller). */
  onChoose: (file: File) => void;
  /** Drops the chosen file; without it, no "Clear choice" button. */
  onClear?: () => void;
  /** Puts the default illustration back; offered only for an uploaded image. */
  onRemove?: () => void;
  busy: ImageBusy;
  /** How much of the image has gone up (0–100) while it uploads; null when nothing uploads. */
  progress?: number | null;
  disabled?: boolean;
  error?: string;
}

const BUSY_TEXT = { uploading: 'Uploading…', removing: 'Removing image…' } as const;

/** The workshop's picture: a labelled file input (images only) with a preview of the current or chosen image. */
export function WorkshopImageField({
  id,
  image,
  file,
  onChoose,
  onClear,
  onRemove,
  busy,
  progress = null,
  disabled,
  error,
}: WorkshopImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(file);

  // The input and the Remove button are disabled (or gone) while a request runs: give the focus back to the input
  // when it was lost on the way, so a keyboard user goes on from where they were.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && (document.activeElement === null || document.activeElement === document.body)) input.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const off = disabled || busy !== null;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;

  return (
    <Box sx={{ gridColumn: '1 / -1', position: 'relative' }}>
      <FormLabel htmlFor={id} error={Boolean(error)} sx={{ display: 'block', fontWeight: 700, mb: 1, color: 'text.primary' }}>
        Image
      </FormLabel>
      <ImagePreview aspectRatio="16 / 9" sx={{ maxWidth: 480, border: 1, borderColor: error ? 'error.main' : 'divider' }}>
        {previewUrl ? (
          <PreviewImage src={previewUrl} alt="Preview of the chosen image" />
        ) : image ? (
          <PreviewImage src={image} alt="Current workshop image" />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            No image chosen: the workshop shows the default illustration.
          </Typography>
        )}
      </ImagePreview>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <FileButton
          id={id}
          name="image"
          accept={PICTURE_ACCEPT}
          disabled={off}
          describedBy={error ? `${errorId} ${helpId}` : helpId}
          invalid={Boolean(error)}
          inputRef={input}
          onFile={(chosen) => chosen && onChoose(chosen)}
        >
          {file || image ? 'Choose another image' : 'Choose image'}
        </FileButton>
        {file && onClear && !busy ? (
          <Button variant="text" onClick={onClear} disabled={off}>
            Clear choice
          </Button>
        ) : !file && onRemove && isUploadedPicture(image) ? (
          <Button variant="text" color="error" onClick={onRemove} disabled={off}>
            Remove image
          </Button>
        ) : null}
        {file ? (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {file.name}
          </Typography>
        ) : null}
        <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          {busy && !(busy === 'uploading' && progress !== null) ? (
            <>
              <CircularProgress size={18} aria-hidden="true" />
              <Typography variant="body2">{BUSY_TEXT[busy]}</Typography>
            </>
          ) : null}
        </Box>
      </Stack>
      {busy === 'uploading' && progress !== null ? (
        <Box sx={{ maxWidth: 480, mt: 1.5 }}>
          <UploadProgress id={`${id}-progress`} label="Uploading image" percent={progress} />
        </Box>
      ) : null}
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
      <FormHelperText id={helpId}>
        Optional: JPEG, PNG, WebP or GIF, up to {IMAGE_MAX_BYTES / (1024 * 1024)} MB. Without one, the workshop shows the default
        illustration.
      </FormHelperText>
    </Box>
  );
}
