import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import {
  vitalRoute,
  WEB_VITALS_API,
  type WebVitalConnection,
  type WebVitalDevice,
  type WebVitalMetric,
  type WebVitalsReport,
} from '@contract';

const CONNECTIONS: readonly string[] = ['4g', '3g', '2g', 'slow-2g'];

/** A coarse class from the viewport's width: nothing that tells one phone from another. */
function deviceClass(): WebVitalDevice {
  if (window.matchMedia('(max-width: 599px)').matches) return 'phone';
  return window.matchMedia('(max-width: 1023px)').matches ? 'tablet' : 'desktop';
}

/** The Network Information API's effective type where the browser has it (Chromium), else 'unknown'. */
function connectionType(): WebVitalConnection {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType ?? '';
  return CONNECTIONS.includes(type) ? (type as WebVitalConnection) : 'unknown';
}

let started = false;

/**
 * Real visitors' page speed (issue 44): this page view's LCP, INP, CLS, FCP and TTFB from the `web-vitals`
 * library, sent once when the page is first hidden (the visitor leaves it, switches tab or app), with the public
 * page's pattern (`/courses/:slug`, never the address), the device class and the connection type. `fetch` with
 * `keepalive` outlives the page as `sendBeacon` does, and unlike it can leave the cookies out
 * (`credentials: 'omit'`); where keepalive is missing, sendBeacon sends it. Admin pages and personal links
 * report nothing.
 */
export function reportFieldSpeed(): void {
  if (started) return;
  started = true;
  // The page the browser loaded (the measures are of that load), not where a client-side navigation has gone since.
  // A browser without the Performance Timeline (or jsdom) reports nothing at all.
  if (typeof performance.getEntriesByType !== 'function' || typeof PerformanceObserver === 'undefined') return;
  const [load] = performance.getEntriesByType('navigation');
  const route = vitalRoute(new URL(load?.name ?? window.location.href).pathname);
  if (!route) return;
  const metrics: WebVitalsReport['metrics'] = {};
  const keep = (metric: Metric) => {
    const name = metric.name as WebVitalMetric;
    metrics[name] = name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  };
  onTTFB(keep);
  onFCP(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  let sent = false;
  const send = () => {
    if (sent || Object.keys(metrics).length === 0) return;
    sent = true;
    const report: WebVitalsReport = { route, device: deviceClass(), connection: connectionType(), metrics };
    const body = JSON.stringify(report);
    if ('keepalive' in Request.prototype) {
      void fetch(WEB_VITALS_API.report, {
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body,
      }).catch(() => undefined);
    } else {
      navigator.sendBeacon(WEB_VITALS_API.report, new Blob([body], { type: 'application/json' }));
    }
  };
  // The library hears the page being hidden first (its listener captures on the window), so its last CLS and
  // INP are in. Not 'pagehide': leaving a page fires it before 'visibilitychange', ahead of those last values.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}
