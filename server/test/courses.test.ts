import { eq } from 'drizzle-orm';
import { istDay, LINKEDIN_MESSAGE, type AdminCourseDto, type CourseDto, type CourseSummaryDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { courses, leads } from '../src/db/schema';
import { setClock } from './support/clock';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const day = (offset: number, from = Date.now()) => istDay(new Date(from + offset * DAY));

/** Issue 19: the catalogue is data: seeded once, read through the API, managed by admins, never showing a past batch as open. */
describe(`courses API on ${DB_KIND}`, () => {
  afterAll(() => {
    jest.useRealTimers();
  });
  const ctx = appWithAdmin();

  const list = async () => json<CourseSummaryDto[]>(await ctx.t.request({ method: 'GET', url: '/api/courses' }));
  const one = async (slug: string) => ctx.t.request({ method: 'GET', url: `/api/courses/${slug}` });
  /** What the admin form sends back for a course it shows unchanged. */
  const inputOf = (course: AdminCourseDto) => ({
    title: course.title,
    summary: course.summary,
    image: course.image,
    rating: course.rating,
    lessons: course.lessons,
    time: course.time,
    instructor: course.instructor,
    fee: course.fee,
    leadCourse: course.leadCourse,
    hero: course.hero,
    details: course.details,
    version: course.version,
  });
  const admin = async (slug: string) => json<AdminCourseDto>(await ctx.asAdmin({ method: 'GET', url: `/api/admin/courses/${slug}` }));

  it("seeds the spec's six courses with their modules, durations and slugs, and the hero's four courses", async () => {
    const courses = await list();
    expect(courses.map((c) => [c.title, c.slug, c.lessons, c.time])).toEqual([
      ['Data Analytics', 'data-analytics', 40, '20 Weeks'],
      ['Data Science', 'data-science', 47, '20 Weeks'],
      ['Java Full-Stack', 'java-full-stack', 32, '20 Weeks'],
      ['Python Full-stack', 'python-full-stack', 32, '20 Weeks'],
      ['MERN Stack', 'mern-stack', 32, '20 Weeks'],
      ['Cloud Computing', 'cloud-computing', 32, '2 Months'],
    ]);
    const hero = courses.filter((c) => c.hero).sort((a, b) => (a.hero?.position ?? 0) - (b.hero?.position ?? 0));
    expect(hero.map((c) => [c.hero?.title, c.hero?.duration, c.hero?.features.length])).toEqual([
      ['Data Analytics', '3 Months', 4],
      ['Data Science', '4 Months', 4],
      ['Python Full Stack', '4 Months', 4],
      ['Java Full Stack', '4 Months', 4],
    ]);
    for (const c of courses) expect(c.fee.amount).toBeGreaterThan(0);
  });

  it('shows each course its next open batch and never the past Nov 2025 one; the admin sees that one as past', async () => {
    const today = istDay(new Date());
    for (const c of await list()) {
      expect(c.nextBatch).not.toBeNull();
      expect((c.nextBatch?.applyBy ?? '') >= today).toBe(true);
    }
    const res = await one('data-science');
    expect(res.statusCode).toBe(200);
    const course = json<CourseDto>(res);
    expect(course.batches.length).toBeGreaterThanOrEqual(2);
    expect(course.batches.every((b) => b.applyBy >= today)).toBe(true);
    expect(JSON.stringify(course)).not.toContain('2025-11-06');
    expect(course.details.curriculum.flatMap((s) => s.modules)).toHaveLength(47);
    const adminView = await admin('data-science');
    expect(adminView.batches.map((b) => b.startDate)).toContain('2025-11-06');
  });

  it('answers 404 for an unknown course and refuses anonymous writes with 401', async () => {
    expect((await one('no-such-course')).statusCode).toBe(404);
    expect((await one('NOT..a slug')).statusCode).toBe(404);
    const before = await admin('mern-stack');
    expect((await ctx.t.request({ method: 'GET', url: '/api/admin/courses' })).statusCode).toBe(401);
    expect((await ctx.t.request({ method: 'POST', url: '/api/courses/mern-stack/batches', payload: {} })).statusCode).toBe(401);
    expect((await ctx.t.request({ method: 'DELETE', url: '/api/courses/mern-stack' })).statusCode).toBe(401);
    expect(await admin('mern-stack')).toEqual(before);
  });

  it('takes a batch an admin adds onto the list and the course page at once, and refuses a bad one with field messages', async () => {
    const soon = { startDate: day(3), applyBy: day(1), mode: 'classroom', days: 'weekend', timing: 'Sat & Sun, 9 AM – 12 PM', seats: 12 };
    const bad = await ctx.asAdmin({
      method: 'POST',
      url: '/api/courses/cloud-computing/batches',
      payload: { ...soon, applyBy: day(5), startDate: '2026-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(bad).fieldErrors).toEqual({ startDate: 'Enter a date as YYYY-MM-DD.' });
    const late = await ctx.asAdmin({
      method: 'POST',
      url: '/api/courses/cloud-computing/batches',
      payload: { ...soon, applyBy: day(5) },
    });
    expect(json<{ fieldErrors: Record<string, string> }>(late).fieldErrors).toEqual({
      applyBy: 'Apply-by date must be on or before the start date.',
    });

    const added = await ctx.asAdmin({ method: 'POST', url: '/api/courses/cloud-computing/batches', payload: soon });
    expect(added.statusCode).toBe(201);
    const batch = json<AdminCourseDto>(added).batches.find((b) => b.startDate === soon.startDate);
    expect(batch).toMatchObject({ mode: 'classroom', days: 'weekend', seats: 12 });
    expect((await list()).find((c) => c.slug === 'cloud-computing')?.nextBatch).toEqual(batch);
    expect(json<CourseDto>(await one('cloud-computing')).batches[0]).toEqual(batch);

    const moved = await ctx.asAdmin({
      method: 'PUT',
      url: `/api/courses/cloud-computing/batches/${batch?._id ?? ''}`,
      payload: { ...soon, timing: 'Sat & Sun, 2 PM – 5 PM' },
    });
    expect(moved.statusCode).toBe(200);
    expect(json<CourseDto>(await one('cloud-computing')).batches[0]?.timing).toBe('Sat & Sun, 2 PM – 5 PM');
    expect((await ctx.asAdmin({ method: 'DELETE', url: '/api/courses/cloud-computing/batches/not-an-id' })).statusCode).toBe(404);
    const gone = await ctx.asAdmin({
      method: 'DELETE',
      url: `/api/courses/cloud-computing/batches/${batch?._id ?? ''}`,
    });
    expect(gone.statusCode).toBe(200);
    expect(json<CourseDto>(await one('cloud-computing')).batches.some((b) => b._id === batch?._id)).toBe(false);
  });

  it("never lets one admin's batch edit silently overwrite another's: a stale version is refused and changes nothing", async () => {
    const payload = { startDate: day(20), applyBy: day(15), mode: 'online', days: 'weekday', timing: '7:00 AM – 9:00 AM', seats: 30 };
    const added = await ctx.asAdmin({ method: 'POST', url: '/api/courses/data-science/batches', payload });
    const opened = json<AdminCourseDto>(added).batches.find((b) => b.startDate === payload.startDate);
    if (!opened) throw new Error('batch not added');
    expect(opened.version).toBe(1);
    const at = `/api/courses/data-science/batches/${opened._id}`;
    const current = async () => (await admin('data-science')).batches.find((b) => b._id === opened._id);

    // Two admins opened version 1; the first save wins and moves it to 2.
    const first = await ctx.asAdmin({ method: 'PUT', url: at, payload: { ...payload, seats: 25, version: 1 } });
    expect(first.statusCode).toBe(200);
    expect(await current()).toMatchObject({ seats: 25, version: 2 });
    const second = await ctx.asAdmin({ method: 'PUT', url: at, payload: { ...payload, seats: 40, version: 1 } });
    expect(second.statusCode).toBe(409);
    expect(json<{ message: string }>(second).message).toBe('This batch was changed by someone else since you opened it.');
    expect(await current()).toMatchObject({ seats: 25, version: 2 });

    // If-Match: a stale tag answers 412 for an edit and a delete, and nothing changes.
    const staleTag = `"1-${opened._id}"`;
    const staleEdit = await ctx.asAdmin({
      method: 'PUT',
      url: at,
      headers: { 'if-match': staleTag },
      payload: { ...payload, seats: 5 },
    });
    expect(staleEdit.statusCode).toBe(412);
    const staleDelete = await ctx.asAdmin({ method: 'DELETE', url: at, headers: { 'if-match': staleTag } });
    expect(staleDelete.statusCode).toBe(412);
    expect(await current()).toMatchObject({ seats: 25, version: 2 });

    // Two saves of the same version at once: exactly one lands.
    const racing = await Promise.all(
      [11, 12].map((seats) => ctx.asAdmin({ method: 'PUT', url: at, payload: { ...payload, seats, version: 2 } })),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const landed = racing.find((r) => r.statusCode === 200);
    if (!landed) throw new Error('no save landed');
    const after = await current();
    expect(after?.version).toBe(3);
    expect(json<AdminCourseDto>(landed).batches.find((b) => b._id === opened._id)?.seats).toBe(after?.seats);

    // The current tag deletes it.
    const gone = await ctx.asAdmin({ method: 'DELETE', url: at, headers: { 'if-match': `"3-${opened._id}"` } });
    expect(gone.statusCode).toBe(200);
    expect(await current()).toBeUndefined();
  });

  it('drops a batch from the cached list and page when its apply-by day ends in Hyderabad, without any write', async () => {
    const start = Date.now();
    const c = await admin('mern-stack');
    // Only one open batch, closing at the end of tomorrow.
    for (const b of c.batches) await ctx.asAdmin({ method: 'DELETE', url: `/api/courses/mern-stack/batches/${b._id}` });
    const only = { startDate: day(4, start), applyBy: day(1, start), mode: 'both', days: 'weekday', timing: '7 AM – 9 AM', seats: null };
    await ctx.asAdmin({ method: 'POST', url: '/api/courses/mern-stack/batches', payload: only });
    // Read twice so the answers are cached.
    for (let i = 0; i < 2; i++) {
      expect((await list()).find((x) => x.slug === 'mern-stack')?.nextBatch?.startDate).toBe(only.startDate);
      expect(json<CourseDto>(await one('mern-stack')).batches).toHaveLength(1);
    }
    try {
      // 23:59 of the apply-by day in Hyderabad: still open.
      const endOfApplyBy = Date.parse(`${only.applyBy}T00:00:00+05:30`) + DAY;
      setClock(endOfApplyBy - 60_000);
      expect((await list()).find((x) => x.slug === 'mern-stack')?.nextBatch?.startDate).toBe(only.startDate);
      setClock(endOfApplyBy + 1000);
      expect((await list()).find((x) => x.slug === 'mern-stack')?.nextBatch).toBeNull();
      expect(json<CourseDto>(await one('mern-stack')).batches).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the slug when a title is edited, moves it only when asked, and answers the old address with 301', async () => {
    const before = await admin('java-full-stack');
    const input = inputOf(before);
    const retitled = await ctx.asAdmin({
      method: 'PUT',
      url: '/api/courses/java-full-stack',
      payload: { ...input, title: 'Java Full-Stack with Spring' },
    });
    expect(retitled.statusCode).toBe(200);
    expect(json<AdminCourseDto>(retitled)).toMatchObject({
      slug: 'java-full-stack',
      title: 'Java Full-Stack with Spring',
      version: before.version + 1,
    });
    // The same version again: someone else saved first.
    const stale = await ctx.asAdmin({
      method: 'PUT',
      url: '/api/courses/java-full-stack',
      payload: { ...input, title: 'Lost edit' },
    });
    expect(stale.statusCode).toBe(409);
    const movedRes = await ctx.asAdmin({
      method: 'PUT',
      url: '/api/courses/java-full-stack',
      payload: { ...input, version: before.version + 1, slug: 'java-spring-full-stack' },
    });
    expect(movedRes.statusCode).toBe(200);
    const old = await one('java-full-stack');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/courses/java-spring-full-stack');
    expect((await one('java-spring-full-stack')).statusCode).toBe(200);
  });

  it("keeps the trainer's profile with the course: seeded as a sample, old courses read with defaults, a bad LinkedIn refused", async () => {
    const seeded = json<CourseDto>(await one('mern-stack')).instructor;
    expect(seeded).toMatchObject({ name: 'Rahul Verma', linkedin: null, sample: true });
    expect(seeded.experience).toMatch(/^\d+ years /);
    expect(seeded.bio?.length).toBeGreaterThan(50);

    // A course saved before trainer profiles: its instructor has only a name, a role and a photo.
    await ctx.t.app.database.db
      .update(courses)
      .set({ instructor: { name: 'Rahul Verma', role: 'JavaScript Architect', avatar: '/images/instructors/rahul-verma.svg' } })
      .where(eq(courses.slug, 'mern-stack'));
    await ctx.t.app.publicCache.invalidate('courses');
    const old = await one('mern-stack');
    expect(old.statusCode).toBe(200);
    // An instructor with nothing beyond a name, a role and a photo, and no consent recorded: a visitor sees the
    // name and role only, an admin the photo too.
    const noProfile = { experience: null, linkedin: null, bio: null, sample: false, consent: null };
    expect(json<CourseDto>(old).instructor).toEqual({ name: 'Rahul Verma', role: 'JavaScript Architect', avatar: '', ...noProfile });
    expect((await admin('mern-stack')).instructor).toEqual({
      name: 'Rahul Verma',
      role: 'JavaScript Architect',
      avatar: '/images/instructors/rahul-verma.svg',
      ...noProfile,
    });

    const before = await admin('mern-stack');
    const input = inputOf(before);
    const put = (instructor: Record<string, unknown>) =>
      ctx.asAdmin({ method: 'PUT', url: '/api/courses/mern-stack', payload: { ...input, instructor } });
    const bad = await put({ ...before.instructor, linkedin: 'https://www.linkedin.com/company/itxhyderabad' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(bad).fieldErrors).toEqual({ 'instructor.linkedin': LINKEDIN_MESSAGE });
    const longBio = await put({ ...before.instructor, bio: 'b'.repeat(601) });
    expect(longBio.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(longBio).fieldErrors).toEqual({
      'instructor.bio': 'Bio must be at most 600 characters.',
    });
    expect(await admin('mern-stack')).toEqual(before);

    const profile = {
      name: 'Rahul Verma',
      role: 'JavaScript Architect',
      avatar: '/images/instructors/rahul-verma.svg',
      experience: '10 years building JavaScript applications; trained 1,000+ developers',
      linkedin: 'https://www.linkedin.com/in/rahul-verma-example',
      bio: '  Rahul leads project-first MERN classes.  ',
      sample: false,
    };
    const kept = { ...profile, bio: 'Rahul leads project-first MERN classes.' };
    // A real profile without the trainer's consent is saved, and shown to visitors as the name and role only.
    expect((await put(profile)).statusCode).toBe(200);
    expect((await admin('mern-stack')).instructor).toEqual({ ...kept, consent: null });
    expect(json<CourseDto>(await one('mern-stack')).instructor).toEqual({
      name: 'Rahul Verma',
      role: 'JavaScript Architect',
      avatar: '',
      ...noProfile,
    });
    // A consent dated ahead is refused at its field.
    const ahead = await ctx.asAdmin({
      method: 'PUT',
      url: '/api/courses/mern-stack',
      payload: { ...input, version: before.version + 1, instructor: { ...profile, consent: { date: '2999-01-01', form: 'email' } } },
    });
    expect(ahead.statusCode).toBe(400);
    expect(Object.keys(json<{ fieldErrors: Record<string, string> }>(ahead).fieldErrors)).toEqual(['instructor.consent.date']);
    // With the consent recorded, visitors see the whole profile; a later save that leaves consent out keeps it.
    const consent = { date: '2026-11-02', form: 'signed-form' };
    const saved = await ctx.asAdmin({
      method: 'PUT',
      url: '/api/courses/mern-stack',
      payload: { ...input, version: before.version + 1, instructor: { ...profile, consent } },
    });
    expect(saved.statusCode).toBe(200);
    expect(json<CourseDto>(await one('mern-stack')).instructor).toEqual({ ...kept, consent });

    // Cleared again (an older client sends no photo at all): empty texts are stored as none.
    const cleared = await ctx.asAdmin({
      method: 'PUT',
      url: '/api/courses/mern-stack',
      payload: {
        ...input,
        version: before.version + 2,
        instructor: { name: 'Rahul Verma', role: 'JavaScript Architect', experience: ' ', linkedin: '', bio: '' },
      },
    });
    expect(cleared.statusCode).toBe(200);
    expect(json<AdminCourseDto>(cleared).instructor).toEqual({
      name: 'Rahul Verma',
      role: 'JavaScript Architect',
      avatar: '',
      ...noProfile,
      consent,
    });
  });

  it('archives a course leads asked about (they keep its name) and deletes one nobody asked about; a restart seeds nothing back', async () => {
    await ctx.t.app.database.db.insert(leads).values({
      form: 'call-back',
      formId: '5',
      name: 'Asha',
      email: 'asha@example.com',
      countryCode: '+91',
      phone: '9876543210',
      interest: 'Data Analytics',
      fingerprint: 'courses-test',
    });
    const archived = await ctx.asAdmin({ method: 'DELETE', url: '/api/courses/data-analytics' });
    expect(json(archived).message).toBe('Course archived: its leads keep the course name.');
    expect((await one('data-analytics')).statusCode).toBe(404);
    expect((await list()).map((c) => c.slug)).not.toContain('data-analytics');
    expect(await admin('data-analytics')).toMatchObject({ archived: true, leads: 1 });
    const deleted = await ctx.asAdmin({ method: 'DELETE', url: '/api/courses/cloud-computing' });
    expect(json(deleted).message).toBe('Course deleted.');
    expect((await ctx.asAdmin({ method: 'GET', url: '/api/admin/courses/cloud-computing' })).statusCode).toBe(404);

    const { seedDatabase } = await import('../src/db/seed');
    await seedDatabase(ctx.t.app.database.db);
    await ctx.t.app.publicCache.invalidate('courses');
    expect((await list()).map((c) => c.slug)).toEqual(['data-science', 'java-spring-full-stack', 'python-full-stack', 'mern-stack']);
  });

  it('takes a call-back lead for a course the site no longer offers, flagged for a counsellor', async () => {
    const send = (courseInterest: string) =>
      ctx.t.request({
        method: 'POST',
        url: `/api/FormLeadCapture/${ctx.t.config.leadFormKey}/5`,
        payload: { name: 'Ravi', email: 'ravi@example.com', countryCode: '+91', phone: '9876500000', courseInterest },
      });
    expect((await send('Data Science')).statusCode).toBe(200);
    const kept = await send('Cloud Computing');
    expect(kept.statusCode).toBe(200);
    const [lead] = await ctx.t.app.database.db.select().from(leads).where(eq(leads.interest, 'Cloud Computing'));
    expect(lead).toMatchObject({ interest: 'Cloud Computing', flag: 'course-not-offered' });
  });
});
