import Typography from '@mui/material/Typography';

/** The one-line note under seeded content (docs/product.md §3): what is shown is an example. */
export function AlumniSampleNote({ children }: { children: string }) {
  return (
    <Typography component="p" variant="body2" color="text.secondary" sx={{ mt: 2, fontStyle: 'italic' }}>
      {children}
    </Typography>
  );
}
