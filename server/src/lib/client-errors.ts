import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { helmetOptions, PERMISSIONS_POLICY } from './security-headers';
import { errorBody } from './errors';

/*
 * Answers written before any Fastify hook runs (a request Node could not parse, an address the router
 * cannot decode): Fastify's defaults send them without the security headers every other answer has.
 * These send the same statuses with the headers derived from the one helmet configuration.
 */

export const INVALID_ADDRESS_MESSAGE = 'The address contains an invalid character.';

/** The headers helmet writes for one response, as lower-case name → value. */
function helmetHeaders(options: HelmetOptions, url = '/api/'): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  helmet(options)({ url } as IncomingMessage, res, () => undefined);
  return Object.fromEntries(headers);
}

/**
 * Security headers of answers written below Fastify (Node-level errors, a body cut off): the same helmet
 * configuration, but never a page, so the CSP lets nothing load or frame them.
 */
const { 'strict-transport-security': _hsts, ...clientErrorHeaders } = helmetHeaders({
  ...helmetOptions({ gtmId: null }, {}),
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
});
export const CLIENT_ERROR_HEADERS: Readonly<Record<string, string>> = { ...clientErrorHeaders, 'permissions-policy': PERMISSIONS_POLICY };

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  '400': 'The request could not be read.',
  '408': 'The request took too long to arrive. Please try again.',
  '431': 'The request headers are too large.',
};

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node could not parse or that timed out before
 * Fastify saw it (bad framing, headers too large, slow headers). Fastify's default writes it without the
 * security headers every other answer has; this one writes the same statuses with them.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408' : err.code === 'HPE_HEADER_OVERFLOW' ? '431' : '400';
  const body = JSON.stringify({ message: CLIENT_ERROR_MESSAGES[status] });
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
    ...CLIENT_ERROR_HEADERS,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${body}`);
  socket.destroy(err);
}

/**
 * Fastify's `frameworkErrors`: the router refuses an address it cannot decode (`%ZZ`, overlong UTF-8) or
 * whose parameter is longer than `maxParamLength` before any hook runs (helmet's too). Fastify's default
 * answers those in its own shape without security headers; this gives them the API's error body and the headers.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const message = status === 414 ? 'The address is too long.' : INVALID_ADDRESS_MESSAGE;
  void reply
    .code(status)
    .headers(CLIENT_ERROR_HEADERS)
    .header('cache-control', 'no-store')
    .send(errorBody(request.url, status, message));
}
