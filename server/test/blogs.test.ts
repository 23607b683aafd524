import { eq } from 'drizzle-orm';
import type { BlogDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { makeImage, multipart, storedCounts } from './blog-fixtures';
import { images } from '../src/db/schema';
import { blogSchemaOut } from '../src/routes/schemas/blogs';

const SEEDED = ['the-future-of-ai', 'top-10-coding-practices', 'devops-best-practices'];

describe(`blogs API on ${DB_KIND}`, () => {
  const admin = appWithAdmin({ timeout: 60_000 });

  const list = async () => json<BlogDto[]>(await admin.t.request({ method: 'GET', url: '/api/blogs/getBlogs' }));
  const one = (slug: string) => admin.t.request({ method: 'GET', url: `/api/blogs/blogs/${slug}` });
  const counts = () => storedCounts(admin.t.app.database.db);
  const create = async (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = [], withCookie = true) => {
    const body = multipart(fields, files);
    return admin.t.request({
      method: 'POST',
      url: '/api/blogs/create-blog',
      headers: { ...body.headers, ...(withCookie ? { cookie: admin.cookie } : {}) },
      payload: body.payload,
    });
  };
  const post = (title: string) => ({
    title,
    description: `About ${title}`,
    content: 'Intro\r\n1. one\r\n2. *two*\n- bullet',
  });

  it('lists the seeded posts newest first with every field', async () => {
    const res = await admin.t.request({ method: 'GET', url: '/api/blogs/getBlogs' });
    expect(res.statusCode).toBe(200);
    const all = json<BlogDto[]>(res);
    expect(all.map((b) => b.slug)).toEqual(SEEDED);
    const first = all[0];
    expect(first).toMatchObject({ title: 'The Future of AI', slug: 'the-future-of-ai' });
    // Every field the published document requires of a post, and no other.
    expect(Object.keys(first ?? {}).sort()).toEqual([...blogSchemaOut.required].sort());
    for (const blog of all) {
      expect(blog.imageUrl).toMatch(/^\/api\/images\/[a-f0-9]{64}-1600\.webp$/);
      expect(blog.bannerImageUrl).toMatch(/^\/api\/images\/[a-f0-9]{64}-1600\.webp$/);
      expect(blog.image?.widths).toEqual([480, 960, 1600]);
      expect(blog.bannerImage).toMatchObject({ width: 1600, height: 560 });
      expect(blog.content.length).toBeGreaterThan(1500);
      expect(blog.content).toMatch(/^1\. /m);
      expect(blog.content).toMatch(/^- /m);
    }
  });

  it('serves a seeded post by slug, and 404 with a message for an unknown slug', async () => {
    const res = await one('top-10-coding-practices');
    expect(res.statusCode).toBe(200);
    expect(json<BlogDto>(res).title).toBe('Top 10 Coding Practices Every Developer Should Follow');
    const missing = await one('no-such-post');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'Blog not found' });
  });

  it('answers a repeated list request with 304 when the ETag matches', async () => {
    const first = await admin.t.request({ method: 'GET', url: '/api/blogs/getBlogs' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await admin.t.request({ method: 'GET', url: '/api/blogs/getBlogs', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses every change from a visitor with 401 and changes nothing', async () => {
    const before = await counts();
    const res = await create(
      post('Visitor Post'),
      [{ field: 'image', filename: 'a.png', contentType: 'image/png', bytes: await makeImage('png') }],
      false,
    );
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toMatch(/sign in as an admin/i);
    const body = multipart(post('Changed by a visitor'));
    const put = await admin.t.request({ method: 'PUT', url: '/api/blogs/the-future-of-ai', headers: body.headers, payload: body.payload });
    expect(put.statusCode).toBe(401);
    const del = await admin.t.request({ method: 'DELETE', url: '/api/blogs/the-future-of-ai' });
    expect(del.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    expect(json<BlogDto>(await one('the-future-of-ai')).title).toBe('The Future of AI');
  });

  it('creates a post with both images, serves the images with immutable caching, and lists it first', async () => {
    const png = await makeImage('png', 1200, 800);
    const jpeg = await makeImage('jpeg', 2000, 700, '#12507f');
    const res = await create({ ...post('Cloud Careers in Hyderabad 2025'), imageAlt: 'A circle', bannerImageAlt: 'A banner' }, [
      { field: 'image', filename: 'card.png', contentType: 'image/png', bytes: png },
      { field: 'bannerImage', filename: 'banner.jpg', contentType: 'image/jpeg', bytes: jpeg },
    ]);
    expect(res.statusCode).toBe(201);
    const { message, blog } = json<{ message: string; blog: BlogDto }>(res);
    expect(message).toBe('Blog created successfully!');
    expect(blog).toMatchObject({ slug: 'cloud-careers-in-hyderabad-2025', imageAlt: 'A circle', bannerImageAlt: 'A banner' });
    expect(blog.image).toMatchObject({ width: 1200, height: 800, widths: [480, 960, 1200] });
    expect(blog.bannerImage).toMatchObject({ width: 2000, height: 700, widths: [480, 960, 1600] });
    expect(blog.imageUrl).toBe(`/api/images/${blog.image?.hash}-1200.webp`);

    const img = await admin.t.request({ method: 'GET', url: blog.bannerImageUrl ?? '' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(img.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect(img.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const small = await admin.t.request({ method: 'GET', url: `/api/images/${blog.bannerImage?.hash}-480.webp` });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(img.rawPayload.length);

    const all = await list();
    expect(all[0]?.slug).toBe('cloud-careers-in-hyderabad-2025');
    expect(json<BlogDto>(await one('cloud-careers-in-hyderabad-2025')).content).toBe('Intro\n1. one\n2. *two*\n- bullet');
  });

  it('refuses a post with missing fields with 400 and field messages, storing nothing', async () => {
    const before = await counts();
    const res = await create({ title: '  ', description: '', content: 'x' }, [
      { field: 'image', filename: 'a.png', contentType: 'image/png', bytes: await makeImage('png', 600, 400, '#333333') },
    ]);
    expect(res.statusCode).toBe(400);
    const body = json<{ message: string; fieldErrors: Record<string, string> }>(res);
    expect(body.fieldErrors).toEqual({ title: 'Title is required.', description: 'Description is required.' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a title with no letters or digits and a malformed slug', async () => {
    const symbols = await create(post('!!! ???'));
    expect(symbols.statusCode).toBe(400);
    expect(json(symbols).fieldErrors).toEqual({ title: 'Title must contain at least one letter or digit.' });
    const badSlug = await create({ ...post('Fine Title'), slug: 'no spaces/or slashes' });
    expect(badSlug.statusCode).toBe(400);
    expect(json<{ fieldErrors: Record<string, string> }>(badSlug).fieldErrors.slug).toMatch(/lower-case letters, digits/);
  });

  it('refuses content past the multipart field limit instead of storing it shortened', async () => {
    const before = await counts();
    const res = await create({ ...post('Too Long Post'), content: 'అ'.repeat(40_000) });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({ message: 'The content field is too long.', fieldErrors: { content: 'The content field is too long.' } });
    expect(await counts()).toEqual(before);
  });

  it('keeps slugs unique with -2, -3', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await create(post('Java Interview Questions!'));
      expect(res.statusCode).toBe(201);
      slugs.push(json<{ blog: BlogDto }>(res).blog.slug);
    }
    expect(slugs).toEqual(['java-interview-questions', 'java-interview-questions-2', 'java-interview-questions-3']);
  });

  it('gives concurrent posts with the same title distinct slugs', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => create(post('Race Condition Title'))));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const slugs = results.map((r) => json<{ blog: BlogDto }>(r).blog.slug).sort();
    expect(slugs).toEqual([
      'race-condition-title',
      'race-condition-title-2',
      'race-condition-title-3',
      'race-condition-title-4',
      'race-condition-title-5',
    ]);
  });

  it('keeps the slug when the title is edited, and changes it only when the admin asks', async () => {
    const created = json<{ blog: BlogDto }>(await create(post('Python for Data Analysts'))).blog;
    const put = async (slug: string, fields: Record<string, string>) => {
      const body = multipart(fields);
      return admin.asAdmin({
        method: 'PUT',
        url: `/api/blogs/${slug}`,
        headers: body.headers,
        payload: body.payload,
      });
    };
    const edited = await put(created.slug, { ...post('Python for Data Analysts in 2025'), content: 'New *content*' });
    expect(edited.statusCode).toBe(200);
    expect(json(edited).message).toBe('Blog updated successfully!');
    const after = json<BlogDto>(await one('python-for-data-analysts'));
    expect(after).toMatchObject({ title: 'Python for Data Analysts in 2025', content: 'New *content*', createdAt: created.createdAt });
    expect(after.updatedAt > created.updatedAt).toBe(true);

    const renamed = await put(created.slug, { ...post('Python for Data Analysts in 2025'), slug: 'python-data-analysts' });
    expect(json<{ blog: BlogDto }>(renamed).blog.slug).toBe('python-data-analysts');
    expect((await one('python-for-data-analysts')).statusCode).toBe(404);
    expect((await one('python-data-analysts')).statusCode).toBe(200);

    const taken = await put('python-data-analysts', { ...post('Anything'), slug: 'the-future-of-ai' });
    expect(json<{ blog: BlogDto }>(taken).blog.slug).toBe('the-future-of-ai-2');
    expect(json<BlogDto>(await one('the-future-of-ai')).title).toBe('The Future of AI');

    const missing = await put('no-such-post', post('Whatever'));
    expect(missing.statusCode).toBe(404);
  });

  it("replaces a post's image and removes the old one when nothing else uses it", async () => {
    const first = await makeImage('png', 800, 600, '#224466');
    const created = json<{ blog: BlogDto }>(
      await create(post('Image Swap Post'), [{ field: 'image', filename: 'one.png', contentType: 'image/png', bytes: first }]),
    ).blog;
    const oldUrl = created.imageUrl ?? '';
    expect((await admin.t.request({ method: 'GET', url: oldUrl })).statusCode).toBe(200);
    const body = multipart(post('Image Swap Post'), [
      { field: 'image', filename: 'two.webp', contentType: 'image/webp', bytes: await makeImage('webp', 640, 480, '#664422') },
    ]);
    const res = await admin.asAdmin({
      method: 'PUT',
      url: `/api/blogs/${created.slug}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const updated = json<{ blog: BlogDto }>(res).blog;
    expect(updated.imageUrl).not.toBe(oldUrl);
    expect(updated.image?.widths).toEqual([480, 640]);
    expect((await admin.t.request({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
    const [gone] = await admin.t.app.database.db
      .select()
      .from(images)
      .where(eq(images.hash, created.image?.hash ?? ''));
    expect(gone).toBeUndefined();
  });

  it('keeps an image that another post still uses', async () => {
    const shared = await makeImage('png', 700, 500, '#447722');
    const file = { field: 'image', filename: 's.png', contentType: 'image/png', bytes: shared };
    const a = json<{ blog: BlogDto }>(await create(post('Shared Image A'), [file])).blog;
    const b = json<{ blog: BlogDto }>(await create(post('Shared Image B'), [file])).blog;
    expect(a.image?.hash).toBe(b.image?.hash);
    const del = await admin.asAdmin({ method: 'DELETE', url: `/api/blogs/${a.slug}` });
    expect(del.statusCode).toBe(200);
    expect((await admin.t.request({ method: 'GET', url: b.imageUrl ?? '' })).statusCode).toBe(200);
  });

  it('deletes a post with its images; the post is then not found', async () => {
    const created = json<{ blog: BlogDto }>(
      await create(post('Delete Me Post'), [
        { field: 'image', filename: 'x.gif', contentType: 'image/gif', bytes: await makeImage('gif', 500, 300, '#aa3355') },
        { field: 'bannerImage', filename: 'y.jpg', contentType: 'image/jpeg', bytes: await makeImage('jpeg', 1500, 500, '#3355aa') },
      ]),
    ).blog;
    const del = await admin.asAdmin({ method: 'DELETE', url: `/api/blogs/${created.slug}` });
    expect(del.statusCode).toBe(200);
    expect(json(del).message).toBe('Blog deleted successfully.');
    expect((await one(created.slug)).statusCode).toBe(404);
    expect((await list()).some((b) => b.slug === created.slug)).toBe(false);
    expect((await admin.t.request({ method: 'GET', url: created.imageUrl ?? '' })).statusCode).toBe(404);
    expect((await admin.t.request({ method: 'GET', url: created.bannerImageUrl ?? '' })).statusCode).toBe(404);
    const again = await admin.asAdmin({ method: 'DELETE', url: `/api/blogs/${created.slug}` });
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({ message: 'Blog not found' });
  });
});
