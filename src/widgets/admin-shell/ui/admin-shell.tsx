import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { canUse, ROUTES } from '@contract';
import { selectStaffRole, selectUser } from '@/entities/session';
import { SignOutButton } from '@/features/sign-out';
import { useAppSelector } from '@/shared/lib/redux';
import { BRAND } from '@/shared/ui/theme';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { areaOf } from '../model/sections';
import { AdminNav } from './admin-nav';
import { RoleRefused } from './role-refused';

/** Width of the side navigation on a desktop. */
export const ADMIN_NAV_WIDTH = 240;

const focusRing = { '&:focus-visible': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: 2, borderRadius: 1 } } as const;

export interface AdminShellProps {
  /** The id of the <main> (the skip link's target). */
  mainId: string;
  /** The page. */
  children: ReactNode;
}

/**
 * The admin area's frame (issue 20, the shell): a top bar with the way back to the site, the signed-in
 * admin and Logout; the sections on the side, permanent on a desktop and in a drawer opened from the
 * menu button on a phone; the page in the one <main>. No marketing header, banner or footer.
 */
export function AdminShell({ mainId, children }: AdminShellProps) {
  const theme = useTheme();
  // The server renders the desktop frame; CSS hides what a phone does not show until the browser knows the width.
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { defaultMatches: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const drawerId = useId();
  const user = useAppSelector(selectUser);
  const role = useAppSelector(selectStaffRole);
  const area = areaOf(useLocation().pathname);
  // A page outside the role's areas (issue 42): the menu hides it and the server refuses its data.
  const page = user && area && !canUse(role, area) ? <RoleRefused role={role} /> : children;

  // Widened past the breakpoint with the drawer open: the permanent navigation takes over.
  useEffect(() => {
    if (desktop) setMenuOpen(false);
  }, [desktop]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        component="header"
        position="fixed"
        color="inherit"
        elevation={0}
        // The theme's app bar layer: below every modal drawer and dialog (a lead's drawer opens over the bar,
        // never under it), above the permanent navigation, whose paper is lowered beneath it.
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1.5 }}>
          <IconButton
            edge="start"
            aria-label="Open admin menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? drawerId : undefined}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' }, color: BRAND.navy }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to={ROUTES.home}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: BRAND.navy, textDecoration: 'none', ...focusRing }}
          >
            <img src="/logo.svg" alt="ITX" width={96} height={32} />
            <Typography component="span" sx={{ fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: 3 }}>
              View site
            </Typography>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {user ? (
            <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.75, color: BRAND.ink }}>
              <AccountCircleOutlined aria-hidden sx={{ color: BRAND.muted }} />
              <Typography component="span" sx={{ fontWeight: 600 }}>
                <VisuallyHidden>Signed in as </VisuallyHidden>
                {user.name}
              </Typography>
            </Box>
          ) : null}
          <SignOutButton variant="outlined" color="primary" />
        </Toolbar>
      </AppBar>
      {desktop ? (
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', md: 'block' },
            width: ADMIN_NAV_WIDTH,
            flexShrink: 0,
            // The panel's colour runs the page's whole height, not only the fixed paper's screenful.
            alignSelf: 'stretch',
            bgcolor: BRAND.surface,
            borderRight: 1,
            borderColor: 'divider',
            '& .MuiDrawer-paper': {
              width: ADMIN_NAV_WIDTH,
              boxSizing: 'border-box',
              bgcolor: BRAND.surface,
              borderColor: 'divider',
              zIndex: theme.zIndex.appBar - 1,
            },
          }}
        >
          <Toolbar />
          <AdminNav />
        </Drawer>
      ) : (
        <Drawer
          id={drawerId}
          variant="temporary"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          slotProps={{ paper: { sx: { width: 280, bgcolor: BRAND.surface }, 'aria-label': 'Admin menu' } }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
            <IconButton aria-label="Close admin menu" onClick={() => setMenuOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Box>
          <AdminNav onNavigate={() => setMenuOpen(false)} />
        </Drawer>
      )}
      {/* tabIndex -1: the skip link moves the keyboard focus here, not only the scroll position. */}
      <Box component="main" id={mainId} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, '&:focus': { outline: 'none' } }}>
        <Toolbar />
        {page}
      </Box>
    </Box>
  );
}
