import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  type CheckResponse,
  type ForgotPasswordInput,
  type LoginInput,
  type LoginResponse,
  type MessageResponse,
  type ResetPasswordInput,
  type SignupInput,
  type SignupResponse,
} from '@contract';
import { passwordResets, sessions, users } from '../../db/schema';
import { burnPasswordCheck, hashPassword, secretsEqual, verifyPassword } from '../../lib/password';
import { clearSessionCookie, hashToken, SESSION_COOKIE, setSessionCookie, toUserDto } from '../../plugins/app/sessions';
import { AUTH_LIMITS, clearSignInFailures, LOCKOUT_THRESHOLD, overLimit, reserveSignIn, sendTooMany } from './limits';
import { RESET_TOKEN_TTL_MS, resetMail } from './reset-mail';

export const AUTH_MESSAGES = {
  signedUp: 'Signup successful',
  signedIn: 'Login successful',
  signedOut: 'Logged out',
  notSignedIn: 'You are not signed in.',
  invalidCredentials: 'Invalid email or password.',
  wrongAdminCode: 'The admin code is not valid.',
  duplicateEmail: 'An account with this email already exists. Please log in instead.',
  resetSent: 'If an account exists for this email, we have sent it a link to reset the password. The link works for 1 hour.',
  resetDone: 'Password reset successfully!',
  invalidLink: 'This reset link is not valid. Please request a new one.',
  usedLink: 'This reset link has already been used. Please request a new one.',
  expiredLink: 'This reset link has expired. Please request a new one.',
} as const;

const SIGN_IN_ATTEMPTS = 'sign-in attempts';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[\w-]{20,100}$/;

type ResetParams = { id: string; token: string };

