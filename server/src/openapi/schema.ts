import type { FastifySchema } from 'fastify';
import type { AnyObjectSchema } from 'yup';
import type { ApiError } from '@contract';

/*
 * What a route's `schema` is made of: its OpenAPI metadata, its request schemas (the contract's yup
 * objects, which Fastify validates with and @fastify/swagger shows converted, plugins/external/swagger.ts)
 * and its answers. An answer's JSON Schema is what Fastify serialises it with (fast-json-stringify):
 * a field the schema does not list is not sent, and a missing required one fails the request.
 */

export type JsonSchema = Record<string, unknown>;

/** An answer of an operation: its description and, per media type, its schema; none for an answer without a body. */
export interface Answer {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
  /** @fastify/swagger's mark for an answer without a body. */
  type?: 'null';
}

/** A schema that Fastify knows by `$id` (app.addSchema) and the document lists under components.schemas. */
export const ref = (id: string): JsonSchema => ({ $ref: `${id}#` });
export const listOf = (id: string, extra: JsonSchema = {}): JsonSchema => ({ type: 'array', ...extra, items: ref(id) });
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const count = { type: 'integer', minimum: 0 } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
/** Jobs, blogs, workshops…: 1 when created, +1 on every save; the single-item GET's ETag is `"<version>-<_id>"`. */
export const version = { type: 'integer', minimum: 1, description: 'Record version: send it back (If-Match or `version`) with an edit.' };

/** A JSON answer (the API's error body unless a schema is given). */
export const answer = (description: string, schema: JsonSchema = ref('ApiError')): Answer => ({
  description,
  content: { 'application/json': { schema } },
});
/** A body that is already bytes or text (a stream, a file, a page): documented, never serialised. */
export const bytes = (description: string, types: Record<string, JsonSchema>): Answer => ({
  description,
  content: Object.fromEntries(Object.entries(types).map(([type, schema]) => [type, { schema }])),
});
export const textBody = (type: string, description: string): Answer => bytes(description, { [type]: { type: 'string' } });
export const noBody = (description: string): Answer => ({ description, type: 'null' });
export const notModified = noBody('The copy the client holds (If-None-Match) is current.');

const badInput = answer('The input is not valid (message and the first message per field), or the address holds a NUL byte.');
const tooLarge = answer('The request body is too large.');
const badType = answer('This content type is not supported here.');
const unavailable = answer('The database cannot be reached right now (Retry-After: 5).');
const crossSite = answer('A state-changing request with a session, or to the sign-in endpoints, came from another site.');
export const tooMany = answer('Too many attempts from this network or for this account (Retry-After).');
const notSignedIn = answer('Not signed in as an admin.');
const tooLong = answer('A path parameter is longer than 500 characters.');
/** Node answers these before Fastify sees the request (plugins/external/security.ts, clientErrorHandler). */
export const headersTooLarge = answer('The request header fields are too large (Node answers before any route runs).');
/** An address with a `.` or `..` segment names no resource: it is never normalised onto another route. */
export const dotSegment = answer('The address holds a `.` or `..` segment.');

/** What any request can be answered before its route runs: a NUL byte in the address, a dot segment, headers too large. */
export const anyRequest = { 400: badInput, 404: dotSegment, 431: headersTooLarge };
/** Answers every operation can give: those, and a database outage. */
export const always = { ...anyRequest, 503: unavailable };
export const writes = { ...always, 403: crossSite, 413: tooLarge, 415: badType };
export const adminRead = { ...always, 401: notSignedIn };
export const adminWrite = { ...writes, 401: notSignedIn };
export const notFound = (what: string) => ({ 404: answer(`No such ${what}.`), 414: tooLong });
/** What a delete answers when the client's If-Match names a version that is no longer current. */
export const staleDelete = (what: string) => ({ 412: answer(`The ${what} was changed by someone else since it was opened (If-Match).`) });

export interface PathParam {
  description: string;
  schema: JsonSchema;
}
export const slugParam = (what: string): PathParam => ({
  description: `The ${what}'s address: lower-case letters, digits and single hyphens.`,
  schema: { type: 'string', maxLength: 500, examples: ['python-full-stack-trainer'] },
});
export const idParam = (description: string): PathParam => ({ description, schema: { type: 'string', maxLength: 500 } });

export interface Operation {
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs an admin's session cookie. */
  admin?: boolean;
  /** Path parameters by name, in the order of the path (documentation only: routes check their own). */
  params?: Record<string, PathParam>;
  querystring?: AnyObjectSchema;
  /** A contract yup object (validated by Fastify), or `content` per media type for a body the route reads itself. */
  body?: AnyObjectSchema | { content: Record<string, { schema: JsonSchema }> };
  response: Record<number, Answer>;
}

export const SESSION_SCHEME = 'adminSession';

/** A route's `schema`: what Fastify validates and serialises with, and what @fastify/swagger documents. */
export function operation(op: Operation): FastifySchema {
  const params = op.params
    ? {
        type: 'object',
        required: Object.keys(op.params),
        properties: Object.fromEntries(Object.entries(op.params).map(([name, p]) => [name, { ...p.schema, description: p.description }])),
      }
    : undefined;
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(params ? { params } : {}),
    ...(op.querystring ? { querystring: op.querystring } : {}),
    ...(op.body ? { body: op.body } : {}),
    response: op.response,
    security: op.admin ? [{ [SESSION_SCHEME]: [] }] : [],
  } as FastifySchema;
}

/** On a 5xx answer (plugins/app/request-log.ts): its X-Request-Id, to quote when reporting it. */
export const requestId = { type: 'string', description: 'On a 5xx answer: its X-Request-Id, to quote when reporting it.' } as const;

export const apiErrorSchema = {
  $id: 'ApiError',
  type: 'object',
  required: ['message'],
  properties: {
    message: str,
    fieldErrors: { type: 'object', additionalProperties: str, description: 'First message per invalid field.' },
    requestId,
  },
  additionalProperties: false,
} as const;

export const messageSchema = {
  $id: 'Message',
  type: 'object',
  required: ['message'],
  properties: { message: str },
  additionalProperties: false,
} as const;

/** What a write answers: a message and the saved record (the schema `component`) under `key`. */
export const answerWith = <I extends string, K extends string>($id: I, key: K, component: string) =>
  ({
    $id,
    type: 'object',
    required: ['message', key],
    properties: { message: str, [key]: ref(component) } as Record<'message' | K, JsonSchema>,
    additionalProperties: false,
  }) as const;

/*
 * Type-level agreement of a response schema with its contract DTO: the schema names exactly the DTO's
 * properties and requires exactly its required ones (a property added to a DTO and not to its schema,
 * or the other way round, fails `npm run typecheck`; serialisation would drop it).
 */
type PropsOf<S> = S extends { properties: infer P } ? keyof P : never;
type RequiredOf<S> = S extends { required: readonly (infer R)[] } ? R : never;
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Agrees<S, T, Extra extends PropertyKey = never> =
  Same<Exclude<PropsOf<S>, Extra>, Exclude<keyof T, Extra>> extends true
    ? Same<Exclude<RequiredOf<S>, Extra>, Exclude<keyof T, OptionalKeys<T> | Extra>> extends true
      ? true
      : false
    : false;
export type Assert<T extends true> = T;
export type ApiErrorAgrees = Assert<Agrees<typeof apiErrorSchema, ApiError>>;
