import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { API, IMAGE_MAX_BYTES, type UploadedPictureDto } from '@contract';
import { apiUrl, sessionExpired } from '@/shared/api';
import { useAppDispatch } from '@/shared/lib/redux';
import { uploadWithProgress } from '@/shared/lib/upload';
import { FileButton } from '@/shared/ui/fields';
import { ImagePreview, PreviewImage } from '@/shared/ui/image-preview';
import { UploadProgress } from '@/shared/ui/upload-progress';
import { PICTURE_ACCEPT, PICTURE_UPLOAD_FAILED_MESSAGE, pictureFileProblem, pictureRequestError } from '../lib/picture-file';

export interface PictureFieldProps {
  /** The file input's id (its label, help and error hang off it). */
  id: string;
  /** The field's visible name ("Trainer photo"). */
  label: string;
  /** The picture's path now ('' for none): an uploaded picture or one of the site's images. */
  value: string;
  /** Called with the path of the uploaded picture, or '' when it is removed; the record's save stores it. */
  onChange: (path: string) => void;
  /** What the preview shows, for a screen reader ("Photo of Lakshmi"). */
  previewAlt: string;
  /** Shown when there is no picture ("Without a photo the card shows the initials."). */
  emptyText: string;
  /** The preview's shape ('1 / 1' for a photo or a logo). */
  aspectRatio?: string;
  /** Offer "Remove picture" (for an optional picture). */
  removable?: boolean;
  /** The record's own error for this field (a refused save). */
  error?: string;
  disabled?: boolean;
}

/**
 * A picture of a record (a course's card, a trainer's or learner's photo, a partner's logo): the chosen file is
 * checked, uploaded at once with its progress shown (`POST /api/admin/images`, re-encoded to WebP by the server),
 * and its path handed to the form, which saves it with the record.
 */
export function PictureField({
  id,
  label,
  value,
  onChange,
  previewAlt,
  emptyText,
  aspectRatio = '16 / 9',
  removable = false,
  error,
  disabled,
}: PictureFieldProps) {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = progress !== null;

  // The input is disabled while the picture goes up: give the focus back to it afterwards.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && (document.activeElement === null || document.activeElement === document.body)) input.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const upload = async (file: File) => {
    const refused = pictureFileProblem(file);
    setProblem(refused);
    if (refused) return;
    const body = new FormData();
    body.append('image', file);
    setProgress(0);
    try {
      const result = await uploadWithProgress({ url: apiUrl(API.admin.images), method: 'POST', body, onProgress: setProgress });
      if ('error' in result) {
        if (result.error.status === 401) dispatch(sessionExpired());
        setProblem(pictureRequestError(result.error, PICTURE_UPLOAD_FAILED_MESSAGE));
        return;
      }
      onChange((result.data as UploadedPictureDto).path);
    } finally {
      setProgress(null);
    }
  };

  const shownError = problem ?? error;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;

  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <FormLabel htmlFor={id} error={Boolean(shownError)} sx={{ display: 'block', fontWeight: 700, mb: 1, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <ImagePreview
        aspectRatio={aspectRatio}
        sx={{ maxWidth: aspectRatio === '1 / 1' ? 160 : 360, border: 1, borderColor: shownError ? 'error.main' : 'divider' }}
      >
        {value ? (
          <PreviewImage src={value} alt={previewAlt} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1.5, textAlign: 'center' }}>
            {emptyText}
          </Typography>
        )}
      </ImagePreview>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1, mt: 1 }}>
        <FileButton
          id={id}
          name="image"
          accept={PICTURE_ACCEPT}
          disabled={disabled || busy}
          describedBy={shownError ? `${errorId} ${helpId}` : helpId}
          invalid={Boolean(shownError)}
          inputRef={input}
          onFile={(chosen) => chosen && void upload(chosen)}
        >
          {value ? 'Upload another picture' : 'Upload a picture'}
        </FileButton>
        {removable && value && !busy ? (
          <Button variant="text" color="error" onClick={() => onChange('')} disabled={disabled}>
            Remove picture
          </Button>
        ) : null}
      </Stack>
      {busy ? (
        <Box sx={{ maxWidth: 360, mt: 1.5 }}>
          <UploadProgress id={`${id}-progress`} label={`Uploading ${label.toLowerCase()}`} percent={progress} />
        </Box>
      ) : null}
      {shownError ? (
        <FormHelperText id={errorId} error>
          {shownError}
        </FormHelperText>
      ) : null}
      <FormHelperText id={helpId}>
        JPEG, PNG, WebP or GIF, up to {IMAGE_MAX_BYTES / (1024 * 1024)} MB; it is stored as you upload it and shown once you save.
      </FormHelperText>
    </Box>
  );
}
