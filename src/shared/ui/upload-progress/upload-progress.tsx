import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface UploadProgressProps {
  /** Its element id (the label hangs off it). */
  id: string;
  /** What is uploading, e.g. "Uploading images". */
  label: string;
  /** 0–100. */
  percent: number;
}

/** A file upload's progress: a determinate bar named by its label, with the percent written beside it. */
export function UploadProgress({ id, label, percent }: UploadProgressProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const labelId = `${id}-label`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
      <Typography id={labelId} variant="body2">
        {label}… {value}%
      </Typography>
      <LinearProgress id={id} variant="determinate" value={value} aria-labelledby={labelId} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}
