import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import {
  API,
  OWN_ROLE_MESSAGE,
  roleRefusedMessage,
  type AdminAccountDto,
  type AdminCodeResponse,
  type RoleCodeStatusDto,
  type SignupResponse,
} from '@contract';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/plugins/app/sessions';
import { buildTestApp, json, TEST_ADMIN_CODE, type TestApp } from './helper';

jest.setTimeout(60_000);

const PASSWORD = 'Hitec#2025';

function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  if (!c?.value) throw new Error(`no session cookie set (${res.statusCode} ${res.body})`);
  return `${SESSION_COOKIE}=${c.value}`;
}

function signUp(t: TestApp, name: string, adminCode: string, extra: Record<string, unknown> = {}) {
  const email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@itx.test`;
  return t.request({
    method: 'POST',
    url: API.auth.signup,
    payload: { name, email, phone: '9876543210', password: PASSWORD, adminCode, ...extra },
  });
}

async function signedUp(t: TestApp, name: string, adminCode: string) {
  const res = await signUp(t, name, adminCode);
  expect([name, res.statusCode]).toEqual([name, 201]);
  const { user } = json<SignupResponse>(res);
  return { user, cookie: sessionCookie(res) };
}

const get = (t: TestApp, url: string, cookie: string) => t.request({ method: 'GET', url, headers: { cookie } });

describe('staff roles (issue 42): who gets which role, who may change it, and what each role may use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('makes the first account the Owner and later sign-ups with the admin code Admins; the spec fields stay as they were', async () => {
    const owner = await signedUp(t, 'Lakshmi', TEST_ADMIN_CODE);
    expect(owner.user).toMatchObject({ role: 'admin', staffRole: 'owner' });
    const admin = await signedUp(t, 'Ravi', TEST_ADMIN_CODE);
    expect(admin.user).toMatchObject({ role: 'admin', staffRole: 'admin' });
    const check = json<{ ok: boolean; user: { staffRole: string } }>(await get(t, API.auth.check, admin.cookie));
    expect(check).toMatchObject({ ok: true, user: { role: 'admin', staffRole: 'admin' } });

    // The Admin has content and leads, not settings or accounts.
    expect((await get(t, API.courses.adminList, admin.cookie)).statusCode).toBe(200);
    expect((await get(t, API.leads.list, admin.cookie)).statusCode).toBe(200);
    const settings = await get(t, API.admin.goLive, admin.cookie);
    expect([settings.statusCode, json(settings).message]).toEqual([403, roleRefusedMessage('admin')]);
    const patch = await t.request({
      method: 'PATCH',
      url: API.admin.adminOne(owner.user.id),
      headers: { cookie: admin.cookie },
      payload: { role: 'editor' },
    });
    expect(patch.statusCode).toBe(403);
    expect(json<AdminAccountDto[]>(await get(t, API.admin.admins, owner.cookie)).find((a) => a.id === owner.user.id)?.role).toBe('owner');
  });

  it('leaves sign-up codes to the Owner: an Admin cannot issue or read them', async () => {
    const { cookie } = await signedUp(t, 'Padma', TEST_ADMIN_CODE);
    for (const [method, url] of [
      ['POST', API.admin.roleCode('counsellor')],
      ['GET', API.admin.roleCodes],
    ] as const) {
      const res = await t.request({ method, url, headers: { cookie } });
      expect([url, res.statusCode]).toEqual([url, 403]);
    }
  });

  it("keeps the privacy notice the sign-up form showed with the account, and none for the spec's payload", async () => {
    const owner = await signedUp(t, 'Notice', TEST_ADMIN_CODE);
    const shown = await signUp(t, 'Shown', TEST_ADMIN_CODE, { noticeVersion: 4 });
    expect(shown.statusCode).toBe(201);
    const bad = await signUp(t, 'Bad', TEST_ADMIN_CODE, { noticeVersion: 'four' });
    expect([bad.statusCode, Object.keys(json<{ fieldErrors: object }>(bad).fieldErrors)]).toEqual([400, ['noticeVersion']]);
    await t.app.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, owner.user.id));
    const accounts = json<AdminAccountDto[]>(await get(t, API.admin.admins, owner.cookie));
    const byName = (name: string) => accounts.find((a) => a.name === name);
    expect(byName('Shown')).toMatchObject({ noticeVersion: 4, noticeAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(byName('Notice')).toMatchObject({ noticeVersion: null, noticeAt: null });
    expect(byName('Bad')).toBeUndefined();
  });

  describe('as the Owner', () => {
    let ownerCookie = '';
    let ownerId = '';
    beforeAll(async () => {
      const fresh = await buildTestApp();
      await t.close();
      t = fresh;
      const owner = await signedUp(t, 'Owner', TEST_ADMIN_CODE);
      expect(owner.user.staffRole).toBe('owner');
      ownerCookie = owner.cookie;
      ownerId = owner.user.id;
    });

    const issue = async (role: string) => {
      const res = await t.request({ method: 'POST', url: API.admin.roleCode(role), headers: { cookie: ownerCookie } });
      expect([role, res.statusCode]).toEqual([role, 200]);
      return json<AdminCodeResponse>(res).code;
    };

    it('issues codes that sign up the role they were issued for, and says when each was issued, never the code', async () => {
      const none = json<RoleCodeStatusDto[]>(await get(t, API.admin.roleCodes, ownerCookie));
      expect(none).toEqual([
        { role: 'counsellor', issuedAt: null },
        { role: 'editor', issuedAt: null },
      ]);
      // Without a code issued, nothing but the admin code signs anyone up.
      expect((await signUp(t, 'Nobody', 'not-a-code')).statusCode).toBe(403);

      const counsellorCode = await issue('counsellor');
      const editorCode = await issue('editor');
      expect(counsellorCode).not.toBe(editorCode);
      const status = await get(t, API.admin.roleCodes, ownerCookie);
      expect(status.body).not.toContain(counsellorCode);
      expect(json<RoleCodeStatusDto[]>(status).map((s) => [s.role, typeof s.issuedAt])).toEqual([
        ['counsellor', 'string'],
        ['editor', 'string'],
      ]);

      const counsellor = await signedUp(t, 'Anita', counsellorCode);
      expect(counsellor.user.staffRole).toBe('counsellor');
      const editor = await signedUp(t, 'Kiran', editorCode);
      expect(editor.user.staffRole).toBe('editor');

      // A Counsellor: leads, the dashboard and the owner picker; no content, records or settings.
      expect((await get(t, API.leads.list, counsellor.cookie)).statusCode).toBe(200);
      expect((await get(t, API.admin.dashboard, counsellor.cookie)).statusCode).toBe(200);
      expect((await get(t, API.admin.admins, counsellor.cookie)).statusCode).toBe(200);
      for (const url of [API.courses.adminList, API.admin.activity, API.site.adminSettings]) {
        const res = await get(t, url, counsellor.cookie);
        expect([url, res.statusCode, json(res).message]).toEqual([url, 403, roleRefusedMessage('counsellor')]);
      }
      // An Editor: content and the page texts; no leads (nor their CSV), no accounts.
      expect((await get(t, API.blogs.adminList, editor.cookie)).statusCode).toBe(200);
      expect((await get(t, API.site.adminSettings, editor.cookie)).statusCode).toBe(200);
      for (const url of [API.leads.list, API.leads.exportCsv, API.admin.dashboard, API.admin.admins]) {
        const res = await get(t, url, editor.cookie);
        expect([url, res.statusCode, json(res).message]).toEqual([url, 403, roleRefusedMessage('editor')]);
      }

      // A new code ends the old one; a withdrawn code signs nobody up.
      const newer = await issue('counsellor');
      expect((await signUp(t, 'Late', counsellorCode)).statusCode).toBe(403);
      const withdrawn = await t.request({ method: 'DELETE', url: API.admin.roleCode('editor'), headers: { cookie: ownerCookie } });
      expect(json<RoleCodeStatusDto[]>(withdrawn).find((s) => s.role === 'editor')?.issuedAt).toBeNull();
      expect((await signUp(t, 'Later', editorCode)).statusCode).toBe(403);
      expect((await signUp(t, 'Meera', newer)).statusCode).toBe(201);
      // Codes exist for those two roles only.
      expect((await t.request({ method: 'POST', url: API.admin.roleCode('owner'), headers: { cookie: ownerCookie } })).statusCode).toBe(
        404,
      );
    });

    it('changes any role but its own, and the new role holds on the next request', async () => {
      const staff = await signedUp(t, 'Suresh', TEST_ADMIN_CODE);
      expect(staff.user.staffRole).toBe('admin');
      const change = (id: string, role: string) =>
        t.request({ method: 'PATCH', url: API.admin.adminOne(id), headers: { cookie: ownerCookie }, payload: { role } });

      const made = await change(staff.user.id, 'editor');
      expect([made.statusCode, json<AdminAccountDto>(made).role]).toEqual([200, 'editor']);
      expect((await get(t, API.leads.list, staff.cookie)).statusCode).toBe(403);
      expect((await get(t, API.courses.adminList, staff.cookie)).statusCode).toBe(200);

      const bad = await change(staff.user.id, 'superuser');
      expect(bad.statusCode).toBe(400);
      expect(json<AdminAccountDto[]>(await get(t, API.admin.admins, ownerCookie)).find((a) => a.id === staff.user.id)?.role).toBe('editor');

      const own = await change(ownerId, 'admin');
      expect([own.statusCode, json(own).message]).toEqual([400, OWN_ROLE_MESSAGE]);

      // Made Owner, Suresh may manage accounts too.
      expect((await change(staff.user.id, 'owner')).statusCode).toBe(200);
      expect((await get(t, API.admin.roleCodes, staff.cookie)).statusCode).toBe(200);
      const activity = json<{ items: { summary: string }[] }>(await get(t, `${API.admin.activity}?page=1&pageSize=50`, ownerCookie));
      expect(activity.items.map((i) => i.summary)).toEqual(expect.arrayContaining(['Made admin Suresh Editor', 'Made admin Suresh Owner']));
    });
  });
});
