import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  ACCOUNT_DISABLED_MESSAGE,
  ADMIN_CODE_FROM_ENV_MESSAGE,
  ADMIN_NOT_FOUND_MESSAGE,
  API,
  DISABLE_SELF_MESSAGE,
  SIGN_OUT_SELF_MESSAGE,
  type AdminAccountDto,
  type AdminCodeResponse,
} from '@contract';
import { buildTestApp, DB_KIND, json, TEST_ADMIN_CODE, type TestApp } from './helper';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { hashToken, SESSION_COOKIE } from '../src/plugins/app/sessions';

// The app starts on a fresh database and scrypt is slow by design; the machine is shared.
jest.setTimeout(90_000);

const PASSWORD = 'Hitec#2025';

interface Admin {
  id: string;
  name: string;
  email: string;
  cookie: string;
}

function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  if (!c?.value) throw new Error(`no session cookie set (${res.statusCode} ${res.body})`);
  return `${SESSION_COOKIE}=${c.value}`;
}

/** Admin accounts made through the API, as a new admin makes one. */
function accounts(getApp: () => TestApp, adminCode = TEST_ADMIN_CODE) {
  const post = (url: string, payload?: Record<string, unknown>, cookie?: string) =>
    getApp().request({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  return {
    post,
    async signUp(name: string): Promise<Admin> {
      const email = `${name.split(' ')[0]?.toLowerCase()}-${randomBytes(4).toString('hex')}@itx.test`;
      const res = await post(API.auth.signup, { name, email, phone: '9876543210', password: PASSWORD, adminCode });
      expect(res.statusCode).toBe(201);
      const { user } = json<{ user: { id: string } }>(res);
      // Managing accounts is the Owner's (issue 42; server/test/staff-roles.test.ts): each account made here is one.
      await getApp().app.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, user.id));
      return { id: user.id, name, email, cookie: sessionCookie(res) };
    },
    async signIn(admin: Pick<Admin, 'email'>, password = PASSWORD): Promise<LightMyRequestResponse> {
      return post(API.auth.login, { email: admin.email, password });
    },
  };
}

