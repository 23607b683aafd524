import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';

export interface PauseToggleProps {
  paused: boolean;
  onToggle: () => void;
  /** What moves ('pictures', 'gallery'): the button says 'Pause pictures' or 'Play pictures'. */
  what: string;
  sx?: SxProps<Theme>;
}

/** The small button that stops and restarts a moving strip of pictures (pressed while it is stopped). */
export function PauseToggle({ paused, onToggle, what, sx }: PauseToggleProps) {
  return (
    <Button variant="text" size="small" startIcon={paused ? <PlayArrow /> : <Pause />} onClick={onToggle} aria-pressed={paused} sx={sx}>
      {paused ? `Play ${what}` : `Pause ${what}`}
    </Button>
  );
}
