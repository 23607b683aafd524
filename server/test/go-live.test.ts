import {
  API,
  GO_LIVE_ITEMS,
  SAMPLE_FIGURES,
  type AdminCourseDto,
  type AlumniStoryDto,
  type GoLiveDto,
  type GoLiveItemId,
  type HiringPartnerDto,
} from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { movedContact } from './support/site-contact';

jest.setTimeout(120_000);

/** The editable fields of a course as the admin API answers it: the body of its update. */
function courseInput(course: Record<string, unknown>): Record<string, unknown> {
  const keys = ['title', 'summary', 'image', 'rating', 'lessons', 'time', 'instructor', 'fee', 'leadCourse', 'hero', 'details', 'version'];
  return Object.fromEntries(keys.map((k) => [k, course[k]]));
}

const REAL_FIGURES = Object.fromEntries(
  Object.entries(SAMPLE_FIGURES).map(([key, f]) => [key, { value: f.value, basis: `Counted from the 2025 batch records (${key}).` }]),
);

/**
 * "Before you go live" (issue 41): every seeded sample still shown is listed with where staff replace it,
 * and each item turns done when staff replace that sample through the admin API, or the operator configures
 * the server; the dashboard stops showing the list when all are done.
 */
describe(`the go-live checklist of a seeded site on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();
  const checklist = async () => {
    const res = await ctx.asAdmin({ method: 'GET', url: API.admin.goLive });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return json<GoLiveDto>(res);
  };
  const item = async (id: GoLiveItemId) => {
    const found = (await checklist()).items.find((i) => i.id === id);
    if (!found) throw new Error(`no item ${id}`);
    return found;
  };

  it('is for admins only', async () => {
    expect((await ctx.t.request({ method: 'GET', url: API.admin.goLive })).statusCode).toBe(401);
  });

  it('lists every sample of a fresh install, and the server settings a test server lacks', async () => {
    const list = await checklist();
    expect(list.ready).toBe(false);
    expect(list.items.map((i) => i.id)).toEqual([...GO_LIVE_ITEMS]);
    const byId = Object.fromEntries(list.items.map((i) => [i.id, i]));
    expect(byId.fees).toMatchObject({ done: false, href: '/admin/courses' });
    expect(byId.fees?.detail).toMatch(/^Still the sample fee: .+ and 3 more\./);
    // Six courses, each with a weekday and a weekend batch after the first start.
    expect(byId.batches).toMatchObject({ done: false, detail: expect.stringContaining('12 upcoming batches are still as seeded') });
    expect(byId.trainers?.done).toBe(false);
    expect(byId.stories).toMatchObject({
      done: false,
      href: '/admin/alumni',
      detail: expect.stringContaining('6 sample stories are published'),
    });
    expect(byId.partners?.done).toBe(false);
    expect(byId.figures).toMatchObject({ done: false, href: '/admin/settings' });
    expect(byId.contact?.done).toBe(false);
    expect(byId.social?.done).toBe(false);
    // The test server sets ADMIN_CODE, no SMTP_URL, and an http address on localhost.
    expect(byId['admin-code']).toMatchObject({ done: true, href: null, detail: 'Set by ADMIN_CODE in the environment.' });
    expect(byId.smtp).toMatchObject({ done: false, href: null });
    expect(byId['public-url']).toMatchObject({ done: false, detail: expect.stringContaining('http://localhost:3000') });
  });

  it('turns an item done as staff replace its samples, and names only what is left', async () => {
    // One course gets its real fee and trainer: it leaves both lists.
    const course = json<AdminCourseDto & Record<string, unknown>>(
      await ctx.asAdmin({ method: 'GET', url: API.courses.adminOne('java-full-stack') }),
    );
    const fees = (await item('fees')).detail;
    expect(fees).toContain(course.title);
    const saved = await ctx.asAdmin({
      method: 'PUT',
      url: API.courses.one(course.slug),
      payload: {
        ...courseInput(course),
        fee: { ...course.fee, amount: course.fee.amount + 1000 },
        instructor: { ...course.instructor, name: 'Ravi Teja', sample: false },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await item('fees')).detail).not.toContain(course.title);
    expect((await item('trainers')).detail).not.toContain(course.title);

    // A sample batch edited by staff is theirs; one they add is never a sample.
    const upcoming = course.batches.filter((b) => b.startDate >= new Date().toISOString().slice(0, 10));
    const first = upcoming[0];
    if (!first) throw new Error('no upcoming batch');
    const edited = await ctx.asAdmin({
      method: 'PUT',
      url: API.courses.batch(course.slug, first._id),
      payload: {
        startDate: first.startDate,
        applyBy: first.applyBy,
        mode: first.mode,
        days: first.days,
        timing: '6:00 PM – 8:00 PM',
        seats: first.seats,
        version: first.version,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect((await item('batches')).detail).toContain('11 upcoming batches are still as seeded');

    // The sample stories unpublished, the sample partners removed.
    const stories = json<AlumniStoryDto[]>(await ctx.asAdmin({ method: 'GET', url: API.alumni.adminStories }));
    for (const story of stories.filter((s) => s.sample)) {
      const res = await ctx.asAdmin({
        method: 'PUT',
        url: API.alumni.adminStory(story._id),
        payload: { ...storyInput(story), published: false },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await item('stories')).toMatchObject({ done: true, detail: 'No sample story is published.' });
    const partners = json<HiringPartnerDto[]>(await ctx.t.request({ method: 'GET', url: API.alumni.partners }));
    for (const partner of partners.filter((p) => p.sample)) {
      expect((await ctx.asAdmin({ method: 'DELETE', url: API.alumni.adminPartner(partner._id) })).statusCode).toBe(200);
    }
    expect((await item('partners')).done).toBe(true);

    // Figures with their basis, the institute's own contact facts and social links.
    expect((await ctx.asAdmin({ method: 'PUT', url: API.site.adminFigures, payload: { figures: REAL_FIGURES } })).statusCode).toBe(200);
    expect((await item('figures')).done).toBe(true);
    expect((await ctx.asAdmin({ method: 'PUT', url: API.site.adminContact, payload: movedContact() })).statusCode).toBe(200);
    const list = await checklist();
    expect(list.items.filter((i) => i.done).map((i) => i.id)).toEqual([
      'stories',
      'partners',
      'figures',
      'contact',
      'social',
      'admin-code',
    ]);
    expect(list.ready).toBe(false);
  });
});

/** A story's editable fields as the admin API answers them. */
function storyInput(story: AlumniStoryDto): Record<string, unknown> {
  const { _id, sample, createdAt, updatedAt, courseTitle, ...input } = story as AlumniStoryDto & Record<string, unknown>;
  void [_id, sample, createdAt, updatedAt, courseTitle];
  return input;
}

describe(`the go-live checklist of a configured server on ${DB_KIND}`, () => {
  const ctx = appWithAdmin({
    env: { ADMIN_CODE: '', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://www.itx-skills.in' },
    build: { seed: false },
  });
  const checklist = async () => json<GoLiveDto>(await ctx.asAdmin({ method: 'GET', url: API.admin.goLive }));

  it('is ready once the generated admin code is replaced and the figures and contact facts are the institute’s', async () => {
    const first = await checklist();
    expect(first.items.filter((i) => !i.done).map((i) => i.id)).toEqual(['figures', 'contact', 'social', 'admin-code']);
    expect(first.items.find((i) => i.id === 'admin-code')).toMatchObject({ href: '/admin/admins' });
    expect(first.items.find((i) => i.id === 'public-url')?.detail).toBe('PUBLIC_URL is https://www.itx-skills.in.');

    expect((await ctx.asAdmin({ method: 'POST', url: API.admin.adminCode })).statusCode).toBe(200);
    expect((await ctx.asAdmin({ method: 'PUT', url: API.site.adminFigures, payload: { figures: REAL_FIGURES } })).statusCode).toBe(200);
    expect((await ctx.asAdmin({ method: 'PUT', url: API.site.adminContact, payload: movedContact() })).statusCode).toBe(200);
    const last = await checklist();
    expect(last.items.filter((i) => !i.done)).toEqual([]);
    expect(last.ready).toBe(true);
  });
});
