import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CV_ACCEPT, CV_FIELD, CV_LABEL, cvFileProblem, formatFileSize } from '@contract';
import { FileButton } from '@/shared/ui/fields';
import { UploadProgress } from '@/shared/ui/upload-progress';

export interface CvFieldProps {
  /** The file input's id (its label, help and error hang off it). */
  id: string;
  /** The chosen CV; null: none (it is optional). */
  file: File | null;
  /** A file that passed the checks, or null when the applicant removes it. */
  onChange: (file: File | null) => void;
  /** A chosen file's problem (type or size), or the server's word on the one sent; '' for none. */
  error: string;
  onError: (message: string) => void;
  /** How much of the CV has gone up (0–100) while the application is sent; null when nothing uploads. */
  progress: number | null;
  disabled?: boolean;
}

/**
 * The application's optional CV (docs/product.md §5): a labelled file picker for PDF or Word files up to
 * 5 MB, checked here by name and size (the server checks the bytes), the chosen file's name and size with
 * a button to remove it, and the upload's progress while the application is sent.
 */
export function CvField({ id, file, onChange, error, onError, progress, disabled = false }: CvFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = cvFileProblem(chosen);
    onError(problem ?? '');
    onChange(problem ? null : chosen);
  };

  // A CV picked in the server's form before this code arrived (the form below the fold is hydrated as the
  // visitor heads there, useServerFormTakeover): the input still holds it. It is taken as if picked now,
  // before the browser paints, and before a submit the page held is sent.
  const adoptPicked = useEffectEvent((picker: HTMLInputElement) => {
    const picked = picker.files?.[0];
    if (!picked) return;
    picker.value = '';
    choose(picked);
  });
  useLayoutEffect(() => {
    if (input.current) adoptPicked(input.current);
  }, []);

  return (
    <Box>
      <FormLabel htmlFor={id} error={Boolean(error)} sx={{ display: 'block', mb: 1, color: 'text.primary' }}>
        {CV_LABEL}
      </FormLabel>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FileButton
          id={id}
          name={CV_FIELD}
          accept={CV_ACCEPT}
          disabled={disabled}
          describedBy={error ? `${errorId} ${helpId}` : helpId}
          invalid={Boolean(error)}
          inputRef={input}
          onFile={choose}
        >
          {file ? 'Choose another file' : 'Choose file'}
        </FileButton>
        {file ? (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name} ({formatFileSize(file.size)})
            </Typography>
            <Button
              variant="text"
              size="small"
              disabled={disabled}
              aria-label={`Remove ${file.name}`}
              onClick={() => {
                onChange(null);
                onError('');
                // The button goes with the file: the keyboard goes on from the picker.
                input.current?.focus();
              }}
            >
              Remove
            </Button>
          </>
        ) : null}
      </Stack>
      {progress !== null ? (
        <Box sx={{ mt: 1.5 }}>
          <UploadProgress id={`${id}-progress`} label="Uploading your CV" percent={progress} />
        </Box>
      ) : null}
      {error ? (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      ) : null}
      <FormHelperText id={helpId}>Optional: a PDF or Word (.docx) file. You can apply without one.</FormHelperText>
    </Box>
  );
}
