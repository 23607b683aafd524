import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { API, PASSWORD_RULE_MESSAGE, PASSWORDS_MISMATCH_MESSAGE } from '@contract';
import { buildTestApp, DB_KIND, json, TEST_ADMIN_CODE, type TestApp } from './helper';
import { passwordResets, sessions, users } from '../src/db/schema';
import type { Mail, Mailer } from '../src/plugins/app/mailer';
import { SESSION_COOKIE } from '../src/plugins/app/sessions';

// The app starts on a fresh database and scrypt is slow by design; the machine is shared.
jest.setTimeout(60_000);

const PASSWORD = 'Hitec#2025';
const NEW_PASSWORD = 'Madhapur@42';

/** A mailer that keeps what it sends, so a test can read the reset link. */
function captureMailer(): Mailer & { sent: Mail[]; next(to: string): Promise<Mail> } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    close() {},
    async next(to) {
      const already = sent.filter((m) => m.to === to).length;
      for (let i = 0; i < 200; i++) {
        const mine = sent.filter((m) => m.to === to);
        if (mine.length > already) return mine[mine.length - 1] as Mail;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to}`);
    },
  };
}

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@itx.test`;

function signupBody(over: Record<string, unknown> = {}) {
  return { name: 'Lakshmi Rao', email: uniqueEmail('admin'), phone: '9876543210', password: PASSWORD, adminCode: TEST_ADMIN_CODE, ...over };
}

/** The session cookie a response set, as a Cookie header value. */
function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  if (!c?.value) throw new Error('no session cookie set');
  return `${SESSION_COOKIE}=${c.value}`;
}

function setCookieHeader(res: LightMyRequestResponse): string {
  const h = res.headers['set-cookie'];
  return Array.isArray(h) ? h.join('\n') : (h ?? '');
}

