import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '@contract';
import { theme } from '@/shared/ui/theme';
import { makeStore, type AppStore } from '../model';
import { emotionCache } from './csp-nonce';

/** notistack's own green, blue and orange fail WCAG AA contrast with white text: darker shades that pass. */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.dark },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.info.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.light, color: t.palette.common.black },
}));
const TOAST_COMPONENTS = { success: Toast, info: Toast, warning: Toast, error: Toast };

/** Store, theme and toasts (top-center, closing after 3000 ms: spec §8). The router sits inside. */
export function AppProviders({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [appStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={appStore}>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            maxSnack={3}
            autoHideDuration={TOAST_AUTO_HIDE_MS}
            anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            Components={TOAST_COMPONENTS}
          >
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </CacheProvider>
    </Provider>
  );
}
