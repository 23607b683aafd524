import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { UserDto } from '@contract';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken, SESSION_TTL_MS } from './sessions';
import { toUserDto } from './users-repository';

/** Session rows in the database, so any app instance recognises a cookie made by another. */
export function createSessionsRepository(db: Db) {
  return {
    /** Creates a session and returns the random id that goes into the cookie (only its hash is stored). */
    async create(userId: string): Promise<{ id: string; expiresAt: Date }> {
      const id = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(sessions).values({ idHash: hashToken(id), userId, expiresAt });
      return { id, expiresAt };
    },

    /** The signed-in user of a session id; null for an unknown or expired session, or a disabled account's. */
    async findUser(id: string): Promise<UserDto | null> {
      if (!/^[\w-]{20,100}$/.test(id)) return null;
      const rows = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.idHash, hashToken(id)), gt(sessions.expiresAt, new Date()), isNull(users.disabledAt)))
        .limit(1);
      const row = rows[0];
      return row ? toUserDto(row.user) : null;
    },

    async destroy(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, hashToken(id)));
    },

    async destroyAllFor(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /**
     * A new session id at every sign-in (no session fixation): the session the browser held before, if
     * any, ends, and expired rows of anyone are swept on the way; all in one transaction, so a failed
     * sign-in step never leaves the old session ended without a new one.
     */
    async rotate(previousId: string | undefined, userId: string): Promise<{ id: string; expiresAt: Date }> {
      const id = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.transaction(async (tx) => {
        if (previousId) await tx.delete(sessions).where(eq(sessions.idHash, hashToken(previousId)));
        await tx.delete(sessions).where(lt(sessions.expiresAt, new Date()));
        await tx.insert(sessions).values({ idHash: hashToken(id), userId, expiresAt });
      });
      return { id, expiresAt };
    },

    async purgeExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
