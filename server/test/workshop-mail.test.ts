import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import {
  API,
  LEAD_FORM_IDS,
  REGISTRATION_API,
  REGISTRATION_MESSAGES,
  type LeadDetailDto,
  type WorkshopDto,
  type WorkshopRegistrationDto,
} from '@contract';
import { adminCookie, buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { leads } from '../src/db/schema';
import { setClock } from './support/clock';
import { decodeMail, startSmtpSink, type Received } from './support/smtp-sink';

jest.setTimeout(90_000);

interface Invitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: string;
}

/** The calendar part of an e-mail, parsed with ical.js (RFC 5545): null when the e-mail has none. */
function invitationOf(mail: string): Invitation | null {
  const start = mail.search(/^BEGIN:VCALENDAR/m);
  if (start < 0) return null;
  const end = mail.indexOf('END:VCALENDAR', start) + 'END:VCALENDAR'.length;
  const calendar = new ICAL.Component(ICAL.parse(mail.slice(start, end).replace(/\r?\n/g, '\r\n')));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('a calendar without an event');
  const dtstart = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    status: String(event.getFirstPropertyValue('status')),
    start: dtstart.toJSDate().toISOString(),
  };
}

const HOUR = 3600_000;

/** Issue 43: a registrant hears of every change to their workshop, can cancel from the e-mail, and the waitlist moves up. */
describe(`workshop e-mails on ${DB_KIND}`, () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let inbox: Received[] = [];
  let t: TestApp & { databaseUrl: string | null };
  let cookie = '';
  // Three days ahead, on the hour, so the reminders' moments are plain to read.
  const startsAt = new Date(Math.ceil((Date.now() + 3 * 24 * HOUR) / HOUR) * HOUR);
  const slug = 'kubernetes-in-a-day';

  beforeAll(async () => {
    smtp = await startSmtpSink();
    inbox = smtp.inbox;
    t = await buildTestApp({ SMTP_URL: smtp.url });
    cookie = await adminCookie(t.app);
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t.close();
    await smtp.close();
  });

  const body = (start: Date) => ({
    title: 'Kubernetes in a Day',
    description: 'Pods, deployments and services, hands-on.',
    category: 'Full Stack',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 6 * HOUR).toISOString(),
    capacity: 1,
    duration: '6 Hours',
    sessions: ['Full day'],
    learningOutcomes: 'A cluster of your own.',
  });
  const register = (name: string, email: string) =>
    t.request({
      method: 'POST',
      url: API.leads.capture(t.config.leadFormKey, LEAD_FORM_IDS.workshop),
      payload: { name, email, countryCode: '+91', phone: '9876501234', session: 'Full day', bootcampTitle: 'x', bootcampSlug: slug },
    });
  /** The e-mails to `address` whose subject starts with `subject`, decoded, waiting for `count` of them. */
  const mailsTo = async (address: string, subject: string, count = 1): Promise<string[]> => {
    for (let i = 0; i < 200; i++) {
      const found = inbox
        .filter((m) => m.to.includes(address))
        .map((m) => decodeMail(m.raw))
        .filter((m) => m.includes(`Subject: ${subject}`));
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no e-mail "${subject}…" reached ${address}`);
  };
  const subjectsTo = (address: string) =>
    inbox
      .filter((m) => m.to.includes(address))
      .map((m) => /^Subject: (.*)$/m.exec(decodeMail(m.raw))?.[1] ?? '')
      .sort();
  const idOf = async (email: string) => {
    const [row] = await t.app.database.db.select().from(leads).where(eq(leads.email, email));
    if (!row) throw new Error(`no registration for ${email}`);
    return row.id;
  };
  const cancelLinkIn = (mail: string) => {
    const match =
      /Cancel your registration here, and your seat goes to the next person waiting: \S+\/workshop-registration\/([\w-]+)\/([\w-]+)/.exec(
        mail,
      );
    if (!match) throw new Error(`no cancel link in:\n${mail}`);
    return { id: match[1] ?? '', token: match[2] ?? '' };
  };
  /** Lets the outbox send what is due, then gives the mail sink a moment. */
  const settle = async () => {
    await t.app.mailOutbox.runOnce();
    await new Promise((r) => setTimeout(r, 100));
  };

  it('sends the seat holder an invitation and the next one a waitlist e-mail, each with a link to cancel', async () => {
    expect((await t.request({ method: 'POST', url: API.workshops.list, headers: { cookie }, payload: body(startsAt) })).statusCode).toBe(
      201,
    );
    expect((await register('Asha Rao', 'asha@itx-visitor.test')).statusCode).toBe(200);
    expect((await register('Ravi Kumar', 'ravi@itx-visitor.test')).statusCode).toBe(200);
    const [seat = ''] = await mailsTo('asha@itx-visitor.test', 'You are registered: Kubernetes in a Day');
    expect(invitationOf(seat)).toEqual({
      method: 'PUBLISH',
      uid: `${await idOf('asha@itx-visitor.test')}@itx-workshops`,
      sequence: 1,
      status: 'CONFIRMED',
      start: startsAt.toISOString(),
    });
    expect(cancelLinkIn(seat).id).toBe(await idOf('asha@itx-visitor.test'));
    const [waiting = ''] = await mailsTo('ravi@itx-visitor.test', 'Waitlist: Kubernetes in a Day');
    expect(invitationOf(waiting)).toBeNull();
    expect(cancelLinkIn(waiting).id).toBe(await idOf('ravi@itx-visitor.test'));
  });

  it('sends every registrant the new time when staff move the workshop: the same event, a higher SEQUENCE', async () => {
    const moved = new Date(startsAt.getTime() + 24 * HOUR);
    const current = json<WorkshopDto>(await t.request({ method: 'GET', url: API.workshops.one(slug) }));
    const res = await t.request({
      method: 'PUT',
      url: API.workshops.one(slug),
      headers: { cookie },
      payload: { ...body(moved), version: current.version },
    });
    expect(res.statusCode).toBe(200);
    const [changed = ''] = await mailsTo('asha@itx-visitor.test', 'New time: Kubernetes in a Day');
    expect(invitationOf(changed)).toEqual({
      method: 'PUBLISH',
      uid: `${await idOf('asha@itx-visitor.test')}@itx-workshops`,
      sequence: 2,
      status: 'CONFIRMED',
      start: moved.toISOString(),
    });
    const [waiting = ''] = await mailsTo('ravi@itx-visitor.test', 'New time: Kubernetes in a Day');
    expect(invitationOf(waiting)).toBeNull();
    // A save that keeps the times sends nothing.
    const again = json<WorkshopDto>(await t.request({ method: 'GET', url: API.workshops.one(slug) }));
    await t.request({
      method: 'PUT',
      url: API.workshops.one(slug),
      headers: { cookie },
      payload: { ...body(moved), description: 'Pods and services.', version: again.version },
    });
    await settle();
    expect(subjectsTo('asha@itx-visitor.test').filter((s) => s.startsWith('New time'))).toHaveLength(1);
  });

  it('cancels from the e-mail’s link: the event is cancelled, the seat goes to the first one waiting, who is told', async () => {
    const [seatMail = ''] = await mailsTo('asha@itx-visitor.test', 'You are registered');
    const link = cancelLinkIn(seatMail);
    const seen = await t.request({ method: 'GET', url: REGISTRATION_API.one(link.id, link.token) });
    expect(seen.headers['cache-control']).toBe('no-store');
    expect(json<WorkshopRegistrationDto>(seen)).toMatchObject({ name: 'Asha Rao', state: 'seat', cancellable: true, workshop: { slug } });
    // A wrong token, another registration's token, or a made-up id: the same refusal.
    const ravi = await idOf('ravi@itx-visitor.test');
    for (const url of [
      // The last letter of base64url carries spare bits: another spelling of the same bytes is refused too.
      REGISTRATION_API.one(link.id, `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`),
      REGISTRATION_API.one(link.id, `${link.token.startsWith('A') ? 'B' : 'A'}${link.token.slice(1)}`),
      REGISTRATION_API.one(ravi, link.token),
      REGISTRATION_API.cancel('00000000-0000-4000-8000-000000000000', link.token),
    ]) {
      const res = await t.request({ method: url.endsWith('/cancel') ? 'POST' : 'GET', url });
      expect({ url, status: res.statusCode, body: json(res) }).toEqual({
        url,
        status: 404,
        body: { message: REGISTRATION_MESSAGES.invalidLink },
      });
    }
    // From another site: refused before anything changes.
    const forged = await t.request({
      method: 'POST',
      url: REGISTRATION_API.cancel(link.id, link.token),
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);

    const res = await t.request({ method: 'POST', url: REGISTRATION_API.cancel(link.id, link.token) });
    expect(json(res)).toEqual({ message: REGISTRATION_MESSAGES.cancelled });
    const [cancelled = ''] = await mailsTo('asha@itx-visitor.test', 'Registration cancelled: Kubernetes in a Day');
    // The workshop is at version 3 (created, moved, described): the cancellation outranks every earlier copy.
    expect(invitationOf(cancelled)).toMatchObject({ method: 'CANCEL', uid: `${link.id}@itx-workshops`, sequence: 4, status: 'CANCELLED' });
    const [seat = ''] = await mailsTo('ravi@itx-visitor.test', 'A seat is yours: Kubernetes in a Day');
    expect(invitationOf(seat)).toMatchObject({ method: 'PUBLISH', uid: `${ravi}@itx-workshops`, sequence: 3, status: 'CONFIRMED' });

    expect(json(await t.request({ method: 'POST', url: REGISTRATION_API.cancel(link.id, link.token) }))).toEqual({
      message: REGISTRATION_MESSAGES.alreadyCancelled,
    });
    expect(json<WorkshopRegistrationDto>(await t.request({ method: 'GET', url: REGISTRATION_API.one(link.id, link.token) }))).toMatchObject(
      {
        state: 'cancelled',
        cancellable: false,
      },
    );
    expect(json<WorkshopDto>(await t.request({ method: 'GET', url: API.workshops.one(slug) }))).toMatchObject({
      seatsLeft: 0,
      status: 'full',
    });
    const history = json<LeadDetailDto>(await t.request({ method: 'GET', url: API.leads.one(ravi), headers: { cookie } })).history;
    expect(history.map((e) => e.kind)).toContain('seat');
    const dashboard = json<{ upcomingWorkshops: { slug: string; seatsTaken: number; waitlist: number }[] }>(
      await t.request({ method: 'GET', url: API.admin.dashboard, headers: { cookie } }),
    );
    expect(dashboard.upcomingWorkshops.find((w) => w.slug === slug)).toMatchObject({ seatsTaken: 1, waitlist: 0 });
  });

  it('reminds the seat holder 24 hours and 2 hours before the start, once each, and no one who cancelled', async () => {
    const start = Date.parse(json<WorkshopDto>(await t.request({ method: 'GET', url: API.workshops.one(slug) })).startsAt);
    try {
      expect(await t.app.workshopReminders.runOnce(new Date(start - 25 * HOUR))).toBe(0);
      setClock(start - 23 * HOUR);
      const other = DB_KIND === 'postgres' ? await buildTestApp({ SMTP_URL: smtp.url }, { databaseUrl: t.databaseUrl ?? '' }) : null;
      try {
        // Two instances looking at the same moment queue the reminder once.
        const queued = await Promise.all([t.app.workshopReminders.runOnce(), (other ?? t).app.workshopReminders.runOnce()]);
        expect(queued.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      } finally {
        await other?.close();
      }
      expect(await t.app.workshopReminders.runOnce()).toBe(0);
      await settle();
      const [tomorrow = ''] = await mailsTo('ravi@itx-visitor.test', 'Reminder: Kubernetes in a Day starts tomorrow');
      expect(tomorrow).toContain('Cancel your registration here');
      setClock(start - 90 * 60_000);
      expect(await t.app.workshopReminders.runOnce()).toBe(1);
      await settle();
      await mailsTo('ravi@itx-visitor.test', 'Reminder: Kubernetes in a Day starts in 2 hours');
    } finally {
      jest.useRealTimers();
    }
    expect(subjectsTo('ravi@itx-visitor.test').filter((s) => s.startsWith('Reminder'))).toHaveLength(2);
    expect(subjectsTo('asha@itx-visitor.test').filter((s) => s.startsWith('Reminder'))).toEqual([]);
  });

  it('cancels the event of every registrant when staff delete a workshop that has not ended', async () => {
    const res = await t.request({ method: 'DELETE', url: API.workshops.one(slug), headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const [cancelled = ''] = await mailsTo('ravi@itx-visitor.test', 'Cancelled: Kubernetes in a Day');
    expect(invitationOf(cancelled)).toMatchObject({
      method: 'CANCEL',
      uid: `${await idOf('ravi@itx-visitor.test')}@itx-workshops`,
      sequence: 4,
      status: 'CANCELLED',
    });
    // The one who cancelled before hears nothing more.
    await settle();
    expect(subjectsTo('asha@itx-visitor.test').filter((s) => s.startsWith('Cancelled'))).toEqual([]);
  });
});
