import { count } from 'drizzle-orm';
import { API, readingMinutesOf, type BlogDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { multipart } from './blog-fixtures';
import { blogs } from '../src/db/schema';

// Building an app on a fresh database takes seconds on a busy machine.
jest.setTimeout(60_000);

const SITE_URL = 'https://www.itx-test.in';
const HOUR = 3_600_000;
const UNKNOWN_COURSE = 'Choose a course from the catalogue, or Match by topic.';

/**
 * Issue 21, blog extras: a post's byline and course link (optional on write, so older clients keep
 * working), its reading time, its related posts (never drafts, scheduled posts or itself) and the page
 * that shows them with the course call-to-action, for posts written before bylines existed too.
 */
describe(`blog bylines, reading time, related posts and course links on ${DB_KIND}`, () => {
  // The seeded catalogue and sample posts, and the page renderer.
  const ctx = appWithAdmin({ site: true, env: { PUBLIC_URL: SITE_URL } });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.t.request({ method: 'GET', url, headers });
  const write = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
    const body = multipart(fields);
    return ctx.asAdmin({ method, url, headers: body.headers, payload: body.payload });
  };
  const create = async (fields: Record<string, string>) => {
    const res = await write('POST', API.blogs.create, fields);
    expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
    return json<{ blog: BlogDto }>(res).blog;
  };
  const post = (title: string, extra: Record<string, string> = {}) => ({
    title,
    description: `About ${title}`,
    content: `The text of ${title}.`,
    ...extra,
  });
  const one = async (slug: string) => json<BlogDto>(await get(API.blogs.one(slug), { cookie: ctx.cookie }));
  const related = async (slug: string) => {
    const res = await get(API.blogs.related(slug));
    return { status: res.statusCode, slugs: res.statusCode === 200 ? json<BlogDto[]>(res).map((b) => b.slug) : [] };
  };
  const blogCount = async () => Number((await ctx.t.app.database.db.select({ n: count() }).from(blogs))[0]?.n);

  it("gives every post its byline, course link and reading time; the sample posts are by the institute's team", async () => {
    const list = json<BlogDto[]>(await get(API.blogs.list));
    expect(list.map((b) => [b.slug, b.authorName, b.courseSlug])).toEqual([
      ['the-future-of-ai', 'ITX Editorial Team', 'data-science'],
      ['top-10-coding-practices', 'ITX Editorial Team', null],
      ['devops-best-practices', 'ITX Editorial Team', 'cloud-computing'],
    ]);
    for (const blog of list) {
      expect(blog.authorRole).toMatch(/^[A-Za-z -]+ faculty, ITX$/);
      expect(blog.readingMinutes).toBe(readingMinutesOf(blog.content));
      expect(blog.readingMinutes).toBeGreaterThanOrEqual(2);
    }
    const long = await create(post('A Long Read', { content: Array(1000).fill('word').join(' ') }));
    expect(long.readingMinutes).toBe(5);
    expect((await create(post('A Short Note'))).readingMinutes).toBe(1);
  });

  it('stores the byline and course sent; a save without them (an older client) keeps them; empty ones mean the defaults', async () => {
    const blog = await create(
      post('Pandas Tips', { authorName: ' Priya Raghavan ', authorRole: 'Analytics Trainer, ITX', courseSlug: 'Data-Analytics' }),
    );
    expect(blog).toMatchObject({ authorName: 'Priya Raghavan', authorRole: 'Analytics Trainer, ITX', courseSlug: 'data-analytics' });

    const kept = await write('PUT', API.blogs.update(blog.slug), post('Pandas Tips, Revised'));
    expect(kept.statusCode).toBe(200);
    expect(json<{ blog: BlogDto }>(kept).blog).toMatchObject({
      title: 'Pandas Tips, Revised',
      authorName: 'Priya Raghavan',
      authorRole: 'Analytics Trainer, ITX',
      courseSlug: 'data-analytics',
    });

    const cleared = await write(
      'PUT',
      API.blogs.update(blog.slug),
      post('Pandas Tips, Revised', { authorName: '', authorRole: '', courseSlug: '' }),
    );
    expect(json<{ blog: BlogDto }>(cleared).blog).toMatchObject({ authorName: 'ITX Editorial Team', authorRole: '', courseSlug: null });
    expect(await one(blog.slug)).toMatchObject({ authorName: 'ITX Editorial Team', authorRole: '', courseSlug: null });

    // A JSON body (no files) takes the same fields; a new post without them has the default byline.
    const res = await ctx.asAdmin({
      method: 'POST',
      url: API.blogs.create,
      payload: post('Spring Notes', { authorName: 'Srinivas Rao', courseSlug: 'java-full-stack' }),
    });
    expect(json<{ blog: BlogDto }>(res).blog).toMatchObject({ authorName: 'Srinivas Rao', authorRole: '', courseSlug: 'java-full-stack' });
    expect(await create(post('No Byline'))).toMatchObject({ authorName: 'ITX Editorial Team', authorRole: '', courseSlug: null });
  });

  it('refuses a course not in the catalogue, and overlong bylines, with 400 at the field; nothing is stored or changed', async () => {
    const before = await blogCount();
    for (const fields of [
      post('Bad Course', { courseSlug: 'underwater-basket-weaving' }),
      post('Bad Course', { courseSlug: 'not a slug' }),
    ]) {
      const res = await write('POST', API.blogs.create, fields);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ message: UNKNOWN_COURSE, fieldErrors: { courseSlug: UNKNOWN_COURSE } });
    }
    const long = await write('POST', API.blogs.create, post('Long Byline', { authorName: 'a'.repeat(81), authorRole: 'b'.repeat(121) }));
    expect(long.statusCode).toBe(400);
    expect(json(long)).toMatchObject({
      fieldErrors: { authorName: 'Author name must be at most 80 characters.', authorRole: 'Author role must be at most 120 characters.' },
    });
    expect(await blogCount()).toBe(before);

    const stored = await one('the-future-of-ai');
    const res = await write('PUT', API.blogs.update('the-future-of-ai'), post('Changed Title', { courseSlug: 'no-such-course' }));
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ fieldErrors: { courseSlug: UNKNOWN_COURSE } });
    expect(await one('the-future-of-ai')).toEqual(stored);
  });

  it('lets a post keep a course link the catalogue no longer has (saving it unchanged), but not choose one', async () => {
    await ctx.t.app.database.db.insert(blogs).values({
      slug: 'old-course-link',
      title: 'Old Course Link',
      description: 'Linked to a course since retired.',
      content: 'Text.',
      courseSlug: 'retired-course',
    });
    const res = await write('PUT', API.blogs.update('old-course-link'), post('Old Course Link', { courseSlug: 'retired-course' }));
    expect(res.statusCode).toBe(200);
    expect(json<{ blog: BlogDto }>(res).blog.courseSlug).toBe('retired-course');
    const other = await write(
      'PUT',
      API.blogs.update('old-course-link'),
      post('Old Course Link', { courseSlug: 'another-retired-course' }),
    );
    expect(other.statusCode).toBe(400);
  });

  it('relates up to 3 published posts: same course first, then shared words, newest first on a tie; never drafts, scheduled posts or itself', async () => {
    const rollouts = await create(post('Kubernetes Rollouts in Production', { courseSlug: 'cloud-computing' }));
    const terraform = await create(post('Terraform State Explained', { courseSlug: 'cloud-computing' }));
    const pipelines = await create(
      post('DevOps Pipelines for Small Teams', {
        description: 'Automated pipelines, monitoring and a blameless culture for a small team shipping software.',
      }),
    );
    const draft = await create(
      post('DevOps Best Practices, the Draft', { status: 'draft', courseSlug: 'cloud-computing', description: 'DevOps best practices.' }),
    );
    const scheduled = await create(
      post('DevOps Best Practices, Scheduled', {
        courseSlug: 'cloud-computing',
        description: 'DevOps best practices.',
        publishAt: new Date(Date.now() + 48 * HOUR).toISOString(),
      }),
    );
    expect([draft.status, scheduled.status]).toEqual(['draft', 'scheduled']);

    const res = await get(API.blogs.related('devops-best-practices'));
    expect(res.statusCode).toBe(200);
    const found = json<BlogDto[]>(res);
    // Both cloud posts share no word with it: the newer first; then the post sharing the most words.
    expect(found.map((b) => b.slug)).toEqual([terraform.slug, rollouts.slug, pipelines.slug]);
    expect(found[0]).toMatchObject({ authorName: 'ITX Editorial Team', readingMinutes: 1, status: 'published' });

    // A post with no course of its own: the posts sharing most words, never itself.
    expect((await related(pipelines.slug)).slugs[0]).toBe('devops-best-practices');
    expect((await related(pipelines.slug)).slugs).not.toContain(pipelines.slug);

    // Drafts and scheduled posts have none (visitors cannot see them), and an unknown post neither.
    for (const slug of [draft.slug, scheduled.slug, 'no-such-post']) expect((await related(slug)).status).toBe(404);

    // Publishing the draft changes the answer at once (the cached one is dropped).
    const published = await write('PUT', API.blogs.update(draft.slug), post(draft.title, { status: 'published' }));
    expect(published.statusCode).toBe(200);
    expect((await related('devops-best-practices')).slugs).toEqual([draft.slug, terraform.slug, rollouts.slug]);
  });

  it("renders a post's page with its byline, reading time, a Person as author, the course call-to-action and related posts", async () => {
    const seeded = await get('/blogs/the-future-of-ai');
    // The institute's team wrote the sample posts: the byline names it and the markup's author is the organisation.
    expect(seeded.body).toContain('ITX Editorial Team');
    expect(seeded.body).toContain('Data Science faculty, ITX');
    const seededPosting = [...seeded.body.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>)
      .find((d) => d['@type'] === 'BlogPosting');
    expect(seededPosting?.author).toMatchObject({ '@type': 'Organization', name: 'ITX' });
    const blog = await create(
      post('What AI Means for Data Science Careers', {
        authorName: 'Arjun Mehta',
        authorRole: 'Data Science Trainer, ITX',
        courseSlug: 'data-science',
        content: 'Models, statistics and a good question: what data science teams ask of new hires. '.repeat(60),
      }),
    );
    const res = await get(`/blogs/${blog.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('Arjun Mehta');
    expect(html).toContain('Data Science Trainer, ITX');
    expect(html).toContain(`${blog.readingMinutes} min read`);
    expect(blog.readingMinutes).toBeGreaterThanOrEqual(4);
    const posting = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>)
      .find((d) => d['@type'] === 'BlogPosting');
    expect(posting?.author).toMatchObject({
      '@type': 'Person',
      name: 'Arjun Mehta',
      jobTitle: 'Data Science Trainer, ITX',
    });
    expect(posting?.publisher).toMatchObject({ '@type': 'EducationalOrganization' });
    // The linked course: its page and a call about it.
    expect(html).toContain('href="/courses/data-science"');
    expect(html).toContain('href="/enrollnow?course=data-science"');
    expect(html).toContain('Related posts');
  });

  it('shows a post written before bylines existed with the defaults, and a call with an advisor when no course fits', async () => {
    await ctx.t.app.database.db.insert(blogs).values({
      slug: 'before-bylines',
      title: 'Before Bylines',
      description: 'Written before issue 21.',
      content: 'Notes on interview etiquette: arrive early and listen well.',
      createdAt: new Date('2025-01-10T08:00:00Z'),
      updatedAt: new Date('2025-01-10T08:00:00Z'),
    });
    // Written behind the app's back: drop what the public cache read before.
    await ctx.t.app.publicCache.invalidate('blogs');
    expect(await one('before-bylines')).toMatchObject({
      authorName: 'ITX Editorial Team',
      authorRole: '',
      courseSlug: null,
      readingMinutes: 1,
    });
    const res = await get('/blogs/before-bylines');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('ITX Editorial Team');
    expect(res.body).toContain('1 min read');
    expect(res.body).toContain('Not sure which course fits?');
    expect(res.body).toContain('href="/enrollnow"');
  });
});
