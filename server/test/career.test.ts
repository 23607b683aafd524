import { eq } from 'drizzle-orm';
import { KEY_RESPONSIBILITIES_MESSAGE, slugify, type JobDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { jobs } from '../src/db/schema';
import { SEED_JOBS } from '../src/db/seed/jobs';

const LIST = '/api/Career/jobs';
const ADMIN_LIST = '/api/Career/admin/jobs';
const ONE = (slug: string) => `/api/career/job/slug/${slug}`;
const CREATE = '/api/Career/create-job';
const UPDATE = (slug: string) => `/api/Career/updatejobs/${slug}`;
const DELETE = (slug: string) => `/api/Career/deletejobs/${slug}`;
const DAY_MS = 24 * 60 * 60 * 1000;

let seq = 0;
/** A valid create-job body with a unique title. */
function jobBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    title: `MERN Stack Trainer ${seq} ${Date.now().toString(36)}`,
    isFresher: false,
    experienceRequired: 2,
    jobDescription: 'Teach MongoDB, Express, React and Node.js to our weekday batches at HITEC City.',
    keyResponsibilities: [
      'Teach the MERN curriculum in live sessions.',
      'Review every learner’s project code.',
      'Run weekly doubt-clearing sessions.',
      'Prepare learners for technical interviews.',
      'Keep the labs current with new React releases.',
    ],
    jobType: 'full-time',
    location: 'HITEC City, Hyderabad',
    ...overrides,
  };
}

// Building the app on a fresh database takes seconds on a busy machine.
jest.setTimeout(30_000);

