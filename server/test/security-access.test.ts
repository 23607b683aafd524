import { randomBytes } from 'node:crypto';
import { adminCookie, buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { ADMIN_ENDPOINTS, findTargets, snapshot, type Endpoint, type Targets } from './support/endpoints';
import { sessions, users } from '../src/db/schema';
import { hashToken, SESSION_COOKIE } from '../src/plugins/app/sessions';

/*
 * Access control: every admin endpoint is called without a session, with an expired one, with forged
 * and tampered cookies: each is refused with 401 and changes nothing (every table read back).
 */
jest.setTimeout(120_000);

describe(`access control on ${DB_KIND}`, () => {
  let t: TestApp;
  let admin: string;
  let targets: Targets;
  const credentials: Record<string, () => Record<string, string>> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await adminCookie(t.app);
    targets = await findTargets(t.app, admin);

    // An expired session of a real admin: the row exists, its time is over.
    const [user] = await t.app.database.db
      .insert(users)
      .values({ name: 'Expired Admin', email: 'expired-admin@itx.test', phone: '9000012346', passwordHash: 'not-a-login-account' })
      .returning();
    if (!user) throw new Error('no user');
    const expiredId = randomBytes(32).toString('base64url');
    await t.app.database.db
      .insert(sessions)
      .values({ idHash: hashToken(expiredId), userId: user.id, expiresAt: new Date(Date.now() - 60_000) });
    const liveId = admin.slice(SESSION_COOKIE.length + 1);
    const tampered = `${liveId.slice(0, -1)}${liveId.endsWith('A') ? 'B' : 'A'}`;

    credentials['no session'] = () => ({});
    credentials['an expired session'] = () => ({ cookie: `${SESSION_COOKIE}=${expiredId}` });
    credentials['a forged session id'] = () => ({ cookie: `${SESSION_COOKIE}=${randomBytes(32).toString('base64url')}` });
    credentials['a tampered session id (one character changed)'] = () => ({ cookie: `${SESSION_COOKIE}=${tampered}` });
    credentials['the session’s stored hash used as the cookie'] = () => ({ cookie: `${SESSION_COOKIE}=${hashToken(liveId)}` });
    credentials['a garbage cookie'] = () => ({ cookie: `${SESSION_COOKIE}=' or 1=1 --` });
    credentials['the session in an Authorization header instead'] = () => ({ authorization: `Bearer ${liveId}` });
  });
  afterAll(async () => {
    await t.close();
  });

  const kinds = [
    'no session',
    'an expired session',
    'a forged session id',
    'a tampered session id (one character changed)',
    'the session’s stored hash used as the cookie',
    'a garbage cookie',
    'the session in an Authorization header instead',
  ];
  const cases: [string, string, Endpoint][] = ADMIN_ENDPOINTS.flatMap((e) => kinds.map((k): [string, string, Endpoint] => [e.name, k, e]));

  it.each(cases)('%s with %s: 401, nothing changed', async (_name, kind, endpoint) => {
    const before = await snapshot(t.app);
    const headers = credentials[kind]?.();
    const res = await t.request({
      method: endpoint.method,
      url: endpoint.url(targets),
      headers,
      ...(endpoint.body ? { payload: endpoint.body(targets) } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe('Please sign in as an admin to do this.');
    expect(await snapshot(t.app)).toBe(before);
  });

  it('counts the table', () => {
    console.log(
      `Access control: ${ADMIN_ENDPOINTS.length} admin endpoints × ${kinds.length} kinds of missing or bad session = ${cases.length} requests, all refused.`,
    );
    expect(cases.length).toBe(ADMIN_ENDPOINTS.length * kinds.length);
  });

  // The control: the very same requests with a live admin session succeed, so the refusals above are
  // the guard's doing and not a bad URL or body. Deletions last (they remove the targets).
  const ordered = [...ADMIN_ENDPOINTS].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  it.each(ordered.map((e): [string, Endpoint] => [e.name, e]))('%s with a live admin session succeeds', async (_name, endpoint) => {
    const res = await t.request({
      method: endpoint.method,
      url: endpoint.url(targets),
      headers: { cookie: admin },
      ...(endpoint.body ? { payload: endpoint.body(targets) } : {}),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    // An update may give the row a new slug: follow it.
    if (endpoint.method === 'PUT') {
      const body = json<{ slug?: string }>(res);
      if (endpoint.name === 'update a job' && body.slug) targets.jobSlug = body.slug;
      if (endpoint.name === 'update a blog post' && body.slug) targets.blogSlug = body.slug;
      if (endpoint.name === 'update a workshop' && body.slug) targets.workshopSlug = body.slug;
    }
  });
});
