import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  API,
  AUDIT_ENTITIES,
  changedBySomeoneElse,
  LEAD_FORM_IDS,
  type AdminCourseDto,
  type AuditEntryDto,
  type AuditListResponse,
  type JobDto,
} from '@contract';
import { buildTestApp, DB_KIND, json, TEST_ADMIN_CODE, type TestApp } from './helper';
import { jobBody } from './support/fixtures';
import { registeredRoutes } from '../src/openapi/route-registry';
import { loggerOptions } from '../src/lib/log-redaction';
import { SESSION_COOKIE } from '../src/plugins/app/sessions';
import { users } from '../src/db/schema';

jest.setTimeout(120_000);

const PASSWORD = 'Hitec#2025';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  if (!c?.value) throw new Error(`no session cookie set (${res.statusCode} ${res.body})`);
  return `${SESSION_COOKIE}=${c.value}`;
}

async function signUp(t: TestApp, name: string, adminCode = TEST_ADMIN_CODE) {
  const email = `${name.split(' ')[0]?.toLowerCase()}-${randomBytes(4).toString('hex')}@itx.test`;
  const res = await t.request({
    method: 'POST',
    url: API.auth.signup,
    payload: { name, email, phone: '9876543210', password: PASSWORD, adminCode },
  });
  expect(res.statusCode).toBe(201);
  const id = json<{ user: { id: string } }>(res).user.id;
  // Every admin route is logged, the Owner's too (issue 42): each account made here is an Owner.
  await t.app.database.db.update(users).set({ role: 'owner' }).where(eq(users.id, id));
  return { id, name, email, cookie: sessionCookie(res) };
}

/** The whole log, newest first (entries are written just after each answer, so a test waits for the ones it expects). */
async function log(t: TestApp): Promise<AuditEntryDto[]> {
  const items: AuditEntryDto[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.auditRepository.list({ page, pageSize: 100 });
    items.push(...res.items);
    if (items.length >= res.total || res.items.length === 0) return items;
  }
}

async function logWith(t: TestApp, done: (entries: AuditEntryDto[]) => boolean): Promise<AuditEntryDto[]> {
  let entries: AuditEntryDto[] = [];
  for (let i = 0; i < 250; i++) {
    entries = await log(t);
    if (done(entries)) return entries;
    await new Promise((r) => setTimeout(r, 20));
  }
  return entries;
}

/** The entry of one request, waited for. */
async function entryFor(t: TestApp, action: string, statusCode = 200): Promise<AuditEntryDto | undefined> {
  const mine = (e: AuditEntryDto) => e.action === action && e.statusCode === statusCode;
  return (await logWith(t, (entries) => entries.some(mine))).find(mine);
}