describe(`careers API on ${DB_KIND}`, () => {
  const ctx = appWithAdmin({ timeout: 60_000 });
  const count = async () => (await ctx.t.app.database.db.select({ id: jobs.id }).from(jobs)).length;
  const publicList = async () => json<JobDto[]>(await ctx.t.request({ method: 'GET', url: LIST }));
  const create = async (body: Record<string, unknown>) => ctx.asAdmin({ method: 'POST', url: CREATE, payload: body });

  describe('public reads', () => {
    it('lists the seeded openings, newest first, with every field of docs/product.md §3', async () => {
      const res = await ctx.t.request({ method: 'GET', url: LIST });
      expect(res.statusCode).toBe(200);
      const list = json<JobDto[]>(res);
      const seededSlugs = [...SEED_JOBS].sort((a, b) => a.postedDaysAgo - b.postedDaysAgo).map((j) => j.slug);
      expect(list.map((j) => j.slug)).toEqual(seededSlugs);
      const first = list[0];
      expect(first).toEqual({
        _id: expect.any(String),
        title: 'Data Science Trainer',
        type: 'Full Time',
        location: 'HITEC City, Hyderabad',
        slug: 'data-science-trainer',
        createdAt: expect.any(String),
        validThrough: expect.any(String),
        salary: { currency: 'INR', value: 65000, unit: 'MONTH' },
        experienceRequired: 3,
        jobType: 'full-time',
        jobDescription: expect.stringContaining('Data Science Trainer'),
        keyResponsibilities: expect.any(Array),
        isFresher: false,
        open: true,
        version: 1,
      });
      expect(first && Date.parse(first.validThrough) - Date.parse(first.createdAt)).toBe(60 * DAY_MS);
    });

    it('seeds real openings that follow the job rules', () => {
      for (const job of SEED_JOBS) {
        expect(job.slug).toBe(slugify(job.title));
        expect(job.keyResponsibilities).toHaveLength(5);
        expect(job.keyResponsibilities.every((r) => r.trim().length > 20)).toBe(true);
        expect(job.isFresher).toBe(job.experienceRequired === 0);
      }
    });

    it('answers a repeated list request with 304 when the client has the same ETag', async () => {
      const first = await ctx.t.request({ method: 'GET', url: LIST });
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await ctx.t.request({ method: 'GET', url: LIST, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('reads one job by slug, and answers 404 with a message for an unknown or malformed slug', async () => {
      const res = await ctx.t.request({ method: 'GET', url: ONE('career-counsellor') });
      expect(res.statusCode).toBe(200);
      expect(json<JobDto>(res)).toMatchObject({ title: 'Career Counsellor', slug: 'career-counsellor', salary: { value: 25000 } });
      for (const slug of ['no-such-job', 'Career-Counsellor', '..%2F..%2Fetc']) {
        const missing = await ctx.t.request({ method: 'GET', url: ONE(slug) });
        expect(missing.statusCode).toBe(404);
        expect(json(missing)).toEqual({ message: 'Job not found.' });
      }
    });
  });

  describe('refusals', () => {
    it('refuses every write and the admin list to a visitor, and changes nothing', async () => {
      const before = await count();
      const attempts = [
        { method: 'POST' as const, url: CREATE, payload: jobBody() },
        { method: 'PUT' as const, url: UPDATE('career-counsellor'), payload: jobBody() },
        { method: 'DELETE' as const, url: DELETE('career-counsellor') },
        { method: 'GET' as const, url: ADMIN_LIST },
        // An invalid body from a visitor is refused for the missing session, before validation.
        { method: 'POST' as const, url: CREATE, payload: {} },
      ];
      for (const attempt of attempts) {
        const res = await ctx.t.request(attempt);
        expect(res.statusCode).toBe(401);
        expect(json(res).message).toBe('Please sign in as an admin to do this.');
      }
      expect(await count()).toBe(before);
      expect(json<JobDto>(await ctx.t.request({ method: 'GET', url: ONE('career-counsellor') })).title).toBe('Career Counsellor');
    });

    it.each([
      [
        '4 responsibilities',
        { keyResponsibilities: ['Teach', 'Mentor', 'Review', 'Assess'] },
        'keyResponsibilities',
        KEY_RESPONSIBILITIES_MESSAGE,
      ],
      [
        'an empty responsibility',
        { keyResponsibilities: ['Teach', 'Mentor', ' ', 'Assess', 'Plan'] },
        'keyResponsibilities',
        KEY_RESPONSIBILITIES_MESSAGE,
      ],
      ['no responsibilities', { keyResponsibilities: undefined }, 'keyResponsibilities', KEY_RESPONSIBILITIES_MESSAGE],
      ['negative experience', { experienceRequired: -1 }, 'experienceRequired', 'Experience cannot be negative.'],
      ['experience as text', { experienceRequired: 'two' }, 'experienceRequired', 'Experience must be a number.'],
      ['a bad jobType', { jobType: 'Full-time' }, 'jobType', 'Job type must be full-time or part-time.'],
      ['a contract jobType', { jobType: 'contract' }, 'jobType', 'Job type must be full-time or part-time.'],
      ['isFresher with experience', { isFresher: true }, 'isFresher', 'isFresher must be true exactly when experience is 0.'],
      ['no title', { title: '' }, 'title', 'Job title is required.'],
      ['no location', { location: undefined }, 'location', 'Location is required.'],
      ['no description', { jobDescription: '  ' }, 'jobDescription', 'About the role is required.'],
      ['an impossible closing date', { validThrough: '2027-13-01' }, 'validThrough', 'Closing date must be a real date.'],
      ['a negative salary', { salary: -5 }, 'salary', 'Salary must be more than 0.'],
    ])('refuses a job with %s: 400 with the message, nothing stored', async (_name, change, field, message) => {
      const before = await count();
      const res = await create(jobBody(change));
      expect(res.statusCode).toBe(400);
      const body = json<{ message: string; fieldErrors: Record<string, string> }>(res);
      expect(body.message).toBe(message);
      expect(body.fieldErrors[field]).toBe(message);
      expect(await count()).toBe(before);
    });

    it('refuses a body that is not JSON with 4xx, never 500', async () => {
      const res = await ctx.asAdmin({ method: 'POST', url: CREATE, payload: 'title=x', headers: { 'content-type': 'text/plain' } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
  });

  describe('admin writes', () => {
    it('posts a job with the default closing date (60 days) and salary (25000 INR a month), shown at once in the public list', async () => {
      await publicList(); // warm the cache: the write must invalidate it
      const body = jobBody();
      const res = await create(body);
      expect(res.statusCode).toBe(201);
      const { message, job } = json<{ message: string; job: JobDto }>(res);
      expect(message).toBe('Job posted successfully!');
      expect(job).toMatchObject({
        title: body.title,
        slug: slugify(body.title),
        type: 'Full Time',
        jobType: 'full-time',
        experienceRequired: 2,
        isFresher: false,
        salary: { currency: 'INR', value: 25000, unit: 'MONTH' },
        keyResponsibilities: body.keyResponsibilities,
        expired: false,
      });
      expect(Date.parse(job.validThrough) - Date.parse(job.createdAt)).toBe(60 * DAY_MS);
      const list = await publicList();
      expect(list[0]?.slug).toBe(job.slug);
      expect(json<JobDto>(await ctx.t.request({ method: 'GET', url: ONE(job.slug) })).title).toBe(body.title);
    });

    it('posts a fresher job with the admin’s own closing date and salary, trimming the responsibilities', async () => {
      const body = jobBody({
        isFresher: true,
        experienceRequired: 0,
        jobType: 'part-time',
        validThrough: '2099-03-31',
        salary: 18000,
        keyResponsibilities: ['  Teach  ', 'Mentor', 'Review', 'Assess', 'Plan'],
      });
      const { job } = json<{ job: JobDto }>(await create(body));
      expect(job).toMatchObject({ isFresher: true, experienceRequired: 0, type: 'Part Time', salary: { value: 18000 } });
      expect(job.validThrough).toBe('2099-03-31T18:29:59.000Z');
      expect(job.keyResponsibilities[0]).toBe('Teach');
    });

    it('makes slugs unique with -2 and -3 when titles repeat', async () => {
      const title = `Power BI Trainer ${Date.now().toString(36)}`;
      const slugs: string[] = [];
      for (let i = 0; i < 3; i++) slugs.push(json<{ job: JobDto }>(await create(jobBody({ title }))).job.slug);
      const base = slugify(title);
      expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
      const texts = await Promise.all(slugs.map(async (s) => json<JobDto>(await ctx.t.request({ method: 'GET', url: ONE(s) })).slug));
      expect(texts).toEqual(slugs);
    });

    it('gives concurrent posts of one title distinct slugs', async () => {
      const title = `Tableau Trainer ${Date.now().toString(36)}`;
      const results = await Promise.all([0, 1, 2].map(() => create(jobBody({ title }))));
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      const slugs = results.map((r) => json<{ job: JobDto }>(r).job.slug).sort();
      const base = slugify(title);
      expect(slugs).toEqual([base, `${base}-2`, `${base}-3`].sort());
    });

    it('updates a job by slug, keeping its address, closing date and salary unless given', async () => {
      const { job } = json<{ job: JobDto }>(await create(jobBody({ salary: 52000 })));
      await ctx.t.request({ method: 'GET', url: ONE(job.slug) }); // cached: the update must invalidate it
      const changed = jobBody({ title: `Senior ${job.title}`, experienceRequired: 5, jobType: 'part-time', location: 'Hyderabad' });
      const res = await ctx.asAdmin({ method: 'PUT', url: UPDATE(job.slug), payload: changed });
      expect(res.statusCode).toBe(200);
      expect(json(res).message).toBe('Job updated successfully!');
      const read = json<JobDto>(await ctx.t.request({ method: 'GET', url: ONE(job.slug) }));
      expect(read).toMatchObject({
        slug: job.slug,
        title: `Senior ${job.title}`,
        experienceRequired: 5,
        jobType: 'part-time',
        type: 'Part Time',
        location: 'Hyderabad',
        validThrough: job.validThrough,
        createdAt: job.createdAt,
        salary: { value: 52000 },
      });
      const withDate = await ctx.asAdmin({
        method: 'PUT',
        url: UPDATE(job.slug),
        payload: { ...changed, validThrough: '2099-01-15' },
      });
      expect(json<{ job: JobDto }>(withDate).job.validThrough).toBe('2099-01-15T18:29:59.000Z');
    });

    it('refuses an invalid update with the message and leaves the job as it was', async () => {
      const { job } = json<{ job: JobDto }>(await create(jobBody()));
      const res = await ctx.asAdmin({
        method: 'PUT',
        url: UPDATE(job.slug),
        payload: jobBody({ title: 'Changed', keyResponsibilities: ['One', 'Two', 'Three', 'Four'] }),
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(KEY_RESPONSIBILITIES_MESSAGE);
      expect(json<JobDto>(await ctx.t.request({ method: 'GET', url: ONE(job.slug) })).title).toBe(job.title);
    });

    it('answers 404 when updating or deleting a job that does not exist', async () => {
      for (const req of [
        { method: 'PUT' as const, url: UPDATE('no-such-job'), payload: jobBody() },
        { method: 'DELETE' as const, url: DELETE('no-such-job') },
      ]) {
        const res = await ctx.asAdmin(req);
        expect(res.statusCode).toBe(404);
        expect(json(res)).toEqual({ message: 'Job not found.' });
      }
    });

    it('deletes a job: gone from the list and the detail, and a second delete is 404', async () => {
      const { job } = json<{ job: JobDto }>(await create(jobBody()));
      expect((await publicList()).some((j) => j.slug === job.slug)).toBe(true);
      const res = await ctx.asAdmin({ method: 'DELETE', url: DELETE(job.slug) });
      expect(res.statusCode).toBe(200);
      expect(json(res).message).toBe('Job deleted successfully.');
      expect((await publicList()).some((j) => j.slug === job.slug)).toBe(false);
      expect((await ctx.t.request({ method: 'GET', url: ONE(job.slug) })).statusCode).toBe(404);
      expect((await ctx.asAdmin({ method: 'DELETE', url: DELETE(job.slug) })).statusCode).toBe(404);
    });
  });

  describe('expiry', () => {
    it('hides a job past its closing date from the public list; admins still see it, marked expired', async () => {
      const { job } = json<{ job: JobDto }>(await create(jobBody({ validThrough: '2020-01-31' })));
      expect(job.expired).toBe(true);
      expect((await publicList()).some((j) => j.slug === job.slug)).toBe(false);
      const res = await ctx.asAdmin({ method: 'GET', url: ADMIN_LIST });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const admin = json<JobDto[]>(res);
      expect(admin.find((j) => j.slug === job.slug)?.expired).toBe(true);
      expect(admin.find((j) => j.slug === 'data-science-trainer')?.expired).toBe(false);
      // The detail still answers (the page explains the posting has closed).
      expect((await ctx.t.request({ method: 'GET', url: ONE(job.slug) })).statusCode).toBe(200);
    });

    it('drops a job from the cached public list as soon as it closes', async () => {
      const { job } = json<{ job: JobDto }>(await create(jobBody()));
      await ctx.t.app.database.db
        .update(jobs)
        .set({ validThrough: new Date(Date.now() + 1500) })
        .where(eq(jobs.slug, job.slug));
      await ctx.t.app.publicCache.invalidate('jobs');
      expect((await publicList()).some((j) => j.slug === job.slug)).toBe(true);
      await new Promise((r) => setTimeout(r, 1600));
      expect((await publicList()).some((j) => j.slug === job.slug)).toBe(false);
    });
  });
});
