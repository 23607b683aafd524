import { eq, inArray } from 'drizzle-orm';
import {
  API,
  DEFAULT_LOST_REASONS,
  LEAD_TASK_API,
  LOST_REASON_STATUS_MESSAGE,
  NO_LOST_REASON,
  STAGE_ORDER_MESSAGE,
  UNKNOWN_STATUS_MESSAGE,
  UNKNOWN_LOST_REASON_MESSAGE,
  type LeadDetailDto,
  type LeadDto,
  type LeadFunnelDto,
  type LeadPipelineSettingsDto,
} from '@contract';
import { leadEvents, leads } from '../src/db/schema';
import { adminCookie, buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { setClock } from './support/clock';

jest.setTimeout(90_000);

/** A Hyderabad wall-clock time ("2026-12-07 10:00") as an instant. */
const ist = (local: string) => new Date(Date.parse(`${local.replace(' ', 'T')}:00+05:30`));
/** Monday 7 December 2026, 10:00 in Hyderabad: the 30 days start on 8 November, the 90 days on 9 September. */
const NOW = ist('2026-12-07 10:00').getTime();

type LeadRow = typeof leads.$inferInsert;
let n = 0;
function lead(overrides: Partial<LeadRow> & Pick<LeadRow, 'createdAt'>): LeadRow {
  n += 1;
  return {
    form: 'call-back',
    formId: overrides.form === 'workshop' ? '13' : overrides.form === 'job-application' ? '21' : '5',
    name: `Lead ${n}`,
    email: `outcome-${n}@example.in`,
    countryCode: '+91',
    phone: `98765${String(10000 + n).slice(-5)}`,
    interest: 'Data Science',
    fingerprint: `lead-outcomes-${n}`,
    ...overrides,
  };
}

/**
 * Issue 43, stages and outcomes: a lost lead's reason, from the list staff keep in the pipeline settings, and
 * the dashboard's funnel of the last 30 and 90 days, counted by the database.
 */
describe(`lost reasons and the leads funnel on ${DB_KIND}`, () => {
  let t: TestApp;
  let cookie = '';
  const patch = (url: string, payload: object) => t.request({ method: 'PATCH', url, headers: { cookie }, payload });
  const stored = async (id: string) => (await t.app.database.db.select().from(leads).where(eq(leads.id, id)))[0];
  const insert = async (rows: LeadRow[]) =>
    (await t.app.database.db.insert(leads).values(rows).returning({ id: leads.id })).map((r) => r.id);
  const funnel = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `${API.admin.leadFunnel}${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return json<LeadFunnelDto>(res);
  };

  beforeAll(async () => {
    t = await buildTestApp({}, { seed: false });
    cookie = await adminCookie(t.app);
  });
  afterEach(() => jest.useRealTimers());
  afterAll(async () => t.close());

  it("records why a lead was lost, from the settings' list, and clears it when the lead is worked again", async () => {
    const settings = json<LeadPipelineSettingsDto>(await t.request({ method: 'GET', url: LEAD_TASK_API.settings, headers: { cookie } }));
    expect(settings.lostReasons).toEqual([...DEFAULT_LOST_REASONS]);
    const [id = ''] = await insert([lead({ createdAt: new Date() })]);

    // Letter case as the list has it; the history has the status and the reason.
    let res = await patch(API.leads.one(id), { status: 'closed', lostReason: ' chose ANOTHER institute ' });
    expect(res.statusCode).toBe(200);
    let detail = json<LeadDetailDto>(res);
    expect(detail).toMatchObject({ status: 'closed', lostReason: 'Chose another institute' });
    expect(detail.history.map((e) => [e.kind, e.fromValue, e.toValue])).toEqual([
      ['status', 'new', 'closed'],
      ['lost-reason', null, 'Chose another institute'],
    ]);

    // Refused whole, nothing changed: a reason not on the list, and a reason with another status.
    for (const [payload, message] of [
      [{ lostReason: 'Bad weather' }, UNKNOWN_LOST_REASON_MESSAGE],
      [{ lostReason: 'x'.repeat(61) }, UNKNOWN_LOST_REASON_MESSAGE],
      [{ status: 'contacted', lostReason: 'Fees' }, LOST_REASON_STATUS_MESSAGE],
    ] as const) {
      res = await patch(API.leads.one(id), payload);
      expect({ payload, status: res.statusCode, fieldErrors: json(res).fieldErrors }).toEqual({
        payload,
        status: 400,
        fieldErrors: { lostReason: message },
      });
    }
    expect(await stored(id)).toMatchObject({ status: 'closed', lostReason: 'Chose another institute' });

    // Changed while lost; then worked again: no reason kept, and it cannot be given one.
    detail = json<LeadDetailDto>(await patch(API.leads.one(id), { lostReason: 'Fees' }));
    expect(detail.history.at(-1)).toMatchObject({ kind: 'lost-reason', fromValue: 'Chose another institute', toValue: 'Fees' });
    detail = json<LeadDetailDto>(await patch(API.leads.one(id), { status: 'contacted' }));
    expect(detail).toMatchObject({ status: 'contacted', lostReason: null });
    expect((await patch(API.leads.one(id), { lostReason: 'Fees' })).statusCode).toBe(400);

    // The spec's status endpoint: without a reason as before, and with one.
    res = await patch(API.leads.status(id), { status: 'closed' });
    expect(res.statusCode).toBe(200);
    expect(json<LeadDto>(res)).toMatchObject({ status: 'closed', lostReason: null });
    res = await patch(API.leads.status(id), { status: 'closed', lostReason: 'Not reachable' });
    expect(json<LeadDto>(res)).toMatchObject({ status: 'closed', lostReason: 'Not reachable' });
    expect((await patch(API.leads.status(id), { status: 'new', lostReason: 'Fees' })).statusCode).toBe(400);
    expect(await stored(id)).toMatchObject({ status: 'closed', lostReason: 'Not reachable' });
  });

  it('sets one reason on many leads at once, and clears it when they are reopened', async () => {
    const ids = await insert([lead({ createdAt: new Date() }), lead({ createdAt: new Date(), status: 'contacted' })]);
    const bulk = (payload: object) => t.request({ method: 'POST', url: API.leads.bulk, headers: { cookie }, payload: { ids, ...payload } });
    let res = await bulk({ status: 'closed', lostReason: 'Timing' });
    expect(json(res)).toEqual({ updated: 2 });
    const rows = () =>
      t.app.database.db.select({ status: leads.status, lostReason: leads.lostReason }).from(leads).where(inArray(leads.id, ids));
    expect(await rows()).toEqual([
      { status: 'closed', lostReason: 'Timing' },
      { status: 'closed', lostReason: 'Timing' },
    ]);
    res = await bulk({ status: 'contacted', lostReason: 'Fees' });
    expect(res.statusCode).toBe(400);
    expect(json(res).fieldErrors).toEqual({ lostReason: LOST_REASON_STATUS_MESSAGE });
    expect((await bulk({ status: 'closed', lostReason: 'Weather' })).statusCode).toBe(400);
    expect(json(await bulk({ status: 'new' }))).toEqual({ updated: 2 });
    expect(await rows()).toEqual([
      { status: 'new', lostReason: null },
      { status: 'new', lostReason: null },
    ]);
  });

  it('keeps the list staff save, refuses a bad one whole, and a lead keeps a reason that left the list', async () => {
    const [id = ''] = await insert([lead({ createdAt: new Date() })]);
    await patch(API.leads.one(id), { status: 'closed', lostReason: 'Fees' });
    const put = (payload: object) => t.request({ method: 'PUT', url: LEAD_TASK_API.settings, headers: { cookie }, payload });
    const base = { firstContactHours: 2, digestAt: '08:30' };
    for (const [lostReasons, message] of [
      [['Fees', ' fees'], 'Each lost reason must differ from the others.'],
      [[], 'Keep at least one lost reason.'],
      [['Fees', ''], 'A lost reason is required.'],
      [Array.from({ length: 13 }, (_, i) => `Reason ${i}`), 'Keep at most 12 lost reasons.'],
    ] as const) {
      const res = await put({ ...base, lostReasons });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(json(res))).toContain(message);
    }
    const before = json<LeadPipelineSettingsDto>(await t.request({ method: 'GET', url: LEAD_TASK_API.settings, headers: { cookie } }));
    expect(before.lostReasons).toEqual([...DEFAULT_LOST_REASONS]);

    const saved = await put({
      ...base,
      lostReasons: [' Price ', 'Batch timing'],
      ...(before.version > 0 ? { version: before.version } : {}),
    });
    expect(saved.statusCode).toBe(200);
    expect(json<LeadPipelineSettingsDto>(saved).lostReasons).toEqual(['Price', 'Batch timing']);
    // Left out of a save: kept.
    const again = await put({ ...base, digestAt: null, version: json<LeadPipelineSettingsDto>(saved).version });
    expect(json<LeadPipelineSettingsDto>(again).lostReasons).toEqual(['Price', 'Batch timing']);

    expect(await stored(id)).toMatchObject({ lostReason: 'Fees' });
    expect((await patch(API.leads.one(id), { lostReason: 'Timing' })).statusCode).toBe(400);
    expect(json<LeadDetailDto>(await patch(API.leads.one(id), { lostReason: 'price' })).lostReason).toBe('Price');
  });

  it('keeps the stages staff edit: the four built-in ones stay, a new one gets an id from its name, and one in use is not removed', async () => {
    const get = async () =>
      json<LeadPipelineSettingsDto>(await t.request({ method: 'GET', url: LEAD_TASK_API.settings, headers: { cookie } }));
    const put = (payload: object) => t.request({ method: 'PUT', url: LEAD_TASK_API.settings, headers: { cookie }, payload });
    const before = await get();
    expect(before.stages.map((st) => [st.id, st.label, st.kind])).toEqual([
      ['new', 'New', 'open'],
      ['contacted', 'Contacted', 'open'],
      ['demo-booked', 'Demo booked', 'open'],
      ['demo-attended', 'Demo attended', 'open'],
      ['enrolled', 'Enrolled', 'won'],
      ['closed', 'Lost', 'lost'],
    ]);
    const base = { firstContactHours: 2, digestAt: '08:30', version: before.version };
    const edit = (stages: LeadPipelineSettingsDto['stages']) => stages.map(({ id, label, color }) => ({ id, label, color }));
    const [newStage, contacted, booked, attended, enrolled, lost] = edit(before.stages);
    for (const [stages, message] of [
      [[contacted, newStage, enrolled, lost], STAGE_ORDER_MESSAGE],
      [[newStage, booked, enrolled, lost], STAGE_ORDER_MESSAGE],
      [[newStage, contacted, lost, enrolled], STAGE_ORDER_MESSAGE],
      [[newStage, contacted, { label: 'contacted', color: '#6a1b9a' }, enrolled, lost], "Each stage's name must differ from the others."],
      [[newStage, contacted, { label: 'Call', color: 'red' }, enrolled, lost], 'Choose a colour for each stage.'],
    ] as const) {
      const res = await put({ ...base, stages });
      expect({ status: res.statusCode, body: JSON.stringify(json(res)).includes(message) }).toEqual({ status: 400, body: true });
    }
    expect((await get()).version).toBe(before.version);

    // A lead at Demo booked keeps it from being removed; an unknown stage is refused.
    const [id = ''] = await insert([lead({ createdAt: new Date() })]);
    expect((await patch(API.leads.one(id), { status: 'demo-booked' })).statusCode).toBe(200);
    expect(json(await patch(API.leads.one(id), { status: 'counselled' })).fieldErrors).toEqual({ status: UNKNOWN_STATUS_MESSAGE });
    const renamed = [{ ...newStage, label: 'Fresh' }, contacted, { label: 'Counselled!', color: '#bf360c' }, attended, enrolled, lost];
    let res = await put({ ...base, stages: renamed });
    expect(res.statusCode).toBe(400);
    expect(json(res).fieldErrors).toEqual({ stages: '1 lead is at Demo booked: move it to another stage before removing it.' });
    expect((await get()).stages).toHaveLength(6);

    await patch(API.leads.one(id), { status: 'contacted' });
    res = await put({ ...base, stages: renamed });
    expect(res.statusCode).toBe(200);
    const saved = json<LeadPipelineSettingsDto>(res);
    expect(saved.stages.map((st) => [st.id, st.label, st.kind])).toEqual([
      ['new', 'Fresh', 'open'],
      ['contacted', 'Contacted', 'open'],
      ['counselled', 'Counselled!', 'open'],
      ['demo-attended', 'Demo attended', 'open'],
      ['enrolled', 'Enrolled', 'won'],
      ['closed', 'Lost', 'lost'],
    ]);
    expect((await patch(API.leads.one(id), { status: 'counselled' })).statusCode).toBe(200);
    expect((await patch(API.leads.status(id), { status: 'demo-booked' })).statusCode).toBe(400);
    const list = json<{ items: LeadDto[] }>(
      await t.request({ method: 'GET', url: `${API.leads.list}?status=counselled`, headers: { cookie } }),
    );
    expect(list.items.map((l) => l.id)).toEqual([id]);
    // Back to the seeded stages for the funnel below.
    await patch(API.leads.one(id), { status: 'new' });
    expect((await put({ ...base, version: saved.version, stages: edit(before.stages).map((st) => ({ ...st })) })).statusCode).toBe(200);
  });

  it('never leaves a lead at a stage removed while an admin moved the lead into it', async () => {
    const get = async () =>
      json<LeadPipelineSettingsDto>(await t.request({ method: 'GET', url: LEAD_TASK_API.settings, headers: { cookie } }));
    const put = (payload: object) => t.request({ method: 'PUT', url: LEAD_TASK_API.settings, headers: { cookie }, payload });
    const seeded = (await get()).stages.map(({ id, label, color }) => ({ id, label, color }));
    for (let round = 0; round < 12; round++) {
      const added = await put({
        firstContactHours: 2,
        digestAt: '08:30',
        version: (await get()).version,
        stages: [...seeded.slice(0, 2), { label: `Race ${round}`, color: '#6a1b9a' }, ...seeded.slice(2)],
      });
      expect(added.statusCode).toBe(200);
      const race = `race-${round}`;
      const [id = ''] = await insert([lead({ createdAt: new Date() })]);
      // One admin moves the lead to the new stage while another removes the stage.
      const [moved, removed] = await Promise.all([
        patch(API.leads.one(id), { status: race }),
        put({ firstContactHours: 2, digestAt: '08:30', version: json<LeadPipelineSettingsDto>(added).version, stages: seeded }),
      ]);
      const now = await stored(id);
      const stages = (await get()).stages.map((st) => st.id);
      // Exactly one of the two wins, and the loser is told why.
      if (moved.statusCode === 200) {
        expect([removed.statusCode, json(removed).fieldErrors]).toEqual([
          400,
          { stages: `1 lead is at Race ${round}: move it to another stage before removing it.` },
        ]);
        expect([now?.status, stages.includes(race)]).toEqual([race, true]);
        await patch(API.leads.one(id), { status: 'new' });
        expect((await put({ firstContactHours: 2, digestAt: '08:30', version: (await get()).version, stages: seeded })).statusCode).toBe(
          200,
        );
      } else {
        expect([moved.statusCode, json(moved).fieldErrors, removed.statusCode]).toEqual([400, { status: UNKNOWN_STATUS_MESSAGE }, 200]);
        expect([now?.status, stages.includes(race)]).toEqual(['new', false]);
      }
    }
  });

  it('counts the funnel of the last 30 and 90 days by stage, by course, by source and by lost reason', async () => {
    setClock(NOW);
    // Only this test's leads count: the ones above were made "now" (real time, 2026 or later) — moved out of the way.
    await t.app.database.db.delete(leads);
    const ids = await insert([
      // 0. Today, new, from Google.
      lead({ createdAt: ist('2026-12-07 09:00'), utm: { utm_source: 'Google' } }),
      // 1. At Demo attended (a stage of the seeded pipeline), from the course page.
      lead({ createdAt: ist('2026-11-27 12:00'), status: 'demo-attended', sourcePage: '/courses/data-science?ref=x' }),
      // 2. Enrolled, from Google.
      lead({ createdAt: ist('2026-11-17 12:00'), status: 'enrolled', utm: { utm_source: 'google ' } }),
      // 3. A workshop registration still New but called (a call logged below): contacted.
      lead({
        form: 'workshop',
        interest: 'React in a Day',
        refSlug: 'react-in-a-day',
        createdAt: ist('2026-12-02 18:00'),
        sourcePage: '/workshops/react-in-a-day',
      }),
      // 4. A course not in the catalogue, lost from New without a reason (never contacted).
      lead({ createdAt: ist('2026-12-04 11:00'), interest: 'Rust', flag: 'course-not-offered', status: 'closed' }),
      // 5. The first minute of the 30 days, and 6. the last minute before them.
      lead({ createdAt: ist('2026-11-08 00:00') }),
      lead({ createdAt: ist('2026-11-07 23:59'), status: 'closed', lostReason: 'Fees' }),
      // 7. Within 90 days: Python, lost for fees after a demo was booked (its history below), and 8. lost without a reason.
      lead({ createdAt: ist('2026-10-01 10:00'), interest: 'Python', status: 'closed', lostReason: 'Fees' }),
      lead({ createdAt: ist('2026-09-09 00:00'), interest: 'Python', status: 'closed' }),
      // 9. Before the 90 days; 10. a job application (not a student's enquiry).
      lead({ createdAt: ist('2026-09-08 23:59'), status: 'enrolled' }),
      lead({ form: 'job-application', interest: 'Trainer', createdAt: ist('2026-12-06 10:00') }),
    ]);
    await t.app.database.db.insert(leadEvents).values([
      { leadId: ids[3] ?? '', kind: 'call', fromValue: 'Reached', toValue: 'Will come' },
      { leadId: ids[7] ?? '', kind: 'status', fromValue: 'new', toValue: 'contacted' },
      { leadId: ids[7] ?? '', kind: 'status', fromValue: 'contacted', toValue: 'demo-booked' },
      { leadId: ids[7] ?? '', kind: 'status', fromValue: 'demo-booked', toValue: 'closed' },
    ]);

    const month = await funnel();
    expect(month).toMatchObject({ days: 30, since: '2026-11-08', today: '2026-12-07' });
    expect(month.total).toEqual({ leads: 6, contacted: 3, enrolled: 1, lost: 1 });
    expect(month.stages.map((st) => [st.id, st.reached, st.now])).toEqual([
      ['new', 6, 3],
      ['contacted', 3, 0],
      ['demo-booked', 2, 0],
      ['demo-attended', 2, 1],
      ['enrolled', 1, 1],
      ['closed', null, 1],
    ]);
    expect(month.byCourse).toEqual([
      { label: 'Data Science', leads: 4, contacted: 2, enrolled: 1, lost: 0 },
      { label: 'Course not in the catalogue', leads: 1, contacted: 0, enrolled: 0, lost: 1 },
      { label: 'React in a Day', leads: 1, contacted: 1, enrolled: 0, lost: 0 },
    ]);
    expect(month.bySource).toEqual([
      { kind: 'direct', label: 'Direct', leads: 2, contacted: 0, enrolled: 0, lost: 1 },
      { kind: 'utm', label: 'google', leads: 2, contacted: 1, enrolled: 1, lost: 0 },
      { kind: 'page', label: '/courses/data-science', leads: 1, contacted: 1, enrolled: 0, lost: 0 },
      { kind: 'page', label: '/workshops/react-in-a-day', leads: 1, contacted: 1, enrolled: 0, lost: 0 },
    ]);
    expect(month.lostReasons).toEqual([{ label: NO_LOST_REASON, count: 1 }]);

    const quarter = await funnel('?days=90');
    expect(quarter).toMatchObject({ days: 90, since: '2026-09-09' });
    expect(quarter.total).toEqual({ leads: 9, contacted: 4, enrolled: 1, lost: 4 });
    expect(quarter.stages.find((st) => st.id === 'demo-booked')).toMatchObject({ label: 'Demo booked', reached: 3, now: 0 });
    expect(quarter.byCourse[0]).toEqual({ label: 'Data Science', leads: 5, contacted: 2, enrolled: 1, lost: 1 });
    expect(quarter.byCourse[1]).toEqual({ label: 'Python', leads: 2, contacted: 1, enrolled: 0, lost: 2 });
    expect(quarter.lostReasons).toEqual([
      { label: 'Fees', count: 2 },
      { label: NO_LOST_REASON, count: 2 },
    ]);

    for (const query of ['?days=45', '?days=abc', '?days=']) {
      const res = await t.request({ method: 'GET', url: `${API.admin.leadFunnel}${query}`, headers: { cookie } });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
    }
    expect((await t.request({ method: 'GET', url: API.admin.leadFunnel })).statusCode).toBe(401);
  });
});
