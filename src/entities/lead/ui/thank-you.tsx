import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';

export const THANK_YOU_TITLE = 'Thank you for your request!';
export const THANK_YOU_TEXT = 'Our team will get in touch with you shortly.';

/** What replaces a lead form once the request is stored (docs/product.md §8). */
export function LeadThankYou({ action }: { action?: ReactNode }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 1 }}>
        {THANK_YOU_TITLE}
      </Typography>
      <Typography sx={{ mt: 1 }}>{THANK_YOU_TEXT}</Typography>
      {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
    </Box>
  );
}
