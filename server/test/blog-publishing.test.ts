import { API, type BlogDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { multipart } from './blog-fixtures';
import { setClock } from './support/clock';

// Building an app on a fresh database takes seconds on a busy machine.
jest.setTimeout(60_000);

const SITE_URL = 'https://www.itx-test.in';
const HOUR = 3_600_000;

/**
 * Issue 20, content workflow: a draft and a scheduled post are nowhere public (list, post, pages, home,
 * sitemap, feed) until published or their time comes, which needs no write; a signed-in admin sees them
 * in the admin list, through the single-post API and as a preview of the real page.
 */
describe(`drafts, scheduling and preview of blog posts on ${DB_KIND}`, () => {
  afterAll(() => {
    jest.useRealTimers();
  });
  const ctx = appWithAdmin({ site: true, env: { PUBLIC_URL: SITE_URL }, build: { seed: false } });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.t.request({ method: 'GET', url, headers });
  const write = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
    const body = multipart(fields);
    return ctx.asAdmin({ method, url, headers: body.headers, payload: body.payload });
  };
  const create = (fields: Record<string, string>) => write('POST', API.blogs.create, fields);
  const post = (title: string, extra: Record<string, string> = {}) => ({
    title,
    description: `About ${title}`,
    content: `The text of ${title}.`,
    ...extra,
  });
  const publicSlugs = async () => json<BlogDto[]>(await get(API.blogs.list)).map((b) => b.slug);
  const adminList = async () => json<BlogDto[]>(await get(API.blogs.adminList, { cookie: ctx.cookie }));
  /** Everywhere a visitor could meet a post: the list API, the post API, its page, the list and home pages, sitemap and feed. */
  const seenByVisitors = async (slug: string) => ({
    list: (await publicSlugs()).includes(slug),
    api: (await get(API.blogs.one(slug))).statusCode,
    page: (await get(`/blogs/${slug}`)).statusCode,
    blogsPage: (await get('/blogs')).body.includes(`/blogs/${slug}"`),
    home: (await get('/')).body.includes(`/blogs/${slug}"`),
    sitemap: (await get('/sitemap.xml')).body.includes(`${SITE_URL}/blogs/${slug}<`),
    feed: (await get('/blogs/rss.xml')).body.includes(`${SITE_URL}/blogs/${slug}<`),
  });
  const HIDDEN = { list: false, api: 404, page: 404, blogsPage: false, home: false, sitemap: false, feed: false };
  const SHOWN = { list: true, api: 200, page: 200, blogsPage: true, home: true, sitemap: true, feed: true };

  it('publishes at once when no status is sent, as clients that predate drafts expect', async () => {
    const before = Date.now();
    const res = await create(post('Spark Streaming Basics'));
    expect(res.statusCode).toBe(201);
    const { blog } = json<{ blog: BlogDto }>(res);
    expect(blog.status).toBe('published');
    expect(Date.parse(blog.publishedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await seenByVisitors(blog.slug)).toEqual(SHOWN);
  });

  it('keeps a draft from visitors everywhere; the admin list, the post API and the editor see it (never cached)', async () => {
    const res = await create(post('Half Written Draft', { status: 'draft', publishAt: new Date(Date.now() - HOUR).toISOString() }));
    expect(res.statusCode).toBe(201);
    const { blog } = json<{ blog: BlogDto }>(res);
    expect(blog).toMatchObject({ status: 'draft', publishedAt: null, slug: 'half-written-draft' });
    expect(await seenByVisitors(blog.slug)).toEqual(HIDDEN);

    const forAdmin = await get(API.blogs.one(blog.slug), { cookie: ctx.cookie });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['cache-control']).toBe('private, no-store');
    expect(json<BlogDto>(forAdmin)).toMatchObject({ title: 'Half Written Draft', status: 'draft' });
    // The admin's read left nothing a visitor could be served.
    expect((await get(API.blogs.one(blog.slug))).statusCode).toBe(404);

    expect((await adminList()).find((b) => b.slug === blog.slug)?.status).toBe('draft');
    expect((await get(API.blogs.adminList)).statusCode).toBe(401);
  });

  it('saves a draft with only its title, and refuses to publish it until description and content are given', async () => {
    const draft = await create({ title: 'Only A Title', description: '', content: '', status: 'draft' });
    expect(draft.statusCode).toBe(201);
    const slug = json<{ blog: BlogDto }>(draft).blog.slug;
    const publish = await write('PUT', API.blogs.update(slug), {
      title: 'Only A Title',
      description: '',
      content: '',
      status: 'published',
    });
    expect(publish.statusCode).toBe(400);
    expect(json(publish).fieldErrors).toEqual({ description: 'Description is required.', content: 'Content is required.' });
    expect((await adminList()).find((b) => b.slug === slug)?.status).toBe('draft');
  });

  it('refuses a status other than draft or published, and a publish time that is not one, changing nothing', async () => {
    const before = await adminList();
    const status = await create(post('Bad Status', { status: 'scheduled' }));
    expect(status.statusCode).toBe(400);
    expect(json(status).fieldErrors).toEqual({ status: 'Status must be draft or published.' });
    const time = await create(post('Bad Time', { publishAt: 'next monday' }));
    expect(time.statusCode).toBe(400);
    expect(json(time).fieldErrors).toEqual({ publishAt: 'Publish time must be a date and time, e.g. 2030-01-31T09:30:00+05:30.' });
    expect(await adminList()).toEqual(before);
  });

  it('publishing a draft makes it public now; unpublishing hides it again; edits keep the date it went public', async () => {
    const { blog } = json<{ blog: BlogDto }>(await create(post('Draft To Publish', { status: 'draft' })));
    const before = Date.now();
    const published = json<{ blog: BlogDto }>(await write('PUT', API.blogs.update(blog.slug), post('Draft To Publish'))).blog;
    expect(published.status).toBe('published');
    const at = published.publishedAt ?? '';
    expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await seenByVisitors(blog.slug)).toEqual(SHOWN);

    const edited = json<{ blog: BlogDto }>(await write('PUT', API.blogs.update(blog.slug), post('Draft To Publish, Edited'))).blog;
    expect(edited.publishedAt).toBe(at);
    // A past publish time does not move a public post's date.
    const backdated = json<{ blog: BlogDto }>(
      await write('PUT', API.blogs.update(blog.slug), post('Draft To Publish, Edited', { publishAt: '2001-01-01T00:00:00Z' })),
    ).blog;
    expect(backdated.publishedAt).toBe(at);

    const unpublished = json<{ blog: BlogDto }>(
      await write('PUT', API.blogs.update(blog.slug), post('Draft To Publish', { status: 'draft' })),
    ).blog;
    expect(unpublished.status).toBe('draft');
    expect(await seenByVisitors(blog.slug)).toEqual(HIDDEN);
  });

  it('a scheduled post appears by itself at its time, without any write, dated then', async () => {
    const now = Date.now();
    const at = new Date(now + 2 * HOUR).toISOString();
    const res = await create(post('Scheduled For Later', { publishAt: at }));
    const { blog } = json<{ blog: BlogDto }>(res);
    expect(blog).toMatchObject({ status: 'scheduled', publishedAt: at });
    // Everything a visitor can ask for is read (and cached) before the time comes.
    expect(await seenByVisitors(blog.slug)).toEqual(HIDDEN);
    expect((await adminList()).find((b) => b.slug === blog.slug)?.status).toBe('scheduled');
    try {
      setClock(now + 2 * HOUR - 60_000);
      expect(await seenByVisitors(blog.slug)).toEqual(HIDDEN);
      setClock(now + 2 * HOUR + 1000);
      expect(await seenByVisitors(blog.slug)).toEqual(SHOWN);
      expect(json<BlogDto>(await get(API.blogs.one(blog.slug)))).toMatchObject({ status: 'published', publishedAt: at });
      // Newest first by the time a post went public: the scheduled post now leads the list and the feed.
      expect((await publicSlugs())[0]).toBe(blog.slug);
      const feed = (await get('/blogs/rss.xml')).body;
      const item = feed.slice(feed.indexOf('<item>'), feed.indexOf('</item>'));
      expect(item).toContain(`<link>${SITE_URL}/blogs/${blog.slug}</link>`);
      expect(item).toContain(`<pubDate>${new Date(at).toUTCString()}</pubDate>`);
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).toContain(`<loc>${SITE_URL}/blogs/${blog.slug}</loc><lastmod>${at}</lastmod>`);
      // The page dates the post when it went public, in its text and its structured data.
      const page = (await get(`/blogs/${blog.slug}`)).body;
      expect(page).toContain(`dateTime="${at}"`);
      expect(page).toContain(`"datePublished":"${at}"`);
    } finally {
      jest.useRealTimers();
    }
  });

  it('an edit of a scheduled post keeps its time unless a new one is given; a past time publishes it now', async () => {
    const at = new Date(Date.now() + 5 * HOUR).toISOString();
    const { blog } = json<{ blog: BlogDto }>(await create(post('Keeps Its Schedule', { publishAt: at })));
    const edited = json<{ blog: BlogDto }>(await write('PUT', API.blogs.update(blog.slug), post('Keeps Its Schedule, Edited'))).blog;
    expect(edited).toMatchObject({ status: 'scheduled', publishedAt: at });
    const later = new Date(Date.now() + 9 * HOUR).toISOString();
    const moved = json<{ blog: BlogDto }>(
      await write('PUT', API.blogs.update(blog.slug), post('Keeps Its Schedule', { publishAt: later })),
    ).blog;
    expect(moved).toMatchObject({ status: 'scheduled', publishedAt: later });
    const before = Date.now();
    const now = json<{ blog: BlogDto }>(
      await write('PUT', API.blogs.update(blog.slug), post('Keeps Its Schedule', { publishAt: new Date(before - 1000).toISOString() })),
    ).blog;
    expect(now.status).toBe('published');
    expect(Date.parse(now.publishedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await publicSlugs()).includes(blog.slug)).toBe(true);
  });

  it('"preview as visitor": the real page of a draft for a signed-in admin only, never cached, never indexed', async () => {
    const { blog } = json<{ blog: BlogDto }>(
      await create(post('Preview Me Draft', { status: 'draft', content: '## What you will learn\nSee [the courses](/courses).' })),
    );
    const preview = await get(`/blogs/${blog.slug}?preview=1`, { cookie: ctx.cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect(preview.headers.etag).toBeUndefined();
    expect(preview.body).toContain('<meta name="robots" content="noindex"/>');
    expect(preview.body).toMatch(/<h1[^>]*>Preview Me Draft<\/h1>/);
    expect(preview.body).toMatch(/<h2[^>]*>What you will learn<\/h2>/);
    expect(preview.body).toContain('href="/courses"');
    expect(preview.body).not.toContain('<link rel="canonical"');

    // Without a session, with a visitor's made-up cookie, or without the parameter: the same 404 as no post at all.
    for (const [url, headers] of [
      [`/blogs/${blog.slug}?preview=1`, {}],
      [`/blogs/${blog.slug}?preview=1`, { cookie: 'itx_session=made-up' }],
      [`/blogs/${blog.slug}`, { cookie: ctx.cookie }],
    ] as const) {
      const res = await get(url, headers);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toMatch(/<h1[^>]*>Blog not found<\/h1>/);
      expect(res.body).not.toContain('Preview Me Draft');
    }
  });
});
