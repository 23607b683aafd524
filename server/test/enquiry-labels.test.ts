/*
 * Issue 38 (DECISIONS 12): an enquiry is never refused over a label. The spec's own payloads (§7) are stored;
 * a course the catalogue does not offer and a session label that matches none of a workshop's are kept as
 * sent and flagged for a counsellor; a phone counts its ten digits after spaces, dashes and dots.
 */
import { eq } from 'drizzle-orm';
import { API, type DashboardDto, type LeadListResponse, type SiteSettingsDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { leads } from '../src/db/schema';
import { uniqueEmail } from './support/leads';

jest.setTimeout(30_000);

const CALL_BACK = API.leads.capture('itx', '5');
const REGISTRATION = API.leads.capture('itx', '13');
const SPEC_COURSES = [
  'Python Full Stack Development',
  'Java Full Stack Development',
  'Data Science',
  'Data Analytics',
  'MERN Stack',
  'MEAN Stack',
];

const TWO_SESSIONS = {
  title: 'Label Lab',
  description: 'A workshop with two sessions, for the session label tests.',
  category: 'Full Stack',
  startsAt: '2099-10-04T10:00',
  endsAt: '2099-10-04T17:00',
  duration: '3 Hours',
  capacity: 1,
  sessions: ['4th Oct 2099 (10am-1pm)', '4th Oct 2099 (2pm-5pm)'],
  topics: [{ title: 'Labels' }],
  learningOutcomes: 'Registrations that are never turned away over a label.',
  careerPaths: ['Counsellor'],
};

describe(`enquiries are never refused over a label on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();
  const rowOf = async (email: string) => (await ctx.t.app.database.db.select().from(leads).where(eq(leads.email, email)))[0];

  it.each(SPEC_COURSES)("stores the spec's call-back payload for %s, flagging a course the catalogue lacks", async (course) => {
    const email = uniqueEmail('spec');
    // The spec's call (§7): JSON name, email, countryCode, phone, courseInterest, nothing else.
    const res = await ctx.t.request({
      method: 'POST',
      url: CALL_BACK,
      payload: { name: 'Ravi Kumar', email, countryCode: '+91', phone: '9876543210', courseInterest: course },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ StatusCode: 200, message: expect.stringMatching(/Thank you/) });
    // The seeded catalogue sells the spec's courses except MEAN Stack (and adds Cloud Computing).
    expect(await rowOf(email)).toMatchObject({ interest: course, flag: course === 'MEAN Stack' ? 'course-not-offered' : null });
  });

  it('stores any other course name as sent, and refuses only one too long or with a control character', async () => {
    const email = uniqueEmail('stale');
    const stale = await ctx.t.request({
      method: 'POST',
      url: CALL_BACK,
      payload: { name: 'Asha', email, countryCode: '+91', phone: '9876543210', courseInterest: '  Cooking with Kotlin ' },
    });
    expect(stale.statusCode).toBe(200);
    expect(await rowOf(email)).toMatchObject({ interest: 'Cooking with Kotlin', flag: 'course-not-offered' });

    // A catalogue course in other letter case is the catalogue course, kept as sent.
    const lower = uniqueEmail('lower-case');
    await ctx.t.request({
      method: 'POST',
      url: CALL_BACK,
      payload: { name: 'Asha', email: lower, countryCode: '+91', phone: '9876543210', courseInterest: 'data science' },
    });
    expect(await rowOf(lower)).toMatchObject({ interest: 'data science', flag: null });

    for (const [courseInterest, message] of [
      ['x'.repeat(201), 'Course must be at most 200 characters.'],
      ['Data\u0007Science', 'courseInterest contains an invalid character (a control character or NUL).'],
      ['', 'Please select a course.'],
    ] as const) {
      const other = uniqueEmail('bad-course');
      const res = await ctx.t.request({
        method: 'POST',
        url: CALL_BACK,
        payload: { name: 'Asha', email: other, countryCode: '+91', phone: '9876543210', courseInterest },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ StatusCode: 400, message, fieldErrors: { courseInterest: message } });
      expect(await rowOf(other)).toBeUndefined();
    }
  });

  it.each(['98765 43210', '98765-43210', '98765.43210', '98 76 54 32 10'])(
    'takes the phone %j and stores its ten digits',
    async (phone) => {
      const email = uniqueEmail('phone');
      const res = await ctx.t.request({
        method: 'POST',
        url: CALL_BACK,
        payload: { name: 'Kiran', email, countryCode: '+91', phone, courseInterest: 'Data Science' },
      });
      expect(res.statusCode).toBe(200);
      expect((await rowOf(email))?.phone).toBe('9876543210');
    },
  );

  it.each(['98765 4321', '+91 9876543210', '98765/43210'])('still refuses the phone %j', async (phone) => {
    const email = uniqueEmail('phone-bad');
    const res = await ctx.t.request({
      method: 'POST',
      url: CALL_BACK,
      payload: { name: 'Kiran', email, countryCode: '+91', phone, courseInterest: 'Data Science' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ message: 'Phone number must be exactly 10 digits.' });
    expect(await rowOf(email)).toBeUndefined();
  });

  it("stores the spec's workshop registration (session '13th Sept (2pm-5pm)') under the workshop's one session", async () => {
    const email = uniqueEmail('spec-workshop');
    const { sessions } = json<{ sessions: string[] }>(await ctx.t.request({ method: 'GET', url: '/api/workshops/data-science' }));
    expect(sessions).toHaveLength(1);
    const res = await ctx.t.request({
      method: 'POST',
      url: REGISTRATION,
      payload: {
        name: 'Sneha',
        email,
        countryCode: '+91',
        phone: '9876543210',
        session: '13th Sept (2pm-5pm)',
        bootcampTitle: 'Data Science',
        bootcampSlug: 'data-science',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ StatusCode: 200 });
    expect(await rowOf(email)).toMatchObject({ form: 'workshop', refSlug: 'data-science', session: sessions[0], flag: null });

    // Without a session label at all, the one session is still the one.
    const bare = uniqueEmail('no-label');
    const none = await ctx.t.request({
      method: 'POST',
      url: REGISTRATION,
      payload: { name: 'Sneha', email: bare, countryCode: '+91', phone: '9876543210', bootcampTitle: 'x', bootcampSlug: 'data-science' },
    });
    expect(none.statusCode).toBe(200);
    expect(await rowOf(bare)).toMatchObject({ session: sessions[0], flag: null });
  });

  it('keeps an unknown label for a workshop with several sessions, flagged and holding no seat', async () => {
    const created = await ctx.asAdmin({ method: 'POST', url: '/api/workshops', payload: TWO_SESSIONS });
    expect(created.statusCode).toBe(201);
    const slug = json<{ slug: string }>(created).slug;
    const register = (email: string, session?: string) =>
      ctx.t.request({
        method: 'POST',
        url: REGISTRATION,
        payload: { name: 'Priya', email, countryCode: '+91', phone: '9876543210', bootcampTitle: 'Label Lab', bootcampSlug: slug, session },
      });

    const missing = uniqueEmail('missing');
    const refused = await register(missing);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ message: 'Please select a session.', fieldErrors: { session: 'Please select a session.' } });
    expect(await rowOf(missing)).toBeUndefined();

    const stale = uniqueEmail('stale-label');
    const kept = await register(stale, '13th Sept (2pm-5pm)');
    expect(kept.statusCode).toBe(200);
    expect(json(kept)).toMatchObject({ StatusCode: 200, message: expect.stringMatching(/Thank you/) });
    expect(await rowOf(stale)).toMatchObject({ session: '13th Sept (2pm-5pm)', flag: 'session-not-listed', waitlist: false });

    // The one seat is still free: the flagged registration holds none, and the next listed one takes it.
    const workshop = json<{ seatsLeft: number | null }>(await ctx.t.request({ method: 'GET', url: `/api/workshops/${slug}` }));
    expect(workshop.seatsLeft).toBe(1);
    const listed = uniqueEmail('listed');
    expect(json(await register(listed, '4th oct 2099 (2pm-5pm)'))).toMatchObject({ StatusCode: 200 });
    expect(await rowOf(listed)).toMatchObject({ session: '4th Oct 2099 (2pm-5pm)', flag: null, waitlist: false });
    const full = uniqueEmail('full');
    expect(json(await register(full, '4th Oct 2099 (10am-1pm)')).message).toMatch(/waitlist/);
    expect(await rowOf(full)).toMatchObject({ waitlist: true });
  });

  it('refuses an unknown workshop and a bad e-mail, storing nothing', async () => {
    const email = uniqueEmail('unknown-workshop');
    const unknown = await ctx.t.request({
      method: 'POST',
      url: REGISTRATION,
      payload: { name: 'Priya', email, countryCode: '+91', phone: '9876543210', session: 'x', bootcampTitle: 'x', bootcampSlug: 'no-such' },
    });
    expect(json(unknown)).toMatchObject({ StatusCode: 400, message: 'This workshop is not open for registration.' });
    const badEmail = await ctx.t.request({
      method: 'POST',
      url: REGISTRATION,
      payload: {
        name: 'Priya',
        email: 'priya@',
        countryCode: '+91',
        phone: '9876543210',
        bootcampTitle: 'x',
        bootcampSlug: 'data-science',
      },
    });
    expect(json(badEmail)).toMatchObject({ StatusCode: 400, fieldErrors: { email: 'Please enter a valid email address.' } });
    expect(await rowOf(email)).toBeUndefined();
  });

  it('marks flagged leads in the inbox, its filter, the CSV and apart on the dashboard', async () => {
    const email = uniqueEmail('inbox-flag');
    await ctx.t.request({
      method: 'POST',
      url: CALL_BACK,
      payload: { name: 'Flag Test', email, countryCode: '+91', phone: '9876543210', courseInterest: 'MEAN Stack' },
    });
    const list = json<LeadListResponse>(await ctx.asAdmin({ method: 'GET', url: `${API.leads.list}?search=${encodeURIComponent(email)}` }));
    expect(list.items).toEqual([expect.objectContaining({ email, interest: 'MEAN Stack', flag: 'course-not-offered' })]);
    const flagged = json<LeadListResponse>(
      await ctx.asAdmin({ method: 'GET', url: `${API.leads.list}?flag=course-not-offered&pageSize=100` }),
    );
    expect(flagged.items.length).toBeGreaterThan(0);
    expect(flagged.items.every((l) => l.flag === 'course-not-offered')).toBe(true);
    expect((await ctx.asAdmin({ method: 'GET', url: `${API.leads.list}?flag=whatever` })).statusCode).toBe(400);

    const csv = (await ctx.asAdmin({ method: 'GET', url: `${API.leads.exportCsv}?search=${encodeURIComponent(email)}` })).body;
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    // The flag, then the consent record's two columns.
    expect(header?.split(',').slice(-3)).toEqual(['"Flag"', '"Privacy notice"', '"Consented to"']);
    expect(row?.split(',').at(-3)).toBe('"Not in the catalogue"');

    const dashboard = json<DashboardDto>(await ctx.asAdmin({ method: 'GET', url: API.admin.dashboard }));
    expect(dashboard.flagged.courseNotOffered).toBeGreaterThanOrEqual(2);
    expect(dashboard.flagged.sessionNotListed).toBeGreaterThanOrEqual(1);
    expect(dashboard.byCourse.map((c) => c.label)).not.toContain('MEAN Stack');
    expect(dashboard.byCourse.map((c) => c.label)).not.toContain('Cooking with Kotlin');
  });

  it("keeps the enquiry forms' extra course names in Site settings: the spec's until staff save their own", async () => {
    const read = async () => json<SiteSettingsDto>(await ctx.t.request({ method: 'GET', url: API.site.settings }));
    expect((await read()).leadCourseExtras).toEqual({ names: SPEC_COURSES, custom: false, version: 0, updatedAt: null });

    for (const [names, message] of [
      [['Cyber Security', 'cyber security'], 'Each course name may appear once.'],
      [Array.from({ length: 21 }, (_, i) => `Course ${i}`), 'At most 20 course names.'],
      [['x'.repeat(201)], 'Course name must be at most 200 characters.'],
      ['MEAN Stack', 'Names must be a list of course names.'],
    ] as const) {
      const res = await ctx.asAdmin({ method: 'PUT', url: API.site.adminLeadCourses, payload: { names } });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(json(res))).toContain(message);
    }
    expect((await ctx.t.request({ method: 'PUT', url: API.site.adminLeadCourses, payload: { names: [] } })).statusCode).toBe(401);

    const saved = await ctx.asAdmin({
      method: 'PUT',
      url: API.site.adminLeadCourses,
      payload: { names: [' Cyber Security ', 'MEAN Stack'] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await read()).leadCourseExtras).toMatchObject({ names: ['Cyber Security', 'MEAN Stack'], custom: true, version: 1 });
    const stale = await ctx.asAdmin({ method: 'PUT', url: API.site.adminLeadCourses, payload: { names: [], version: 7 } });
    expect(stale.statusCode).toBe(409);
    const emptied = await ctx.asAdmin({ method: 'PUT', url: API.site.adminLeadCourses, payload: { names: [], version: 1 } });
    expect(emptied.statusCode).toBe(200);
    expect((await read()).leadCourseExtras).toMatchObject({ names: [], custom: true, version: 2 });
  });
});
