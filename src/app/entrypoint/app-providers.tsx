import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@/shared/ui/theme';
import { makeStore, type AppStore } from '../model';
import { emotionCache } from './csp-nonce';
import { Toaster } from './toaster';

/** Store, theme and toasts (top-center, closing after 3000 ms: docs/product.md §8). The router sits inside. */
export function AppProviders({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <Toaster />
        </ThemeProvider>
      </CacheProvider>
    </Provider>
  );
}
