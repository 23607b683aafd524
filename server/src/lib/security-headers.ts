import type { HelmetOptions } from 'helmet';

/*
 * The security headers of every answer (issue 9), in one place: the helmet plugin
 * (plugins/external/security-headers.ts) sends them on routed answers, lib/client-errors.ts on the
 * answers Node gives before Fastify sees a request. A Content-Security-Policy that allows scripts only
 * from this origin (no inline script, no 'unsafe-eval'): a public page is the same bytes for everyone,
 * so a proxy or CDN may keep it; styles may be inline (emotion's critical CSS and the styles MUI inserts
 * at run time). Permissions-Policy is added by the plugin: helmet has none.
 */

const GTM_ORIGIN = 'https://www.googletagmanager.com';
/** The contact page's interactive map, framed only after the visitor asks for it (docs/product.md §2: contact page map). */
const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';
const ANALYTICS_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** Origins the page may connect to besides its own: an external lead-capture service, when configured. */
function extraConnectOrigins(env: Record<string, string | undefined>): string[] {
  const raw = env.LEAD_CAPTURE_URL?.trim();
  if (!raw) return [];
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

/** The site's helmet configuration: the one source of the security headers of every answer. */
export function helmetOptions(config: { gtmId: string | null }, env: Record<string, string | undefined> = process.env) {
  const gtm = config.gtmId ? [GTM_ORIGIN] : [];
  const analytics = config.gtmId ? ANALYTICS_ORIGINS : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...gtm],
        // Inline styles, not scripts: emotion's critical CSS in the page and the <style> elements MUI, MUI X
        // and notistack insert at run time. A nonce or hashes would make each page's bytes per response.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...gtm, ...analytics],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...extraConnectOrigins(env), ...analytics],
        'frame-src': [MAP_FRAME_ORIGIN, ...gtm],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    // Obsolete headers no current browser reads.
    xDownloadOptions: false,
    xXssProtection: false,
  } satisfies HelmetOptions;
}

/** Helmet has no Permissions-Policy: the features this site never uses are switched off here. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';
