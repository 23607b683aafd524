import { eq } from 'drizzle-orm';
import { API, WAITLIST_MESSAGE, type WorkshopDto } from '@contract';
import { adminCookie, buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { leads } from '../src/db/schema';
import { setClock } from './support/clock';
import { makeImage, multipart } from './blog-fixtures';
import { movedContact } from './support/site-contact';
import { decodeMail as decode, startSmtpSink, type Received } from './support/smtp-sink';

jest.setTimeout(60_000);

/** Issue 19: a workshop has real dates, seats and a waitlist; it ends by itself; a registrant gets a calendar invitation. */
describe(`workshops with dates and seats on ${DB_KIND}`, () => {
  let inbox: Received[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  let cookie: string;
  // Ten days ahead, 9:30 am to 12:30 pm in Hyderabad (04:00–07:00 UTC) whenever the test runs: a start
  // taken from the clock as it is crossed midnight in IST for runs after 15:30 UTC, and the e-mail then
  // names two days.
  const startsAt = new Date(Date.now() + 10 * 86400_000);
  startsAt.setUTCHours(4, 0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + 3 * 3600_000);
  const gitWorkshop = {
    title: 'Git in a Morning',
    description: 'Branches, merges and pull requests, hands-on.',
    category: 'Full Stack',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    capacity: 2,
    duration: '3 Hours',
    sessions: ['Morning'],
    learningOutcomes: 'A repository of your own with a merged pull request.',
  };

  beforeAll(async () => {
    smtp = await startSmtpSink();
    inbox = smtp.inbox;
    t = await buildTestApp({ SMTP_URL: smtp.url });
    cookie = await adminCookie(t.app);
    const created = await t.request({ method: 'POST', url: '/api/workshops', headers: { cookie }, payload: gitWorkshop });
    expect(created.statusCode).toBe(201);
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t.close();
    await smtp.close();
  });

  const workshop = async () => json<WorkshopDto>(await t.request({ method: 'GET', url: '/api/workshops/git-in-a-morning' }));
  const listed = async () =>
    json<WorkshopDto[]>(await t.request({ method: 'GET', url: '/api/workshops' })).find((w) => w.slug === 'git-in-a-morning');
  const register = (email: string) =>
    t.request({
      method: 'POST',
      url: `/api/FormLeadCapture/${t.config.leadFormKey}/13`,
      payload: {
        name: 'Asha Rani',
        email,
        countryCode: '+91',
        phone: '9876501234',
        session: 'Morning',
        bootcampTitle: 'x',
        bootcampSlug: 'git-in-a-morning',
      },
    });
  const mailTo = async (email: string) => {
    for (let i = 0; i < 100; i++) {
      const mail = inbox.find((m) => m.to.includes(email));
      if (mail) return decode(mail.raw);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail reached ${email}`);
  };

  it("takes an uploaded picture as the workshop's image, re-encoded to WebP; a text edit keeps it; removing it frees the stored image", async () => {
    const path = '/api/workshops/git-in-a-morning/image';
    const upload = (file: { field: string; filename: string; contentType: string; bytes: Buffer }) => {
      const body = multipart({}, [file]);
      return t.request({ method: 'PUT', url: path, headers: { cookie, ...body.headers }, payload: body.payload });
    };
    expect((await t.request({ method: 'PUT', url: path, payload: {} })).statusCode).toBe(401);
    const notImage = await upload({ field: 'image', filename: 'notes.png', contentType: 'image/png', bytes: Buffer.from('just text') });
    expect(notImage.statusCode).toBe(415);
    expect(json<{ fieldErrors: Record<string, string> }>(notImage).fieldErrors.image).toMatch(/not a supported image/);
    const wrongField = await upload({
      field: 'banner',
      filename: 'b.png',
      contentType: 'image/png',
      bytes: await makeImage('png', 64, 48),
    });
    expect(wrongField.statusCode).toBe(400);
    const before = await workshop();

    const saved = await upload({ field: 'image', filename: 'git.png', contentType: 'image/png', bytes: await makeImage('png', 1200, 800) });
    expect(saved.statusCode).toBe(200);
    const image = json<WorkshopDto>(saved).image;
    expect(image).toMatch(/^\/api\/images\/[0-9a-f]{64}-960\.webp$/);
    expect(json<WorkshopDto>(saved).version).toBe(before.version);
    const served = await t.request({ method: 'GET', url: image });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await workshop()).image).toBe(image);

    // Saving the text without an image keeps the picture.
    const edited = await t.request({
      method: 'PUT',
      url: '/api/workshops/git-in-a-morning',
      headers: { cookie },
      payload: {
        ...gitWorkshop,
        description: 'Branches, merges and pull requests, hands-on, with rebase too.',
        version: before.version,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(json<WorkshopDto>(edited).image).toBe(image);

    const removed = await t.request({ method: 'DELETE', url: path, headers: { cookie } });
    expect(json<WorkshopDto>(removed).image).toBe('/images/workshops/workshop.svg');
    expect((await t.request({ method: 'GET', url: image })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/workshops/no-such-workshop/image', headers: { cookie } })).statusCode).toBe(404);
  });

  it('rejects an end before the start, and a day that does not exist, with field messages', async () => {
    const base = { title: 'Bad Dates', description: 'x', category: 'Full Stack', duration: '1 Hour', learningOutcomes: 'x' };
    const backwards = await t.request({
      method: 'POST',
      url: '/api/workshops',
      headers: { cookie },
      payload: { ...base, startsAt: '2099-05-02T14:00', endsAt: '2099-05-02T13:00' },
    });
    expect(json<{ fieldErrors: Record<string, string> }>(backwards).fieldErrors).toEqual({ endsAt: 'The end must be after the start.' });
    const noSuchDay = await t.request({
      method: 'POST',
      url: '/api/workshops',
      headers: { cookie },
      payload: { ...base, startsAt: '2099-02-30T14:00', endsAt: '2099-03-01T13:00' },
    });
    expect(json<{ fieldErrors: Record<string, string> }>(noSuchDay).fieldErrors).toEqual({
      startsAt: 'Enter the start as a date and time.',
    });
  });

  it('counts seats from registrations, sends each registrant a calendar invitation, and puts the one after the last seat on the waitlist', async () => {
    expect(await workshop()).toMatchObject({
      capacity: 2,
      seatsLeft: 2,
      status: 'open',
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    });
    expect((await register('first@example.in')).statusCode).toBe(200);
    expect((await listed())?.seatsLeft).toBe(1);
    const mail = await mailTo('first@example.in');
    expect(mail).toMatch(
      /^Subject: You are registered: Git in a Morning, \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M IST$/m,
    );
    expect(mail).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(mail).toContain(`DTSTART:${stamp(startsAt)}Z`);
    expect(mail).toContain(`DTEND:${stamp(endsAt)}Z`);
    expect(mail).toContain('SUMMARY:Git in a Morning');
    expect(mail).toContain('Where: ITX, 3rd Floor, Cyber Heights, Road No. 2, HITEC City, Hyderabad 500081');

    // The campus is the one staff keep in Site settings: after they save a new address, the next mail names it.
    const moved = await t.request({ method: 'PUT', url: API.site.adminContact, headers: { cookie }, payload: movedContact() });
    expect(moved.statusCode).toBe(200);
    expect((await register('second@example.in')).statusCode).toBe(200);
    const second = await mailTo('second@example.in');
    expect(second).toContain('Where: ITX, 5th Floor, Orbit Tower, Gachibowli, Hyderabad 500032');
    expect(second).toMatch(/LOCATION:ITX\\, 5th Floor\\, Orbit Tower/);
    expect(await workshop()).toMatchObject({ seatsLeft: 0, status: 'full' });
    const third = await register('third@example.in');
    expect(json(third)).toEqual({ StatusCode: 200, message: WAITLIST_MESSAGE });
    const [row] = await t.app.database.db.select().from(leads).where(eq(leads.email, 'third@example.in'));
    expect(row).toMatchObject({ waitlist: true, refSlug: 'git-in-a-morning' });
    const waitMail = await mailTo('third@example.in');
    expect(waitMail).toMatch(/^Subject: Waitlist: Git in a Morning/m);
    expect(waitMail).not.toMatch(/text\/calendar/i);
    // The inbox marks it.
    const inboxList = json<{ items: { email: string; waitlist: boolean }[] }>(
      await t.request({ method: 'GET', url: '/api/leads?form=workshop', headers: { cookie } }),
    );
    expect(inboxList.items.find((l) => l.email === 'third@example.in')?.waitlist).toBe(true);
    expect(inboxList.items.find((l) => l.email === 'first@example.in')?.waitlist).toBe(false);
  });

  it('gives the last seats of a workshop to exactly as many registrants as it has, however many arrive at once', async () => {
    await t.request({
      method: 'POST',
      url: '/api/workshops',
      headers: { cookie },
      payload: {
        title: 'Docker Basics',
        description: 'Containers from zero.',
        category: 'Full Stack',
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        capacity: 3,
        duration: '3 Hours',
        learningOutcomes: 'An image of your own app.',
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.request({
          method: 'POST',
          url: `/api/FormLeadCapture/${t.config.leadFormKey}/13`,
          payload: {
            name: 'Racer',
            email: `racer${i}@example.in`,
            countryCode: '+91',
            phone: '9876501234',
            bootcampTitle: 'x',
            bootcampSlug: 'docker-basics',
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await t.app.database.db.select().from(leads).where(eq(leads.refSlug, 'docker-basics'));
    expect(rows.filter((r) => !r.waitlist)).toHaveLength(3);
    expect(rows.filter((r) => r.waitlist)).toHaveLength(3);
  });

  it('ends by itself when its end passes: the cached answers say so and registrations are refused, without any write', async () => {
    // Read twice so both answers are cached.
    await listed();
    expect((await workshop()).status).toBe('full');
    try {
      setClock(endsAt.getTime() - 1000);
      expect((await listed())?.status).toBe('full');
      setClock(endsAt.getTime() + 1000);
      expect((await listed())?.status).toBe('ended');
      expect((await workshop()).status).toBe('ended');
      const refused = await register('late@example.in');
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ message: 'This workshop has ended: registrations are closed.' });
    } finally {
      jest.useRealTimers();
    }
  });
});
