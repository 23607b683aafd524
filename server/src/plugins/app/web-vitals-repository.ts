import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  bucketEdge,
  vitalBucket,
  WEB_VITAL_METRICS,
  type SiteSpeedDto,
  type VitalP75,
  type WebVitalConnection,
  type WebVitalDevice,
  type WebVitalMetric,
  type WebVitalRoute,
  type WebVitalsReport,
} from '@contract';
import type { Db } from '../../db/client';
import { webVitalsDaily } from '../../db/schema';

export interface SiteSpeedQuery {
  /** Hyderabad days, inclusive. */
  from: string;
  to: string;
  device?: WebVitalDevice;
  connection?: WebVitalConnection;
}

type Counts = Map<WebVitalMetric, number[]>;

/** The 75th percentile of a histogram, as the upper edge of the bucket it falls in. */
function p75(metric: WebVitalMetric, counts: number[] | undefined): VitalP75 {
  const total = counts?.reduce((a, b) => a + b, 0) ?? 0;
  if (!counts || total === 0) return { count: 0, p75: null };
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (let i = 0; i < counts.length; i++) {
    seen += counts[i] ?? 0;
    if (seen >= rank) return { count: total, p75: bucketEdge(metric, i) };
  }
  return { count: total, p75: bucketEdge(metric, counts.length - 1) };
}

function add(groups: Map<string, Counts>, key: string, metric: WebVitalMetric, bucket: number, count: number) {
  let byMetric = groups.get(key);
  if (!byMetric) groups.set(key, (byMetric = new Map()));
  let counts = byMetric.get(metric);
  if (!counts) byMetric.set(metric, (counts = []));
  counts[bucket] = (counts[bucket] ?? 0) + count;
}

const view = (counts: Counts | undefined) =>
  Object.fromEntries(WEB_VITAL_METRICS.map((m) => [m, p75(m, counts?.get(m))])) as Record<WebVitalMetric, VitalP75>;

/** Page speed from real visits (issue 44): daily counts per page, metric and bucket; never a row per visit. */
export function createWebVitalsRepository(db: Db) {
  return {
    /** Counts one page view's report on `day` (Hyderabad): one upsert of a row per metric it carries. */
    async record(report: WebVitalsReport, day: string): Promise<void> {
      const rows = WEB_VITAL_METRICS.flatMap((metric) => {
        const value = report.metrics[metric];
        if (value === undefined) return [];
        const { route, device, connection } = report;
        return [{ day, route, metric, device, connection, bucket: vitalBucket(metric, value), count: 1 }];
      });
      if (rows.length === 0) return;
      await db
        .insert(webVitalsDaily)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            webVitalsDaily.day,
            webVitalsDaily.route,
            webVitalsDaily.metric,
            webVitalsDaily.device,
            webVitalsDaily.connection,
            webVitalsDaily.bucket,
          ],
          set: { count: sql`${webVitalsDaily.count} + 1` },
        });
    },

    /** p75 per page, for all pages, and per day, over the days `from`…`to` and the device and connection asked for. */
    async summary(query: SiteSpeedQuery, days: number): Promise<SiteSpeedDto> {
      const where = and(
        gte(webVitalsDaily.day, query.from),
        lte(webVitalsDaily.day, query.to),
        query.device ? eq(webVitalsDaily.device, query.device) : undefined,
        query.connection ? eq(webVitalsDaily.connection, query.connection) : undefined,
      ) as SQL;
      const total = sql<number>`sum(${webVitalsDaily.count})::int`;
      const rows = await db
        .select({
          day: webVitalsDaily.day,
          route: webVitalsDaily.route,
          metric: webVitalsDaily.metric,
          bucket: webVitalsDaily.bucket,
          count: total,
        })
        .from(webVitalsDaily)
        .where(where)
        .groupBy(webVitalsDaily.day, webVitalsDaily.route, webVitalsDaily.metric, webVitalsDaily.bucket);
      const pages = new Map<string, Counts>();
      const daily = new Map<string, Counts>();
      const all = new Map<string, Counts>();
      for (const r of rows) {
        const metric = r.metric as WebVitalMetric;
        const count = Number(r.count);
        add(pages, r.route, metric, r.bucket, count);
        add(daily, r.day, metric, r.bucket, count);
        add(all, '', metric, r.bucket, count);
      }
      const ranked = [...pages.entries()].map(([route, counts]) => ({ route: route as WebVitalRoute, metrics: view(counts) }));
      // A page's views: the count of its most reported metric (a view reports each metric at most once).
      const viewsOf = (p: (typeof ranked)[number]) => Math.max(...WEB_VITAL_METRICS.map((m) => p.metrics[m].count));
      ranked.sort((a, b) => viewsOf(b) - viewsOf(a) || a.route.localeCompare(b.route));
      return {
        days,
        from: query.from,
        to: query.to,
        pages: ranked,
        all: view(all.get('')),
        daily: [...daily.keys()].sort().map((day) => ({ day, metrics: view(daily.get(day)) })),
      };
    },

    /** How many rows the table holds (the bench and the flood test watch it stay bounded). */
    async size(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(webVitalsDaily);
      return Number(row?.n ?? 0);
    },
  };
}

export type WebVitalsRepository = ReturnType<typeof createWebVitalsRepository>;
