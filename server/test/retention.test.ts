import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  API,
  DEFAULT_RETENTION,
  PRIVACY_ADMIN_API,
  monthsBefore,
  type DashboardDto,
  type LeadDetailDto,
  type LeadDto,
  type SiteSettingsDto,
} from '@contract';
import type { Db } from '../src/db/client';
import { auditLog, jobs, leadEvents, leads, leadTasks, workshops } from '../src/db/schema';
import type { NewLead } from '../src/plugins/app/leads-repository';
import { appWithAdmin, DB_KIND, jobRow, json, twoInstances, type TestApp } from './helper';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A lead stored as a form would store it, then moved back in time: created, changed and its history `monthsAgo`. */
async function oldLead(t: TestApp, monthsAgo: number, fields: Partial<NewLead> = {}): Promise<LeadDto> {
  const tag = randomBytes(4).toString('hex');
  const { lead } = await t.app.leadsRepository.store({
    form: 'call-back',
    formId: '5',
    name: `Retention ${tag}`,
    email: `retention-${tag}@itx.test`,
    countryCode: '+91',
    phone: '9000000000',
    interest: 'Data Science',
    ...fields,
  });
  const at = monthsBefore(new Date(), monthsAgo);
  const db: Db = t.app.database.db;
  await db.update(leads).set({ createdAt: at, updatedAt: at }).where(eq(leads.id, lead.id));
  await db.update(leadEvents).set({ createdAt: at }).where(eq(leadEvents.leadId, lead.id));
  return lead;
}

async function stillThere(t: TestApp, ids: string[]): Promise<string[]> {
  const rows = await t.app.database.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, ids));
  return ids.filter((id) => rows.some((r) => r.id === id));
}

/**
 * Issue 42, kept only as long as needed: the rules in Site settings, a daily job that erases what is older
 * (once a day, on one instance), what it keeps (a follow-up planned, a legal hold), and the dashboard's
 * count of what the next 30 days erase. The clock is moved by handing the job its time.
 */
