import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type SerializedError } from 'pino';
import { maskEmail, redactSecretsInText } from './log-mask';

/*
 * Log redaction (issue 9): passwords, tokens, session ids and visitors' full e-mail addresses never reach
 * a log line, as pino options (redact paths, a logMethod hook, serializers).
 */

export { maskEmail };

const SECRET_KEYS = [
  'password',
  'newPassword',
  'confirmPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'resetToken',
  'sessionId',
  'adminCode',
];
const EMAIL_KEYS = ['email', 'to', 'mailTo'];
const TEXT_KEYS = ['links', 'link', 'url'];

function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1] ?? '';
  if (EMAIL_KEYS.includes(key) || TEXT_KEYS.includes(key)) {
    if (typeof value === 'string') return redactSecretsInText(value);
    if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? redactSecretsInText(v) : '[redacted]'));
    return '[redacted]';
  }
  return '[redacted]';
}

/** pino `redact` option: secrets at the top level of a log object or one level down (e.g. `{ body: { password } }`). */
export const LOG_REDACT = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    ...[...SECRET_KEYS, ...EMAIL_KEYS, ...TEXT_KEYS].flatMap((k) => [k, `*.${k}`]),
  ],
  censor,
};

/** pino `hooks.logMethod`: e-mail addresses and tokens written into a log message's text are masked too. */
export function redactLogArguments(this: unknown, args: unknown[], method: (...a: unknown[]) => void): void {
  method.apply(
    this,
    args.map((a) => (typeof a === 'string' ? redactSecretsInText(a) : a)),
  );
}

/**
 * pino `err` serializer: a database error's message and `params` can hold what a visitor typed
 * (Drizzle puts the query parameters in the message): drop them, keep the SQL state and the stack.
 */
export function serializeError(err: Error): SerializedError {
  const out: SerializedError = { ...stdSerializers.err(err) };
  delete out.params;
  delete out.query;
  out.message = redactSecretsInText(out.message.split('\nparams:')[0] ?? '');
  out.stack = redactSecretsInText(out.stack.replace(/\nparams:[^\n]*/g, ''));
  return out;
}

/** The server's pino options: level, redaction, serializers that keep secrets out of every line. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: LOG_REDACT,
    hooks: { logMethod: redactLogArguments },
    serializers: {
      req: (req: { method: string; url: string; id?: string }) => ({ method: req.method, url: redactSecretsInText(req.url), id: req.id }),
      err: serializeError,
    },
  } as FastifyServerOptions['logger'];
}
