import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_DISABLED_MESSAGE,
  API,
  routePath,
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
import { burnPasswordCheck, hashPassword, secretsEqual, verifyPassword } from '../../lib/password';
import { clearSessionCookie, hashToken, SESSION_COOKIE, setSessionCookie } from '../../plugins/app/sessions';
import { LOCKOUT_THRESHOLD } from '../../plugins/app/users-repository';
import { recordSignIns } from '../admin/activity';
import { answer, always, idParam, operation, ref, tooMany, writes } from '../../openapi/schema';
import { accountLimit, addressLimit, AUTH_LIMITS, sendTooMany } from './limits';
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
  const usersRepository = app.usersRepository;
  const sessionsRepository = app.sessionsRepository;
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
  // The audit log (issue 20): sign-ups, sign-ins and logouts, the admin being the actor (request.user).
  recordSignIns(app);

  // Per e-mail address, counted once the body is valid (the per-address limits run before it is read).
  const signupAccount = accountLimit(app, 'signup-account', AUTH_LIMITS.signupAccount, 'sign-up attempts');
  const loginAccount = accountLimit(app, 'login-account', AUTH_LIMITS.loginAccount, SIGN_IN_ATTEMPTS);
  const forgotAccount = accountLimit(app, 'forgot-account', AUTH_LIMITS.forgotAccount, 'password reset requests');

  app.post<{ Body: SignupInput }>(
    API.auth.signup,
    {
      schema: operation({
        operationId: 'signUp',
        tag: 'Sign-in',
        summary: 'Create an admin account with the admin code; signs the new admin in (session cookie).',
        body: signupSchema,
        response: {
          ...writes,
          201: answer('Signed up and signed in.', ref('UserAnswer')),
          409: answer('An account with this e-mail already exists.'),
          403: answer('The admin code is not valid, or the request came from another site.'),
          429: tooMany,
        },
      }),
      config: { rateLimit: addressLimit(app, 'signup-ip', AUTH_LIMITS.signupIp, 'sign-up attempts') },
    },
    async (request, reply) => {
      const { name, email, phone, password, adminCode, noticeVersion } = request.body;
      if (await signupAccount(request, reply)) return reply;
      // The admin code makes an Admin (the first account ever: the Owner); a role's sign-up code, that role.
      const role = secretsEqual(adminCode, app.adminCode) ? 'admin' : await usersRepository.roleForCode(adminCode);
      if (!role) {
        return reply.code(403).send({ message: AUTH_MESSAGES.wrongAdminCode, fieldErrors: { adminCode: AUTH_MESSAGES.wrongAdminCode } });
      }
      const passwordHash = await hashPassword(password);
      const user = await usersRepository.create({ name, email, phone, passwordHash, noticeVersion }, role);
      if (!user) {
        return reply.code(409).send({ message: AUTH_MESSAGES.duplicateEmail, fieldErrors: { email: AUTH_MESSAGES.duplicateEmail } });
      }
      const session = await sessionsRepository.rotate(request.cookies[SESSION_COOKIE], user.id);
      setSessionCookie(request, reply, session.id, session.expiresAt);
      request.user = user;
      request.log.info({ userId: user.id, role: user.staffRole }, 'admin signed up');
      const body: SignupResponse = { message: AUTH_MESSAGES.signedUp, user };
      return reply.code(201).send(body);
    },
  );

  app.post<{ Body: LoginInput }>(
    API.auth.login,
    {
      schema: operation({
        operationId: 'signIn',
        tag: 'Sign-in',
        summary: 'Sign in; sets the session cookie.',
        body: loginSchema,
        response: {
          ...writes,
          200: answer('Signed in.', ref('UserAnswer')),
          401: answer('Invalid e-mail or password.'),
          403: answer('The password is right but the account is disabled, or the request came from another site.'),
          429: tooMany,
        },
      }),
      config: { rateLimit: addressLimit(app, 'login-ip', AUTH_LIMITS.loginIp, SIGN_IN_ATTEMPTS) },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (await loginAccount(request, reply)) return reply;
      const account = await usersRepository.findByEmail(email);
      // The attempt is counted (and the lock set) before the password is checked, so parallel guesses
      // cannot slip past the lock; an unknown address goes through the same steps and the same cost.
      const reservation = await usersRepository.reserveSignIn(email, account?.user.id ?? null);
      if (!reservation.allowed) return sendTooMany(reply, SIGN_IN_ATTEMPTS, reservation.retryAfter);
      if (!account) {
        await burnPasswordCheck(password);
        return reply.code(401).send({ message: AUTH_MESSAGES.invalidCredentials });
      }
      const { user } = account;
      if (!(await verifyPassword(password, account.passwordHash))) {
        if (reservation.failures >= LOCKOUT_THRESHOLD) {
          request.log.warn({ userId: user.id, failedLogins: reservation.failures }, 'account locked after failed sign-ins');
        }
        return reply.code(401).send({ message: AUTH_MESSAGES.invalidCredentials });
      }
      // Only whoever knows the password learns that the account is disabled (issue 20).
      if (account.disabled) {
        await usersRepository.clearSignInFailures(user.id);
        return reply.code(403).send({ message: ACCOUNT_DISABLED_MESSAGE });
      }
      await usersRepository.markSignedIn(user.id);
      const session = await sessionsRepository.rotate(request.cookies[SESSION_COOKIE], user.id);
      setSessionCookie(request, reply, session.id, session.expiresAt);
      request.user = user;
      const body: LoginResponse = { message: AUTH_MESSAGES.signedIn, user };
      return reply.send(body);
    },
  );

  const checkSchema = operation({
    operationId: 'checkSession',
    tag: 'Sign-in',
    summary: 'Whether the session cookie belongs to a signed-in admin (200 either way).',
    response: { ...always, 200: answer('The session state.', ref('Check')) },
  });
  app.get(API.auth.check, { schema: checkSchema }, async (request, reply) => {
    const user = await request.loadUser();
    if (!user) {
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(request, reply);
      const signedOut: CheckResponse = { ok: false, user: null, message: AUTH_MESSAGES.notSignedIn };
      return reply.send(signedOut);
    }
    const body: CheckResponse = { ok: true, user };
    return reply.send(body);
  });

  const logoutSchema = operation({
    operationId: 'signOut',
    tag: 'Sign-in',
    summary: 'End the session and clear its cookie.',
    response: { ...writes, 200: answer('Signed out.', ref('Message')) },
  });
  app.post(API.auth.logout, { schema: logoutSchema }, async (request, reply) => {
    const id = request.cookies[SESSION_COOKIE];
    if (id) {
      // Who signs out, for the audit log, before the session ends.
      await request.loadUser();
      await sessionsRepository.destroy(id);
    }
    clearSessionCookie(request, reply);
    const body: MessageResponse = { message: AUTH_MESSAGES.signedOut };
    return reply.send(body);
  });

  app.post<{ Body: ForgotPasswordInput }>(
    API.auth.forgotPassword,
    {
      schema: operation({
        operationId: 'forgotPassword',
        tag: 'Sign-in',
        summary: 'Mail a password-reset link when the address has an account (the answer is the same either way).',
        body: forgotPasswordSchema,
        response: { ...writes, 200: answer('Accepted.', ref('Message')), 429: tooMany },
      }),
      config: { rateLimit: addressLimit(app, 'forgot-ip', AUTH_LIMITS.forgotIp, 'password reset requests') },
    },
    async (request, reply) => {
      const { email } = request.body;
      if (await forgotAccount(request, reply)) return reply;
      const user = (await usersRepository.findByEmail(email))?.user;
      if (user) {
        const task = (async () => {
          const token = randomBytes(32).toString('base64url');
          const resetId = await usersRepository.createPasswordReset(user.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
          const link = `${app.config.publicUrl}/reset-password/${resetId}/${token}`;
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
    routePath(API.auth.resetPassword, 'id', 'token'),
    {
      schema: operation({
        operationId: 'resetPassword',
        tag: 'Sign-in',
        summary: 'Set a new password with the link from the reset e-mail.',
        params: { id: idParam('The reset request id (UUID) from the link.'), token: idParam('The secret token from the link.') },
        body: resetPasswordSchema,
        response: {
          ...writes,
          200: answer('The password was changed.', ref('Message')),
          414: answer('A path parameter is longer than 500 characters.'),
          400: answer('The input is not valid, or the link is not valid, used or expired.'),
          429: tooMany,
        },
      }),
      config: { rateLimit: addressLimit(app, 'reset-ip', AUTH_LIMITS.resetIp, 'password reset attempts') },
    },
    async (request, reply) => {
      const { id, token } = request.params;
      if (!UUID.test(id) || !TOKEN.test(token)) return reply.code(400).send({ message: AUTH_MESSAGES.invalidLink });
      const reset = await usersRepository.findPasswordReset(id);
      if (!reset || !secretsEqual(hashToken(token), reset.tokenHash)) return reply.code(400).send({ message: AUTH_MESSAGES.invalidLink });
      if (reset.usedAt) return reply.code(400).send({ message: AUTH_MESSAGES.usedLink });
      if (reset.expiresAt.getTime() <= Date.now()) return reply.code(400).send({ message: AUTH_MESSAGES.expiredLink });

      // Hash before the transaction: no slow work while it holds the database (TOOLCHAIN.md).
      const passwordHash = await hashPassword(request.body.password);
      const claimed = await usersRepository.resetPassword(id, passwordHash);
      if (!claimed) return reply.code(400).send({ message: AUTH_MESSAGES.usedLink });
      request.log.info({ userId: reset.userId }, 'password reset');
      if (request.cookies[SESSION_COOKIE]) clearSessionCookie(request, reply);
      const body: MessageResponse = { message: AUTH_MESSAGES.resetDone };
      return reply.send(body);
    },
  );
}
