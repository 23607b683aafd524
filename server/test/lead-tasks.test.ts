import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API, LEAD_TASK_API, type LeadDetailDto, type LeadPipelineSettingsDto, type MyDayDto } from '@contract';
import { leadEvents, leads, leadTasks, users } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/plugins/app/sessions';
import { buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { setClock } from './support/clock';
import { decodeMail, startSmtpSink, type Received } from './support/smtp-sink';

jest.setTimeout(90_000);

/** A Hyderabad wall-clock time as an instant. */
const ist = (local: string) => Date.parse(`${local}:00+05:30`);

/**
 * Issue 43, tasks and reminders, on a moved clock: tasks and calls on a lead, each counsellor's "My day" with
 * the first-call limit counted in office hours (Monday to Saturday, 09:30 to 19:00 as seeded), and the morning
 * digest sent once a day per counsellor.
 */
describe(`tasks, calls, My day and the digest on ${DB_KIND}`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let inbox: Received[] = [];
  let t: TestApp & { databaseUrl: string | null };
  const staff = {
    asha: { id: '', cookie: '', email: '' },
    vikram: { id: '', cookie: '', email: '' },
    editor: { id: '', cookie: '', email: '' },
  };
  let owner = '';
  let seq = 0;

  async function account(name: string, role: 'owner' | 'counsellor' | 'editor') {
    const email = `${name.toLowerCase()}.${randomBytes(3).toString('hex')}@itx.test`;
    const [user] = await t.app.database.db
      .insert(users)
      .values({ name, email, phone: '9000012345', passwordHash: 'not-a-login-account', role })
      .returning();
    if (!user) throw new Error('could not create the account');
    const session = await t.app.sessionsRepository.create(user.id);
    return { id: user.id, cookie: `${SESSION_COOKIE}=${session.id}`, email };
  }

  /** A new call-back lead created at `at`, owned by `ownerId`. */
  async function leadAt(at: number, ownerId: string | null = null): Promise<string> {
    seq += 1;
    const [row] = await t.app.database.db
      .insert(leads)
      .values({
        form: 'call-back',
        formId: '5',
        name: `Lead ${seq}`,
        email: `lead.${seq}.${randomBytes(3).toString('hex')}@example.in`,
        countryCode: '+91',
        phone: '9876543210',
        interest: 'Data Science',
        fingerprint: randomBytes(8).toString('hex'),
        ownerId,
        createdAt: new Date(at),
      })
      .returning({ id: leads.id });
    if (!row) throw new Error('no lead');
    return row.id;
  }

  const as = (cookie: string) => ({ cookie });
  const post = (cookie: string, url: string, payload: object) => t.request({ method: 'POST', url, headers: as(cookie), payload });
  const myDay = async (cookie: string) => {
    const res = await t.request({ method: 'GET', url: LEAD_TASK_API.myDay, headers: as(cookie) });
    expect(res.statusCode).toBe(200);
    return json<MyDayDto>(res);
  };
  const detail = async (id: string) => json<LeadDetailDto>(await t.request({ method: 'GET', url: API.leads.one(id), headers: as(owner) }));

  beforeAll(async () => {
    smtp = await startSmtpSink();
    inbox = smtp.inbox;
    // Monday 7 December 2026, 09:00 in Hyderabad: before the office opens.
    setClock(ist('2026-12-07T09:00'));
    t = await buildTestApp({ SMTP_URL: smtp.url });
    staff.asha = await account('Asha', 'counsellor');
    staff.vikram = await account('Vikram', 'counsellor');
    staff.editor = await account('Esha', 'editor');
    owner = (await account('Olivia', 'owner')).cookie;
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t.close();
    await smtp.close();
  });

  it('adds a task in Hyderabad time, refuses a bad one whole, and marks it done and open again, all in the history', async () => {
    const id = await leadAt(ist('2026-12-07T08:00'));
    const res = await post(staff.asha.cookie, LEAD_TASK_API.tasks(id), { title: 'Send the fee plan', dueAt: '2026-12-08T11:30' });
    expect(res.statusCode).toBe(201);
    const [task] = json<LeadDetailDto>(res).tasks;
    expect(task).toMatchObject({
      title: 'Send the fee plan',
      dueAt: new Date(ist('2026-12-08T11:30')).toISOString(),
      ownerId: staff.asha.id,
      ownerName: 'Asha',
      doneAt: null,
      createdByName: 'Asha',
    });
    const bad = [
      [{ title: '', dueAt: '2026-12-08T11:30' }, 'title', 'The task is required.'],
      [{ title: 'Call', dueAt: '2026-02-30T10:00' }, 'dueAt', 'Due must be a real date.'],
      [{ title: 'Call', dueAt: '2026-12-08 10:00' }, 'dueAt', 'Due must be a date and time (YYYY-MM-DDTHH:MM, Hyderabad time).'],
      [{ title: 'Call', dueAt: '1999-12-08T10:00' }, 'dueAt', 'Due must be within 5 years of today.'],
      [{ title: 'Call', dueAt: '2026-12-08T10:00', ownerId: staff.editor.id }, 'ownerId', 'Choose an admin whose account is active.'],
    ] as const;
    for (const [payload, field, message] of bad) {
      const refused = await post(staff.asha.cookie, LEAD_TASK_API.tasks(id), payload);
      expect(refused.statusCode).toBe(400);
      expect(json<{ fieldErrors: Record<string, string> }>(refused).fieldErrors[field]).toBe(message);
    }
    expect(await t.app.database.db.select().from(leadTasks).where(eq(leadTasks.leadId, id))).toHaveLength(1);
    expect(
      (
        await post(staff.asha.cookie, LEAD_TASK_API.tasks('00000000-0000-4000-8000-000000000000'), {
          title: 'x',
          dueAt: '2026-12-08T10:00',
        })
      ).statusCode,
    ).toBe(404);
    expect((await post(staff.asha.cookie, LEAD_TASK_API.tasks('not-a-lead'), { title: 'x', dueAt: '2026-12-08T10:00' })).statusCode).toBe(
      404,
    );
    // An Editor's role does not include leads.
    expect((await post(staff.editor.cookie, LEAD_TASK_API.tasks(id), { title: 'x', dueAt: '2026-12-08T10:00' })).statusCode).toBe(403);

    const done = await t.request({
      method: 'PATCH',
      url: LEAD_TASK_API.task(id, task?.id ?? ''),
      headers: as(staff.vikram.cookie),
      payload: { done: true },
    });
    expect(done.statusCode).toBe(200);
    expect(json<LeadDetailDto>(done).tasks[0]).toMatchObject({
      doneByName: 'Vikram',
      doneAt: new Date(ist('2026-12-07T09:00')).toISOString(),
    });
    const reopened = await t.request({
      method: 'PATCH',
      url: LEAD_TASK_API.task(id, task?.id ?? ''),
      headers: as(staff.asha.cookie),
      payload: { done: false, dueAt: '2026-12-09T10:00' },
    });
    expect(json<LeadDetailDto>(reopened).tasks[0]).toMatchObject({ doneAt: null, dueAt: new Date(ist('2026-12-09T10:00')).toISOString() });
    const history = (await detail(id)).history
      .filter((e) => e.kind.startsWith('task'))
      .map((e) => [e.kind, e.fromValue, e.toValue, e.actorName]);
    expect(history).toEqual([
      ['task', null, 'Send the fee plan · due 2026-12-08 11:30', 'Asha'],
      ['task-done', null, 'Send the fee plan', 'Vikram'],
      ['task-done', 'Send the fee plan', null, 'Asha'],
      ['task', 'Send the fee plan · due 2026-12-08 11:30', 'Send the fee plan · due 2026-12-09 10:00', 'Asha'],
    ]);
    const unknownTask = await t.request({
      method: 'PATCH',
      url: LEAD_TASK_API.task(id, '00000000-0000-4000-8000-000000000000'),
      headers: as(staff.asha.cookie),
      payload: { done: true },
    });
    expect(unknownTask.statusCode).toBe(404);
  });

  it('logs a call at its time with the next task in one step; a reached new lead becomes contacted, an unanswered one stays new', async () => {
    setClock(ist('2026-12-07T12:00'));
    const reached = await leadAt(ist('2026-12-07T10:00'));
    const res = await post(staff.asha.cookie, LEAD_TASK_API.calls(reached), {
      outcome: 'reached',
      note: 'Wants the weekend batch.',
      calledAt: '2026-12-07T11:45',
      next: { title: 'Send the weekend batch dates', dueAt: '2026-12-07T17:00' },
    });
    expect(res.statusCode).toBe(201);
    const lead = json<LeadDetailDto>(res);
    expect(lead.status).toBe('contacted');
    expect(lead.tasks.map((x) => x.title)).toEqual(['Send the weekend batch dates']);
    const call = lead.history.find((e) => e.kind === 'call');
    expect(call).toMatchObject({
      fromValue: 'Reached',
      toValue: 'Wants the weekend batch.',
      actorName: 'Asha',
      createdAt: new Date(ist('2026-12-07T11:45')).toISOString(),
    });
    expect(lead.history.some((e) => e.kind === 'status' && e.fromValue === 'new' && e.toValue === 'contacted')).toBe(true);

    const unanswered = await leadAt(ist('2026-12-07T10:00'));
    const second = json<LeadDetailDto>(await post(staff.asha.cookie, LEAD_TASK_API.calls(unanswered), { outcome: 'no-answer' }));
    expect(second.status).toBe('new');
    expect(second.history.find((e) => e.kind === 'call')).toMatchObject({
      fromValue: 'No answer',
      toValue: null,
      createdAt: new Date(ist('2026-12-07T12:00')).toISOString(),
    });

    // Refused whole: a call in the future, an unknown outcome, a bad next task.
    const before = (await detail(unanswered)).history.length;
    for (const payload of [
      { outcome: 'reached', calledAt: '2026-12-07T12:30' },
      { outcome: 'busy' },
      { outcome: 'reached', next: { title: 'Call again', dueAt: 'tomorrow' } },
    ]) {
      expect((await post(staff.asha.cookie, LEAD_TASK_API.calls(unanswered), payload)).statusCode).toBe(400);
    }
    const after = await detail(unanswered);
    expect(after.history).toHaveLength(before);
    expect(after.tasks).toEqual([]);
  });

  it("'My day' lists a counsellor's overdue and today's tasks, and new leads left without a call beyond 2 office hours", async () => {
    // Monday, 18:30: half an hour before closing.
    setClock(ist('2026-12-07T18:30'));
    await t.app.database.db.delete(leads);
    const early = await leadAt(ist('2026-12-07T15:00'), staff.asha.id); // 3.5 office hours ago: late
    const recent = await leadAt(ist('2026-12-07T17:30')); // 1 office hour ago, unassigned: not yet
    const others = await leadAt(ist('2026-12-07T11:00'), staff.vikram.id); // Vikram's: not in Asha's day
    const called = await leadAt(ist('2026-12-07T11:00'), staff.asha.id);
    await post(staff.asha.cookie, LEAD_TASK_API.calls(called), { outcome: 'no-answer' });
    await post(staff.asha.cookie, LEAD_TASK_API.tasks(early), { title: 'Yesterday’s call', dueAt: '2026-12-06T10:00' });
    await post(staff.asha.cookie, LEAD_TASK_API.tasks(early), { title: 'Evening call', dueAt: '2026-12-07T18:45' });
    await post(staff.asha.cookie, LEAD_TASK_API.tasks(early), { title: 'Tomorrow', dueAt: '2026-12-08T10:00' });
    await post(staff.asha.cookie, LEAD_TASK_API.tasks(others), { title: 'Vikram’s', dueAt: '2026-12-07T18:40', ownerId: staff.vikram.id });

    const day = await myDay(staff.asha.cookie);
    expect(day.day).toBe('2026-12-07');
    expect(day.overdue.map((x) => [x.title, x.lead.id])).toEqual([['Yesterday’s call', early]]);
    expect(day.today.map((x) => x.title)).toEqual(['Evening call']);
    expect(day.uncontacted.map((l) => l.id)).toEqual([early]);
    expect(day.uncontactedTotal).toBe(1);
    expect(day.firstContactHours).toBe(2);
    expect((await myDay(staff.vikram.cookie)).uncontacted.map((l) => l.id)).toEqual([others]);

    // Tuesday 09:50: the unassigned lead has had 1.5 office hours on Monday (17:30 to 19:00) and 20 minutes today.
    setClock(ist('2026-12-08T09:50'));
    expect((await myDay(staff.asha.cookie)).uncontacted.map((l) => l.id)).toEqual([early]);
    // Tuesday 10:05: past 2 office hours, whatever the night in between.
    setClock(ist('2026-12-08T10:05'));
    const later = await myDay(staff.asha.cookie);
    expect(later.uncontacted.map((l) => l.id)).toEqual([early, recent]);
    expect(later.overdue.map((x) => x.title)).toEqual(['Yesterday’s call', 'Evening call', 'Tomorrow']);
    expect(later.today).toEqual([]);

    // The Owner sets a longer limit: 4 working hours.
    const settings = json<LeadPipelineSettingsDto>(await t.request({ method: 'GET', url: LEAD_TASK_API.settings, headers: as(owner) }));
    expect(settings).toMatchObject({ firstContactHours: 2, digestAt: '08:30', version: 0 });
    const saved = await t.request({
      method: 'PUT',
      url: LEAD_TASK_API.settings,
      headers: as(owner),
      payload: { firstContactHours: 4, digestAt: '08:30' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await myDay(staff.asha.cookie)).uncontacted.map((l) => l.id)).toEqual([early]);
    const put = (payload: object) => t.request({ method: 'PUT', url: LEAD_TASK_API.settings, headers: as(owner), payload });
    expect(
      json<{ fieldErrors: Record<string, string> }>(await put({ firstContactHours: 0.2, digestAt: '08:30', version: 1 })).fieldErrors,
    ).toEqual({
      firstContactHours: 'At least 0.5 hours.',
    });
    expect((await put({ firstContactHours: 2.25, digestAt: '08:30', version: 1 })).statusCode).toBe(400);
    expect(
      json<{ fieldErrors: Record<string, string> }>(await put({ firstContactHours: 2, digestAt: '25:00', version: 1 })).fieldErrors,
    ).toEqual({
      digestAt: 'Enter the time as HH:MM (24-hour).',
    });
    expect((await put({ firstContactHours: 2, digestAt: '08:30', version: 7 })).statusCode).toBe(409);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: LEAD_TASK_API.settings,
          headers: as(staff.asha.cookie),
          payload: { firstContactHours: 1, digestAt: null, version: 1 },
        })
      ).statusCode,
    ).toBe(403);
    const kept = json<LeadPipelineSettingsDto>(await t.request({ method: 'GET', url: LEAD_TASK_API.settings, headers: as(owner) }));
    expect(kept).toMatchObject({ firstContactHours: 4, digestAt: '08:30', version: 1 });
    await t.request({
      method: 'PUT',
      url: LEAD_TASK_API.settings,
      headers: as(owner),
      payload: { firstContactHours: 2, digestAt: '08:30', version: 1 },
    });
  });

  it('keeps the saved WhatsApp messages staff edit, offers them to counsellors, and records a message opened for a lead', async () => {
    const read = await t.request({ method: 'GET', url: LEAD_TASK_API.settings, headers: as(staff.asha.cookie) });
    expect(read.statusCode).toBe(200);
    const settings = json<LeadPipelineSettingsDto>(read);
    expect(settings.whatsappMessages.map((m) => m.label)).toEqual(['After a missed call', 'Batch and fees', 'Demo reminder']);
    const put = (payload: object) => t.request({ method: 'PUT', url: LEAD_TASK_API.settings, headers: as(owner), payload });
    const bad = await put({
      firstContactHours: 2,
      digestAt: '08:30',
      version: settings.version,
      whatsappMessages: [{ label: 'Fee', text: 'Hi {phone}' }],
    });
    expect(json<{ fieldErrors: Record<string, string> }>(bad).fieldErrors).toEqual({
      'whatsappMessages[0].text': 'Use only {name} and {course} in braces.',
    });
    const saved = await put({
      firstContactHours: 2,
      digestAt: '08:30',
      version: settings.version,
      whatsappMessages: [{ label: 'Fee', text: 'Hello {name}, the {course} fee is in the brochure.' }],
    });
    expect(saved.statusCode).toBe(200);
    // A save without the messages keeps them.
    const kept = await put({ firstContactHours: 3, digestAt: '08:30', version: json<LeadPipelineSettingsDto>(saved).version });
    expect(json<LeadPipelineSettingsDto>(kept)).toMatchObject({ firstContactHours: 3, whatsappMessages: [{ label: 'Fee' }] });
    await put({ firstContactHours: 2, digestAt: '08:30', version: json<LeadPipelineSettingsDto>(kept).version });

    const id = await leadAt(Date.now());
    const noted = await post(staff.asha.cookie, LEAD_TASK_API.whatsapp(id), {
      text: 'Hello Lead, the Data Science fee is in the brochure.',
    });
    expect(noted.statusCode).toBe(201);
    expect(json<LeadDetailDto>(noted).history.find((e) => e.kind === 'whatsapp')).toMatchObject({
      toValue: 'Hello Lead, the Data Science fee is in the brochure.',
      actorName: 'Asha',
    });
    expect((await post(staff.asha.cookie, LEAD_TASK_API.whatsapp(id), { text: '' })).statusCode).toBe(400);
    await t.app.database.db.delete(leads).where(eq(leads.id, id));
  });

  it('sends each counsellor one digest a day at the set time, with their day in it, and none to someone with nothing due', async () => {
    // Wednesday 08:29: a minute early.
    setClock(ist('2026-12-09T08:29'));
    expect(await t.app.leadDigest.runOnce()).toBe(0);
    setClock(ist('2026-12-09T08:30'));
    const runs = await Promise.all([t.app.leadDigest.runOnce(), t.app.leadDigest.runOnce()]);
    expect(runs[0]).toBeGreaterThan(0);
    await t.app.mailOutbox.runOnce();
    setClock(ist('2026-12-09T09:15'));
    await t.app.leadDigest.runOnce();
    await t.app.mailOutbox.runOnce();
    await new Promise((r) => setTimeout(r, 200));
    const to = (email: string) => inbox.filter((m) => m.to.includes(email)).map((m) => decodeMail(m.raw));
    const asha = to(staff.asha.email);
    expect(asha).toHaveLength(1);
    expect(asha[0]).toContain('Subject: Your day: 3 tasks, 2 new leads waiting for a call');
    expect(asha[0]).toContain('Overdue (3):');
    expect(asha[0]).toContain('- 2026-12-06 10:00 · Yesterday’s call · Lead');
    expect(asha[0]).toContain('New leads waiting for their first call for more than 2 working hours (2):');
    expect(asha[0]).toMatch(/Open My day: \S+\/admin\/my-day/);
    // Vikram has his task from Monday: one digest too. The Editor works no leads: none.
    expect(to(staff.vikram.email)).toHaveLength(1);
    expect(to(staff.editor.email)).toHaveLength(0);
    // Later the same day, or once the catch-up hours have passed: nothing more.
    setClock(ist('2026-12-09T12:00'));
    expect(await t.app.leadDigest.runOnce()).toBe(0);
    // Digests are the staff's: none of them appears in a lead's history.
    const events = await t.app.database.db.select().from(leadEvents).where(eq(leadEvents.kind, 'email'));
    expect(events).toEqual([]);
  });

  (DB_KIND === 'postgres' ? it : it.skip)('two instances at the digest minute queue one digest per counsellor', async () => {
    const second = await buildTestApp({ SMTP_URL: smtp.url }, { databaseUrl: t.databaseUrl ?? '' });
    try {
      setClock(ist('2026-12-10T08:31'));
      // Each writes its digests; the outbox keeps the first of each key.
      const [a, b] = await Promise.all([t.app.leadDigest.runOnce(), second.app.leadDigest.runOnce()]);
      expect(a).toBeGreaterThan(0);
      expect(b).toBe(a);
      await Promise.all([t.app.mailOutbox.runOnce(), second.app.mailOutbox.runOnce()]);
      await new Promise((r) => setTimeout(r, 200));
      // Wednesday's and Thursday's: one each.
      expect(inbox.filter((m) => m.to.includes(staff.asha.email))).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});
