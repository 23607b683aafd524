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
  white: '#ffffff',
  /** Border of native form controls: 4.5:1 on white. */
  outline: '#6b7688',
  /** Text and lines on the navy sections (primary.main or primary.dark behind them; main text is white). */
  onDark: {
    /** Secondary text: AA on navy and navyDark. */
    muted: '#e8eef8',
    /** Eyebrows and step numbers: AA on navyDark. */
    highlight: '#f7c77e',
    outline: 'rgba(255,255,255,0.6)',
    faint: 'rgba(255,255,255,0.5)',
    line: 'rgba(255,255,255,0.25)',
    fill: 'rgba(255,255,255,0.1)',
    fillSubtle: 'rgba(255,255,255,0.08)',
  },
  star: '#faaf00',
  starEmpty: 'rgba(0, 0, 0, 0.26)',
} as const;

export const theme = createTheme({
  cssVariables: false,
  palette: {
    primary: { main: BRAND.navy, dark: BRAND.navyDark, contrastText: BRAND.white },
    secondary: { main: BRAND.saffron, contrastText: BRAND.white },
    text: { primary: BRAND.ink, secondary: BRAND.muted },
    background: { default: BRAND.white, paper: BRAND.white },
    // A calm header band for every DataGrid.
    DataGrid: { headerBg: BRAND.surface },
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
    // The typed text and the label stack above the outline's <fieldset>, which is drawn after them: contrast
    // checkers (axe, run by pa11y) otherwise see a field's text covered by another element and cannot judge it.
    MuiOutlinedInput: { styleOverrides: { input: { position: 'relative', zIndex: 1 } } },
    MuiInputLabel: { styleOverrides: { outlined: { zIndex: 2 } } },
    // Labels always sit above their field (never inside it like a placeholder): visible while typing, and never
    // covering the field's text, which contrast checkers would report as text they cannot judge.
    MuiTextField: { defaultProps: { slotProps: { inputLabel: { shrink: true } } } },
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
