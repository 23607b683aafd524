import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import {
  istDay,
  WEB_VITAL_CONNECTIONS,
  WEB_VITAL_DEVICES,
  WEB_VITAL_MAX,
  WEB_VITAL_METRICS,
  WEB_VITAL_ROUTES,
  WEB_VITALS_API,
  WEB_VITALS_REPORT_MAX_BYTES,
  WEB_VITALS_REPORT_MESSAGE,
  type WebVitalsReport,
} from '@contract';
import { HttpError } from '../../lib/errors';
import { always, answer, noBody, operation, tooMany } from '../../openapi/schema';
import { perAddress } from '../../plugins/external/rate-limit';

/** A visitor reports once per page view: this leaves room for a busy office or college behind one address. */
const REPORT_RATE_LIMIT = { limit: 120, windowMs: 60 * 1000 };

const metric = (max: number) =>
  yup
    .number()
    .strict()
    .typeError(WEB_VITALS_REPORT_MESSAGE)
    .min(0, WEB_VITALS_REPORT_MESSAGE)
    .max(max, WEB_VITALS_REPORT_MESSAGE)
    .optional();

/** Server-side only (the visitor's bundle carries no yup): every field known, every value in its range, at least one metric. */
const reportSchema = yup
  .object({
    route: yup
      .string()
      .strict()
      .required(WEB_VITALS_REPORT_MESSAGE)
      .oneOf([...WEB_VITAL_ROUTES], WEB_VITALS_REPORT_MESSAGE),
    device: yup
      .string()
      .strict()
      .required(WEB_VITALS_REPORT_MESSAGE)
      .oneOf([...WEB_VITAL_DEVICES], WEB_VITALS_REPORT_MESSAGE),
    connection: yup
      .string()
      .strict()
      .required(WEB_VITALS_REPORT_MESSAGE)
      .oneOf([...WEB_VITAL_CONNECTIONS], WEB_VITALS_REPORT_MESSAGE),
    metrics: yup
      .object(Object.fromEntries(WEB_VITAL_METRICS.map((m) => [m, metric(WEB_VITAL_MAX[m])])))
      .strict()
      .noUnknown(WEB_VITALS_REPORT_MESSAGE)
      .required(WEB_VITALS_REPORT_MESSAGE)
      .test('some', WEB_VITALS_REPORT_MESSAGE, (v) => Object.values(v ?? {}).some((x) => x !== undefined)),
  })
  .strict()
  .noUnknown(WEB_VITALS_REPORT_MESSAGE);

/**
 * Real visitors' page speed (issue 44): the browser posts one report per page view; the day's count of its
 * bucket goes up by one. Nothing about the visitor is read or kept: no cookie, no address, no identifier.
 */
export default async function webVitalsRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: WebVitalsReport }>(
    WEB_VITALS_API.report,
    {
      bodyLimit: WEB_VITALS_REPORT_MAX_BYTES,
      schema: operation({
        operationId: 'reportWebVitals',
        tag: 'Site',
        summary: "One page view's Core Web Vitals from a visitor's browser (LCP, INP, CLS, FCP, TTFB): counted in the day's histogram.",
        description:
          "The route is the public page's pattern (`/courses/:slug`), never its address. A report that is not one (an unknown field, page, device or connection, a value out of range, no metric, or more than 512 bytes) is 400 and counts nothing.",
        body: reportSchema,
        response: {
          ...always,
          204: noBody('Counted.'),
          400: answer('Not a page speed report (also when larger than 512 bytes).'),
          415: answer('Send application/json.'),
          429: tooMany,
        },
      }),
      config: { rateLimit: perAddress('web-vitals', REPORT_RATE_LIMIT, app.config.rateLimitScale, 'speed reports from your network') },
      // An oversized report is a bad report like any other: 400 with the same message (issue 44).
      // Thrown on, each error reaches the app's error handler, which answers it as every other route's.
      errorHandler: (error) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(400, WEB_VITALS_REPORT_MESSAGE);
        throw error;
      },
    },
    async (request, reply) => {
      await app.webVitalsRepository.record(request.body, istDay(new Date()));
      return reply.code(204).send();
    },
  );
}