describe(`admin accounts on ${DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  const { post, signUp, signIn } = accounts(() => t);

  const list = async (cookie: string) => {
    const res = await t.request({ method: 'GET', url: API.admin.admins, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return json<AdminAccountDto[]>(res);
  };
  const accountOf = async (cookie: string, id: string) => (await list(cookie)).find((a) => a.id === id);
  const patch = (cookie: string, id: string, payload: unknown) =>
    t.request({ method: 'PATCH', url: API.admin.adminOne(id), headers: { cookie }, payload: payload as Record<string, unknown> });
  const signOutEverywhere = (cookie: string, id: string) =>
    t.request({ method: 'DELETE', url: API.admin.adminSessions(id), headers: { cookie } });
  const guarded = (cookie: string) => t.request({ method: 'GET', url: API.admin.admins, headers: { cookie } });
  const checkSession = async (cookie: string) =>
    json<{ ok: boolean }>(await t.request({ method: 'GET', url: API.auth.check, headers: { cookie } })).ok;

  it('lists every account by name with its e-mail, last sign-in, live sessions and state, never its password', async () => {
    const zoya = await signUp('Zoya Khan');
    const arjun = await signUp('Arjun Mehta');
    await signIn(arjun);
    const res = await t.request({ method: 'GET', url: API.admin.admins, headers: { cookie: zoya.cookie } });
    expect(res.headers['cache-control']).toBe('no-store');
    const all = json<AdminAccountDto[]>(res);
    const names = all.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.find((a) => a.id === arjun.id)).toEqual({
      id: arjun.id,
      name: 'Arjun Mehta',
      email: arjun.email,
      disabled: false,
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      activeSessions: 2,
      role: 'owner',
      // Signed up through the API as the spec's call does: no notice recorded.
      noticeVersion: null,
      noticeAt: null,
    });
    expect(res.body).not.toMatch(/password|scrypt/i);
  });

  it('records the time of each successful sign-in, and not of a failed one', async () => {
    const meera = await signUp('Meera Nair');
    const afterSignUp = (await accountOf(meera.cookie, meera.id))?.lastSignInAt ?? '';
    expect(Date.parse(afterSignUp)).toBeGreaterThan(Date.now() - 60_000);
    expect((await signIn(meera, 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await accountOf(meera.cookie, meera.id))?.lastSignInAt).toBe(afterSignUp);
    await new Promise((r) => setTimeout(r, 20));
    expect((await signIn(meera)).statusCode).toBe(200);
    const afterSignIn = (await accountOf(meera.cookie, meera.id))?.lastSignInAt ?? '';
    expect(Date.parse(afterSignIn)).toBeGreaterThan(Date.parse(afterSignUp));
  });

  it('disables another account: its sessions stop at once, its right password is answered 403, a wrong one as always; enabling lets it back', async () => {
    const lead = await signUp('Lakshmi Rao');
    const ravi = await signUp('Ravi Kumar');
    const raviOtherDevice = sessionCookie(await signIn(ravi));
    expect((await guarded(ravi.cookie)).statusCode).toBe(200);

    const res = await patch(lead.cookie, ravi.id, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(json<AdminAccountDto>(res)).toMatchObject({ id: ravi.id, disabled: true, activeSessions: 0 });
    expect((await guarded(ravi.cookie)).statusCode).toBe(401);
    expect((await guarded(raviOtherDevice)).statusCode).toBe(401);
    expect(await checkSession(raviOtherDevice)).toBe(false);

    const refused = await signIn(ravi);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: ACCOUNT_DISABLED_MESSAGE });
    expect(refused.cookies.find((c) => c.name === SESSION_COOKIE && c.value)).toBeUndefined();
    // Without the password nothing tells a disabled account from an unknown address.
    const wrong = await signIn(ravi, 'Wrong#Pass1');
    const unknown = await signIn({ email: `nobody-${randomBytes(4).toString('hex')}@itx.test` }, 'Wrong#Pass1');
    expect([wrong.statusCode, wrong.body]).toEqual([unknown.statusCode, unknown.body]);
    expect((await accountOf(lead.cookie, ravi.id))?.disabled).toBe(true);

    const enabled = await patch(lead.cookie, ravi.id, { disabled: false });
    expect(enabled.statusCode).toBe(200);
    expect(json<AdminAccountDto>(enabled).disabled).toBe(false);
    const back = await signIn(ravi);
    expect(back.statusCode).toBe(200);
    expect((await guarded(sessionCookie(back))).statusCode).toBe(200);
  });

  it('a password reset does not enable a disabled account', async () => {
    const lead = await signUp('Lakshmi Rao');
    const asha = await signUp('Asha Rao');
    expect((await patch(lead.cookie, asha.id, { disabled: true })).statusCode).toBe(200);
    const token = randomBytes(32).toString('base64url');
    const resetId = await t.app.usersRepository.createPasswordReset(asha.id, hashToken(token), new Date(Date.now() + 3_600_000));
    const reset = await post(API.auth.resetPassword(resetId, token), { password: 'Madhapur@42', confirmPassword: 'Madhapur@42' });
    expect(reset.statusCode).toBe(200);
    const res = await signIn(asha, 'Madhapur@42');
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(ACCOUNT_DISABLED_MESSAGE);
    expect((await accountOf(lead.cookie, asha.id))?.disabled).toBe(true);
  });

  it('refuses to disable your own account, and answers 404 for an unknown or malformed id and 400 for a bad body, changing nothing', async () => {
    const me = await signUp('Kiran Das');
    const self = await patch(me.cookie, me.id, { disabled: true });
    expect(self.statusCode).toBe(400);
    expect(json(self)).toEqual({ message: DISABLE_SELF_MESSAGE });
    expect((await guarded(me.cookie)).statusCode).toBe(200);
    // Enabling yourself (you are enabled) changes nothing and is no error.
    expect((await patch(me.cookie, me.id, { disabled: false })).statusCode).toBe(200);

    for (const id of ['0b6f3c1e-2d4a-4f7b-9a57-1c2d3e4f5a6b', 'not-an-id']) {
      const res = await patch(me.cookie, id, { disabled: true });
      expect([res.statusCode, json(res)]).toEqual([404, { message: ADMIN_NOT_FOUND_MESSAGE }]);
      const gone = await signOutEverywhere(me.cookie, id);
      expect([gone.statusCode, json(gone)]).toEqual([404, { message: ADMIN_NOT_FOUND_MESSAGE }]);
    }
    const other = await signUp('Sita Devi');
    for (const body of [{}, { disabled: 'yes' }, { disabled: 1 }, { disabled: null }]) {
      const res = await patch(me.cookie, other.id, body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(json<{ fieldErrors: Record<string, string> }>(res).fieldErrors)).toEqual(['disabled']);
    }
    expect((await accountOf(me.cookie, other.id))?.disabled).toBe(false);
  });

  it('never leaves no enabled admin: the last one cannot be disabled, even by two admins disabling each other at once', async () => {
    const fresh = await buildTestApp();
    try {
      const { signUp: join } = accounts(() => fresh);
      const a = await join('Anil Kumar');
      const b = await join('Bhavana Reddy');
      const both = await Promise.all([
        fresh.request({ method: 'PATCH', url: API.admin.adminOne(b.id), headers: { cookie: a.cookie }, payload: { disabled: true } }),
        fresh.request({ method: 'PATCH', url: API.admin.adminOne(a.id), headers: { cookie: b.cookie }, payload: { disabled: true } }),
      ]);
      // The second either finds its own session ended (401) or is refused as the last admin (409).
      expect(both.map((r) => r.statusCode).filter((s) => s === 200)).toHaveLength(1);
      expect(both.map((r) => r.statusCode).every((s) => [200, 401, 409].includes(s))).toBe(true);
      const enabled = (await fresh.app.usersRepository.listAdmins()).filter((x) => !x.disabled);
      expect(enabled).toHaveLength(1);
      const [last] = enabled;
      expect(await fresh.app.usersRepository.setDisabled(last?.id ?? '', true)).toEqual({ refused: 'last-admin' });
      expect((await fresh.app.usersRepository.listAdmins()).filter((x) => !x.disabled)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('signs another admin out everywhere: every cookie of theirs is refused at once; yourself: use Logout', async () => {
    const lead = await signUp('Lakshmi Rao');
    const vijay = await signUp('Vijay Shah');
    const laptop = sessionCookie(await signIn(vijay));
    expect((await accountOf(lead.cookie, vijay.id))?.activeSessions).toBe(2);

    const res = await signOutEverywhere(lead.cookie, vijay.id);
    expect(res.statusCode).toBe(200);
    expect(json<AdminAccountDto>(res)).toMatchObject({ id: vijay.id, name: 'Vijay Shah', disabled: false, activeSessions: 0 });
    expect((await guarded(vijay.cookie)).statusCode).toBe(401);
    expect((await guarded(laptop)).statusCode).toBe(401);
    // Not disabled: the account signs in again.
    expect((await signIn(vijay)).statusCode).toBe(200);

    const self = await signOutEverywhere(lead.cookie, lead.id);
    expect([self.statusCode, json(self)]).toEqual([400, { message: SIGN_OUT_SELF_MESSAGE }]);
    expect((await guarded(lead.cookie)).statusCode).toBe(200);
  });

  it('refuses to rotate the admin code while ADMIN_CODE is set in the environment', async () => {
    const me = await signUp('Kiran Das');
    const res = await post(API.admin.adminCode, undefined, me.cookie);
    expect([res.statusCode, json(res)]).toEqual([409, { message: ADMIN_CODE_FROM_ENV_MESSAGE }]);
  });
});

describe(`rotating the admin code from the Admins page on ${DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // A stored code (generated on first start): ADMIN_CODE unset. Its banner goes to stderr.
    const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      t = await buildTestApp({ ADMIN_CODE: '' });
    } finally {
      spy.mockRestore();
    }
  });
  afterAll(async () => t.close());

  it('answers a new code once (not cached); sign-up takes it and refuses the old one at once', async () => {
    const old = t.app.adminCode;
    const { post, signUp } = accounts(() => t, old);
    const me = await signUp('Lakshmi Rao');
    const res = await post(API.admin.adminCode, undefined, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { code } = json<AdminCodeResponse>(res);
    expect(code).toMatch(/^[\w-]{16}$/);
    expect(code).not.toBe(old);

    const body = (adminCode: string) => ({
      name: 'Ravi Kumar',
      email: `ravi-${randomBytes(4).toString('hex')}@itx.test`,
      phone: '9876543210',
      password: PASSWORD,
      adminCode,
    });
    expect((await post(API.auth.signup, body(old))).statusCode).toBe(403);
    expect((await post(API.auth.signup, body(code))).statusCode).toBe(201);
    // The same stored code the command line prints (one implementation).
    expect(t.app.adminCode).toBe(code);
  });
});
