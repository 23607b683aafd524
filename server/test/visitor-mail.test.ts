import { eq } from 'drizzle-orm';
import {
  ADMIN_MAIL_API,
  API,
  DEFAULT_MAIL_TEMPLATES,
  formatDocumentDate,
  istDay,
  type LeadDetailDto,
  type MailTemplatesDto,
} from '@contract';
import { adminCookie, buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { leads, mailOutbox } from '../src/db/schema';
import { MAIL_BACKOFF_MS, MAIL_MAX_ATTEMPTS } from '../src/plugins/app/mail-outbox-repository';
import { setClock } from './support/clock';
import { CALL_BACK_PATH, uniqueLead } from './support/leads';
import { decodeMail as decode, startSmtpSink, type Received } from './support/smtp-sink';

jest.setTimeout(90_000);

const day = (offset: number) => istDay(new Date(Date.now() + offset * 86400_000));

/** Issue 43: what a visitor gets at once, through the mail outbox, from templates staff write. */
describe(`e-mails to visitors on ${DB_KIND}`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let inbox: Received[] = [];
  let t: TestApp;
  let cookie = '';

  beforeAll(async () => {
    smtp = await startSmtpSink();
    inbox = smtp.inbox;
    t = await buildTestApp({ SMTP_URL: smtp.url, LEADS_NOTIFY_EMAIL: 'admissions@itx.test' });
    cookie = await adminCookie(t.app);
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t.close();
    await smtp.close();
  });

  const mailTo = async (address: string, count = 1): Promise<string[]> => {
    for (let i = 0; i < 200; i++) {
      const found = inbox.filter((m) => m.to.includes(address)).map((m) => decode(m.raw));
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail reached ${address}`);
  };
  const leadOf = async (email: string) => {
    const [row] = await t.app.database.db.select().from(leads).where(eq(leads.email, email));
    if (!row) throw new Error(`no lead for ${email}`);
    return json<LeadDetailDto>(await t.request({ method: 'GET', url: API.leads.one(row.id), headers: { cookie } }));
  };
  const templates = async () =>
    json<MailTemplatesDto>(await t.request({ method: 'GET', url: ADMIN_MAIL_API.templates, headers: { cookie } }));

  it('confirms a call-back request with the course, its next open batch, the office hours, the phone and a working brochure link', async () => {
    const batch = { startDate: day(1), applyBy: day(0), mode: 'classroom', days: 'weekend', timing: 'Sat & Sun, 9 AM – 12 PM', seats: 12 };
    const added = await t.request({ method: 'POST', url: API.courses.batches('cloud-computing'), headers: { cookie }, payload: batch });
    expect(added.statusCode).toBe(201);

    const visitor = { ...uniqueLead('confirm'), courseInterest: 'Cloud Computing' };
    const res = await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: visitor });
    expect(res.statusCode).toBe(200);
    const [mail = ''] = await mailTo(visitor.email);
    expect(mail).toMatch(/^Subject: We have your request: Cloud Computing$/m);
    expect(mail).toContain(`Hello ${visitor.name},`);
    expect(mail).toContain(
      `Next batch: starts ${formatDocumentDate(batch.startDate)} (Weekends, Sat & Sun, 9 AM – 12 PM, classroom); apply by ${formatDocumentDate(batch.applyBy)}.`,
    );
    expect(mail).toContain('within office hours (Monday to Saturday, 9:30 am to 7:00 pm)');
    expect(mail).toContain('If you would rather call us first: +91 90000 12345.');
    expect(mail).toContain('Your data and your consent: see, correct, withdraw or erase at');
    const link =
      /Course brochure \(PDF, the link works for 24 hours\): https?:\/\/[^/\s]+(\/api\/courses\/cloud-computing\/brochure\.pdf\?t=\S+)/.exec(
        mail,
      );
    expect(link).not.toBeNull();
    const pdf = await t.request({ method: 'GET', url: link?.[1] ?? '' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // The admissions notice went too; the visitor's e-mail is a line of the lead's timeline, the notice is not.
    expect((await mailTo('admissions@itx.test')).some((m) => m.includes(visitor.email))).toBe(true);
    for (let i = 0; i < 100 && !(await leadOf(visitor.email)).history.some((e) => e.kind === 'email'); i++)
      await new Promise((r) => setTimeout(r, 50));
    const history = (await leadOf(visitor.email)).history;
    expect(history.filter((e) => e.kind === 'email').map((e) => e.toValue)).toEqual(['We have your request: Cloud Computing']);
  });

  it('still confirms a request about a course the catalogue lacks, without a batch or a brochure', async () => {
    const visitor = { ...uniqueLead('unlisted'), courseInterest: 'Quantum Basket Weaving' };
    expect((await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: visitor })).statusCode).toBe(200);
    const [mail = ''] = await mailTo(visitor.email);
    expect(mail).toMatch(/^Subject: We have your request: Quantum Basket Weaving$/m);
    expect(mail).not.toContain('Next batch');
    expect(mail).not.toContain('brochure');
    // The left-out lines leave no run of blank lines behind.
    expect(mail).not.toMatch(/(?:\r?\n){3}/);
  });

  it('uses the templates staff save, refuses an unknown field or a stale save, and sends a test to the admin', async () => {
    const before = await templates();
    expect(before).toMatchObject({ custom: false, version: 0, templates: DEFAULT_MAIL_TEMPLATES });
    const mine = {
      ...before.templates,
      'call-back-confirmation': {
        subject: 'Thanks, {name}: about {course}',
        body: 'Dear {name},\n\nWe call back within {hours}.\n\n{batch}\n\n{institute}',
      },
    };
    const unknown = await t.request({
      method: 'PUT',
      url: ADMIN_MAIL_API.templates,
      headers: { cookie },
      payload: { templates: { ...mine, 'workshop-waitlist': { subject: 'Waitlist {course}', body: 'x' } } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(unknown).fieldErrors).toEqual({
      'templates.workshop-waitlist.subject': expect.stringMatching(/^\{course\} is not a field of this e-mail\. Its fields: \{name\}/),
    });
    const twoLines = await t.request({
      method: 'PUT',
      url: ADMIN_MAIL_API.templates,
      headers: { cookie },
      payload: { templates: { ...mine, 'workshop-waitlist': { subject: 'Waitlist\nBcc: x@y.z', body: 'x' } } },
    });
    expect(json<{ fieldErrors: Record<string, string> }>(twoLines).fieldErrors).toEqual({
      'templates.workshop-waitlist.subject': 'The subject must be one line.',
    });
    expect(await templates()).toMatchObject({ version: 0, custom: false });

    const first = await t.request({
      method: 'PUT',
      url: ADMIN_MAIL_API.templates,
      headers: { cookie },
      payload: { templates: before.templates },
    });
    expect(json<MailTemplatesDto>(first)).toMatchObject({ custom: true, version: 1 });
    const saved = await t.request({
      method: 'PUT',
      url: ADMIN_MAIL_API.templates,
      headers: { cookie },
      payload: { templates: mine, version: 1 },
    });
    expect(saved.statusCode).toBe(200);
    expect(json<MailTemplatesDto>(saved)).toMatchObject({ custom: true, version: 2, templates: mine });
    // A second admin who opened version 1 cannot overwrite it.
    const stale = await t.request({
      method: 'PUT',
      url: ADMIN_MAIL_API.templates,
      headers: { cookie },
      payload: { templates: before.templates, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await templates()).templates).toEqual(mine);

    const visitor = { ...uniqueLead('template'), courseInterest: 'Quantum Basket Weaving' };
    expect((await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: visitor })).statusCode).toBe(200);
    const [mail = ''] = await mailTo(visitor.email);
    expect(mail).toMatch(new RegExp(`^Subject: Thanks, ${visitor.name}: about Quantum Basket Weaving$`, 'm'));
    expect(mail).toContain('We call back within Monday to Saturday, 9:30 am to 7:00 pm.');

    const me = json<{ user: { email: string } }>(await t.request({ method: 'GET', url: API.auth.check, headers: { cookie } })).user.email;
    const test = await t.request({
      method: 'POST',
      url: ADMIN_MAIL_API.test,
      headers: { cookie },
      payload: { kind: 'workshop-confirmation', subject: 'Seat kept: {workshop}', body: 'Hi {name}, see you {when}.' },
    });
    expect(test.statusCode).toBe(200);
    const [testMail = ''] = await mailTo(me);
    expect(testMail).toMatch(/^Subject: \[Test\] Seat kept: Git in a Morning$/m);
    expect(testMail).toContain('Hi Asha Rao, see you Sat, 9 Jan 2027, 10:00 am – 1:00 pm IST.');
    const badTest = await t.request({
      method: 'POST',
      url: ADMIN_MAIL_API.test,
      headers: { cookie },
      payload: { kind: 'workshop-confirmation', subject: 'About {course}', body: 'x' },
    });
    expect(badTest.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(badTest).fieldErrors.subject).toMatch(/^\{course\} is not a field/);
  });

  it('retries an e-mail the mail server refuses, after its backoff, and gives up after the last attempt, saying so on the timeline', async () => {
    await t.app.mailOutbox.runOnce();
    smtp.refusing.on = true;
    try {
      const visitor = { ...uniqueLead('refused'), courseInterest: 'Quantum Basket Weaving' };
      expect((await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: visitor })).statusCode).toBe(200);
      const lead = await leadOf(visitor.email);
      const row = async () => {
        const rows = await t.app.mailOutbox.forLead(lead.id);
        const mine = rows.find((r) => r.kind === 'call-back-confirmation');
        if (!mine) throw new Error('the confirmation was not queued');
        return mine;
      };
      await t.app.mailOutbox.runOnce();
      expect(await row()).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
      // Not before its backoff.
      await t.app.mailOutbox.runOnce();
      expect((await row()).attempts).toBe(1);

      let now = Date.now();
      for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
        now += (MAIL_BACKOFF_MS[attempt - 1] ?? 0) + 1000;
        setClock(now);
        await t.app.mailOutbox.runOnce();
        expect((await row()).attempts).toBe(attempt + 1);
      }
      expect(await row()).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
      // (The templates saved by the test above.)
      expect((await leadOf(visitor.email)).history.filter((e) => e.kind === 'email-failed').map((e) => e.toValue)).toEqual([
        `Thanks, ${visitor.name}: about Quantum Basket Weaving`,
      ]);
    } finally {
      smtp.refusing.on = false;
      jest.useRealTimers();
    }

    // One that failed once goes out on its next attempt.
    smtp.refusing.on = true;
    const visitor = { ...uniqueLead('later'), courseInterest: 'Quantum Basket Weaving' };
    expect((await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: visitor })).statusCode).toBe(200);
    await t.app.mailOutbox.runOnce();
    smtp.refusing.on = false;
    setClock(Date.now() + (MAIL_BACKOFF_MS[0] ?? 0) + 1000);
    try {
      await t.app.mailOutbox.runOnce();
    } finally {
      jest.useRealTimers();
    }
    expect(await mailTo(visitor.email)).toHaveLength(1);
  });

  it('leaves nothing of a lead in the outbox once the lead is erased', async () => {
    const visitor = uniqueLead('erased');
    expect((await t.request({ method: 'POST', url: CALL_BACK_PATH, payload: visitor })).statusCode).toBe(200);
    const lead = await leadOf(visitor.email);
    expect((await t.app.mailOutbox.forLead(lead.id)).length).toBeGreaterThan(0);
    await t.app.database.db.delete(leads).where(eq(leads.id, lead.id));
    const left = await t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, visitor.email));
    expect(left).toEqual([]);
  });

  (DB_KIND === 'postgres' ? it : it.skip)('sends each e-mail once when two instances share the database', async () => {
    const databaseUrl = (t as TestApp & { databaseUrl: string | null }).databaseUrl ?? '';
    const other = await buildTestApp({ SMTP_URL: smtp.url }, { databaseUrl });
    try {
      const visitors = Array.from({ length: 8 }, (_, i) => ({ ...uniqueLead(`twice-${i}`), courseInterest: 'Quantum Basket Weaving' }));
      for (const v of visitors)
        await t.app.mailOutbox.queue([{ kind: 'template-test', leadId: null, to: v.email, subject: 'Once', text: 'Once.' }]);
      await Promise.all([t.app.mailOutbox.runOnce(), other.app.mailOutbox.runOnce(), other.app.mailOutbox.runOnce()]);
      await new Promise((r) => setTimeout(r, 200));
      for (const v of visitors) expect(inbox.filter((m) => m.to.includes(v.email))).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
