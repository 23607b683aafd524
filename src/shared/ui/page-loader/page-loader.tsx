import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Full-screen loader shown until the first page's images have settled (spec §2). */
export function PageLoader({ visible }: { visible: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-hidden={!visible}
      data-testid="page-loader"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
        transition: 'opacity 200ms ease',
        opacity: visible ? 1 : 0,
        visibility: visible ? 'visible' : 'hidden',
        pointerEvents: visible ? 'auto' : 'none',
      }}
    >
      <CircularProgress aria-label="Loading" />
      <Typography color="text.secondary">Loading…</Typography>
    </Box>
  );
}
