import { Link as RouterLink, useLocation, useMatch } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CallIcon from '@mui/icons-material/Call';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useGetCoursesQuery } from '@/entities/course';
import { telHref } from '@/shared/config';
import { demoHref, whatsAppHref, useSiteFacts } from '@/shared/lib/contact-links';
import { BRAND } from '@/shared/ui/theme';

/** The bar's height: the page keeps this much room at its end so the bar never covers its last lines. */
export const MOBILE_ACTION_BAR_HEIGHT = 64;

/** Each label on one line (a wrapped label also leaves checkers unable to judge its contrast over the page beneath). */
const actionSx = {
  flex: '1 1 auto',
  minHeight: 48,
  px: 1,
  borderRadius: 0,
  fontWeight: 700,
  textTransform: 'none',
  fontSize: '0.95rem',
  whiteSpace: 'nowrap',
} as const;

/**
 * Talk to someone now, on a phone (issue 21): Call, WhatsApp and "Book free demo" kept at the bottom of the
 * screen on public pages below 900 px. On a course page the WhatsApp message and the demo form name its course
 * (from 900 px the course page's side panel offers the same three).
 */
export function MobileActionBar() {
  const { pathname } = useLocation();
  const site = useSiteFacts();
  const slug = useMatch('/courses/:slug')?.params.slug ?? null;
  const { data: courses } = useGetCoursesQuery(undefined, { skip: !slug });
  if (pathname.startsWith('/admin')) return null;
  const course = slug ? (courses?.find((c) => c.slug === slug) ?? null) : null;
  const phone = site.mainPhone;
  return (
    <>
      {/* Room for the bar at the end of the page, so it never hides the footer's last lines. */}
      <Box aria-hidden sx={{ display: { xs: 'block', md: 'none' }, height: MOBILE_ACTION_BAR_HEIGHT }} />
      <Box
        component="nav"
        aria-label="Talk to us"
        data-testid="mobile-action-bar"
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 1200,
          height: MOBILE_ACTION_BAR_HEIGHT,
          bgcolor: 'primary.dark',
          borderTop: `1px solid ${BRAND.onDark.outline}`,
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        <Button
          href={telHref(phone)}
          startIcon={<CallIcon aria-hidden />}
          sx={{ ...actionSx, color: BRAND.white }}
          aria-label={`Call ${phone}`}
        >
          Call
        </Button>
        <Button
          href={whatsAppHref(site, course?.title ?? null)}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<WhatsAppIcon aria-hidden />}
          sx={{ ...actionSx, color: BRAND.white }}
          aria-label="WhatsApp us (opens in a new tab)"
        >
          WhatsApp
        </Button>
        <Button
          component={RouterLink}
          to={demoHref(course?.slug ?? null)}
          variant="contained"
          color="secondary"
          disableElevation
          sx={actionSx}
        >
          Book free demo
        </Button>
      </Box>
    </>
  );
}