describe(`/apiauth on ${DB_KIND}`, () => {
  let t: TestApp;
  const mailer = captureMailer();
  beforeAll(async () => {
    t = await buildTestApp({}, { mailer });
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.database.db;
  const usersWith = (email: string) => db().select().from(users).where(eq(users.email, email));
  const post = (url: string, payload: unknown, cookie?: string) =>
    t.request({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: cookie ? { cookie } : {} });
  const check = (cookie?: string) => t.request({ method: 'GET', url: '/apiauth/check', headers: cookie ? { cookie } : {} });
  const signUp = async (over: Record<string, unknown> = {}) => {
    const body = signupBody(over);
    const res = await post('/apiauth/signup', body);
    expect(res.statusCode).toBe(201);
    return { body, res, cookie: sessionCookie(res) };
  };

  describe('POST /apiauth/signup', () => {
    it('creates the admin, answers message and user, and signs them in with a session cookie', async () => {
      const body = signupBody({ email: uniqueEmail('Priya.Sharma').toUpperCase() });
      const res = await post('/apiauth/signup', body);
      expect(res.statusCode).toBe(201);
      const answer = json<{ message: string; user: Record<string, unknown> }>(res);
      expect(answer.message).toBe('Signup successful');
      expect(answer.user).toEqual({
        id: expect.any(String),
        name: 'Lakshmi Rao',
        email: body.email.toLowerCase(),
        phone: '9876543210',
        role: 'admin',
        // The database's first account is its Owner (issue 42); `role` stays 'admin' as the spec's client reads it.
        staffRole: 'owner',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const cookie = setCookieHeader(res);
      expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{40,};`));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);

      const checked = await check(sessionCookie(res));
      expect(checked.statusCode).toBe(200);
      expect(json(checked)).toEqual({ ok: true, user: answer.user });

      const [row] = await usersWith(body.email.toLowerCase());
      expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(row?.passwordHash).not.toContain(PASSWORD);
    });

    it('refuses a wrong admin code with a field error and stores nothing', async () => {
      const body = signupBody({ adminCode: `${TEST_ADMIN_CODE}x` });
      const res = await post('/apiauth/signup', body);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ message: 'The admin code is not valid.', fieldErrors: { adminCode: 'The admin code is not valid.' } });
      expect(res.cookies).toEqual([]);
      expect(await usersWith(body.email)).toEqual([]);
    });

    it('refuses a weak password with the rule the form shows and stores nothing', async () => {
      for (const password of ['Ab#1', 'hitec#2025', 'Hitec#code', 'Hitec2025']) {
        const body = signupBody({ password });
        const res = await post('/apiauth/signup', body);
        expect(res.statusCode).toBe(400);
        expect(json(res)).toEqual({ message: PASSWORD_RULE_MESSAGE, fieldErrors: { password: PASSWORD_RULE_MESSAGE } });
        expect(await usersWith(body.email)).toEqual([]);
      }
    });

    it('names every missing field and stores nothing', async () => {
      const res = await post('/apiauth/signup', { email: 'not-an-email', phone: '12345' });
      expect(res.statusCode).toBe(400);
      const { fieldErrors } = json<{ fieldErrors: Record<string, string> }>(res);
      expect(fieldErrors).toEqual({
        name: 'Name is required.',
        email: 'Please enter a valid email address.',
        phone: 'Phone number must be exactly 10 digits.',
        password: 'Password is required.',
        adminCode: 'Admin code is required.',
      });
      expect(await db().select().from(users).where(eq(users.email, 'not-an-email'))).toEqual([]);
    });

    it('refuses a second account for the same e-mail (any letter case) and keeps the first unchanged', async () => {
      const { body } = await signUp();
      const res = await post('/apiauth/signup', { ...body, email: body.email.toUpperCase(), name: 'Someone Else' });
      expect(res.statusCode).toBe(409);
      expect(json(res).fieldErrors).toEqual({ email: 'An account with this email already exists. Please log in instead.' });
      const rows = await usersWith(body.email);
      expect(rows.map((r) => r.name)).toEqual(['Lakshmi Rao']);
    });
  });

  it('creates one account when the same e-mail signs up twice at the same moment', async () => {
    const body = signupBody();
    const answers = await Promise.all([post('/apiauth/signup', body), post('/apiauth/signup', { ...body, name: 'Twin Request' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await usersWith(body.email)).toHaveLength(1);
  });

  describe('POST /apiauth/login', () => {
    it('signs in with a fresh session id and ends the session the browser held before', async () => {
      const { body, cookie: signupCookie } = await signUp();
      const res = await post('/apiauth/login', { email: body.email.toUpperCase(), password: PASSWORD }, signupCookie);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ message: 'Login successful', user: expect.objectContaining({ email: body.email, role: 'admin' }) });
      const cookie = sessionCookie(res);
      expect(cookie).not.toBe(signupCookie);
      expect(json(await check(cookie)).ok).toBe(true);
      expect(json(await check(signupCookie))).toEqual({ ok: false, user: null, message: 'You are not signed in.' });
    });

    it('gives a wrong password and an unknown e-mail the same answer, and no cookie', async () => {
      const { body } = await signUp();
      const wrongPassword = await post('/apiauth/login', { email: body.email, password: 'Wrong#Pass1' });
      const unknownEmail = await post('/apiauth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(json(wrongPassword)).toEqual({ message: 'Invalid email or password.' });
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(wrongPassword.cookies).toEqual([]);
      expect(unknownEmail.cookies).toEqual([]);
    });

    it('refuses a missing password with a field error', async () => {
      const res = await post('/apiauth/login', { email: 'someone@itx.test' });
      expect(res.statusCode).toBe(400);
      expect(json(res).fieldErrors).toEqual({ password: 'Password is required.' });
    });

    it('locks an account after 5 failures in a row, longer after each further failure, and unlocks on success', async () => {
      const { body } = await signUp();
      for (let i = 0; i < 5; i++) {
        expect((await post('/apiauth/login', { email: body.email, password: `Wrong#${i}x` })).statusCode).toBe(401);
      }
      const locked = await post('/apiauth/login', { email: body.email, password: PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(json(locked).message).toBe('Too many sign-in attempts. Please try again in 1 minute.');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
      expect(locked.cookies).toEqual([]);

      // The minute passes; one more failure locks for two minutes.
      await db()
        .update(users)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(users.email, body.email));
      expect((await post('/apiauth/login', { email: body.email, password: 'Wrong#again1' })).statusCode).toBe(401);
      const [row] = await usersWith(body.email);
      expect(row?.failedLogins).toBe(6);
      const lockSeconds = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 1000;
      expect(lockSeconds).toBeGreaterThan(110);
      expect(lockSeconds).toBeLessThanOrEqual(120);
      expect(json(await post('/apiauth/login', { email: body.email, password: PASSWORD })).message).toBe(
        'Too many sign-in attempts. Please try again in 2 minutes.',
      );

      await db()
        .update(users)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(users.email, body.email));
      expect((await post('/apiauth/login', { email: body.email, password: PASSWORD })).statusCode).toBe(200);
      const [after] = await usersWith(body.email);
      expect(after?.failedLogins).toBe(0);
      expect(after?.lockedUntil).toBeNull();
    });

    it('answers an unknown e-mail the same way after as many failures, so a lockout reveals no account', async () => {
      const email = uniqueEmail('ghost');
      for (let i = 0; i < 5; i++) expect((await post('/apiauth/login', { email, password: `Wrong#${i}x` })).statusCode).toBe(401);
      const res = await post('/apiauth/login', { email, password: PASSWORD });
      expect(res.statusCode).toBe(429);
      expect(json(res).message).toMatch(/^Too many sign-in attempts\. Please try again in (1 minute|\d+ seconds?)\.$/);
    });
  });

  describe('GET /apiauth/check and POST /apiauth/logout', () => {
    const signedOut = { ok: false, user: null, message: 'You are not signed in.' };
    it('answers signed-out (200, no user) without a cookie, with an unknown one, and with an expired session', async () => {
      const anonymous = await check();
      expect(anonymous.statusCode).toBe(200);
      expect(json(anonymous)).toEqual(signedOut);
      expect(json(await check(`${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}`))).toEqual(signedOut);
      expect(json(await check(`${SESSION_COOKIE}=x'; drop table users; --`))).toEqual(signedOut);

      const { cookie, res } = await signUp();
      const userId = json<{ user: { id: string } }>(res).user.id;
      await db()
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, userId));
      expect(json(await check(cookie))).toEqual(signedOut);
    });

    it('a signed-in session passes the admin guard of other routes; after logout the guard answers 401', async () => {
      const { body } = await signUp();
      const login = await post('/apiauth/login', { email: body.email, password: PASSWORD });
      const cookie = sessionCookie(login);
      const adminList = (c?: string) => t.request({ method: 'GET', url: API.careers.adminList, headers: c ? { cookie: c } : {} });
      expect((await adminList(cookie)).statusCode).toBe(200);
      const anonymous = await adminList();
      expect(anonymous.statusCode).toBe(401);
      expect(json(anonymous)).toEqual({ message: 'Please sign in as an admin to do this.' });
      await post('/apiauth/logout', undefined, cookie);
      expect((await adminList(cookie)).statusCode).toBe(401);
    });

    it('logout ends the session in the database and clears the cookie', async () => {
      const { cookie, res: signup } = await signUp();
      const userId = json<{ user: { id: string } }>(signup).user.id;
      expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
      const res = await post('/apiauth/logout', undefined, cookie);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ message: 'Logged out' });
      expect(setCookieHeader(res)).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
      expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
      expect(json(await check(cookie))).toEqual(signedOut);
      // Logging out without a session is not an error.
      expect((await post('/apiauth/logout', undefined)).statusCode).toBe(200);
    });
  });

  describe('password recovery', () => {
    const resetLink = async (email: string) => {
      const waiting = mailer.next(email.toLowerCase());
      const res = await post('/apiauth/forgotpassword', { email });
      expect(res.statusCode).toBe(200);
      const mail = await waiting;
      const match = /http:\/\/localhost:3000\/reset-password\/([0-9a-f-]{36})\/([\w-]{40,})/.exec(mail.text);
      if (!match) throw new Error(`no reset link in: ${mail.text}`);
      return { mail, id: match[1] as string, token: match[2] as string, url: `/apiauth/resetpassword/${match[1]}/${match[2]}` };
    };

    it('answers the same whether or not the address has an account, and mails only a real account', async () => {
      const { body } = await signUp();
      const sentBefore = mailer.sent.length;
      const unknown = await post('/apiauth/forgotpassword', { email: uniqueEmail('nobody') });
      const { mail, id, token } = await resetLink(body.email.toUpperCase());
      expect(unknown.statusCode).toBe(200);
      expect(json(unknown)).toEqual({
        message: 'If an account exists for this email, we have sent it a link to reset the password. The link works for 1 hour.',
      });
      expect(mailer.sent.length).toBe(sentBefore + 1);
      expect(mail.to).toBe(body.email);
      expect(mail.subject).toBe('Reset your ITX admin password');
      expect(mail.text).toContain('Hello Lakshmi Rao,');

      const [row] = await db().select().from(passwordResets).where(eq(passwordResets.id, id));
      expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.tokenHash).not.toContain(token);
      expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBeGreaterThan(60 * 60 * 1000 - 5000);
      expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    });

    it('refuses an invalid e-mail address with a field error', async () => {
      const res = await post('/apiauth/forgotpassword', { email: 'nope' });
      expect(res.statusCode).toBe(400);
      expect(json(res).fieldErrors).toEqual({ email: 'Please enter a valid email address.' });
    });

    it('resets the password once, ends every session of the account, and the old password stops working', async () => {
      const { body, cookie: otherDevice } = await signUp();
      const { url } = await resetLink(body.email);

      const mismatch = await post(url, { password: NEW_PASSWORD, confirmPassword: 'Madhapur@43' });
      expect(mismatch.statusCode).toBe(400);
      expect(json(mismatch)).toEqual({ message: PASSWORDS_MISMATCH_MESSAGE, fieldErrors: { confirmPassword: PASSWORDS_MISMATCH_MESSAGE } });
      const weak = await post(url, { password: 'weakpass', confirmPassword: 'weakpass' });
      expect(weak.statusCode).toBe(400);
      expect(json(weak).fieldErrors).toEqual({ password: PASSWORD_RULE_MESSAGE });
      // Refusals changed nothing: the old password and the session still work.
      expect(json(await check(otherDevice)).ok).toBe(true);

      const res = await post(url, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ message: 'Password reset successfully!' });
      expect(json(await check(otherDevice)).ok).toBe(false);
      expect((await post('/apiauth/login', { email: body.email, password: PASSWORD })).statusCode).toBe(401);
      expect((await post('/apiauth/login', { email: body.email, password: NEW_PASSWORD })).statusCode).toBe(200);

      const again = await post(url, { password: 'Another#Pass9', confirmPassword: 'Another#Pass9' });
      expect(again.statusCode).toBe(400);
      expect(json(again)).toEqual({ message: 'This reset link has already been used. Please request a new one.' });
      expect((await post('/apiauth/login', { email: body.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('a used link also ends the other links mailed to the account', async () => {
      const { body } = await signUp();
      const first = await resetLink(body.email);
      const second = await resetLink(body.email);
      expect((await post(second.url, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
      const res = await post(first.url, { password: 'Another#Pass9', confirmPassword: 'Another#Pass9' });
      expect(res.statusCode).toBe(400);
      expect((await post('/apiauth/login', { email: body.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous requests use the same link', async () => {
      const { body } = await signUp();
      const { url } = await resetLink(body.email);
      const [a, b] = await Promise.all([
        post(url, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
        post(url, { password: 'Another#Pass9', confirmPassword: 'Another#Pass9' }),
      ]);
      expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 400]);
      const winner = a?.statusCode === 200 ? NEW_PASSWORD : 'Another#Pass9';
      const loser = a?.statusCode === 200 ? 'Another#Pass9' : NEW_PASSWORD;
      expect((await post('/apiauth/login', { email: body.email, password: winner })).statusCode).toBe(200);
      expect((await post('/apiauth/login', { email: body.email, password: loser })).statusCode).toBe(401);
    });

    it('refuses an expired link, a wrong token and a malformed link, changing nothing', async () => {
      const { body } = await signUp();
      const { id, token, url } = await resetLink(body.email);
      const ok = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

      const wrongToken = await post(`/apiauth/resetpassword/${id}/${randomBytes(32).toString('base64url')}`, ok);
      expect(wrongToken.statusCode).toBe(400);
      expect(json(wrongToken)).toEqual({ message: 'This reset link is not valid. Please request a new one.' });
      const otherId = await post(`/apiauth/resetpassword/00000000-0000-4000-8000-000000000000/${token}`, ok);
      expect(otherId.statusCode).toBe(400);
      expect((await post(`/apiauth/resetpassword/not-a-uuid/${token}`, ok)).statusCode).toBe(400);

      await db()
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.id, id));
      const expired = await post(url, ok);
      expect(expired.statusCode).toBe(400);
      expect(json(expired)).toEqual({ message: 'This reset link has expired. Please request a new one.' });
      expect((await post('/apiauth/login', { email: body.email, password: PASSWORD })).statusCode).toBe(200);
    });
  });
});

describe(`/apiauth rate limits at RATE_LIMIT_SCALE=1 on ${DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' }, { mailer: captureMailer() });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: Record<string, unknown>, ip: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url, payload, remoteAddress: ip, headers });
  const RETRY = /^Too many [a-z -]+\. Please try again in \d+ (minute|minutes|second|seconds)\.$/;

  it('limits sign-in attempts per address: the 31st in 15 minutes is refused, another address is not', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await post('/apiauth/login', { email: uniqueEmail(`ip${i}`), password: PASSWORD }, '10.0.0.1');
      expect(res.statusCode).toBe(401);
    }
    const refused = await post('/apiauth/login', { email: uniqueEmail('ip-last'), password: PASSWORD }, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(RETRY);
    expect(json(refused).message).toMatch(/^Too many sign-in attempts/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/apiauth/login', { email: uniqueEmail('other'), password: PASSWORD }, '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits sign-in attempts per account from any address, correct password or not', async () => {
    const body = signupBody();
    expect((await post('/apiauth/signup', body, '10.0.1.1')).statusCode).toBe(201);
    for (let i = 0; i < 10; i++) {
      const res = await post('/apiauth/login', { email: body.email, password: PASSWORD }, `10.0.2.${i}`);
      expect(res.statusCode).toBe(200);
    }
    const refused = await post('/apiauth/login', { email: body.email, password: PASSWORD }, '10.0.3.1');
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(RETRY);
    expect(refused.cookies).toEqual([]);
  });

  it('limits sign-up attempts (admin-code guessing) per address, and a refused sign-up stores nothing', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post('/apiauth/signup', signupBody({ adminCode: `guess-${i}-code` }), '10.0.4.1');
      expect(res.statusCode).toBe(403);
    }
    const body = signupBody();
    const refused = await post('/apiauth/signup', body, '10.0.4.1');
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(/^Too many sign-up attempts\. Please try again in \d+ minutes?\.$/);
    expect(await t.app.database.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('limits reset requests per account (3 an hour) and per address (10 an hour), with the same answer up to then', async () => {
    const email = uniqueEmail('forgot');
    for (let i = 0; i < 3; i++) expect((await post('/apiauth/forgotpassword', { email }, `10.0.5.${i}`)).statusCode).toBe(200);
    const perAccount = await post('/apiauth/forgotpassword', { email }, '10.0.5.9');
    expect(perAccount.statusCode).toBe(429);
    expect(json(perAccount).message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);

    for (let i = 0; i < 10; i++) {
      expect((await post('/apiauth/forgotpassword', { email: uniqueEmail(`f${i}`) }, '10.0.6.1')).statusCode).toBe(200);
    }
    expect((await post('/apiauth/forgotpassword', { email: uniqueEmail('f-last') }, '10.0.6.1')).statusCode).toBe(429);
  });

  it('marks the session cookie Secure when the site is served over HTTPS (behind a proxy)', async () => {
    const res = await post('/apiauth/signup', signupBody(), '10.0.7.1', { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(201);
    expect(setCookieHeader(res)).toMatch(/; Secure/);
  });
});
