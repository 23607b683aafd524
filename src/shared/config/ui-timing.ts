/** Timings and sizes of the SPA's own behaviour: nothing the server needs to agree on. */
export const TOAST_AUTO_HIDE_MS = 3000;
export const CAROUSEL = { intervalMs: 4000, transitionMs: 600, resetMs: 680, slides: 4 } as const;
export const WORKSHOP_SCROLL_PX_PER_S = 60;
export const RESIZE_DEBOUNCE_MS = 200;
export const THANK_YOU_RESET_MS = 5000;
export const LOADER_DELAY_MS = 1000;
/** A client-side navigation whose page code has not arrived after this long shows the full-screen loader. */
export const NAVIGATION_LOADER_DELAY_MS = 300;
export const IMAGE_DECODE_WAIT = { capMs: 200, firstImages: 8 } as const;
export const COPYRIGHT_YEAR = 2025;
