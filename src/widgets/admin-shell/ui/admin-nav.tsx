import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ContactPhoneOutlined from '@mui/icons-material/ContactPhoneOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpeedOutlined from '@mui/icons-material/SpeedOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import { BRAND } from '@/shared/ui/theme';
import { selectStaffRole } from '@/entities/session';
import { useAppSelector } from '@/shared/lib/redux';
import { isCurrentSection, sectionsFor, type AdminSectionIcon } from '../model/sections';

const ICONS: Record<AdminSectionIcon, ReactElement> = {
  dashboard: <DashboardOutlined />,
  'my-day': <TodayOutlined />,
  leads: <ContactPhoneOutlined />,
  privacy: <PrivacyTipOutlined />,
  courses: <SchoolOutlined />,
  workshops: <EventOutlined />,
  alumni: <EmojiEventsOutlined />,
  blogs: <ArticleOutlined />,
  jobs: <WorkOutlined />,
  speed: <SpeedOutlined />,
  admins: <AdminPanelSettingsOutlined />,
  settings: <SettingsOutlined />,
};

const itemSx = {
  borderRadius: 1,
  mx: 1,
  my: 0.25,
  color: BRAND.ink,
  '& .MuiListItemIcon-root': { minWidth: 40, color: BRAND.muted },
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: alpha(BRAND.navy, 0.1),
    color: BRAND.navy,
    boxShadow: `inset 3px 0 0 ${BRAND.saffron}`,
    '& .MuiListItemIcon-root': { color: BRAND.navy },
    '& .MuiListItemText-primary': { fontWeight: 700 },
  },
  '&.Mui-focusVisible': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: -3, bgcolor: alpha(BRAND.navy, 0.06) },
} as const;

/** The sections of the admin area the signed-in role may use, the current one marked for sight and for screen readers. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const role = useAppSelector(selectStaffRole);
  return (
    <List component="nav" aria-label="Admin" sx={{ py: 1 }}>
      {sectionsFor(role).map((section) => {
        const current = isCurrentSection(section, pathname);
        return (
          <ListItemButton
            key={section.to}
            component={RouterLink}
            to={section.to}
            selected={current}
            aria-current={current ? 'page' : undefined}
            onClick={onNavigate}
            sx={itemSx}
          >
            <ListItemIcon aria-hidden>{ICONS[section.icon]}</ListItemIcon>
            <ListItemText primary={section.label} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
