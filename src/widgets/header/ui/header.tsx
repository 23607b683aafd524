import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { styled } from '@mui/material/styles';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { ROUTES } from '@contract';
import { selectIsSignedIn } from '@/entities/session';
import { SignOutButton } from '@/features/sign-out';
import { useAppSelector } from '@/shared/lib/redux';
import { BRAND } from '@/shared/ui/theme';
import { ADMIN_LINKS, useCourseLinks, VISITOR_LINKS } from './nav-items';

const NavItem = styled(NavLink)(({ theme }) => ({
  color: BRAND.ink,
  fontWeight: 700,
  fontSize: '0.9rem',
  letterSpacing: '0.02em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  padding: theme.spacing(1, 1.25),
  // Between 900 and 1199 px the full navigation must still fit one line (issue 21: it wrapped up to 989 px).
  [theme.breakpoints.between('md', 'lg')]: { fontSize: '0.8rem', letterSpacing: 0, padding: theme.spacing(1, 0.75) },
  borderBottom: '3px solid transparent',
  '&:hover': { color: BRAND.navy },
  '&.active': { color: BRAND.navy, borderBottomColor: BRAND.saffron },
  '&:focus-visible': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: 2, borderRadius: 2 },
}));

function CoursesDropdown() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const active = pathname.startsWith(ROUTES.courses);
  const courseLinks = useCourseLinks();
  return (
    <Box
      ref={wrapper}
      sx={{ position: 'relative' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        endIcon={<ExpandMore />}
        sx={{
          color: active ? BRAND.navy : BRAND.ink,
          fontWeight: 700,
          fontSize: { md: '0.8rem', lg: '0.9rem' },
          px: { md: 0.75, lg: 1 },
          whiteSpace: 'nowrap',
          borderRadius: 0,
          borderBottom: `3px solid ${active ? BRAND.saffron : 'transparent'}`,
        }}
      >
        COURSES
      </Button>
      <Paper
        id={menuId}
        elevation={6}
        hidden={!open}
        sx={{ position: 'absolute', top: '100%', left: 0, minWidth: 240, py: 1, zIndex: 10, display: open ? 'block' : 'none' }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {courseLinks.map((c) => (
            <li key={c.to}>
              <NavItem to={c.to} onClick={() => setOpen(false)} style={{ display: 'block', padding: '10px 18px', borderBottom: 'none' }}>
                {c.label}
              </NavItem>
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}

const loadMobileMenuDrawer = () => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadMobileMenuDrawer);

function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the closing slide still plays.
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-expanded={open}
        // Fetch the panel as soon as the visitor heads for the button, so it is there at the tap.
        onPointerEnter={() => void loadMobileMenuDrawer()}
        onTouchStart={() => void loadMobileMenuDrawer()}
        onFocus={() => void loadMobileMenuDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={{ display: { md: 'none' }, color: BRAND.navy }}
      >
        <MenuIcon />
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} signedIn={signedIn} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The navigation of docs/product.md §2 (with its phone "Get A Call", §2: contact actions), swapped for the admin navigation while signed in. */
export function Header() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: 68 }}>
          <Box
            component={RouterLink}
            to={ROUTES.home}
            aria-label="ITX home"
            sx={{ display: 'flex', flexShrink: 0, mr: { xs: 1, sm: 2, md: 1, lg: 2 } }}
          >
            <img src="/logo.svg" alt="ITX" width={120} height={40} />
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, flexGrow: 1 }}>
            {signedIn ? (
              ADMIN_LINKS.map((l) => (
                <NavItem key={l.to} to={l.to}>
                  {l.label}
                </NavItem>
              ))
            ) : (
              <>
                <CoursesDropdown />
                {VISITOR_LINKS.map((l) => (
                  <NavItem key={l.to} to={l.to}>
                    {l.label}
                  </NavItem>
                ))}
              </>
            )}
          </Box>
          {/* Below 900 px the phone "Get A Call" (margin-left: auto) pushes the menu button to the end instead. */}
          <Box sx={{ flexGrow: { xs: 1, md: 0 }, display: { xs: signedIn ? 'block' : 'none', md: 'block' } }} />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
            {signedIn ? (
              <>
                <Button component={RouterLink} to={ROUTES.adminHome} variant="contained">
                  Admin
                </Button>
                <SignOutButton variant="outlined" color="primary" />
              </>
            ) : (
              <Button
                component={RouterLink}
                to={ROUTES.enroll}
                variant="contained"
                color="secondary"
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                Get A Call
              </Button>
            )}
          </Box>
          {signedIn ? null : (
            // Phones (issue 21): "Get A Call" stays in the bar, not only in the menu. Compact so that logo, it and the
            // menu button fit one line from 320 px: 120 + 8 + 8 + at most about 92 + 8 + 40 px in a 288 px wide bar.
            <Button
              component={RouterLink}
              to={ROUTES.enroll}
              variant="contained"
              color="secondary"
              size="small"
              disableElevation
              sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto', minWidth: 0, px: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              Get A Call
            </Button>
          )}
          <MobileMenu signedIn={signedIn} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
