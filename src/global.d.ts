/** Injected by webpack's DefinePlugin at build time. */
declare const __LEAD_CAPTURE_URL__: string;

interface Window {
  dataLayer?: Record<string, unknown>[];
}

declare module '*.svg' {
  const url: string;
  export default url;
}
