import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/shared/ui/theme';
import { makeStore, type AppStore } from '../model';
import { emotionCache } from './style-cache';
import { Toaster } from './toaster';

/** Store, theme (the server's renderer gives a style cache per page) and toasts (top-center, closing after 3000 ms: docs/product.md §8). The router sits inside. */
/** Calls `onReady` after the app's first commit (hydration done); renders nothing. */
function ReadySignal({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}

interface AppProvidersProps {
  children: ReactNode;
  store?: AppStore;
  styleCache?: EmotionCache;
  /** Called once the app's first render is on the page. */
  onReady?: () => void;
}

/*
 * The same tree on the server and in the browser (one child, the router, then the toasts and the signal),
 * so React's ids (useId) match when the browser hydrates the server's HTML.
 */
export function AppProviders({ children, store, styleCache, onReady }: AppProvidersProps) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore}>
      <CacheProvider value={styleCache ?? emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <Toaster />
          <ReadySignal onReady={onReady} />
        </ThemeProvider>
      </CacheProvider>
    </Provider>
  );
}
