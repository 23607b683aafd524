import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API, istDay, type LeadBulkResponse, type LeadDetailDto, type LeadDto, type LeadListResponse } from '@contract';
import { leads, users } from '../src/db/schema';
import type { NewLead } from '../src/plugins/app/leads-repository';
import { SESSION_COOKIE } from '../src/plugins/app/sessions';
import { buildTestApp, DB_KIND, json, type TestApp } from './helper';

// Building the app on a fresh database takes a few seconds, more on a busy machine.
jest.setTimeout(60_000);

const NOTIFY = 'admissions@itx.test';

/** A day `n` days after `day` (YYYY-MM-DD). */
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Undoes quoted-printable (soft line breaks and =XX escapes), which is how long lines travel in mail. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe(`leads pipeline on ${DB_KIND}`, () => {
  let t: TestApp;
  /** Two counsellors, and an admin whose account another admin disabled. */
  const admin = { asha: { id: '', cookie: '' }, vikram: { id: '', cookie: '' }, disabled: { id: '', cookie: '' } };
  let seq = 0;

  async function account(name: string, disabled = false): Promise<{ id: string; cookie: string }> {
    const [user] = await t.app.database.db
      .insert(users)
      .values({
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(3).toString('hex')}@itx.test`,
        phone: '9000012345',
        passwordHash: 'not-a-login-account',
        disabledAt: disabled ? new Date() : null,
      })
      .returning();
    if (!user) throw new Error('could not create the admin');
    const session = await t.app.sessionsRepository.create(user.id);
    return { id: user.id, cookie: `${SESSION_COOKIE}=${session.id}` };
  }

  /** A new call-back lead stored as the capture route stores one. */
  async function newLead(overrides: Partial<NewLead> = {}): Promise<LeadDto> {
    seq += 1;
    const lead: NewLead = {
      formId: '5',
      form: 'call-back',
      name: `Lead ${seq}`,
      email: `lead.${seq}.${randomBytes(3).toString('hex')}@example.in`,
      countryCode: '+91',
      phone: '9876543210',
      interest: 'Data Science',
      sourcePage: '/enrollnow',
      utm: {},
      ...overrides,
    };
    return (await t.app.leadsRepository.store(lead)).lead;
  }

  const as = (who: { cookie: string }) => ({ cookie: who.cookie });
  const getLead = async (id: string, who = admin.asha) => t.request({ method: 'GET', url: API.leads.one(id), headers: as(who) });
  const patch = async (id: string, payload: Record<string, unknown>, who = admin.asha) =>
    t.request({ method: 'PATCH', url: API.leads.one(id), headers: as(who), payload });
  const addNote = async (id: string, body: string, who = admin.asha) =>
    t.request({ method: 'POST', url: API.leads.notes(id), headers: as(who), payload: { body } });
  const bulk = async (payload: Record<string, unknown>, who = admin.asha) =>
    t.request({ method: 'POST', url: API.leads.bulk, headers: as(who), payload });
  const list = async (query: string) =>
    json<LeadListResponse>(await t.request({ method: 'GET', url: `${API.leads.list}?pageSize=100&${query}`, headers: as(admin.asha) }));
  /** The history as lines a person reads: "kind from → to by actor". */
  const historyOf = (detail: LeadDetailDto) => detail.history.map((e) => `${e.kind} ${e.fromValue} → ${e.toValue} by ${e.actorName}`);

  beforeAll(async () => {
    t = await buildTestApp({ LEADS_NOTIFY_EMAIL: NOTIFY });
    admin.asha = await account('Asha Rao');
    admin.vikram = await account('Vikram Shah');
    admin.disabled = await account('Former Counsellor', true);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a lead with its owner, follow-up day, notes and a history that starts with its creation', async () => {
    const lead = await newLead();
    const res = await getLead(lead.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = json<LeadDetailDto>(res);
    expect(detail).toMatchObject({ ...lead, ownerId: null, ownerName: null, followUpOn: null, notes: [] });
    expect(detail.history).toEqual([
      { id: expect.any(String), kind: 'created', fromValue: null, toValue: 'new', actorName: null, createdAt: lead.createdAt },
    ]);
  });

  it("lists the same person's other leads: the same e-mail in any case, or the same phone with its country code (issue 43)", async () => {
    const tag = randomBytes(3).toString('hex');
    const first = await newLead({ email: `Priya.${tag}@Example.in`, phone: '9811100001' });
    const workshop = await newLead({
      form: 'workshop',
      formId: '13',
      interest: 'Git Workshop',
      email: `priya.${tag}@example.in`,
      phone: '9811100002',
    });
    const byPhone = await newLead({ email: `other.${tag}@example.in`, phone: '9811100001' });
    const abroad = await newLead({ email: `abroad.${tag}@example.in`, countryCode: '+1', phone: '9811100001' });
    const detail = json<LeadDetailDto>(await getLead(first.id));
    expect(detail.related.map((r) => [r.id, r.matchedBy])).toEqual([
      [byPhone.id, ['phone']],
      [workshop.id, ['email']],
    ]);
    expect(detail.related[1]).toMatchObject({ form: 'workshop', interest: 'Git Workshop', status: 'new' });
    expect(json<LeadDetailDto>(await getLead(abroad.id)).related).toEqual([]);
  });

  it('answers 404 for an unknown or malformed lead id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1234']) {
      for (const res of [await getLead(id), await patch(id, { status: 'contacted' }), await addNote(id, 'Hello')]) {
        expect(res.statusCode).toBe(404);
        expect(json(res)).toEqual({ message: 'Lead not found.' });
      }
    }
  });

  it('changes status, owner and follow-up day at once: one history event per field, by the signed-in admin', async () => {
    const lead = await newLead();
    const day = plusDays(istDay(new Date()), 3);
    const res = await patch(lead.id, { status: 'contacted', ownerId: admin.vikram.id, followUpOn: day });
    expect(res.statusCode).toBe(200);
    const detail = json<LeadDetailDto>(res);
    expect(detail).toMatchObject({ id: lead.id, status: 'contacted', ownerId: admin.vikram.id, ownerName: 'Vikram Shah', followUpOn: day });
    expect(historyOf(detail)).toEqual([
      'created null → new by null',
      'status new → contacted by Asha Rao',
      'owner null → Vikram Shah by Asha Rao',
      `follow-up null → ${day} by Asha Rao`,
    ]);
    // The list and the detail read the same.
    expect((await list(`search=${encodeURIComponent(lead.email)}`)).items[0]).toMatchObject({ ownerName: 'Vikram Shah', followUpOn: day });

    // Sending what is already there changes nothing and records nothing.
    const again = json<LeadDetailDto>(await patch(lead.id, { status: 'contacted', ownerId: admin.vikram.id, followUpOn: day }));
    expect(again.history).toHaveLength(4);

    // Clearing: unassigned, no follow-up planned.
    const cleared = json<LeadDetailDto>(await patch(lead.id, { ownerId: null, followUpOn: null }, admin.vikram));
    expect(cleared).toMatchObject({ ownerId: null, ownerName: null, followUpOn: null });
    expect(historyOf(cleared).slice(4)).toEqual(['owner Vikram Shah → null by Vikram Shah', `follow-up ${day} → null by Vikram Shah`]);
  });

  it('records a change made through the status endpoint in the history too', async () => {
    const lead = await newLead();
    const res = await t.request({
      method: 'PATCH',
      url: API.leads.status(lead.id),
      headers: as(admin.vikram),
      payload: { status: 'enrolled' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ...lead, status: 'enrolled' });
    expect(historyOf(json<LeadDetailDto>(await getLead(lead.id)))).toEqual([
      'created null → new by null',
      'status new → enrolled by Vikram Shah',
    ]);
  });

  it('refuses a bad change with 400 and the field at fault, changing nothing', async () => {
    const lead = await newLead();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ followUpOn: '2099-02-30' }, { followUpOn: 'Follow-up must be a real date.' }],
      [{ followUpOn: '30-01-2099' }, { followUpOn: 'Follow-up must be a date (YYYY-MM-DD).' }],
      [{ followUpOn: '' }, { followUpOn: 'Follow-up must be a date (YYYY-MM-DD).' }],
      [{ ownerId: 'someone' }, { ownerId: 'Choose an admin whose account is active.' }],
      [{ ownerId: admin.disabled.id }, { ownerId: 'Choose an admin whose account is active.' }],
      [{ ownerId: randomUUID() }, { ownerId: 'Choose an admin whose account is active.' }],
      [{ status: 'lost' }, { status: 'Unknown status.' }],
      [{ status: 'contacted', ownerId: admin.disabled.id }, { ownerId: 'Choose an admin whose account is active.' }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const res = await patch(lead.id, payload);
      expect({ payload, status: res.statusCode, fieldErrors: json(res).fieldErrors }).toEqual({ payload, status: 400, fieldErrors });
    }
    const empty = await patch(lead.id, {});
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('Send at least one of status, lostReason, ownerId, followUpOn or legalHold.');
    const detail = json<LeadDetailDto>(await getLead(lead.id));
    expect(detail).toMatchObject({ status: 'new', ownerId: null, followUpOn: null });
    expect(detail.history).toHaveLength(1);
  });

  it('adds notes with their author and time, newest first, each one in the history', async () => {
    const lead = await newLead();
    const first = await addNote(lead.id, '  Called at 11, asked to ring back after 6 pm.  ', admin.asha);
    expect(first.statusCode).toBe(201);
    const second = await addNote(lead.id, 'Interested in the weekend batch.\nSends documents on Monday.', admin.vikram);
    const detail = json<LeadDetailDto>(second);
    expect(detail.notes.map((n) => [n.authorName, n.body])).toEqual([
      ['Vikram Shah', 'Interested in the weekend batch.\nSends documents on Monday.'],
      ['Asha Rao', 'Called at 11, asked to ring back after 6 pm.'],
    ]);
    expect(Date.parse(detail.notes[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(detail.notes[1]?.createdAt ?? ''));
    expect(historyOf(detail).slice(1)).toEqual([
      'note null → Called at 11, asked to ring back after 6 pm. by Asha Rao',
      'note null → Interested in the weekend batch.\nSends documents on Monday. by Vikram Shah',
    ]);

    for (const [body, message] of [
      ['   ', 'Note is required.'],
      ['x'.repeat(5001), 'Note must be at most 5000 characters.'],
    ] as const) {
      const res = await addNote(lead.id, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).fieldErrors).toEqual({ body: message });
    }
    const long = 'y'.repeat(5000);
    const kept = json<LeadDetailDto>(await addNote(lead.id, long));
    expect(kept.notes[0]?.body).toBe(long);
    expect(kept.history.at(-1)?.toValue).toBe(`${'y'.repeat(199)}…`);
    expect(kept.notes).toHaveLength(3);
  });

  it('keeps both changes in the history when two admins change the same lead at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const lead = await newLead();
      const [a, b] = await Promise.all([
        patch(lead.id, { status: 'contacted', ownerId: admin.asha.id }, admin.asha),
        patch(lead.id, { status: 'enrolled', followUpOn: '2099-03-01' }, admin.vikram),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const detail = json<LeadDetailDto>(await getLead(lead.id));
      const statuses = detail.history.filter((e) => e.kind === 'status');
      expect(statuses).toHaveLength(2);
      // The second change starts from the first one's result, and the lead shows the last.
      expect(statuses[1]?.fromValue).toBe(statuses[0]?.toValue);
      expect(statuses[0]?.fromValue).toBe('new');
      expect(detail.status).toBe(statuses[1]?.toValue);
      expect(detail.history.map((e) => e.actorName ?? 'the visitor').sort()).toEqual([
        'Asha Rao',
        'Asha Rao',
        'Vikram Shah',
        'Vikram Shah',
        'the visitor',
      ]);
      expect(detail).toMatchObject({ ownerName: 'Asha Rao', followUpOn: '2099-03-01' });
    }
  });

  it('changes many leads at once, skipping unknown ids and leads already so, with history for each that changed', async () => {
    const a = await newLead();
    const b = await newLead();
    const c = await newLead();
    await patch(c.id, { status: 'contacted' });
    const res = await bulk({ ids: [a.id, b.id, c.id, randomUUID(), a.id], status: 'contacted' });
    expect(res.statusCode).toBe(200);
    expect(json<LeadBulkResponse>(res)).toEqual({ updated: 2 });
    for (const id of [a.id, b.id]) {
      expect(historyOf(json<LeadDetailDto>(await getLead(id)))).toEqual([
        'created null → new by null',
        'status new → contacted by Asha Rao',
      ]);
    }
    expect(json<LeadDetailDto>(await getLead(c.id)).history).toHaveLength(2);

    const owners = await bulk({ ids: [a.id, b.id], ownerId: admin.vikram.id, status: 'enrolled' }, admin.vikram);
    expect(json<LeadBulkResponse>(owners)).toEqual({ updated: 2 });
    expect(historyOf(json<LeadDetailDto>(await getLead(b.id))).slice(2)).toEqual([
      'status contacted → enrolled by Vikram Shah',
      'owner null → Vikram Shah by Vikram Shah',
    ]);
    const unassign = await bulk({ ids: [a.id], ownerId: null });
    expect(json<LeadBulkResponse>(unassign)).toEqual({ updated: 1 });
    expect(json<LeadDetailDto>(await getLead(a.id))).toMatchObject({ ownerId: null, status: 'enrolled' });
    expect(json<LeadBulkResponse>(await bulk({ ids: [randomUUID()], status: 'closed' }))).toEqual({ updated: 0 });
  });

  it('refuses a bad bulk change with 400, changing nothing', async () => {
    const lead = await newLead();
    const ids = Array.from({ length: 501 }, () => randomUUID());
    const cases: [Record<string, unknown>, string][] = [
      [{ ids: [...ids.slice(0, 500), lead.id], status: 'closed' }, 'Select at most 500 leads at a time.'],
      [{ ids: [], status: 'closed' }, 'Select at least one lead.'],
      [{ status: 'closed' }, 'Select at least one lead.'],
      [{ ids: [lead.id, 'not-a-uuid'], status: 'closed' }, 'A selected lead id is not valid.'],
      [{ ids: [lead.id] }, 'Choose a status or an owner to set.'],
      [{ ids: [lead.id], status: 'lost' }, 'Unknown status.'],
      [{ ids: [lead.id], status: 'closed', ownerId: admin.disabled.id }, 'Choose an admin whose account is active.'],
    ];
    for (const [payload, message] of cases) {
      const res = await bulk(payload);
      expect({ status: res.statusCode, message: json(res).message }).toEqual({ status: 400, message });
    }
    expect(json(await bulk({ ids: [lead.id], ownerId: admin.disabled.id })).fieldErrors).toEqual({
      ownerId: 'Choose an admin whose account is active.',
    });
    const detail = json<LeadDetailDto>(await getLead(lead.id));
    expect(detail).toMatchObject({ status: 'new', ownerId: null });
    expect(detail.history).toHaveLength(1);
    // 500 is allowed.
    const ok = await bulk({ ids: [...ids.slice(0, 499), lead.id], status: 'closed' });
    expect(json<LeadBulkResponse>(ok)).toEqual({ updated: 1 });
  });

  it('filters by owner (an admin, or unassigned) and by follow-up due (today or earlier in Hyderabad), list and CSV alike', async () => {
    const interest = `Filter Course ${randomBytes(3).toString('hex')}`;
    const today = istDay(new Date());
    const mine = await newLead({ interest, name: 'Mine Overdue' });
    const theirs = await newLead({ interest, name: 'Theirs Today' });
    const later = await newLead({ interest, name: 'Mine Later' });
    const nobody = await newLead({ interest, name: 'Nobody', form: 'workshop', formId: '13' });
    await t.app.database.db.update(leads).set({ waitlist: true }).where(eq(leads.id, nobody.id));
    await patch(mine.id, { ownerId: admin.asha.id, followUpOn: plusDays(today, -2) });
    await patch(theirs.id, { ownerId: admin.vikram.id, followUpOn: today });
    await patch(later.id, { ownerId: admin.asha.id, followUpOn: plusDays(today, 1) });
    // Enrolled: its follow-up is over, whatever its day (the dashboard's "Follow-ups due" counts by the same rule).
    const enrolled = await newLead({ interest, name: 'Enrolled Overdue' });
    await patch(enrolled.id, { status: 'enrolled', ownerId: admin.vikram.id, followUpOn: plusDays(today, -1) });
    const q = `interest=${encodeURIComponent(interest)}`;
    const names = async (query: string) => (await list(`${q}&${query}`)).items.map((i) => i.name).sort();

    expect(await names(`owner=${admin.asha.id}`)).toEqual(['Mine Later', 'Mine Overdue']);
    expect(await names(`owner=${admin.asha.id.toUpperCase()}`)).toEqual(['Mine Later', 'Mine Overdue']);
    expect(await names('owner=unassigned')).toEqual(['Nobody']);
    expect(await names('followUp=due')).toEqual(['Mine Overdue', 'Theirs Today']);
    expect(await names(`followUp=due&owner=${admin.asha.id}`)).toEqual(['Mine Overdue']);
    expect(await names('owner=&followUp=')).toHaveLength(5);
    expect((await list(`${q}&owner=${randomUUID()}`)).total).toBe(0);

    for (const bad of ['owner=someone', 'followUp=overdue', 'owner=%00']) {
      const res = await t.request({ method: 'GET', url: `${API.leads.list}?${bad}`, headers: as(admin.asha) });
      expect(res.statusCode).toBe(400);
      const csv = await t.request({ method: 'GET', url: `${API.leads.exportCsv}?${bad}`, headers: as(admin.asha) });
      expect(csv.statusCode).toBe(400);
    }

    const csv = await t.request({ method: 'GET', url: `${API.leads.exportCsv}?${q}&followUp=due`, headers: as(admin.asha) });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/,"utm_content","Owner","Follow-up","Waitlist","Flag","Privacy notice","Consented to"$/);
    expect(lines).toHaveLength(3);
    // Owner, follow-up, waitlist and flag, then the consent record (these leads were sent without one: the API's way).
    const consent = '"not recorded \\(API\\)","A call back about a course"';
    expect(lines.find((l) => l.includes('Mine Overdue'))).toMatch(new RegExp(`,"Asha Rao","${plusDays(today, -2)}","","",${consent}$`));
    expect(lines.find((l) => l.includes('Theirs Today'))).toMatch(new RegExp(`,"Vikram Shah","${today}","","",${consent}$`));
    const unassigned = await t.request({ method: 'GET', url: `${API.leads.exportCsv}?${q}&owner=unassigned`, headers: as(admin.asha) });
    const rows = unassigned.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/"Nobody".*,"","","Yes","","not recorded \(API\)","A workshop seat and its reminders"$/);
  });

  it("links the new-lead e-mail straight to the lead's drawer", async () => {
    const email = `mail.link.${randomBytes(3).toString('hex')}@example.in`;
    const res = await t.request({
      method: 'POST',
      url: API.leads.capture(t.config.leadFormKey, '5'),
      payload: { name: 'Mail Link', email, countryCode: '+91', phone: '9876543210', courseInterest: 'Data Science' },
    });
    expect(json(res).StatusCode).toBe(200);
    const [row] = await t.app.database.db.select().from(leads).where(eq(leads.email, email));
    if (!row) throw new Error('the lead was not stored');
    const outbox = path.join(t.config.dataDir, 'outbox');
    let mail = '';
    // The mail is written after the answer: wait until it is there (the visitor's own confirmation is written beside it).
    for (let i = 0; i < 100 && mail === ''; i += 1) {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
      mail =
        files
          .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(outbox, f), 'utf8')))
          .find((m) => m.includes(email) && m.includes(`To: ${NOTIFY}`)) ?? '';
      if (mail === '') await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail).toContain(`To: ${NOTIFY}`);
    expect(mail).toContain(`Open this lead: ${t.config.publicUrl}/admin/leads?lead=${row.id}`);
  });

  it('refuses every new endpoint to a visitor', async () => {
    const lead = await newLead();
    for (const [method, url] of [
      ['GET', API.leads.one(lead.id)],
      ['PATCH', API.leads.one(lead.id)],
      ['POST', API.leads.notes(lead.id)],
      ['POST', API.leads.bulk],
    ] as const) {
      const res = await t.request({ method, url, payload: method === 'GET' ? undefined : { status: 'closed', body: 'x', ids: [lead.id] } });
      expect(res.statusCode).toBe(401);
    }
    expect(json<LeadDetailDto>(await getLead(lead.id)).history).toHaveLength(1);
  });
});
