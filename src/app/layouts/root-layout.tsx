import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { Header } from '@/widgets/header';
import { MobileActionBar } from '@/widgets/mobile-action-bar';
import { AfterFirstCommit } from '@/shared/lib/render';
import { MAIN_ID, SkipLink } from './app-frame';

// The social banner and the footer, below the fold on every page: their own chunk (see page-foot.tsx).
const PageFoot = lazy(() => import(/* webpackChunkName: "page-foot" */ './page-foot'));

/** The public site's layout: the marketing header, the page, the social banner, the footer and the phone action bar. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Header />
        {/* A full screen for the page alone: the footer starts below the fold, so content that arrives
            after the first paint (API lists) pushes nothing visible down (no layout shift). */}
        {/* tabIndex -1: the skip link moves the keyboard focus here, not only the scroll position. */}
        <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', '&:focus': { outline: 'none' } }}>
          <Outlet />
        </Box>
        {/* Below the fold on every page (main is a full screen): one commit after the first screen. */}
        <AfterFirstCommit>
          <Suspense fallback={null}>
            <PageFoot />
          </Suspense>
        </AfterFirstCommit>
        {/* Phones only: Call, WhatsApp and Book free demo at the bottom of the screen (issue 21). */}
        <MobileActionBar />
      </Box>
    </>
  );
}
