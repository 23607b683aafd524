import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserDto } from '@contract';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export const SESSION_COOKIE = 'itx_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function toUserDto(row: typeof users.$inferSelect): UserDto {
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, role: 'admin' };
}

/** Session rows in the database, so any app instance recognises a cookie made by another. */
export class SessionStore {
  constructor(private readonly db: Db) {}

  /** Creates a session and returns the random id that goes into the cookie (only its hash is stored). */
  async create(userId: string): Promise<{ id: string; expiresAt: Date }> {
    const id = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.db.insert(sessions).values({ idHash: hashToken(id), userId, expiresAt });
    return { id, expiresAt };
  }

  async findUser(id: string): Promise<UserDto | null> {
    if (!/^[\w-]{20,100}$/.test(id)) return null;
    const rows = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, hashToken(id)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    const row = rows[0];
    return row ? toUserDto(row.user) : null;
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, hashToken(id)));
  }

  async destroyAllFor(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /**
   * A new session id at every sign-in (no session fixation): the session the browser held before, if
   * any, ends, and expired rows of anyone are swept on the way.
   */
  async rotate(previousId: string | undefined, userId: string): Promise<{ id: string; expiresAt: Date }> {
    if (previousId) await this.destroy(previousId);
    await this.purgeExpired();
    return this.create(userId);
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }
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
