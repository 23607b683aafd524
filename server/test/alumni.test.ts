import {
  ALUMNI_RATING_KIND_MESSAGE,
  ALUMNI_RATING_MESSAGE,
  ALUMNI_SAMPLE_NOTE,
  API,
  CONSENT_DATE_MESSAGE,
  PARTNER_TAKEN_MESSAGE,
  STORY_CONSENT_MESSAGE,
  UNKNOWN_ALUMNI_COURSE_MESSAGE,
  versionEtag,
  type AlumniStoryDto,
  type HiringPartnerDto,
} from '@contract';
import { alumniStories } from '../src/db/schema';
import { appWithAdmin, DB_KIND, json } from './helper';

// A fresh seeded database, and pages rendered by React on the server, take seconds on a busy machine.
jest.setTimeout(120_000);

const SITE_URL = 'https://www.itx-test.in';

const story = (overrides: Record<string, unknown> = {}) => ({
  kind: 'testimonial',
  name: 'Lakshmi Prasanna',
  courseSlug: 'data-science',
  batch: 'Feb 2026 weekday batch',
  role: 'Data Scientist',
  company: 'Madhapur Analytics',
  quote: 'The capstone on hospital readmissions was the project every interviewer wanted to talk about.',
  rating: 5,
  consent: { date: '2026-02-27', form: 'email' },
  ...overrides,
});

/** The schema.org objects of a page's HTML. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}
const courseLd = (html: string) => jsonLdOf(html).find((d) => d['@type'] === 'Course');

/**
 * Issue 21: alumni outcomes managed in the admin area. Seeded samples say so on the site; admins add,
 * edit (with versions), hide and delete stories and partners; the public lists and the kept pages show a
 * write at once; only real, published, rated testimonials become a course's review markup.
 */
