import { Link as RouterLink, useLocation, useMatch } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CallIcon from '@mui/icons-material/Call';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { ROUTES, SITE } from '@contract';
import { useGetCoursesQuery } from '@/entities/course';
import { telHref } from '@/shared/config';
import { BRAND } from '@/shared/ui/theme';

/** The bar's height: the page keeps this much room at its end so the bar never covers its last lines. */
export const MOBILE_ACTION_BAR_HEIGHT = 64;

/** A wa.me link to the institute's first number, with a message that names the course the visitor is reading about. */
export function whatsAppHref(courseTitle: string | null): string {
  const number = (SITE.phones[0] ?? '').replace(/\D/g, '');
  const text = courseTitle
    ? `Hello ITX, I would like to know about the ${courseTitle} course.`
    : 'Hello ITX, I would like to know about your courses.';
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

const actionSx = { flex: 1, minHeight: 48, borderRadius: 0, fontWeight: 700, textTransform: 'none', fontSize: '0.95rem' } as const;

/**
 * Talk to someone now, on a phone (issue 21): Call, WhatsApp and "Book free demo" kept at the bottom of the
 * screen on public pages below 900 px. On a course page the WhatsApp message and the demo form name its course.
 */
export function MobileActionBar() {
  const { pathname } = useLocation();
  const slug = useMatch('/courses/:slug')?.params.slug ?? null;
  const { data: courses } = useGetCoursesQuery(undefined, { skip: !slug });
  if (pathname.startsWith('/admin')) return null;
  const course = slug ? (courses?.find((c) => c.slug === slug) ?? null) : null;
  const phone = SITE.phones[0] ?? '';
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
          href={whatsAppHref(course?.title ?? null)}
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
          to={course ? `${ROUTES.enroll}?course=${encodeURIComponent(course.slug)}` : ROUTES.enroll}
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