/** Spec §7 `/apiauth/*`: sign-up with the admin code, sign-in, check, logout, password recovery. */
export default async function apiAuth(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  // Reset e-mails go out after the answer (the answer must not take longer when the address has an
  // account); close waits for the ones still in flight.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const perIp =
    (bucket: string, rule: (typeof AUTH_LIMITS)[keyof typeof AUTH_LIMITS], what: string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      // An async hook that has answered returns the reply, which stops the request here.
      if (await overLimit(app, reply, bucket, request.ip, rule, what)) return reply;
      return undefined;
    };

  app.post<{ Body: SignupInput }>(
    API.auth.signup,
    { schema: { body: signupSchema }, onRequest: perIp('signup-ip', AUTH_LIMITS.signupIp, 'sign-up attempts') },
    async (request, reply) => {
      const { name, email, phone, password, adminCode } = request.body;
      if (await overLimit(app, reply, 'signup-account', email, AUTH_LIMITS.signupAccount, 'sign-up attempts')) return reply;
      if (!secretsEqual(adminCode, app.adminCode)) {
        return reply.code(403).send({ message: AUTH_MESSAGES.wrongAdminCode, fieldErrors: { adminCode: AUTH_MESSAGES.wrongAdminCode } });
      }
      const passwordHash = await hashPassword(password);
      const [row] = await db.insert(users).values({ name, email, phone, passwordHash }).onConflictDoNothing().returning();
      if (!row) {
        return reply.code(409).send({ message: AUTH_MESSAGES.duplicateEmail, fieldErrors: { email: AUTH_MESSAGES.duplicateEmail } });
      }
      const session = await app.sessions.rotate(request.cookies[SESSION_COOKIE], row.id);
      setSessionCookie(request, reply, session.id, session.expiresAt);
      request.log.info({ userId: row.id }, 'admin signed up');
      const body: SignupResponse = { message: AUTH_MESSAGES.signedUp, user: toUserDto(row) };
      return reply.code(201).send(body);
    },
  );

  app.post<{ Body: LoginInput }>(
    API.auth.login,
    { schema: { body: loginSchema }, onRequest: perIp('login-ip', AUTH_LIMITS.loginIp, SIGN_IN_ATTEMPTS) },
    async (request, reply) => {
      const { email, password } = request.body;
      if (await overLimit(app, reply, 'login-account', email, AUTH_LIMITS.loginAccount, SIGN_IN_ATTEMPTS)) return reply;
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      // The attempt is counted (and the lock set) before the password is checked, so parallel guesses
      // cannot slip past the lock; an unknown address goes through the same steps and the same cost.
      const reservation = await reserveSignIn(db, email, user?.id ?? null);
      if (!reservation.allowed) return sendTooMany(reply, SIGN_IN_ATTEMPTS, reservation.retryAfter);
      if (!user) {
        await burnPasswordCheck(password);
        return reply.code(401).send({ message: AUTH_MESSAGES.invalidCredentials });
      }
      if (!(await verifyPassword(password, user.passwordHash))) {
        if (reservation.failures >= LOCKOUT_THRESHOLD) {
          request.log.warn({ userId: user.id, failedLogins: reservation.failures }, 'account locked after failed sign-ins');
        }
        return reply.code(401).send({ message: AUTH_MESSAGES.invalidCredentials });
      }
      await clearSignInFailures(db, user.id);
      const session = await app.sessions.rotate(request.cookies[SESSION_COOKIE], user.id);
      setSessionCookie(request, reply, session.id, session.expiresAt);
      const body: LoginResponse = { message: AUTH_MESSAGES.signedIn, user: toUserDto(user) };
      return reply.send(body);
    },
  );

  app.get(API.auth.check, async (request, reply) => {
    const user = await request.loadUser();
    if (!user) {
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(request, reply);
      const signedOut: CheckResponse = { ok: false, user: null, message: AUTH_MESSAGES.notSignedIn };
      return reply.send(signedOut);
    }
    const body: CheckResponse = { ok: true, user };
    return reply.send(body);
  });

  app.post(API.auth.logout, async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) await app.sessions.destroy(id);
    clearSessionCookie(request, reply);
    const body: MessageResponse = { message: AUTH_MESSAGES.signedOut };
    return reply.send(body);
  });

  app.post<{ Body: ForgotPasswordInput }>(
    API.auth.forgotPassword,
    { schema: { body: forgotPasswordSchema }, onRequest: perIp('forgot-ip', AUTH_LIMITS.forgotIp, 'password reset requests') },
    async (request, reply) => {
      const { email } = request.body;
      if (await overLimit(app, reply, 'forgot-account', email, AUTH_LIMITS.forgotAccount, 'password reset requests')) return reply;
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (user) {
        const task = (async () => {
          const token = randomBytes(32).toString('base64url');
          const [row] = await db
            .insert(passwordResets)
            .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) })
            .returning({ id: passwordResets.id });
          if (!row) throw new Error('password reset row not stored');
          const link = `${app.config.publicUrl}/reset-password/${row.id}/${token}`;
          await app.mailer.send(resetMail(user.email, user.name, link));
          request.log.info({ userId: user.id }, 'password reset e-mail sent');
        })()
          .catch((err: unknown) => request.log.error({ err, userId: user.id }, 'password reset e-mail failed'))
          .finally(() => pending.delete(task));
        pending.add(task);
      }
      const body: MessageResponse = { message: AUTH_MESSAGES.resetSent };
      return reply.send(body);
    },
  );

  app.post<{ Params: ResetParams; Body: ResetPasswordInput }>(
    '/apiauth/resetpassword/:id/:token',
    { schema: { body: resetPasswordSchema }, onRequest: perIp('reset-ip', AUTH_LIMITS.resetIp, 'password reset attempts') },
    async (request, reply) => {
      const { id, token } = request.params;
      if (!UUID.test(id) || !TOKEN.test(token)) return reply.code(400).send({ message: AUTH_MESSAGES.invalidLink });
      const [reset] = await db.select().from(passwordResets).where(eq(passwordResets.id, id)).limit(1);
      if (!reset || !secretsEqual(hashToken(token), reset.tokenHash)) return reply.code(400).send({ message: AUTH_MESSAGES.invalidLink });
      if (reset.usedAt) return reply.code(400).send({ message: AUTH_MESSAGES.usedLink });
      if (reset.expiresAt.getTime() <= Date.now()) return reply.code(400).send({ message: AUTH_MESSAGES.expiredLink });

      // Hash before the transaction: no slow work while it holds the database (TOOLCHAIN.md).
      const passwordHash = await hashPassword(request.body.password);
      const claimed = await db.transaction(async (tx) => {
        // The claim is one conditional update, so two requests racing with the same link cannot both win.
        const [claim] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .returning({ userId: passwordResets.userId });
        if (!claim) return false;
        await tx
          .update(users)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
          .where(eq(users.id, claim.userId));
        // Whoever held a session (perhaps the person who took the old password) is signed out.
        await tx.delete(sessions).where(eq(sessions.userId, claim.userId));
        // Other links sent to the account stop working too.
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, claim.userId), isNull(passwordResets.usedAt), ne(passwordResets.id, id)));
        return true;
      });
      if (!claimed) return reply.code(400).send({ message: AUTH_MESSAGES.usedLink });
      request.log.info({ userId: reset.userId }, 'password reset');
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(request, reply);
      const body: MessageResponse = { message: AUTH_MESSAGES.resetDone };
      return reply.send(body);
    },
  );
}