describe(`alumni outcomes on ${DB_KIND}`, () => {
  // The seeded database and the page renderer.
  const ctx = appWithAdmin({ site: true, env: { PUBLIC_URL: SITE_URL } });

  const get = (url: string) => ctx.t.request({ method: 'GET', url });
  const stories = async (course?: string) =>
    json<AlumniStoryDto[]>(await get(course ? `${API.alumni.stories}?course=${course}` : API.alumni.stories));
  const adminStories = async () => json<AlumniStoryDto[]>(await ctx.asAdmin({ method: 'GET', url: API.alumni.adminStories }));
  const partners = async () => json<HiringPartnerDto[]>(await get(API.alumni.partners));
  const create = (body: Record<string, unknown>) => ctx.asAdmin({ method: 'POST', url: API.alumni.adminStories, payload: body });
  const update = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.asAdmin({ method: 'PUT', url: API.alumni.adminStory(id), payload: body, headers });
  const remove = (id: string, headers: Record<string, string> = {}) =>
    ctx.asAdmin({ method: 'DELETE', url: API.alumni.adminStory(id), headers });

  it('seeds sample stories on seeded courses and sample partners, and the pages label them as samples, never as reviews', async () => {
    const seeded = await stories();
    expect(seeded).toHaveLength(6);
    expect(seeded.every((s) => s.sample && s.published)).toBe(true);
    expect(seeded.filter((s) => s.kind === 'testimonial')).toHaveLength(4);
    expect(seeded.filter((s) => s.kind === 'placement')).toHaveLength(2);
    expect(seeded.every((s) => s.courseSlug !== null && s.courseTitle !== null)).toBe(true);
    expect(seeded.filter((s) => s.kind === 'placement').every((s) => s.rating === null)).toBe(true);
    const seededPartners = await partners();
    expect(seededPartners).toHaveLength(6);
    expect(seededPartners.every((p) => p.sample)).toBe(true);

    const coursePage = (await get('/courses/data-analytics')).body;
    expect(coursePage).toContain('What our alumni say');
    expect(coursePage).toContain('Priya Reddy');
    expect(coursePage).toContain('Rated 5 out of 5');
    expect(coursePage).toContain('>Sample<');
    expect(coursePage).toContain(ALUMNI_SAMPLE_NOTE);
    // A sample is never a review, and the course's admin-entered rating is not one either.
    expect(courseLd(coursePage)).toBeDefined();
    expect(courseLd(coursePage)).not.toHaveProperty('review');
    expect(courseLd(coursePage)).not.toHaveProperty('aggregateRating');

    const home = (await get('/')).body;
    expect(home).toContain('What our alumni say');
    expect(home).toContain('Companies that hire our learners');
    expect(home).toContain('Charminar Data Labs · Sample');
    expect(home).toContain(ALUMNI_SAMPLE_NOTE);
    // The spec'd figures stay.
    expect(home).toContain('Partner Companies');
    expect(home).toContain('Placement Success');
  });

  it('creates, lists and updates a story with its version, refuses stale saves (409, 412) and deletes it', async () => {
    const created = await create(story({ name: 'Sai Charan', courseSlug: 'mern-stack', published: false }));
    expect(created.statusCode).toBe(201);
    const dto = json<AlumniStoryDto>(created);
    expect(dto).toMatchObject({
      kind: 'testimonial',
      name: 'Sai Charan',
      courseSlug: 'mern-stack',
      courseTitle: 'MERN Stack',
      rating: 5,
      published: false,
      sample: false,
      version: 1,
    });
    expect((await adminStories()).map((s) => s._id)).toContain(dto._id);

    const saved = await update(dto._id, story({ name: 'Sai Charan', courseSlug: 'mern-stack', role: 'React Developer', version: 1 }));
    expect(saved.statusCode).toBe(200);
    // An update that does not mention the switches keeps them.
    expect(json<AlumniStoryDto>(saved)).toMatchObject({ role: 'React Developer', published: false, version: 2 });

    const stale = await update(dto._id, story({ name: 'Someone Else', version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(json(stale).message).toBe('This alumni story was changed by someone else since you opened it.');
    const staleTag = await update(dto._id, story({ name: 'Someone Else' }), { 'if-match': versionEtag({ _id: dto._id, version: 1 }) });
    expect(staleTag.statusCode).toBe(412);
    const staleDelete = await remove(dto._id, { 'if-match': versionEtag({ _id: dto._id, version: 1 }) });
    expect(staleDelete.statusCode).toBe(412);
    expect((await adminStories()).find((s) => s._id === dto._id)).toMatchObject({ name: 'Sai Charan', version: 2 });

    const deleted = await remove(dto._id, { 'if-match': versionEtag({ _id: dto._id, version: 2 }) });
    expect(deleted.statusCode).toBe(200);
    expect((await adminStories()).some((s) => s._id === dto._id)).toBe(false);
    expect((await remove(dto._id)).statusCode).toBe(404);
    expect((await update('not-an-id', story())).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a clear message per field, changing nothing', async () => {
    const [first] = await adminStories();
    if (!first) throw new Error('no seeded story');
    const before = await adminStories();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { name: 'Name is required.', role: 'Role is required.', company: 'Company is required.', quote: 'Quote is required.' }],
      [story({ rating: 6 }), { rating: ALUMNI_RATING_MESSAGE }],
      [story({ rating: 4.5 }), { rating: ALUMNI_RATING_MESSAGE }],
      [story({ rating: '5' }), { rating: ALUMNI_RATING_MESSAGE }],
      [story({ kind: 'placement', rating: 4 }), { rating: ALUMNI_RATING_KIND_MESSAGE }],
      [story({ kind: 'review' }), { kind: 'Kind must be a testimonial or a placement story.' }],
      [story({ quote: 'Too short.' }), { quote: 'Quote must be at least 20 characters.' }],
      [story({ name: 'x'.repeat(101) }), { name: 'Name must be at most 100 characters.' }],
      [story({ courseSlug: 'Not A Slug' }), { courseSlug: UNKNOWN_ALUMNI_COURSE_MESSAGE }],
      [story({ published: 'yes' }), { published: 'published must be true or false.' }],
    ];
    for (const [body, fieldErrors] of cases) {
      for (const res of [await create(body), await update(first._id, { ...body, version: first.version })]) {
        expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
        expect({ body, fieldErrors: json(res).fieldErrors }).toEqual({ body, fieldErrors: expect.objectContaining(fieldErrors) });
      }
    }
    // A well-formed address that no course has is refused by the server's own check.
    for (const res of [
      await create(story({ courseSlug: 'no-such-course' })),
      await update(first._id, story({ courseSlug: 'no-such-course' })),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ message: UNKNOWN_ALUMNI_COURSE_MESSAGE, fieldErrors: { courseSlug: UNKNOWN_ALUMNI_COURSE_MESSAGE } });
    }
    expect(await adminStories()).toEqual(before);
  });

  it('answers anonymous admin calls with 401 and changes nothing', async () => {
    const before = await adminStories();
    const [first] = before;
    if (!first) throw new Error('no seeded story');
    const calls = [
      ctx.t.request({ method: 'GET', url: API.alumni.adminStories }),
      ctx.t.request({ method: 'POST', url: API.alumni.adminStories, payload: story() }),
      ctx.t.request({ method: 'PUT', url: API.alumni.adminStory(first._id), payload: story() }),
      ctx.t.request({ method: 'DELETE', url: API.alumni.adminStory(first._id) }),
      ctx.t.request({ method: 'POST', url: API.alumni.adminPartners, payload: { name: 'Anonymous Corp' } }),
      ctx.t.request({ method: 'DELETE', url: API.alumni.adminPartner(first._id) }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
    expect(await adminStories()).toEqual(before);
    expect((await partners()).map((p) => p.name)).not.toContain('Anonymous Corp');
  });

  it('keeps unpublished stories from the public lists and pages, and shows them to admins', async () => {
    const hidden = json<AlumniStoryDto>(await create(story({ name: 'Hidden Learner', courseSlug: 'cloud-computing', published: false })));
    expect((await stories()).some((s) => s.name === 'Hidden Learner')).toBe(false);
    expect(await stories('cloud-computing')).toEqual([]);
    const page = (await get('/courses/cloud-computing')).body;
    expect(page).not.toContain('Hidden Learner');
    // No stories for the course: no section at all.
    expect(page).not.toContain('What our alumni say');
    expect((await adminStories()).find((s) => s._id === hidden._id)).toMatchObject({ published: false });

    const shown = await update(hidden._id, story({ name: 'Hidden Learner', courseSlug: 'cloud-computing', published: true, version: 1 }));
    expect(shown.statusCode).toBe(200);
    expect((await stories('cloud-computing')).map((s) => s.name)).toEqual(['Hidden Learner']);
    expect((await get('/courses/cloud-computing')).body).toContain('Hidden Learner');
    await remove(hidden._id);
  });

  it('shows a write on the kept pages at once; only real, published, rated testimonials become the course’s reviews', async () => {
    // Read (and keep) the page and the lists before the writes.
    const before = (await get('/courses/data-science')).body;
    expect(before).not.toContain('Lakshmi Prasanna');
    expect(courseLd(before)).not.toHaveProperty('review');
    await stories('data-science');
    await stories();

    const five = json<AlumniStoryDto>(await create(story()));
    const four = json<AlumniStoryDto>(
      await create(story({ name: 'Venkat Ramana', rating: 4, quote: 'Mock interviews every Friday made the real ones feel routine.' })),
    );
    await create(story({ name: 'No Stars Given', rating: null }));
    await create(story({ name: 'Not Yet Public', rating: 1, published: false }));
    await create(story({ name: 'Placed Learner', kind: 'placement', rating: null }));

    const page = (await get('/courses/data-science')).body;
    expect(page).toContain('Lakshmi Prasanna');
    expect(page).toContain('Venkat Ramana');
    expect(page).toContain('Placed Learner');
    expect(page).not.toContain('Not Yet Public');
    const ld = courseLd(page);
    expect(ld?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 2, bestRating: 5, worstRating: 1 });
    expect((ld?.review as { author: { name: string } }[]).map((r) => r.author.name).sort()).toEqual(['Lakshmi Prasanna', 'Venkat Ramana']);
    expect(ld?.review).toContainEqual(
      expect.objectContaining({
        reviewBody: five.quote,
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      }),
    );
    // The seeded sample of the course stays on the page, labelled, and out of the markup.
    expect(page).toContain('Sneha Varma');
    expect(JSON.stringify(ld)).not.toContain('Sneha Varma');
    // Real stories come before samples, in the lists and on the home page.
    const all = await stories();
    expect(all.findIndex((s) => s.sample)).toBeGreaterThan(all.findIndex((s) => s.name === 'Lakshmi Prasanna'));
    expect((await get('/')).body).toContain('Lakshmi Prasanna');

    // A rating changed: the aggregate follows at once.
    await update(four._id, story({ name: 'Venkat Ramana', rating: 2, version: four.version }));
    expect(courseLd((await get('/courses/data-science')).body)?.aggregateRating).toMatchObject({ ratingValue: 3.5, ratingCount: 2 });
  });

  it('lists one course’s stories by its address, old addresses too; an unknown course is 404, a malformed one 400', async () => {
    expect((await stories('java-full-stack')).map((s) => s.name)).toEqual(['Mohammed Irfan']);
    expect((await get(`${API.alumni.stories}?course=no-such-course`)).statusCode).toBe(404);
    const bad = await get(`${API.alumni.stories}?course=${encodeURIComponent('<script>')}`);
    expect(bad.statusCode).toBe(400);

    // The course moves to a new address: its stories follow, under the new address and the old one.
    const admin = json<Record<string, unknown>>(await ctx.asAdmin({ method: 'GET', url: API.courses.adminOne('java-full-stack') }));
    const moved = await ctx.asAdmin({
      method: 'PUT',
      url: API.courses.one('java-full-stack'),
      payload: { ...pickCourseInput(admin), slug: 'java-full-stack-development', title: 'Java Full-Stack Development' },
    });
    expect(moved.statusCode).toBe(200);
    for (const address of ['java-full-stack-development', 'java-full-stack']) {
      expect((await stories(address)).map((s) => [s.name, s.courseSlug, s.courseTitle])).toEqual([
        ['Mohammed Irfan', 'java-full-stack-development', 'Java Full-Stack Development'],
      ]);
    }
  });

  it('adds and removes hiring partners; a name already listed is refused with 409', async () => {
    const added = await ctx.asAdmin({
      method: 'POST',
      url: API.alumni.adminPartners,
      payload: { name: 'Kondapur Systems' },
    });
    expect(added.statusCode).toBe(201);
    const partner = json<HiringPartnerDto>(added);
    expect(partner).toMatchObject({ name: 'Kondapur Systems', sample: false });
    // Real partners first.
    expect((await partners())[0]?.name).toBe('Kondapur Systems');
    expect((await get('/')).body).toContain('Kondapur Systems');

    const again = await ctx.asAdmin({
      method: 'POST',
      url: API.alumni.adminPartners,
      payload: { name: 'kondapur systems' },
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: PARTNER_TAKEN_MESSAGE, fieldErrors: { name: PARTNER_TAKEN_MESSAGE } });
    const empty = await ctx.asAdmin({ method: 'POST', url: API.alumni.adminPartners, payload: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).fieldErrors).toEqual({ name: 'Company name is required.' });

    const removed = await ctx.asAdmin({ method: 'DELETE', url: API.alumni.adminPartner(partner._id) });
    expect(removed.statusCode).toBe(200);
    expect((await partners()).some((p) => p._id === partner._id)).toBe(false);
    expect((await get('/')).body).not.toContain('Kondapur Systems');
    expect((await ctx.asAdmin({ method: 'DELETE', url: API.alumni.adminPartner(partner._id) })).statusCode).toBe(404);
  });
});

/**
 * Issue 41: India's coaching-advertisement guidelines ask for a learner's written consent before their name
 * and words are used. A real story is published only with its consent recorded (day and form); samples stay
 * labelled "Sample"; a published story shows its course with the course's duration and the batch.
 */
describe(`alumni stories and the learner's consent on ${DB_KIND}`, () => {
  const ctx = appWithAdmin({ site: true });
  const get = (url: string) => ctx.t.request({ method: 'GET', url });
  const publicNames = async () => json<AlumniStoryDto[]>(await get(API.alumni.stories)).map((s) => s.name);
  const adminStories = async () => json<AlumniStoryDto[]>(await ctx.asAdmin({ method: 'GET', url: API.alumni.adminStories }));
  const create = (body: Record<string, unknown>) => ctx.asAdmin({ method: 'POST', url: API.alumni.adminStories, payload: body });
  const update = (id: string, body: Record<string, unknown>) =>
    ctx.asAdmin({ method: 'PUT', url: API.alumni.adminStory(id), payload: body });

  it('refuses to publish a real story without consent, with the reason at the consent, and stores nothing', async () => {
    const before = await adminStories();
    for (const body of [story({ name: 'Ravi Kumar', consent: null }), story({ name: 'Ravi Kumar', consent: undefined })]) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ message: STORY_CONSENT_MESSAGE, fieldErrors: { consent: STORY_CONSENT_MESSAGE } });
    }
    const future = await create(story({ name: 'Ravi Kumar', consent: { date: '2099-01-01', form: 'email' } }));
    expect(future.statusCode).toBe(400);
    expect(json(future)).toMatchObject({ fieldErrors: { 'consent.date': CONSENT_DATE_MESSAGE } });
    const unknownForm = await create(story({ name: 'Ravi Kumar', consent: { date: '2026-01-01', form: 'a phone call' } }));
    expect(unknownForm.statusCode).toBe(400);
    expect(await adminStories()).toEqual(before);
  });

  it('keeps an unpublished story without consent, publishes it once consent is recorded, and shows course, duration and batch', async () => {
    const draft = json<AlumniStoryDto>(
      await create(story({ name: 'Ravi Kumar', courseSlug: 'data-science', consent: null, published: false })),
    );
    expect(draft).toMatchObject({ published: false, consent: null, courseDuration: '20 Weeks' });
    expect(await publicNames()).not.toContain('Ravi Kumar');

    // Publishing alone is refused: nothing changes.
    const refused = await update(draft._id, { ...story({ name: 'Ravi Kumar', consent: undefined }), published: true, version: 1 });
    expect(refused.statusCode).toBe(400);
    expect((await adminStories()).find((s) => s._id === draft._id)).toMatchObject({ published: false, version: 1 });

    const published = await update(draft._id, {
      ...story({ name: 'Ravi Kumar', consent: { date: '2026-03-01', form: 'signed-form' } }),
      published: true,
      version: 1,
    });
    expect(published.statusCode).toBe(200);
    expect(json<AlumniStoryDto>(published)).toMatchObject({ published: true, consent: { date: '2026-03-01', form: 'signed-form' } });
    expect(await publicNames()).toContain('Ravi Kumar');
    const page = (await get('/courses/data-science')).body;
    expect(page).toContain('Ravi Kumar');
    expect(page).toMatch(/Data Science<!-- -->.{0,20}\(20 Weeks\)<!-- -->, <!-- -->Feb 2026 weekday batch/);

    // An edit that leaves consent out keeps it; one that removes it while published is refused.
    expect(
      (await update(draft._id, { ...story({ name: 'Ravi Kumar', role: 'ML Engineer', consent: undefined }), version: 2 })).statusCode,
    ).toBe(200);
    const removed = await update(draft._id, { ...story({ name: 'Ravi Kumar', consent: null }), version: 3 });
    expect(removed.statusCode).toBe(400);
    expect(json(removed)).toMatchObject({ fieldErrors: { consent: STORY_CONSENT_MESSAGE } });
  });

  it('never shows a real story published before consent was asked for, nor makes it a review', async () => {
    // A story saved before this rule (published, no consent), as an older database holds it.
    await ctx.t.app.database.db.insert(alumniStories).values({
      kind: 'testimonial',
      name: 'Old Learner',
      courseSlug: 'java-full-stack',
      role: 'Java Developer',
      company: 'Kukatpally Tech',
      quote: 'A story from before the institute recorded consent for publishing.',
      rating: 5,
      published: true,
      sample: false,
    });
    await ctx.asAdmin({ method: 'POST', url: API.alumni.adminPartners, payload: { name: 'Drop The Cache Ltd' } });
    expect(await publicNames()).not.toContain('Old Learner');
    expect(json<AlumniStoryDto[]>(await get(`${API.alumni.stories}?course=java-full-stack`)).map((s) => s.name)).not.toContain(
      'Old Learner',
    );
    expect((await get('/courses/java-full-stack')).body).not.toContain('Old Learner');
    expect((await adminStories()).find((s) => s.name === 'Old Learner')).toMatchObject({ published: true, consent: null });
  });

  it('needs no consent for a sample, which stays labelled "Sample"', async () => {
    const res = await create(story({ name: 'Example Learner', consent: null, sample: true }));
    expect(res.statusCode).toBe(201);
    expect(await publicNames()).toContain('Example Learner');
  });
});

/** The editable fields of a course as the admin API answers it: the body of its update. */
function pickCourseInput(course: Record<string, unknown>): Record<string, unknown> {
  const keys = ['title', 'summary', 'image', 'rating', 'lessons', 'time', 'instructor', 'fee', 'leadCourse', 'hero', 'details', 'version'];
  return Object.fromEntries(keys.map((k) => [k, course[k]]));
}
