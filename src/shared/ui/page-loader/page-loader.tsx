import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** How long the loader takes to fade out. */
export const PAGE_LOADER_FADE_MS = 200;

/**
 * Full-screen loader shown until the first page's images have settled (docs/product.md §2).
 *
 * The circle only turns (`disableShrink`: a transform the compositor runs, no style and paint pass on
 * the main thread every frame while the page starts), and it leaves the page once the loader has faded
 * out: an animation under `visibility: hidden` would go on ticking for the whole visit.
 */
export function PageLoader({ visible }: { visible: boolean }) {
  const [spinning, setSpinning] = useState(visible);
  if (visible && !spinning) setSpinning(true);
  useEffect(() => {
    if (visible) return;
    const id = window.setTimeout(() => setSpinning(false), PAGE_LOADER_FADE_MS);
    return () => window.clearTimeout(id);
  }, [visible]);
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
        transition: `opacity ${PAGE_LOADER_FADE_MS}ms ease`,
        opacity: visible ? 1 : 0,
        visibility: visible ? 'visible' : 'hidden',
        pointerEvents: visible ? 'auto' : 'none',
      }}
    >
      {spinning ? <CircularProgress aria-label="Loading" disableShrink /> : <Box sx={{ width: 40, height: 40 }} />}
      <Typography color="text.secondary">Loading…</Typography>
    </Box>
  );
}
