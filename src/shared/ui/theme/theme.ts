import { createTheme } from '@mui/material/styles';

/** ITX brand: deep navy with a saffron accent; every text colour meets WCAG AA on its background. */
export const BRAND = {
  navy: '#0b3a75',
  navyDark: '#072853',
  saffron: '#b84a00',
  saffronLight: '#f39c12',
  ink: '#1b2430',
  muted: '#4a5566',
  surface: '#f5f7fb',
} as const;

export const theme = createTheme({
  cssVariables: false,
  palette: {
    primary: { main: BRAND.navy, dark: BRAND.navyDark, contrastText: '#ffffff' },
    secondary: { main: BRAND.saffron, contrastText: '#ffffff' },
    text: { primary: BRAND.ink, secondary: BRAND.muted },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // System fonts: nothing to download, so text never waits for a font.
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.4rem', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: '1.9rem', fontWeight: 800, lineHeight: 1.2 },
    h3: { fontSize: '1.45rem', fontWeight: 700 },
    h4: { fontSize: '1.2rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: 2 },
        },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: { '&:focus-visible': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: 2, borderRadius: 2 } },
      },
    },
  },
});
