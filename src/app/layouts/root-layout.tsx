import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import { NAVIGATION_LOADER_DELAY_MS } from '@/shared/config';
import { useSessionSync } from '@/entities/session';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { MobileActionBar } from '@/widgets/mobile-action-bar';
import { SocialBanner } from '@/widgets/social-banner';
import { pushPageView } from '@/shared/lib/analytics';
import { AfterFirstCommit } from '@/shared/lib/render';
import { PageLoader } from '@/shared/ui/page-loader';

/** Scroll to the top and record a page view on every route change (docs/product.md §1, §2). */
function useRouteChangeEffects(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
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
 * The layout's side effects live in components of their own that render nothing (or only the loader):
 * the auth check's answer, a route change or the loader fading out re-render them alone, not the
 * header, the page and the footer with them.
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

export function RootLayout() {
  return (
    <>
      <NavigationLoader />
      <Box component="a" href="#main" sx={skipLinkSx}>
        Skip to main content
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Header />
        {/* A full screen for the page alone: the footer starts below the fold, so content that arrives
            after the first paint (API lists) pushes nothing visible down (no layout shift). */}
        {/* tabIndex -1: the skip link moves the keyboard focus here, not only the scroll position. */}
        <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}>
          <Outlet />
        </Box>
        {/* Below the fold on every page (main is a full screen): one commit after the first screen. */}
        <AfterFirstCommit>
          <SocialBanner />
          <Footer />
        </AfterFirstCommit>
        {/* Phones only: Call, WhatsApp and Book free demo at the bottom of the screen (issue 21). */}
        <MobileActionBar />
      </Box>
      {/* Last, so their effects run after the page's, as when they were the layout's own hooks. */}
      <SessionSync />
      <RouteChangeEffects />
    </>
  );
}
