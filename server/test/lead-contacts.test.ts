import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import {
  LEAD_CONTACT_API,
  MERGE_CHOOSE_MESSAGE,
  MERGE_NOT_FOUND,
  MERGE_OTHER_MISSING_MESSAGE,
  MERGE_SAME_PERSON_MESSAGE,
  MERGE_SELF_MESSAGE,
  API,
  type LeadDetailDto,
} from '@contract';
import { leadMerges, leads } from '../src/db/schema';
import { adminCookie, buildTestApp, DB_KIND, json, type TestApp } from './helper';

jest.setTimeout(90_000);

type LeadRow = typeof leads.$inferInsert;

/**
 * Issue 43, one person, one record: staff merge two people the e-mail and phone rule did not match, and undo it.
 * A merge links two leads and rewrites neither; the refusals change nothing; two admins merging the same two
 * leads at once make one merge.
 */
describe(`merging two people and undoing it on ${DB_KIND}`, () => {
  let t: TestApp;
  let counsellor = '';
  const tag = randomBytes(3).toString('hex');
  let n = 0;
  const insert = async (overrides: Partial<LeadRow>): Promise<string> => {
    n += 1;
    const [row] = await t.app.database.db
      .insert(leads)
      .values({
        form: 'call-back',
        formId: '5',
        name: `Person ${n}`,
        email: `p${n}.${tag}@example.in`,
        countryCode: '+91',
        phone: `97000${String(10000 + n).slice(-5)}`,
        interest: 'Data Science',
        fingerprint: `lead-contacts-${tag}-${n}`,
        // One second apart, in the order written: "newest first" is then the reverse of it.
        createdAt: new Date(Date.UTC(2026, 11, 1, 4, 0, n)),
        ...overrides,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error('no lead stored');
    return row.id;
  };
  const detail = async (id: string) => {
    const res = await t.request({ method: 'GET', url: API.leads.one(id), headers: { cookie: counsellor } });
    expect(res.statusCode).toBe(200);
    return json<LeadDetailDto>(res);
  };
  const merge = (id: string, otherLeadId: unknown, cookie = counsellor) =>
    t.request({ method: 'POST', url: LEAD_CONTACT_API.merges(id), headers: { cookie }, payload: { otherLeadId } });
  const undo = (id: string, mergeId: string, cookie = counsellor) =>
    t.request({ method: 'DELETE', url: LEAD_CONTACT_API.merge(id, mergeId), headers: { cookie } });
  const related = async (id: string) => (await detail(id)).related.map((r) => [r.id, r.matchedBy]);
  const liveMerges = async (a: string, b: string) =>
    t.app.database.db
      .select()
      .from(leadMerges)
      .where(
        and(
          isNull(leadMerges.undoneAt),
          or(and(eq(leadMerges.leadId, a), eq(leadMerges.otherLeadId, b)), and(eq(leadMerges.leadId, b), eq(leadMerges.otherLeadId, a))),
        ),
      );
  const rows = async (ids: string[]) =>
    Promise.all(ids.map(async (id) => (await t.app.database.db.select().from(leads).where(eq(leads.id, id)))[0]));

  beforeAll(async () => {
    t = await buildTestApp({}, { seed: false });
    counsellor = await adminCookie(t.app, undefined, 'counsellor');
  });
  afterAll(async () => t.close());

  it("joins two people's leads in each drawer, rewrites neither lead, and undoing it parts them again", async () => {
    // Ravi enquired twice with one e-mail; later, from his office address and phone, which nothing matches.
    const ravi1 = await insert({ name: 'Ravi Kumar', email: `ravi.${tag}@example.in`, phone: '9700000101' });
    const ravi2 = await insert({
      name: 'Ravi Kumar',
      email: `RAVI.${tag}@example.in`,
      phone: '9700000102',
      form: 'workshop',
      formId: '13',
      interest: 'Git Workshop',
    });
    const office1 = await insert({
      name: 'R. Kumar',
      email: `r.kumar.${tag}@corp.example`,
      phone: '9700000103',
      interest: 'Java Full Stack',
    });
    const office2 = await insert({
      name: 'Ravi K',
      email: `rk.${tag}@example.in`,
      phone: '9700000103',
      form: 'job-application',
      formId: '21',
      interest: 'Trainer',
    });
    expect(await related(ravi1)).toEqual([[ravi2, ['email']]]);
    const before = await rows([ravi1, ravi2, office1, office2]);

    const res = await merge(ravi2, office1);
    expect(res.statusCode).toBe(201);
    const answered = json<LeadDetailDto>(res);
    expect(answered.merges).toEqual([
      { id: expect.any(String), leadId: ravi2, otherLeadId: office1, mergedByName: 'Test Admin', createdAt: expect.any(String) },
    ]);
    // Every drawer of the person lists the other three, newest first, and says which came through the merge.
    expect(await related(ravi1)).toEqual([
      [office2, ['merge']],
      [office1, ['merge']],
      [ravi2, ['email']],
    ]);
    expect(await related(office2)).toEqual([
      [office1, ['phone']],
      [ravi2, ['merge']],
      [ravi1, ['merge']],
    ]);
    const mergeId = answered.merges[0]?.id ?? '';
    expect((await detail(office2)).merges.map((m) => m.id)).toEqual([mergeId]);
    // Both sides' histories record it, naming the other lead.
    const lastEvent = async (id: string) => (await detail(id)).history.at(-1);
    expect(await lastEvent(ravi2)).toMatchObject({
      kind: 'merged',
      toValue: 'R. Kumar · Call back / demo: Java Full Stack',
      actorName: 'Test Admin',
    });
    expect(await lastEvent(office1)).toMatchObject({ kind: 'merged', toValue: 'Ravi Kumar · Workshop registration: Git Workshop' });
    // Each enquiry stays as it was sent.
    expect(await rows([ravi1, ravi2, office1, office2])).toEqual(before);

    // A lead of another person cannot undo it, and it stands.
    const stranger = await insert({ name: 'Someone Else' });
    let refused = await undo(stranger, mergeId);
    expect(refused.statusCode).toBe(404);
    expect(json(refused).message).toBe(MERGE_NOT_FOUND);
    expect(await liveMerges(ravi2, office1)).toHaveLength(1);

    // Undone from any of the person's drawers (here the lead neither side of it).
    const undone = await undo(office2, mergeId);
    expect(undone.statusCode).toBe(200);
    expect(json<LeadDetailDto>(undone)).toMatchObject({ merges: [], related: [{ id: office1, matchedBy: ['phone'] }] });
    expect(await related(ravi1)).toEqual([[ravi2, ['email']]]);
    expect(await lastEvent(ravi2)).toMatchObject({ kind: 'unmerged', toValue: 'R. Kumar · Call back / demo: Java Full Stack' });
    expect(await lastEvent(office1)).toMatchObject({ kind: 'unmerged', toValue: 'Ravi Kumar · Workshop registration: Git Workshop' });
    expect(await rows([ravi1, ravi2, office1, office2])).toEqual(before);
    // The undone merge stays on record; undoing it again finds nothing to undo.
    const [record] = await t.app.database.db.select().from(leadMerges).where(eq(leadMerges.id, mergeId));
    expect(record).toMatchObject({ undoneByName: 'Test Admin', undoneAt: expect.any(Date) });
    refused = await undo(ravi1, mergeId);
    expect(refused.statusCode).toBe(404);
    expect(json(refused).message).toBe(MERGE_NOT_FOUND);

    // They can be merged again, from the other side.
    expect((await merge(office2, ravi1)).statusCode).toBe(201);
    expect((await related(ravi2)).map(([id]) => id)).toEqual([office2, office1, ravi1]);
  });

  it('refuses a merge that makes no sense with a clear message, and changes nothing', async () => {
    const a = await insert({ email: `same.${tag}@example.in` });
    const b = await insert({ email: `SAME.${tag}@example.in` });
    const c = await insert({});
    const d = await insert({});
    expect((await merge(c, d)).statusCode).toBe(201);
    const historyBefore = await Promise.all([a, b, c, d].map(async (id) => (await detail(id)).history.length));

    const cases: [string, unknown, number, string][] = [
      [a, a, 400, MERGE_SELF_MESSAGE],
      [a, b, 400, MERGE_SAME_PERSON_MESSAGE], // one person by e-mail already
      [d, c, 400, MERGE_SAME_PERSON_MESSAGE], // merged already, from the other side
      [a, 'not-a-lead', 400, MERGE_CHOOSE_MESSAGE],
      [a, '', 400, MERGE_CHOOSE_MESSAGE],
      [a, 42, 400, MERGE_CHOOSE_MESSAGE],
      [a, '00000000-0000-4000-8000-000000000000', 400, MERGE_OTHER_MISSING_MESSAGE],
    ];
    for (const [id, other, status, message] of cases) {
      const res = await merge(id, other);
      expect([other, res.statusCode, json(res).message]).toEqual([other, status, message]);
      if (status === 400) expect(json<{ fieldErrors?: Record<string, string> }>(res).fieldErrors).toEqual({ otherLeadId: message });
    }
    // An unknown or malformed lead in the address is no lead.
    expect((await merge('00000000-0000-4000-8000-000000000000', a)).statusCode).toBe(404);
    expect((await merge('x', a)).statusCode).toBe(404);
    expect((await undo(a, 'x')).statusCode).toBe(404);
    // An Editor works content, not leads.
    const editor = await adminCookie(t.app, undefined, 'editor');
    expect((await merge(a, c, editor)).statusCode).toBe(403);

    expect(await Promise.all([a, b, c, d].map(async (id) => (await detail(id)).history.length))).toEqual(historyBefore);
    expect(await liveMerges(a, c)).toHaveLength(0);
    expect(await liveMerges(c, d)).toHaveLength(1);
  });

  it('makes one merge when two admins merge the same two leads at the same moment', async () => {
    const other = await adminCookie(t.app, undefined, 'admin');
    for (let round = 0; round < 3; round++) {
      const a = await insert({});
      const b = await insert({});
      const answers = await Promise.all([merge(a, b), merge(b, a, other)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      const refused = answers.find((r) => r.statusCode === 400);
      expect(refused && json(refused).message).toBe(MERGE_SAME_PERSON_MESSAGE);
      expect(await liveMerges(a, b)).toHaveLength(1);
      expect((await detail(a)).history.filter((e) => e.kind === 'merged')).toHaveLength(1);
    }
  });
});
