import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import { NAVIGATION_LOADER_DELAY_MS } from '@/shared/config';
import { useSessionSync } from '@/entities/session';
import { useGetSiteSettingsQuery } from '@/entities/site';
import { SiteFactsProvider } from '@/shared/lib/contact-links';
import { pushPageView } from '@/shared/lib/analytics';
import { PageLoader } from '@/shared/ui/page-loader';

/**
 * Scroll to the top on every route change and record a page view for every page (docs/product.md §1,
 * §2). The page the visitor arrived on is not a route change: the browser placed it (a #fragment, a
 * reload's position), and a visitor who scrolled while the page was loading stays where they are when
 * the app takes over the server's HTML.
 */
function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPath.current !== pathname) {
      firstPath.current = null;
      window.scrollTo(0, 0);
    }
    // The page's <title> is hoisted by React in the same commit; read it after paint.
    const id = window.setTimeout(() => pushPageView(pathname, document.title), 0);
    return () => window.clearTimeout(id);
  }, [pathname]);
}

/**
 * The full-screen loader (docs/product.md §2, D10): never over a page the server rendered, which shows at
 * once. It appears only when a client-side navigation's code has not arrived after a short delay, and
 * leaves when the new page is there.
 */
function useNavigationLoader(): boolean {
  const navigating = useNavigation().state === 'loading';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!navigating) {
      setSlow(false);
      return;
    }
    const timer = window.setTimeout(() => setSlow(true), NAVIGATION_LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigating]);
  return navigating && slow;
}

/*
 * The frame's side effects live in components of their own that render nothing (or only the loader):
 * the auth check's answer, a route change or the loader fading out re-render them alone, not the
 * layout and the page with them.
 */
function SessionSync() {
  useSessionSync();
  return null;
}

function RouteChangeEffects() {
  useRouteChangeEffects();
  return null;
}

function NavigationLoader() {
  const loading = useNavigationLoader();
  return <PageLoader visible={loading} />;
}

/**
 * What every page has whichever layout it sits in (the public site's or the admin area's): the
 * contact facts, the navigation loader, the session kept in step with other tabs and the server, and the route-change
 * effects. The route table's root element, so moving between the two layouts keeps one of each.
 */
export function AppFrame() {
  // The contact facts staff keep in Site settings (the public layout's loader has them read already).
  const { data: settings } = useGetSiteSettingsQuery(undefined);
  return (
    <SiteFactsProvider contact={settings?.contact}>
      <NavigationLoader />
      <Outlet />
      {/* Last, so their effects run after the page's, as when they were the layout's own hooks. */}
      <SessionSync />
      <RouteChangeEffects />
    </SiteFactsProvider>
  );
}

/** The first stop of the keyboard: past the header's links straight to the page (issue 21). Shown only while focused. */
const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -64,
  zIndex: 2000,
  px: 2,
  py: 1,
  bgcolor: 'background.paper',
  color: 'primary.main',
  fontWeight: 700,
  borderRadius: 1,
  boxShadow: 3,
  '&:focus': { top: 8, outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;

/** The id of each layout's one <main>, the skip link's target. */
export const MAIN_ID = 'main';

/** Rendered first by each layout. */
export function SkipLink() {
  return (
    <Box component="a" href={`#${MAIN_ID}`} sx={skipLinkSx}>
      Skip to main content
    </Box>
  );
}
