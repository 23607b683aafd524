import {
  blogSchema,
  buildJobPostingJsonLd,
  DEFAULT_SITE_CONTACT,
  changedBySomeoneElse,
  jobSchema,
  workshopSchema,
  type BlogDto,
  type JobDto,
  type WorkshopDto,
} from '@contract';
import { buildTestApp, DB_KIND, json, type TestApp } from './helper';
import { HttpError } from '../src/lib/errors';
import { validateInput } from '../src/plugins/app/validation';
import { SeoPages } from '../src/seo';
import { appFetch, pageRenderer } from '../src/seo/renderer';
import { workshopBody } from './support/fixtures';

jest.setTimeout(60_000);

let seq = 0;
const unique = (title: string) => `${title} ${(seq += 1)} ${Date.now().toString(36)}`;

const jobInput = (overrides: Record<string, unknown> = {}) =>
  validateInput(jobSchema, {
    title: unique('Cloud Trainer'),
    isFresher: false,
    experienceRequired: 2,
    jobDescription: 'Teach AWS to our weekend batches.',
    keyResponsibilities: ['Teach.', 'Review.', 'Mentor.', 'Prepare.', 'Update.'],
    jobType: 'part-time',
    location: 'Madhapur, Hyderabad',
    ...overrides,
  });

const workshopInput = (overrides: Record<string, unknown> = {}) =>
  validateInput(workshopSchema, workshopBody(unique('Prompt Engineering'), overrides));

const blogForm = (overrides: Record<string, unknown> = {}) => ({
  input: validateInput(blogSchema, {
    title: unique('Window Functions'),
    description: 'Ranking rows.',
    content: 'Start with ROW_NUMBER().',
    ...overrides,
  }),
  images: {},
  remove: {},
});

