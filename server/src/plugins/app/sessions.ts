import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'itx_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** SHA-256 of a secret (session id, reset token): what the database keeps instead of the secret. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
