// Issue 39, finding 6: two admins rotating the admin code at the same moment were both answered 200 with
// different codes, and only one of them worked. Every code answered must be the one sign-up takes.
import { randomBytes } from 'node:crypto';
import { API, type AdminCodeResponse } from '@contract';
import { adminCookie, buildTestApp, DB_KIND, json, twoInstances, type TestApp } from './helper';

jest.setTimeout(120_000);

/** Builds quietly: a stored code's banner goes to stderr on first start. */
async function quietly<T>(build: () => Promise<T>): Promise<T> {
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    return await build();
  } finally {
    spy.mockRestore();
  }
}

const rotate = (t: TestApp, cookie: string) => t.request({ method: 'POST', url: API.admin.adminCode, headers: { cookie } });
const signUp = (t: TestApp, adminCode: string) =>
  t.request({
    method: 'POST',
    url: API.auth.signup,
    payload: {
      name: 'Ravi Kumar',
      email: `ravi-${randomBytes(4).toString('hex')}@itx.test`,
      phone: '9876543210',
      password: 'Secret#123',
      adminCode,
    },
  });

describe(`concurrent admin-code rotations on ${DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await quietly(() => buildTestApp({ ADMIN_CODE: '' }));
  });
  afterAll(async () => t.close());

  it('every rotation answered at the same moment gets the one code that works', async () => {
    const cookies = await Promise.all([adminCookie(t.app), adminCookie(t.app), adminCookie(t.app), adminCookie(t.app)]);
    const answers = await Promise.all(cookies.map((cookie) => rotate(t, cookie)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const codes = new Set(answers.map((res) => json<AdminCodeResponse>(res).code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect((await signUp(t, code ?? '')).statusCode).toBe(201);
    // A later rotation, not overlapping, still makes a new code.
    const later = json<AdminCodeResponse>(await rotate(t, cookies[0] ?? ''));
    expect(later.code).not.toBe(code);
    expect((await signUp(t, later.code)).statusCode).toBe(201);
    expect((await signUp(t, code ?? '')).statusCode).toBe(403);
  });
});

(DB_KIND === 'postgres' ? describe : describe.skip)('concurrent admin-code rotations on two instances of one PostgreSQL database', () => {
  const both = twoInstances({ ADMIN_CODE: '' });

  it('rotations on both instances at once answer the same code, and sign-up on each takes it', async () => {
    const [a, b] = [both.a, both.b];
    const [ca, cb] = await Promise.all([adminCookie(a.app), adminCookie(b.app)]);
    const answers = await Promise.all([rotate(a, ca), rotate(b, cb), rotate(a, ca), rotate(b, cb)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const codes = new Set(answers.map((res) => json<AdminCodeResponse>(res).code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect((await signUp(a, code ?? '')).statusCode).toBe(201);
    expect((await signUp(b, code ?? '')).statusCode).toBe(201);
  });
});
