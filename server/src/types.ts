import type { UserDto } from '@contract';
import type { Database } from './db/client';
import type { Config } from './plugins/external/config';
import type { Mailer } from './plugins/app/mailer';
import type { PublicCache } from './plugins/app/public-cache';
import type { RateLimiter } from './plugins/app/rate-limiter';
import type { SessionStore } from './plugins/app/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    sessions: SessionStore;
    rateLimiter: RateLimiter;
    mailer: Mailer;
    publicCache: PublicCache;
    /** The code an admin must give to sign up (ADMIN_CODE or the generated, stored one). */
    adminCode: string;
    /** Replaces the stored admin code (refused while ADMIN_CODE is set) and returns the new one. */
    rotateAdminCode: () => Promise<string>;
    /** preHandler: 401 unless the request carries a live admin session; sets request.user. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The methods a route serves at this address (with OPTIONS), empty when none does (plugins/app/http-semantics.ts). */
    allowedMethods: (url: string) => string[];
  }
  interface FastifyRequest {
    /** The signed-in admin, set by requireAdmin (and by loadUser). */
    user: UserDto | null;
    /** Resolves the session cookie to a user (cached on the request). */
    loadUser(): Promise<UserDto | null>;
  }
}
