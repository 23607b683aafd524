import { API } from '@contract';

/** An error whose message is safe and useful to show the client, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Path prefix of the lead-capture endpoint, whose answers all carry `StatusCode` (docs/product.md §7). */
const LEAD_CAPTURE_PREFIX = API.leads.capture('', '').slice(0, -1); // '/api/FormLeadCapture/'

/**
 * The JSON body of an error answer: `{ message, fieldErrors? }`, plus `StatusCode` on the
 * lead-capture endpoint, whose every answer carries it, also when the request is refused before its
 * handler runs (unreadable JSON, a bad address).
 */
export function errorBody(url: string, status: number, message: string, fieldErrors?: Record<string, string>): Record<string, unknown> {
  return {
    ...(url.startsWith(LEAD_CAPTURE_PREFIX) ? { StatusCode: status } : {}),
    message,
    ...(fieldErrors ? { fieldErrors } : {}),
  };
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new HttpError(400, message, fieldErrors);

/** Errors that mean the database cannot be reached right now (answered 503, never 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | null;
  if (!e) return false;
  const codes = [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    '57P01',
    '57P02',
    '57P03',
    '08000',
    '08003',
    '08006',
    '08001',
    '08004',
  ];
  if (e.code && codes.includes(e.code)) return true;
  const msg = e.message ?? '';
  if (
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|PGlite is closed/i.test(
      msg,
    )
  ) {
    return true;
  }
  return e.cause !== undefined && e.cause !== err ? isDatabaseUnavailable(e.cause) : false;
}
