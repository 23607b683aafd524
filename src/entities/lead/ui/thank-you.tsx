import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';

export const THANK_YOU_TITLE = 'Thank you for your request!';
export const THANK_YOU_TEXT = 'Our team will get in touch with you shortly.';

export interface LeadThankYouProps {
  action?: ReactNode;
  /** Instead of the usual thanks, e.g. for a registration that joined a waitlist. */
  title?: string;
  text?: string;
  /** What was booked, said before the text (a workshop's name, time and the e-mail on its way). */
  details?: ReactNode;
}

/**
 * What replaces a lead form once the request is stored (docs/product.md §8). It takes the keyboard focus
 * (the form's button it replaces is gone), so a keyboard or screen-reader user lands on the thanks (issue 21).
 */
export function LeadThankYou({ action, title = THANK_YOU_TITLE, text = THANK_YOU_TEXT, details }: LeadThankYouProps) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography
        ref={heading}
        tabIndex={-1}
        variant="h5"
        component="p"
        sx={{ fontWeight: 700, mt: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 4 } }}
      >
        {title}
      </Typography>
      {details ? <Typography sx={{ mt: 1 }}>{details}</Typography> : null}
      <Typography sx={{ mt: 1 }}>{text}</Typography>
      {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
    </Box>
  );
}
