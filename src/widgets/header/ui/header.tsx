import { useId, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { ROUTES } from '@contract';
import { selectIsSignedIn } from '@/entities/session';
import { SignOutButton } from '@/features/sign-out';
import { useAppSelector } from '@/shared/lib/redux';
import { BRAND } from '@/shared/ui/theme';
import { ADMIN_LINKS, COURSE_LINKS, VISITOR_LINKS } from './nav-items';

const NavItem = styled(NavLink)(({ theme }) => ({
  color: BRAND.ink,
  fontWeight: 700,
  fontSize: '0.9rem',
  letterSpacing: '0.02em',
  textDecoration: 'none',
  padding: theme.spacing(1, 1.25),
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
          fontSize: '0.9rem',
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
          {COURSE_LINKS.map((c) => (
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

function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [coursesOpen, setCoursesOpen] = useState(false);
  const close = () => setOpen(false);
  const item = (label: string, to: string, nested = false) => (
    <ListItemButton key={to} component={NavLink} to={to} onClick={close} sx={{ pl: nested ? 4 : 2 }}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ display: { md: 'none' }, color: BRAND.navy }}
      >
        <MenuIcon />
      </IconButton>
      {/* A temporary Drawer is modal: it locks page scrolling while open. */}
      <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: 300 }, 'aria-label': 'Site menu' } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="nav" aria-label="Mobile">
          {signedIn ? (
            <>
              {ADMIN_LINKS.map((l) => item(l.label, l.to))}
              {item('Admin', ROUTES.adminHome)}
              <Box sx={{ px: 2, pt: 1 }}>
                <SignOutButton variant="outlined" color="primary" fullWidth onDone={close} />
              </Box>
            </>
          ) : (
            <>
              <ListItemButton aria-expanded={coursesOpen} onClick={() => setCoursesOpen((v) => !v)}>
                <ListItemText primary="COURSES" />
                {coursesOpen ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={coursesOpen} timeout="auto" unmountOnExit>
                <List disablePadding>{COURSE_LINKS.map((c) => item(c.label, c.to, true))}</List>
              </Collapse>
              {VISITOR_LINKS.map((l) => item(l.label, l.to))}
              <Box sx={{ px: 2, pt: 2 }}>
                <Button component={RouterLink} to={ROUTES.enroll} variant="contained" color="secondary" fullWidth onClick={close}>
                  Get A Call
                </Button>
              </Box>
            </>
          )}
        </List>
      </Drawer>
    </>
  );
}

/** The navigation of spec §2, swapped for the admin navigation while signed in. */
export function Header() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <AppBar position="sticky" color="inherit" elevation={1} component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: 68 }}>
          <Box component={RouterLink} to={ROUTES.home} aria-label="ITX home" sx={{ display: 'flex', mr: 2 }}>
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
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
            {signedIn ? (
              <>
                <Button component={RouterLink} to={ROUTES.adminHome} variant="contained">
                  Admin
                </Button>
                <SignOutButton variant="outlined" color="primary" />
              </>
            ) : (
              <Button component={RouterLink} to={ROUTES.enroll} variant="contained" color="secondary">
                Get A Call
              </Button>
            )}
          </Box>
          <MobileMenu signedIn={signedIn} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
