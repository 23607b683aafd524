import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { LOADER_DELAY_MS } from '@/shared/config';
import { useSessionSync } from '@/entities/session';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { SocialBanner } from '@/widgets/social-banner';
import { pushPageView } from '@/shared/lib/analytics';
import { waitForImages } from '@/shared/lib/dom';
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

/** The first page's loader: until its images have loaded or failed, then about one second more. */
function useInitialLoader(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let cancelled = false;
    let timer = 0;
    // Wait one frame so the first route's content (and its <img>s) are in the document.
    const frame = window.requestAnimationFrame(() => {
      void waitForImages(document.body).then(() => {
        if (!cancelled) timer = window.setTimeout(() => setVisible(false), LOADER_DELAY_MS);
      });
    });
    return () => {
      cancelled = true;
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return visible;
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

function InitialPageLoader() {
  const loading = useInitialLoader();
  return <PageLoader visible={loading} />;
}

export function RootLayout() {
  return (
    <>
      <InitialPageLoader />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Header />
        {/* A full screen for the page alone: the footer starts below the fold, so content that arrives
            after the first paint (API lists) pushes nothing visible down (no layout shift). */}
        <Box component="main" id="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
          <Outlet />
        </Box>
        {/* Below the fold on every page (main is a full screen): one commit after the first screen. */}
        <AfterFirstCommit>
          <SocialBanner />
          <Footer />
        </AfterFirstCommit>
      </Box>
      {/* Last, so their effects run after the page's, as when they were the layout's own hooks. */}
      <SessionSync />
      <RouteChangeEffects />
    </>
  );
}