describe(`the audit log on ${DB_KIND}`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signUp(t, 'Lakshmi Rao');
    // The sign-up's own entry, so the counts below start from a settled log.
    await logWith(t, (entries) => entries.length > 0);
  });
  afterAll(async () => t.close());

  const send = (method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.request({
      method: method as 'POST',
      url,
      headers: { cookie: admin.cookie, ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('records every write route of the admin context, refused ones too, with the admin, the request line and the answer', async () => {
    const writes = registeredRoutes(t.app).filter(
      // Visitors' forms (a lead, a brochure request, "Your data", a registration's own link) and their browsers' page
      // speed reports are public writes, outside the admin context.
      (r) =>
        WRITES.has(r.method) &&
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/FormLeadCapture/') &&
        !r.url.startsWith('/api/your-data') &&
        !r.url.startsWith('/api/workshop-registrations/') &&
        r.url !== '/api/courses/:slug/brochure' &&
        r.url !== '/api/web-vitals',
    );
    // Today's routes are all found; a route added later is in this list by itself.
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/Career/create-job',
        'PUT /api/blogs/:slug',
        'DELETE /api/courses/:slug/batches/:id',
        'PATCH /api/leads/:id/status',
        'PATCH /api/admin/admins/:id',
        'DELETE /api/admin/admins/:id/sessions',
        'POST /api/admin/admin-code',
      ]),
    );
    const before = (await log(t)).length;
    const sent: { action: string; status: number }[] = [];
    for (const route of writes) {
      // Ids that name nothing and empty bodies: each is refused (or finds nothing) and changes nothing.
      const url = route.url.replace(/:[a-zA-Z]+/g, 'no-such-record');
      const res = await send(route.method, `${url}?from=the-test`, route.method === 'DELETE' ? undefined : {});
      sent.push({ action: `${route.method} ${url}`, status: res.statusCode });
    }
    const entries = await logWith(t, (e) => e.length >= before + writes.length);
    expect(entries).toHaveLength(before + writes.length);
    for (const { action, status } of sent) {
      const entry = entries.find((e) => e.action === action);
      expect({ action, entry }).toEqual({
        action,
        entry: expect.objectContaining({ actorId: admin.id, actorName: 'Lakshmi Rao', action, statusCode: status }),
      });
      expect({ action, entity: AUDIT_ENTITIES.includes(entry?.entity as never) }).toEqual({ action, entity: true });
      // The reason is the answer's own message.
      if (status >= 400)
        expect({ action, summary: entry?.summary }).toEqual({
          action,
          summary: expect.stringMatching(new RegExp(`^Refused \\(${status}\\): (?!no message$).+`)),
        });
    }
  });

  it("records nothing for a read, signed in or not, but the access log's reads of personal data", async () => {
    const before = (await log(t)).length;
    // The CSV export is in the access log (the next test); opening a lead or a CV that is not there is not.
    const reads = registeredRoutes(t.app).filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && r.url !== API.leads.exportCsv);
    expect(reads.map((r) => r.url)).toEqual(expect.arrayContaining([API.admin.admins, API.admin.activity, API.leads.list]));
    for (const route of reads) await send('GET', route.url.replace(/:[a-zA-Z]+/g, 'no-such-record'));
    await new Promise((r) => setTimeout(r, 300));
    expect(await log(t)).toHaveLength(before);
  });

  it('keeps an access log of personal data: opening a lead (once per admin within 10 minutes) and exporting the CSV (a CV download: your-data.test.ts)', async () => {
    const email = `access-${randomBytes(4).toString('hex')}@itx.test`;
    await t.request({
      method: 'POST',
      url: API.leads.capture(t.config.leadFormKey, LEAD_FORM_IDS.callBack),
      payload: { name: 'Access Log', email, countryCode: '+91', phone: '9876500001', courseInterest: 'Data Science' },
    });
    const [lead] = json<{ items: { id: string }[] }>(await send('GET', `${API.leads.list}?search=${email}`)).items;
    if (!lead) throw new Error('the lead was not stored');
    expect((await send('GET', API.leads.one(lead.id))).statusCode).toBe(200);
    const opened = await entryFor(t, `GET ${API.leads.one(lead.id)}`);
    expect(opened).toMatchObject({
      actorId: admin.id,
      actorName: 'Lakshmi Rao',
      entity: 'lead',
      entityId: lead.id,
      summary: `Opened lead ${lead.id}`,
    });
    // The drawer's refetch after a change is the same opening.
    expect((await send('GET', API.leads.one(lead.id))).statusCode).toBe(200);
    expect((await send('GET', `${API.leads.exportCsv}?search=${email}&status=new`)).statusCode).toBe(200);
    const exported = await entryFor(t, `GET ${API.leads.exportCsv}`);
    expect(exported?.summary).toBe(`Exported leads as CSV (search=${email}, status=new)`);
    const entries = await log(t);
    expect(entries.filter((e) => e.action === `GET ${API.leads.one(lead.id)}`)).toHaveLength(1);
    // A lead that is not there was not read.
    await send('GET', API.leads.one(randomUUID()));
    await new Promise((r) => setTimeout(r, 300));
    expect((await log(t)).some((e) => e.statusCode === 404 && e.action.startsWith('GET '))).toBe(false);
  });

  it('sums each write up in one line: created, updated, refused with the reason, deleted, a course batch, a lead, a bulk change', async () => {
    const created = await send('POST', API.careers.create, jobBody('Senior React Developer'));
    expect(created.statusCode).toBe(201);
    const { slug, version } = json<{ job: JobDto }>(created).job;
    expect(await entryFor(t, `POST ${API.careers.create}`, 201)).toMatchObject({
      entity: 'job',
      entityId: slug,
      summary: `Created job ${slug}`,
      statusCode: 201,
    });

    expect((await send('PUT', API.careers.update(slug), { ...jobBody('Senior React Developer'), version })).statusCode).toBe(200);
    const stale = await send('PUT', API.careers.update(slug), { ...jobBody('Senior React Developer'), version });
    expect(stale.statusCode).toBe(409);
    const updates = (await logWith(t, (e) => e.filter((x) => x.action === `PUT ${API.careers.update(slug)}`).length === 2)).filter(
      (x) => x.action === `PUT ${API.careers.update(slug)}`,
    );
    expect(updates.map((u) => [u.summary, u.statusCode, u.entityId])).toEqual([
      [`Refused (409): ${changedBySomeoneElse('job')}`, 409, slug],
      [`Updated job ${slug}`, 200, slug],
    ]);
    expect((await send('DELETE', API.careers.remove(slug))).statusCode).toBe(200);
    expect((await entryFor(t, `DELETE ${API.careers.remove(slug)}`))?.summary).toBe(`Deleted job ${slug}`);

    const [course] = json<AdminCourseDto[]>(await send('GET', API.courses.adminList));
    if (!course) throw new Error('the seed has no course');
    const batch = { startDate: '2099-01-10', applyBy: '2099-01-05', mode: 'both', days: 'weekday', timing: '7 AM – 9 AM', seats: 20 };
    expect((await send('POST', API.courses.batches(course.slug), batch)).statusCode).toBe(201);
    expect(await entryFor(t, `POST ${API.courses.batches(course.slug)}`, 201)).toMatchObject({
      entity: 'batch',
      entityId: null,
      summary: `Created batch in course ${course.slug}`,
    });

    const capture = await t.request({
      method: 'POST',
      url: API.leads.capture(t.config.leadFormKey, LEAD_FORM_IDS.callBack),
      payload: {
        name: 'Meera Nair',
        email: 'meera@example.in',
        countryCode: '+91',
        phone: '9876543210',
        courseInterest: course.leadCourse,
      },
    });
    expect(capture.statusCode).toBe(200);
    const [lead] = json<{ items: { id: string }[] }>(await send('GET', API.leads.list)).items;
    if (!lead) throw new Error('the lead was not stored');
    expect((await send('PATCH', API.leads.status(lead.id), { status: 'contacted' })).statusCode).toBe(200);
    expect(await entryFor(t, `PATCH ${API.leads.status(lead.id)}`)).toMatchObject({
      entity: 'lead',
      entityId: lead.id,
      summary: `Changed the status of lead ${lead.id}`,
    });
    expect((await send('POST', API.leads.bulk, { ids: [lead.id], status: 'new' })).statusCode).toBe(200);
    expect(await entryFor(t, `POST ${API.leads.bulk}`)).toMatchObject({ entity: 'lead', entityId: null, summary: 'Changed 1 lead' });
  });

  it('names the admin an account change was about, and records sign-up, sign-in and logout with that admin as the actor, never a password', async () => {
    const ravi = await signUp(t, 'Ravi Kumar');
    expect((await send('PATCH', API.admin.adminOne(ravi.id), { disabled: true })).statusCode).toBe(200);
    expect(await entryFor(t, `PATCH ${API.admin.adminOne(ravi.id)}`)).toMatchObject({
      actorId: admin.id,
      entity: 'admin',
      entityId: ravi.id,
      summary: 'Disabled admin Ravi Kumar',
      statusCode: 200,
    });
    expect((await send('PATCH', API.admin.adminOne(ravi.id), { disabled: false })).statusCode).toBe(200);
    expect((await send('DELETE', API.admin.adminSessions(ravi.id))).statusCode).toBe(200);
    expect((await entryFor(t, `DELETE ${API.admin.adminSessions(ravi.id)}`))?.summary).toBe(
      'Signed out admin Ravi Kumar everywhere (0 sessions)',
    );

    const signIn = await t.request({ method: 'POST', url: API.auth.login, payload: { email: ravi.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const logout = await t.request({ method: 'POST', url: API.auth.logout, headers: { cookie: sessionCookie(signIn) } });
    expect(logout.statusCode).toBe(200);
    const entries = await logWith(t, (e) => e.some((x) => x.action === `POST ${API.auth.logout}` && x.actorId === ravi.id));
    const mine = entries.filter((e) => e.actorId === ravi.id).reverse();
    expect(mine.map((e) => [e.action, e.entity, e.summary, e.statusCode])).toEqual([
      [`POST ${API.auth.signup}`, 'admin', 'Signed up', 201],
      [`POST ${API.auth.login}`, 'session', 'Signed in', 200],
      [`POST ${API.auth.logout}`, 'session', 'Signed out', 200],
    ]);
    // A refused sign-in has no actor to record.
    await t.request({ method: 'POST', url: API.auth.login, payload: { email: ravi.email, password: 'Wrong#Pass1' } });
    expect(JSON.stringify(await log(t))).not.toContain(PASSWORD);
  });

  it('lists the log newest first, a page at a time, by admin and by entity, and refuses a bad query', async () => {
    const get = async (query: string) => {
      const res = await send('GET', `${API.admin.activity}${query}`);
      return { status: res.statusCode, body: json<AuditListResponse & { fieldErrors?: Record<string, string> }>(res), res };
    };
    const all = await get('');
    expect(all.status).toBe(200);
    expect(all.res.headers['cache-control']).toBe('no-store');
    expect(all.body.page).toBe(1);
    expect(all.body.pageSize).toBe(25);
    const times = all.body.items.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const second = await get('?page=2&pageSize=2');
    expect(second.body.items).toEqual(all.body.items.slice(2, 4));
    expect(second.body.total).toBe(all.body.total);

    const jobs = await get('?entity=job&pageSize=100');
    expect(jobs.body.items.length).toBeGreaterThan(0);
    expect(jobs.body.items.every((e) => e.entity === 'job')).toBe(true);
    const someone = await signUp(t, 'Asha Rao');
    await logWith(t, (e) => e.some((x) => x.actorId === someone.id));
    const hers = await get(`?actor=${someone.id}`);
    expect(hers.body.items.map((e) => [e.actorName, e.summary])).toEqual([['Asha Rao', 'Signed up']]);

    for (const [query, field] of [
      ['?pageSize=101', 'pageSize'],
      ['?page=0', 'page'],
      ['?actor=nobody', 'actor'],
      ['?entity=Job%20posts', 'entity'],
    ] as const) {
      const res = await get(query);
      expect({ query, status: res.status, fields: Object.keys(res.body.fieldErrors ?? {}) }).toEqual({
        query,
        status: 400,
        fields: [field],
      });
    }
  });
});

describe(`an audit log write that fails or is slow on ${DB_KIND}`, () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { logger: loggerOptions('error', { write: (line: string) => void lines.push(line) }) });
  });
  afterAll(async () => t.close());

  it('never fails the answer, and is logged', async () => {
    const admin = await signUp(t, 'Lakshmi Rao');
    const other = await signUp(t, 'Ravi Kumar');
    const spy = jest.spyOn(t.app.auditRepository, 'record').mockRejectedValueOnce(new Error('disk full'));
    const res = await t.request({ method: 'DELETE', url: API.admin.adminSessions(other.id), headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    for (let i = 0; i < 100 && !lines.some((l) => l.includes('audit log write failed')); i++) await new Promise((r) => setTimeout(r, 20));
    const logged = lines.find((l) => l.includes('audit log write failed'));
    expect(logged).toContain('disk full');
    expect(logged).toContain(`DELETE ${API.admin.adminSessions(other.id)}`);
    spy.mockRestore();
  });

  it('never holds the answer while the log is written', async () => {
    const admin = await signUp(t, 'Kiran Das');
    const other = await signUp(t, 'Sita Devi');
    let finish: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const spy = jest.spyOn(t.app.auditRepository, 'record').mockReturnValueOnce(slow);
    const res = await t.request({ method: 'DELETE', url: API.admin.adminSessions(other.id), headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    // The write starts after the answer and is still under way.
    for (let i = 0; i < 100 && spy.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(spy).toHaveBeenCalledTimes(1);
    finish();
    spy.mockRestore();
  });
});
