import type { ChangeEvent, Ref } from 'react';
import Box from '@mui/material/Box';
import { BRAND } from '../theme';

export interface FileButtonProps {
  id: string;
  name: string;
  /** The file types the picker offers (`accept`). */
  accept: string;
  /** The button's face ("Choose image"). */
  children: string;
  disabled?: boolean;
  /** The input's accessible name when its visible label is elsewhere. */
  ariaLabel?: string;
  /** Ids of the help and error texts that describe the input. */
  describedBy?: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The chosen file (null when the choice was cancelled); the input is emptied, so choosing the same file again fires too. */
  onFile: (file: File | null) => void;
}

/**
 * A file picker that looks like an outlined button: the native input (visually hidden) keeps the focus and the
 * keyboard (Enter or Space opens the picker), and the label beside it is its face, with the input's focus ring.
 */
export function FileButton({
  id,
  name,
  accept,
  children,
  disabled = false,
  ariaLabel,
  describedBy,
  invalid,
  inputRef,
  onFile,
}: FileButtonProps) {
  return (
    <>
      <Box
        component="input"
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          const chosen = e.target.files?.[0] ?? null;
          e.target.value = '';
          onFile(chosen);
        }}
        sx={{ position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden' }}
      />
      <Box
        component="label"
        htmlFor={id}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          px: 2,
          py: 0.75,
          border: 1,
          borderColor: disabled ? 'action.disabled' : 'primary.main',
          borderRadius: 1,
          color: disabled ? 'text.disabled' : 'primary.main',
          fontWeight: 700,
          fontSize: '0.875rem',
          lineHeight: 1.75,
          cursor: disabled ? 'default' : 'pointer',
          '&:hover': disabled ? undefined : { bgcolor: 'action.hover' },
          'input:focus-visible + &': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: 2 },
        }}
      >
        {children}
      </Box>
    </>
  );
}
