/*
 * Issue 44, real visitors measured: each page view reports its Core Web Vitals (web-vitals) once, with the route's
 * pattern, the connection type and a coarse device class, and no cookie or identifier. The server keeps daily
 * counts per route, metric and histogram bucket; the admin's Site speed page reads their 75th percentile.
 * No yup here: the visitor's bundle carries this file.
 */

export const WEB_VITALS_API = {
  /** POST one page view's report (keepalive, no credentials): 204, or 400 for a report it cannot read. */
  report: '/api/web-vitals',
  /** GET `?days=28&device=&connection=`: p75 per page and per day (staff who see the dashboard). */
  summary: '/api/admin/site-speed',
} as const;

export const SITE_SPEED_PAGE = '/admin/site-speed';

export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** Web.dev's "good" and "poor" lines (a value above `poor` is poor). */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

const TIMES_MS = [
  100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000,
];
/**
 * Each metric's histogram: bucket i counts values above edge i-1 up to edge i; one bucket past the last edge
 * holds the rest. The thresholds are edges, so "good" or not is exact for every count.
 */
export const WEB_VITAL_BUCKETS: Record<WebVitalMetric, readonly number[]> = {
  LCP: TIMES_MS,
  FCP: TIMES_MS,
  TTFB: TIMES_MS,
  INP: [16, 32, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000],
  CLS: [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2],
};
/** The largest value taken: anything larger is a broken measurement (ms for times, unitless for CLS). */
export const WEB_VITAL_MAX: Record<WebVitalMetric, number> = { LCP: 120_000, FCP: 120_000, TTFB: 120_000, INP: 60_000, CLS: 100 };

/** The bucket a value falls in (0 … edges.length). */
export function vitalBucket(metric: WebVitalMetric, value: number): number {
  const edges = WEB_VITAL_BUCKETS[metric];
  const i = edges.findIndex((edge) => value <= edge);
  return i === -1 ? edges.length : i;
}

/** The upper edge of bucket `i` (the last one has none: its lower edge). */
export function bucketEdge(metric: WebVitalMetric, i: number): number {
  const edges = WEB_VITAL_BUCKETS[metric];
  return edges[Math.min(i, edges.length - 1)] ?? 0;
}

export const WEB_VITAL_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type WebVitalDevice = (typeof WEB_VITAL_DEVICES)[number];
/** The Network Information API's effective type, or 'unknown' where the browser has none (Safari, Firefox). */
export const WEB_VITAL_CONNECTIONS = ['4g', '3g', '2g', 'slow-2g', 'unknown'] as const;
export type WebVitalConnection = (typeof WEB_VITAL_CONNECTIONS)[number];

/**
 * The public pages a report may name, as patterns: nothing of the address beyond them (no slug, no query, no
 * token) leaves the browser. Admin pages and personal links (password reset, Your data link) report nothing.
 */
export const WEB_VITAL_ROUTES = [
  '/',
  '/enrollnow',
  '/about-us',
  '/contact-us',
  '/careers',
  '/careers/:slug',
  '/courses',
  '/courses/:slug',
  '/workshops',
  '/workshops/:slug',
  '/bootcamps',
  '/blogs',
  '/blogs/:slug',
  '/privacy-policy',
  '/your-data',
] as const;
export type WebVitalRoute = (typeof WEB_VITAL_ROUTES)[number];

/** The pattern of a public page's path, or null for any other page (which then reports nothing). */
export function vitalRoute(pathname: string): WebVitalRoute | null {
  let path = pathname;
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if ((WEB_VITAL_ROUTES as readonly string[]).includes(path)) return path as WebVitalRoute;
  const detail = /^\/(careers|courses|workshops|blogs)\/[^/]+$/.exec(path);
  return detail ? (`/${detail[1]}/:slug` as WebVitalRoute) : null;
}

/** POST WEB_VITALS_API.report: one page view's measurements (those the browser gave; at least one). */
export interface WebVitalsReport {
  route: WebVitalRoute;
  device: WebVitalDevice;
  connection: WebVitalConnection;
  metrics: Partial<Record<WebVitalMetric, number>>;
}
/** A report is a few dozen bytes; anything much larger is not one. */
export const WEB_VITALS_REPORT_MAX_BYTES = 512;
export const WEB_VITALS_REPORT_MESSAGE = 'Not a page speed report.';

/** The Site speed page's window and filters. */
export const SITE_SPEED_DAYS = [7, 28, 90] as const;
export const SITE_SPEED_DEFAULT_DAYS = 28;
/** Reports are kept this many days (Hyderabad calendar days), then dropped by the daily retention job. */
export const WEB_VITALS_KEEP_DAYS = 90;

/** One metric's view: the page views counted and the 75th percentile (a bucket's upper edge; null when none). */
export interface VitalP75 {
  count: number;
  p75: number | null;
}

/** GET WEB_VITALS_API.summary. */
export interface SiteSpeedDto {
  days: number;
  /** Hyderabad calendar days, oldest first (YYYY-MM-DD). */
  from: string;
  to: string;
  /** Every page with a report in the window, most viewed first, then all pages together. */
  pages: { route: WebVitalRoute; metrics: Record<WebVitalMetric, VitalP75> }[];
  all: Record<WebVitalMetric, VitalP75>;
  /** All pages' p75 per day that has reports, oldest first. */
  daily: { day: string; metrics: Record<WebVitalMetric, VitalP75> }[];
}
