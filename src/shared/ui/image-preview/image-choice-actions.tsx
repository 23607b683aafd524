import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface ImageChoiceActionsProps {
  /** Drops the chosen file ('Clear choice'); absent when there is nothing to clear. */
  onClear?: () => void;
  /** Removes the stored image ('Remove image'); absent when there is none to remove, or a file is chosen. */
  onRemove?: () => void;
  /** The chosen file's name, shown beside the buttons. */
  fileName?: string;
  disabled?: boolean;
}

/** What an image field offers beside its file button: clear the chosen file or remove the stored image, and the chosen file's name. */
export function ImageChoiceActions({ onClear, onRemove, fileName, disabled }: ImageChoiceActionsProps) {
  return (
    <>
      {onClear ? (
        <Button variant="text" onClick={onClear} disabled={disabled}>
          Clear choice
        </Button>
      ) : onRemove ? (
        <Button variant="text" color="error" onClick={onRemove} disabled={disabled}>
          Remove image
        </Button>
      ) : null}
      {fileName ? (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {fileName}
        </Typography>
      ) : null}
    </>
  );
}
