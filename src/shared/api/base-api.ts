import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { changedBySomeoneElse, type VersionedRecord } from '@contract';
import { env } from '../config/env';
import { TAG_TYPES } from './tags';

/** Dispatched when the server answers 401 to a signed-in request; features/sign-out handles it. */
export const sessionExpired = createAction('session/expired');

/** What the server's store carries (the thunk's extra argument): a fetch that asks the server itself. */
export interface ServerFetch {
  serverFetch: typeof fetch;
}

function isServerFetch(extra: unknown): extra is ServerFetch {
  return typeof extra === 'object' && extra !== null && typeof (extra as Partial<ServerFetch>).serverFetch === 'function';
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: env.apiBaseUrl, credentials: 'include' });

// The response is kept in `meta` so an endpoint can read its status (a 404 that is an answer, not an error).
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (args, api, extra) => {
  let query = rawBaseQuery;
  // On the server the page's data comes through the rendering app's own routes (same answers, same cache).
  if (isServerFetch(api.extra)) query = fetchBaseQuery({ baseUrl: 'http://server.invalid', fetchFn: api.extra.serverFetch });
  const result = await query(args, api, extra);
  const url = typeof args === 'string' ? args : args.url;
  // A 401 of "Your data" means the person's view ended, not an admin's session (the two live side by side).
  if (result.error?.status === 401 && !/^\/(apiauth\/|api\/your-data)/.test(url)) api.dispatch(sessionExpired());
  return result;
};

const createApi = buildCreateApi(coreModule(), reactHooksModule());

/** The one RTK Query API; entities inject their endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** The server's `message` from an RTK Query error, or the fallback docs/product.md §8 names. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data && typeof (data as { message: unknown }).message === 'string') {
      return (data as { message: string }).message;
    }
  }
  return fallback;
}

/**
 * True when a save was refused because someone else changed the record since the editor opened it
 * (412 for a stale If-Match, 409 with that message for a stale version field; other 409s are not it).
 */
export function isStaleEdit(error: unknown, record: VersionedRecord): boolean {
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
  return status === 412 || (status === 409 && errorMessage(error, '') === changedBySomeoneElse(record));
}

/** Per-field messages the server sent with a 400, for Formik's setErrors. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { fieldErrors?: unknown } }).data;
    if (data && typeof data.fieldErrors === 'object' && data.fieldErrors !== null) return data.fieldErrors as Record<string, string>;
  }
  return {};
}

/** An API path as a request URL: absolute same-origin in the browser (undici's Request under Jest refuses relative ones), the path on the server. */
export const apiUrl = (path: string) => (typeof window === 'undefined' ? path : `${window.location.origin}${path}`);