describe(`retention on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();

  it('saves the rules in Site settings (refusing bad ones at the field) and shows them to the public settings', async () => {
    const settings = json<SiteSettingsDto>(await ctx.asAdmin({ method: 'GET', url: API.site.adminSettings }));
    expect(settings.retention).toEqual({ ...DEFAULT_RETENTION, version: 0 });
    const bad = await ctx.asAdmin({
      method: 'PUT',
      url: PRIVACY_ADMIN_API.retention,
      payload: { callBackMonths: 0, applicationMonths: 1.5, workshopMonths: 12, accessLogMonths: 6 },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(bad).fieldErrors).toEqual({
      callBackMonths: 'Enquiries must be at least 1 month.',
      applicationMonths: 'Job applications must be a whole number of months.',
      accessLogMonths: 'The access log must be at least 12 months.',
    });
    const saved = await ctx.asAdmin({
      method: 'PUT',
      url: PRIVACY_ADMIN_API.retention,
      payload: { callBackMonths: 18, applicationMonths: 6, workshopMonths: 12, accessLogMonths: 12 },
    });
    expect(saved.statusCode).toBe(200);
    expect(json<SiteSettingsDto>(saved).retention).toEqual({
      callBackMonths: 18,
      applicationMonths: 6,
      workshopMonths: 12,
      accessLogMonths: 12,
      version: 1,
    });
    const stale = await ctx.asAdmin({ method: 'PUT', url: PRIVACY_ADMIN_API.retention, payload: { ...DEFAULT_RETENTION, version: 7 } });
    expect(stale.statusCode).toBe(409);
    const pub = json<SiteSettingsDto>(await ctx.t.request({ method: 'GET', url: API.site.settings }));
    expect(pub.retention.callBackMonths).toBe(18);
    // Back to the defaults for the tests below.
    const back = await ctx.asAdmin({ method: 'PUT', url: PRIVACY_ADMIN_API.retention, payload: { ...DEFAULT_RETENTION, version: 1 } });
    expect(back.statusCode).toBe(200);
  });

  it('erases what the rules say once a day, keeps a planned follow-up and a legal hold, and the dashboard counts the next 30 days', async () => {
    const t = ctx.t;
    const db: Db = t.app.database.db;
    const old = await oldLead(t, 25);
    const held = await oldLead(t, 25);
    const followUp = await oldLead(t, 25, { followUpOn: '2099-01-01' });
    const doneFollowUp = await oldLead(t, 25, { followUpOn: '2020-01-01' });
    await db.update(leads).set({ status: 'enrolled' }).where(eq(leads.id, doneFollowUp.id));
    const soon = await oldLead(t, 24);
    // 24 months less 20 days: due within 30 days, not today.
    const soonAt = new Date(monthsBefore(new Date(), 24).getTime() + 20 * DAY_MS);
    await db.update(leads).set({ createdAt: soonAt, updatedAt: soonAt }).where(eq(leads.id, soon.id));
    await db.update(leadEvents).set({ createdAt: soonAt }).where(eq(leadEvents.leadId, soon.id));
    const recent = await oldLead(t, 1);
    // A note 2 months ago is activity: the enquiry stays.
    const noted = await oldLead(t, 30);
    const note = await ctx.asAdmin({
      method: 'POST',
      url: API.leads.notes(noted.id),
      payload: { body: 'Called back, interested in March.' },
    });
    expect(note.statusCode).toBe(201);

    const hold = await ctx.asAdmin({ method: 'PATCH', url: API.leads.one(held.id), payload: { legalHold: 'Fee dispute, Case 12/2026' } });
    expect(hold.statusCode).toBe(200);
    const heldNow = json<LeadDetailDto>(hold);
    expect(heldNow.legalHold).toBe('Fee dispute, Case 12/2026');
    expect(heldNow.history.at(-1)).toMatchObject({
      kind: 'legal-hold',
      fromValue: null,
      toValue: 'Fee dispute, Case 12/2026',
      actorName: 'Test Admin',
    });
    const tooLong = await ctx.asAdmin({ method: 'PATCH', url: API.leads.one(held.id), payload: { legalHold: 'x'.repeat(201) } });
    expect(tooLong.statusCode).toBe(400);

    // A workshop that ended 13 months ago, and a job that closed 13 months ago.
    const slug = `retention-ws-${randomBytes(3).toString('hex')}`;
    const ended = monthsBefore(new Date(), 13);
    await db.insert(workshops).values({
      slug,
      title: 'Old Workshop',
      description: 'An afternoon.',
      category: 'Full Stack',
      startsAt: new Date(ended.getTime() - 3 * 60 * 60 * 1000),
      endsAt: ended,
      duration: '3 hours',
      learningOutcomes: 'A page.',
      image: '/images/workshop.webp',
    });
    const registration = await oldLead(t, 14, { form: 'workshop', formId: '13', interest: 'Old Workshop', refSlug: slug });
    await db.insert(jobs).values(jobRow({ slug: `retention-job-${slug}`, title: 'Old Job', validThrough: monthsBefore(new Date(), 13) }));
    const application = await oldLead(t, 14, {
      form: 'job-application',
      formId: '21',
      interest: 'Old Job',
      refSlug: `retention-job-${slug}`,
    });
    // A registration for a workshop that ended 10 months ago stays.
    const recentSlug = `${slug}-recent`;
    await db.insert(workshops).values({
      slug: recentSlug,
      title: 'Recent Workshop',
      description: 'An afternoon.',
      category: 'Full Stack',
      startsAt: monthsBefore(new Date(), 10),
      endsAt: monthsBefore(new Date(), 10),
      duration: '3 hours',
      learningOutcomes: 'A page.',
      image: '/images/workshop.webp',
    });
    const recentRegistration = await oldLead(t, 12, { form: 'workshop', formId: '13', interest: 'Recent Workshop', refSlug: recentSlug });
    // An access-log line of 13 months ago goes; one of 11 months stays.
    await db.insert(auditLog).values([
      {
        actorName: 'Test Admin',
        action: 'GET /api/leads/old',
        entity: 'lead',
        summary: 'Opened lead old',
        statusCode: 200,
        createdAt: monthsBefore(new Date(), 13),
      },
      {
        actorName: 'Test Admin',
        action: 'GET /api/leads/newer',
        entity: 'lead',
        summary: 'Opened lead newer',
        statusCode: 200,
        createdAt: monthsBefore(new Date(), 11),
      },
    ]);

    const dashboard = json<DashboardDto>(await ctx.asAdmin({ method: 'GET', url: API.admin.dashboard }));
    expect(dashboard.retentionDue).toEqual({ callBacks: 3, applications: 1, registrations: 1 });

    const all = [old, held, followUp, doneFollowUp, soon, recent, noted, registration, application, recentRegistration].map((l) => l.id);
    const first = await t.app.retention.runNow(new Date());
    expect(first).toEqual({ ran: true, erased: { callBacks: 2, applications: 1, registrations: 1 }, accessLogLines: 1 });
    expect(await stillThere(t, all)).toEqual([held.id, followUp.id, soon.id, recent.id, noted.id, recentRegistration.id]);
    const lines = await db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(sql`${auditLog.action} like 'GET /api/leads/%'`);
    expect(lines.map((l) => l.summary)).toContain('Opened lead newer');
    expect(lines.map((l) => l.summary)).not.toContain('Opened lead old');
    const [job] = await db.select({ summary: auditLog.summary }).from(auditLog).where(eq(auditLog.actorName, 'Retention (daily job)'));
    expect(job?.summary).toBe(
      'Erased 2 enquiries, 1 job applications and 1 workshop registrations older than the retention rules; removed 1 access-log lines',
    );

    // Once a day: a second run the same day does nothing, even with more due.
    expect((await t.app.retention.runNow(new Date())).ran).toBe(false);
    // 30 days on: the one due within 30 days goes; the held and planned ones stay.
    const later = await t.app.retention.runNow(new Date(Date.now() + 30 * DAY_MS));
    expect(later).toMatchObject({ ran: true, erased: { callBacks: 1, applications: 0, registrations: 0 } });
    expect(await stillThere(t, [held.id, followUp.id, soon.id])).toEqual([held.id, followUp.id]);
    // Lifting the hold is activity: the enquiry's months start again from it.
    expect((await ctx.asAdmin({ method: 'PATCH', url: API.leads.one(held.id), payload: { legalHold: '' } })).statusCode).toBe(200);
    await t.app.retention.runNow(new Date(Date.now() + 31 * DAY_MS));
    expect(await stillThere(t, [held.id, followUp.id])).toEqual([held.id, followUp.id]);
    await t.app.retention.runNow(new Date(Date.now() + 750 * DAY_MS));
    expect(await stillThere(t, [held.id, followUp.id])).toEqual([followUp.id]);
  });

  it('keeps an old enquiry with an open task (a planned follow-up), and erases it once the task is done', async () => {
    const t = ctx.t;
    const db: Db = t.app.database.db;
    const withTask = await oldLead(t, 25);
    const withDoneTask = await oldLead(t, 25);
    const at = monthsBefore(new Date(), 25);
    await db.insert(leadTasks).values([
      { leadId: withTask.id, title: 'Call in March', dueAt: new Date(), createdByName: 'Test Admin', createdAt: at },
      {
        leadId: withDoneTask.id,
        title: 'Called',
        dueAt: at,
        doneAt: at,
        doneByName: 'Test Admin',
        createdByName: 'Test Admin',
        createdAt: at,
      },
    ]);
    const run = await t.app.retention.runNow(new Date(Date.now() + 800 * DAY_MS));
    expect(run.ran).toBe(true);
    expect(await stillThere(t, [withTask.id, withDoneTask.id])).toEqual([withTask.id]);
  });
});

(DB_KIND === 'postgres' ? describe : describe.skip)('retention on two instances at once', () => {
  const both = twoInstances();

  it('runs once a day on one of them: the other waits for the lock, finds the day done, and erases nothing', async () => {
    const ids = await Promise.all([oldLead(both.a, 30), oldLead(both.a, 30), oldLead(both.b, 30)]);
    const at = new Date();
    const [a, b] = await Promise.all([both.a.app.retention.runNow(at), both.b.app.retention.runNow(at)]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(a.erased.callBacks + b.erased.callBacks).toBe(3);
    expect(
      await stillThere(
        both.a,
        ids.map((l) => l.id),
      ),
    ).toEqual([]);
    const [c, d] = await Promise.all([both.a.app.retention.runNow(at), both.b.app.retention.runNow(at)]);
    expect([c.ran, d.ran]).toEqual([false, false]);
  });
});
