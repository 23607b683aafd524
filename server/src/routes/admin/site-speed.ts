import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import {
  istDay,
  SITE_SPEED_DAYS,
  SITE_SPEED_DEFAULT_DAYS,
  WEB_VITAL_CONNECTIONS,
  WEB_VITAL_DEVICES,
  WEB_VITAL_METRICS,
  WEB_VITAL_ROUTES,
  WEB_VITALS_API,
  type SiteSpeedDto,
  type WebVitalConnection,
  type WebVitalDevice,
} from '@contract';
import { adminRead, answer, count, nullable, operation } from '../../openapi/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const querySchema = yup.object({
  days: yup
    .number()
    .typeError(`days must be one of ${SITE_SPEED_DAYS.join(', ')}.`)
    .oneOf([...SITE_SPEED_DAYS], `days must be one of ${SITE_SPEED_DAYS.join(', ')}.`)
    .default(SITE_SPEED_DEFAULT_DAYS),
  device: yup
    .string()
    .oneOf([...WEB_VITAL_DEVICES, ''], 'Unknown device.')
    .optional(),
  connection: yup
    .string()
    .oneOf([...WEB_VITAL_CONNECTIONS, ''], 'Unknown connection.')
    .optional(),
});
type SiteSpeedQuery = yup.InferType<typeof querySchema>;

const p75 = {
  type: 'object',
  required: ['count', 'p75'],
  properties: { count, p75: nullable({ type: 'number' }) },
  additionalProperties: false,
} as const;
const metrics = {
  type: 'object',
  required: [...WEB_VITAL_METRICS],
  properties: Object.fromEntries(WEB_VITAL_METRICS.map((m) => [m, p75])),
  additionalProperties: false,
} as const;
const day = { type: 'string', format: 'date' } as const;
const siteSpeedSchema = {
  type: 'object',
  required: ['days', 'from', 'to', 'pages', 'all', 'daily'],
  properties: {
    days: { type: 'integer', enum: [...SITE_SPEED_DAYS] },
    from: day,
    to: day,
    pages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['route', 'metrics'],
        properties: { route: { type: 'string', enum: [...WEB_VITAL_ROUTES] }, metrics },
        additionalProperties: false,
      },
    },
    all: metrics,
    daily: {
      type: 'array',
      items: { type: 'object', required: ['day', 'metrics'], properties: { day, metrics }, additionalProperties: false },
    },
  },
  additionalProperties: false,
} as const;

/** The Site speed page's numbers (issue 44): real visitors' p75 per page and per day, from the daily counts. */
export default async function adminSiteSpeedRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: SiteSpeedQuery }>(
    WEB_VITALS_API.summary,
    {
      schema: operation({
        operationId: 'getSiteSpeed',
        tag: 'Dashboard',
        summary: "Real visitors' page speed: the 75th percentile of LCP, INP, CLS, FCP and TTFB per public page and per day.",
        description:
          'Over the last 7, 28 (default) or 90 Hyderabad days, today included, for one device class or connection type or all. Each p75 is the upper edge of the histogram bucket it falls in (ms; CLS unitless); null where no report counted.',
        admin: true,
        querystring: querySchema,
        response: { ...adminRead, 200: answer('The page speed.', siteSpeedSchema) },
      }),
    },
    async (request, reply): Promise<SiteSpeedDto> => {
      reply.header('cache-control', 'no-store');
      const { days, device, connection } = request.query;
      const now = Date.now();
      return app.webVitalsRepository.summary(
        {
          from: istDay(new Date(now - (days - 1) * DAY_MS)),
          to: istDay(new Date(now)),
          device: (device || undefined) as WebVitalDevice | undefined,
          connection: (connection || undefined) as WebVitalConnection | undefined,
        },
        days,
      );
    },
  );
}
