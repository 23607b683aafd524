import { API, type DashboardDto } from '@contract';
import { adminCookie, buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { setClock } from './support/clock';
import { courseBatches, courses, leads, workshops } from '../src/db/schema';

jest.setTimeout(60_000);

/*
 * "Now" is Thursday 13 March 2031, 01:30 in Hyderabad: still Wednesday the 12th in UTC, so a count that
 * used the UTC day would differ. The week began on Monday the 10th; the 30 days run from 12 February.
 */
const NOW = Date.parse('2031-03-12T20:00:00Z');
/** A Hyderabad wall-clock time ("2031-03-13 00:30") as an instant. */
const ist = (local: string) => new Date(Date.parse(`${local.replace(' ', 'T')}:00+05:30`));

type LeadRow = typeof leads.$inferInsert;
let n = 0;
function lead(overrides: Partial<LeadRow> & Pick<LeadRow, 'form' | 'interest' | 'createdAt'>): LeadRow {
  n += 1;
  return {
    formId: overrides.form === 'workshop' ? '13' : overrides.form === 'job-application' ? '21' : '5',
    name: `Lead ${n}`,
    email: `lead-${n}@example.in`,
    countryCode: '+91',
    phone: '9876543210',
    fingerprint: `dashboard-test-${n}`,
    ...overrides,
  };
}

const LEADS: LeadRow[] = [
  // Today (Hyderabad): 00:30 and 01:00.
  lead({ form: 'call-back', interest: 'Data Science', createdAt: ist('2031-03-13 00:30'), utm: { utm_source: 'Google' } }),
  lead({
    form: 'workshop',
    interest: 'Data Science Workshop',
    refSlug: 'ds-workshop',
    sourcePage: '/workshops/ds-workshop?utm_medium=x',
    status: 'contacted',
    createdAt: ist('2031-03-13 01:00'),
  }),
  // Yesterday 23:30 Hyderabad: the same UTC day as the two above, but not today. Follow-up due today.
  lead({
    form: 'call-back',
    interest: 'Data Science',
    utm: { utm_source: 'google ' },
    followUpOn: '2031-03-13',
    createdAt: ist('2031-03-12 23:30'),
  }),
  // A waitlisted registration on Tuesday, follow-up due today.
  lead({
    form: 'workshop',
    interest: 'Data Science Workshop',
    refSlug: 'ds-workshop',
    waitlist: true,
    sourcePage: '/workshops/ds-workshop',
    followUpOn: '2031-03-13',
    createdAt: ist('2031-03-11 10:00'),
  }),
  // Monday 00:10: this week. Follow-up overdue.
  lead({
    form: 'job-application',
    interest: 'Python Trainer',
    sourcePage: '/careers/python-trainer',
    status: 'contacted',
    followUpOn: '2031-03-01',
    createdAt: ist('2031-03-10 00:10'),
  }),
  // Sunday 23:50: last week. Enrolled, so its follow-up day does not count.
  lead({
    form: 'call-back',
    interest: 'Java Full Stack',
    status: 'enrolled',
    followUpOn: '2031-03-12',
    createdAt: ist('2031-03-09 23:50'),
  }),
  // The first of the 30 days; its follow-up is tomorrow.
  lead({
    form: 'call-back',
    interest: 'Java Full Stack',
    sourcePage: '/contact-us',
    status: 'closed',
    followUpOn: '2031-03-14',
    createdAt: ist('2031-02-12 00:00'),
  }),
  // One minute before the 30 days: only in the all-time "waiting for a first call".
  lead({ form: 'call-back', interest: 'Cloud Computing', utm: { utm_source: 'google' }, createdAt: ist('2031-02-11 23:59') }),
];

const course = (slug: string, title: string, archived = false): typeof courses.$inferInsert => ({
  slug,
  title,
  archived,
  summary: 'A course.',
  image: '/images/courses/x.webp',
  rating: 4.5,
  lessons: 10,
  duration: '12 Weeks',
  instructor: { name: 'A Trainer', role: 'Trainer', avatar: '/images/a.webp' },
  feeInr: 40000,
  leadCourse: title,
  details: { overview: [], audience: [], curriculum: [], tools: [], outcomes: [], schedule: '', faqs: [] },
});

const workshop = (slug: string, title: string, startsAt: string, capacity: number | null): typeof workshops.$inferInsert => ({
  slug,
  title,
  description: 'A workshop.',
  category: 'Data Science',
  startsAt: ist(startsAt),
  endsAt: new Date(ist(startsAt).getTime() + 3 * 60 * 60 * 1000),
  capacity,
  duration: '3 hours',
  learningOutcomes: 'Things.',
  image: '/images/workshops/workshop.svg',
});

describe(`the admin dashboard on ${DB_KIND}`, () => {
  let t: TestApp;
  let cookie = '';
  const dashboard = async (): Promise<DashboardDto> => {
    const res = await t.request({ method: 'GET', url: API.admin.dashboard, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return json<DashboardDto>(res);
  };

  beforeAll(async () => {
    // No sample content: the courses, workshops and leads are the test's own.
    t = await buildTestApp({}, { seed: false });
  });
  beforeEach(async () => {
    setClock(NOW);
    cookie = await adminCookie(t.app);
  });
  afterEach(() => jest.useRealTimers());
  afterAll(async () => t.close());

  it('refuses an anonymous caller', async () => {
    const res = await t.request({ method: 'GET', url: API.admin.dashboard });
    expect(res.statusCode).toBe(401);
  });

  it('answers zeros and 30 empty days for an empty inbox', async () => {
    const body = await dashboard();
    expect(body).toMatchObject({
      today: '2031-03-13',
      weekStart: '2031-03-10',
      newLeads: { today: 0, thisWeek: 0 },
      awaitingFirstCall: 0,
      followUpsDue: 0,
      byCourse: [],
      bySource: [],
      upcomingBatches: [],
      upcomingWorkshops: [],
    });
    expect(body.perDay).toHaveLength(30);
    expect(body.perDay[0]).toEqual({ day: '2031-02-12', counts: { 'call-back': 0, workshop: 0, 'job-application': 0 } });
    expect(body.perDay[29]?.day).toBe('2031-03-13');
  });

  it('counts leads by Hyderabad day and week, by status and follow-up, by course, source and form', async () => {
    const db = t.app.database.db;
    await db.insert(leads).values(LEADS);
    const body = await dashboard();

    expect(body.newLeads).toEqual({ today: 2, thisWeek: 5 });
    expect(body.awaitingFirstCall).toBe(4);
    expect(body.followUpsDue).toBe(3);
    expect(body.byCourse).toEqual([
      { label: 'Data Science', count: 2 },
      { label: 'Java Full Stack', count: 2 },
    ]);
    expect(body.bySource).toEqual([
      { kind: 'page', label: '/workshops/ds-workshop', count: 2 },
      { kind: 'utm', label: 'google', count: 2 },
      { kind: 'page', label: '/careers/python-trainer', count: 1 },
      { kind: 'page', label: '/contact-us', count: 1 },
      { kind: 'direct', label: 'Direct', count: 1 },
    ]);

    const days = Object.fromEntries(body.perDay.map((d) => [d.day, d.counts]));
    expect(body.perDay.map((d) => d.day)).toEqual(
      Array.from({ length: 30 }, (_, i) => new Date(Date.parse('2031-02-12T00:00:00Z') + i * 86_400_000).toISOString().slice(0, 10)),
    );
    expect(days['2031-03-13']).toEqual({ 'call-back': 1, workshop: 1, 'job-application': 0 });
    expect(days['2031-03-12']).toEqual({ 'call-back': 1, workshop: 0, 'job-application': 0 });
    expect(days['2031-03-11']).toEqual({ 'call-back': 0, workshop: 1, 'job-application': 0 });
    expect(days['2031-03-10']).toEqual({ 'call-back': 0, workshop: 0, 'job-application': 1 });
    expect(days['2031-03-09']).toEqual({ 'call-back': 1, workshop: 0, 'job-application': 0 });
    expect(days['2031-02-12']).toEqual({ 'call-back': 1, workshop: 0, 'job-application': 0 });
    expect(days['2031-02-20']).toEqual({ 'call-back': 0, workshop: 0, 'job-application': 0 });
    const total = body.perDay.reduce((sum, d) => sum + d.counts['call-back'] + d.counts.workshop + d.counts['job-application'], 0);
    expect(total).toBe(7);
  });

  it('lists the next open batches of courses on the site and the workshops not yet ended with their seats', async () => {
    const db = t.app.database.db;
    const [ds, java, old] = await db
      .insert(courses)
      .values([course('data-science', 'Data Science'), course('java-full-stack', 'Java Full Stack'), course('mean', 'MEAN Stack', true)])
      .returning();
    if (!ds || !java || !old) throw new Error('courses not inserted');
    const batch = (courseId: string, startDate: string, applyBy: string, seats: number | null) => ({
      courseId,
      startDate,
      applyBy,
      seats,
      mode: 'both',
      days: 'weekday',
      timing: '7 AM – 9 AM',
    });
    await db.insert(courseBatches).values([
      // Applications closed at the end of yesterday (Hyderabad).
      batch(ds.id, '2031-03-14', '2031-03-12', 20),
      // Open through today.
      batch(ds.id, '2031-03-20', '2031-03-13', null),
      batch(java.id, '2031-03-16', '2031-03-14', 30),
      // An archived course is not on the site.
      batch(old.id, '2031-03-15', '2031-03-15', 10),
    ]);
    await db.insert(workshops).values([
      workshop('ds-workshop', 'Data Science Workshop', '2031-03-20 14:00', 2),
      workshop('open-ws', 'Open Workshop', '2031-03-15 10:00', null),
      // Ended half an hour ago.
      workshop('old-ws', 'Old Workshop', '2031-03-12 22:00', 10),
    ]);

    const body = await dashboard();
    expect(body.upcomingBatches).toEqual([
      expect.objectContaining({
        courseTitle: 'Java Full Stack',
        courseSlug: 'java-full-stack',
        startDate: '2031-03-16',
        applyBy: '2031-03-14',
        mode: 'both',
        seats: 30,
      }),
      expect.objectContaining({
        courseTitle: 'Data Science',
        courseSlug: 'data-science',
        startDate: '2031-03-20',
        applyBy: '2031-03-13',
        seats: null,
      }),
    ]);
    // The workshop's seats: the registration and the waitlisted one the test above inserted.
    expect(body.upcomingWorkshops).toEqual([
      {
        slug: 'open-ws',
        title: 'Open Workshop',
        startsAt: ist('2031-03-15 10:00').toISOString(),
        capacity: null,
        seatsTaken: 0,
        waitlist: 0,
      },
      {
        slug: 'ds-workshop',
        title: 'Data Science Workshop',
        startsAt: ist('2031-03-20 14:00').toISOString(),
        capacity: 2,
        seatsTaken: 1,
        waitlist: 1,
      },
    ]);
  });
});
