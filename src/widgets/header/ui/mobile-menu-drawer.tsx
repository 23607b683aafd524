import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { ROUTES } from '@contract';
import { SignOutButton } from '@/features/sign-out';
import { ADMIN_LINKS, useCourseLinks, VISITOR_LINKS } from './nav-items';

/**
 * The hamburger menu's panel. Its own chunk: the Drawer (a modal with focus trap, backdrop and slide) is
 * loaded when a phone visitor first reaches for the menu, not with every page.
 */
export default function MobileMenuDrawer({ open, signedIn, onClose }: { open: boolean; signedIn: boolean; onClose: () => void }) {
  const [coursesOpen, setCoursesOpen] = useState(false);
  const courseLinks = useCourseLinks();
  const item = (label: string, to: string, nested = false) => (
    <ListItemButton key={to} component={NavLink} to={to} onClick={onClose} sx={{ pl: nested ? 4 : 2 }}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    // A temporary Drawer is modal: it locks page scrolling while open.
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 }, 'aria-label': 'Site menu' } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label="Mobile">
        {signedIn ? (
          <>
            {ADMIN_LINKS.map((l) => item(l.label, l.to))}
            {item('Admin', ROUTES.adminHome)}
            <Box sx={{ px: 2, pt: 1 }}>
              <SignOutButton variant="outlined" color="primary" fullWidth onDone={onClose} />
            </Box>
          </>
        ) : (
          <>
            <ListItemButton aria-expanded={coursesOpen} onClick={() => setCoursesOpen((v) => !v)}>
              <ListItemText primary="COURSES" />
              {coursesOpen ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={coursesOpen} timeout="auto" unmountOnExit>
              <List disablePadding>{courseLinks.map((c) => item(c.label, c.to, true))}</List>
            </Collapse>
            {VISITOR_LINKS.map((l) => item(l.label, l.to))}
            <Box sx={{ px: 2, pt: 2 }}>
              <Button component={RouterLink} to={ROUTES.enroll} variant="contained" color="secondary" fullWidth onClick={onClose}>
                Get A Call
              </Button>
            </Box>
          </>
        )}
      </List>
    </Drawer>
  );
}
