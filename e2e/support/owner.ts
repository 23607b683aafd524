import { E2E_ADMIN_CODE } from './server-process';

/*
 * Staff roles (issue 42): the shared e2e server's first account is its Owner, and every later sign-up
 * with the admin code is an Admin, who has no settings and no accounts. Global setup signs the Owner up
 * before any test file runs; a file whose admin visits the Owner's pages (Site settings, Admins) has that
 * account made an Owner, as a real Owner would.
 */
const OWNER_COOKIE = 'E2E_OWNER_COOKIE';

/** Signs up the server's first account, its Owner, and keeps its session for `makeOwner`. */
export async function signUpOwner(baseUrl: string): Promise<void> {
  const res = await fetch(`${baseUrl}/apiauth/signup`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'E2E Owner',
      email: 'owner@itx.test',
      phone: '9000000001',
      password: 'Itx@2025desk',
      adminCode: E2E_ADMIN_CODE,
    }),
  });
  const { user } = (await res.json()) as { user?: { staffRole?: string } };
  if (res.status !== 201 || user?.staffRole !== 'owner') throw new Error(`the e2e Owner was not signed up (${res.status})`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('itx_session='));
  if (!cookie) throw new Error('the e2e Owner got no session');
  process.env[OWNER_COOKIE] = cookie.split(';')[0];
}

/** The Owner gives the account `userId` the Owner's role. */
export async function makeOwner(baseUrl: string, userId: string): Promise<void> {
  const cookie = process.env[OWNER_COOKIE];
  if (!cookie) throw new Error(`${OWNER_COOKIE} is not set (e2e global setup)`);
  const res = await fetch(`${baseUrl}/api/admin/admins/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    headers: { origin: baseUrl, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ role: 'owner' }),
  });
  if (res.status !== 200) throw new Error(`the account was not made an Owner (${res.status} ${await res.text()})`);
}

/** The Owner issues a new sign-up code for `role` (the previous one stops working) and answers it. */
export async function issueRoleCode(baseUrl: string, role: 'counsellor' | 'editor'): Promise<string> {
  const cookie = process.env[OWNER_COOKIE];
  if (!cookie) throw new Error(`${OWNER_COOKIE} is not set (e2e global setup)`);
  const res = await fetch(`${baseUrl}/api/admin/role-codes/${role}`, { method: 'POST', headers: { origin: baseUrl, cookie } });
  if (res.status !== 200) throw new Error(`no ${role} code was issued (${res.status} ${await res.text()})`);
  return ((await res.json()) as { code: string }).code;
}
