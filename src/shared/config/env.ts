/**
 * Build-time settings of the SPA, read in one place. The API is served from the same origin, so the
 * backend base is empty unless a separate lead-capture service is configured (RUN-CONTRACT.md).
 */
function readLeadCaptureUrl(): string {
  const raw = typeof __LEAD_CAPTURE_URL__ === 'string' ? __LEAD_CAPTURE_URL__.trim() : '';
  if (raw === '') return '';
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`LEAD_CAPTURE_URL must be an absolute URL (got "${raw}")`);
  }
}

export const env = {
  apiBaseUrl: '',
  leadCaptureUrl: readLeadCaptureUrl(),
  isDevelopment: process.env.NODE_ENV === 'development',
} as const;

/** Image paths from the API are relative; the SPA prefixes them with the backend origin (docs/product.md §3). */
export function backendUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${env.apiBaseUrl}${path}`;
}

/** On the server, the values the page's `<meta name>` tags will carry (set once by the renderer). */
const serverValues = new Map<string, string>();

/** The server's renderer names what every page it serves says in `<meta name="itx-…">`. */
export function configureServerEnv(values: { siteUrl: string; leadFormKey: string }): void {
  serverValues.set('itx-site-url', values.siteUrl);
  serverValues.set('itx-lead-form-key', values.leadFormKey);
  siteUrlValue = null;
}

/** The trimmed content of a `<meta name>` the server writes into every page it serves; '' when absent. */
function serverMeta(name: string): string {
  if (typeof document === 'undefined') return serverValues.get(name)?.trim() ?? '';
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
}

/**
 * The `{formKey}` of the lead-capture path: the server names it in every page it serves
 * (`<meta name="itx-lead-form-key">`, from LEAD_FORM_KEY); `fallback` when the page lacks it.
 */
export function leadFormKey(fallback: string): string {
  const key = serverMeta('itx-lead-form-key');
  return /^[\w-]{1,64}$/.test(key) ? key : fallback;
}

let siteUrlValue: string | null = null;

/**
 * The site's public origin (PUBLIC_URL) for canonical links and structured data: the server names it in
 * every page it serves (`<meta name="itx-site-url">`); this window's origin when the page lacks it.
 */
export function siteUrl(): string {
  if (siteUrlValue !== null) return siteUrlValue;
  const named = serverMeta('itx-site-url');
  let value = typeof window === 'undefined' ? '' : window.location.origin;
  try {
    if (named) value = new URL(named).origin;
  } catch {
    // A malformed value falls back to this window's origin.
  }
  siteUrlValue = value;
  return value;
}