/** The HttpError a promise rejects with (fails the test when it resolves or rejects with something else). */
async function httpErrorOf(promise: Promise<unknown>): Promise<HttpError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(err)}`);
  return err;
}

/**
 * The content repositories (plugins/app/*-repository.ts) called directly: one mapping shared by the API
 * and the pages, the cache dropped by the repository's own writes, record versions checked in the write.
 */
describe(`content repositories on ${DB_KIND}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => t.close());

  const get = async <T>(url: string) => json<T>(await t.request({ method: 'GET', url }));

  describe('one mapping per entity', () => {
    it("a job page is built from the same DTO the careers API answers with (type is the label, no 'expired')", async () => {
      const created = await t.app.jobsRepository.create(jobInput());
      const api = await get<JobDto>(`/api/career/job/slug/${created.slug}`);
      expect(api.type).toBe('Part Time');
      expect(api).not.toHaveProperty('expired');
      expect(await t.app.jobsRepository.findBySlug(created.slug)).toEqual(api);

      const pages = new SeoPages(t.app);
      // The open jobs of the pages are the API's public list, field for field.
      expect((await pages.content()).jobs).toEqual(await get<JobDto[]>('/api/Career/jobs'));
      // The job page's JobPosting (React's render of the page) is the contract's builder applied to the API's DTO.
      const page = await pageRenderer(t.config).renderPage({ url: `/careers/${created.slug}`, fetch: appFetch(t.app) });
      const jsonLd = [...page.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? 'null') as { '@type'?: string },
      );
      const posting = jsonLd.find((d) => d['@type'] === 'JobPosting');
      expect(posting).toEqual(JSON.parse(JSON.stringify(buildJobPostingJsonLd(api, t.config.publicUrl, DEFAULT_SITE_CONTACT))));
    });

    it('marks closed jobs only in the admin list and keeps them out of the open list', async () => {
      const created = await t.app.jobsRepository.create(jobInput());
      const now = new Date(Date.parse(created.validThrough) + 1000);
      expect((await t.app.jobsRepository.listOpen(now)).map((j) => j.slug)).not.toContain(created.slug);
      const admin = await t.app.jobsRepository.listAll(now);
      expect(admin.find((j) => j.slug === created.slug)?.expired).toBe(true);
      expect((await t.app.jobsRepository.listAll()).find((j) => j.slug === created.slug)?.expired).toBe(false);
    });

    it("a post's page data carries the API's images; a workshop's its address and last change", async () => {
      const [api] = await get<BlogDto[]>('/api/blogs/getBlogs');
      if (!api?.image) throw new Error('the seeded posts have images');
      const post = (await new SeoPages(t.app).content()).posts.find((p) => p.slug === api.slug);
      expect(post?.cardImage).toEqual({ hash: api.image.hash, widths: api.image.widths });
      expect(post?.updatedAt.toISOString()).toBe(api.updatedAt);

      const workshop = (await get<WorkshopDto[]>('/api/workshops'))[0];
      if (!workshop) throw new Error('the seed has workshops');
      const shown = (await new SeoPages(t.app).content()).workshops.find((w) => w.slug === workshop.slug);
      expect(shown).toEqual({ slug: workshop.slug, updatedAt: new Date(workshop.updatedAt) });
    });
  });

  describe('a write invalidates the cached answers it changed', () => {
    it('jobs: a repository create, update and delete each show in the next public read', async () => {
      expect((await get<JobDto[]>('/api/Career/jobs')).length).toBeGreaterThan(0); // cached now
      const job = await t.app.jobsRepository.create(jobInput());
      expect((await get<JobDto[]>('/api/Career/jobs')).map((j) => j.slug)).toContain(job.slug);
      await get<JobDto>(`/api/career/job/slug/${job.slug}`); // cached now
      await t.app.jobsRepository.update(job.slug, jobInput({ title: 'Renamed Trainer' }), {});
      expect((await get<JobDto>(`/api/career/job/slug/${job.slug}`)).title).toBe('Renamed Trainer');
      await t.app.jobsRepository.remove(job.slug, {});
      expect((await t.request({ method: 'GET', url: `/api/career/job/slug/${job.slug}` })).statusCode).toBe(404);
    });

    it('blogs: a repository create and delete show in the list and in the sitemap', async () => {
      const before = await get<BlogDto[]>('/api/blogs/getBlogs');
      await t.request({ method: 'GET', url: '/sitemap.xml' });
      const blog = await t.app.blogsRepository.create(blogForm());
      expect((await get<BlogDto[]>('/api/blogs/getBlogs')).map((b) => b.slug)).toEqual([blog.slug, ...before.map((b) => b.slug)]);
      expect((await t.request({ method: 'GET', url: '/sitemap.xml' })).body).toContain(`/blogs/${blog.slug}<`);
      await t.app.blogsRepository.remove(blog.slug, {});
      expect((await get<BlogDto[]>('/api/blogs/getBlogs')).map((b) => b.slug)).not.toContain(blog.slug);
    });

    it('workshops: a repository update shows in the list and the single answer', async () => {
      const [first] = await get<WorkshopDto[]>('/api/workshops');
      if (!first) throw new Error('the seed has workshops');
      await get<WorkshopDto>(`/api/workshops/${first.slug}`);
      const title = unique('Renamed Workshop');
      await t.app.workshopsRepository.update(first.slug, workshopInput({ title }), {});
      expect((await get<WorkshopDto[]>('/api/workshops')).find((w) => w.slug === first.slug)?.title).toBe(title);
      expect((await get<WorkshopDto>(`/api/workshops/${first.slug}`)).title).toBe(title);
    });
  });

  describe('record versions are checked inside the write', () => {
    it('a stale body version is 409 and a stale If-Match 412, and neither changes the job', async () => {
      const job = await t.app.jobsRepository.create(jobInput());
      const stale = await httpErrorOf(t.app.jobsRepository.update(job.slug, jobInput({ title: 'Lost' }), { version: job.version + 1 }));
      expect([stale.statusCode, stale.message]).toEqual([409, changedBySomeoneElse('job')]);
      const staleTag = await httpErrorOf(t.app.jobsRepository.remove(job.slug, { ifMatch: `"${job.version + 1}-${job._id}"` }));
      expect([staleTag.statusCode, staleTag.message]).toEqual([412, changedBySomeoneElse('job')]);
      expect(await t.app.jobsRepository.findBySlug(job.slug)).toEqual({ ...job, expired: undefined });
    });

    it('of two saves of the same version exactly one wins; the other is 409 and the winner stays', async () => {
      const workshop = await t.app.workshopsRepository.create(workshopInput());
      const titles = [unique('First Save'), unique('Second Save')];
      const results = await Promise.allSettled(
        titles.map((title) => t.app.workshopsRepository.update(workshop.slug, workshopInput({ title }), { version: workshop.version })),
      );
      const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]).toBeInstanceOf(HttpError);
      expect((lost[0] as HttpError).statusCode).toBe(409);
      const saved = await t.app.workshopsRepository.findBySlug(workshop.slug);
      expect(saved).toMatchObject({ title: won[0]?.title, version: workshop.version + 1 });
    });

    it('a blog delete with a stale If-Match changes nothing; with the current one it deletes', async () => {
      const blog = await t.app.blogsRepository.create(blogForm());
      const stale = await httpErrorOf(t.app.blogsRepository.remove(blog.slug, { ifMatch: `"${blog.version + 1}"` }));
      expect(stale.statusCode).toBe(412);
      expect(await t.app.blogsRepository.findBySlug(blog.slug)).toEqual(blog);
      await t.app.blogsRepository.remove(blog.slug, { ifMatch: `"${blog.version}-${blog._id}"` });
      expect(await t.app.blogsRepository.findBySlug(blog.slug)).toBeNull();
    });
  });
});
