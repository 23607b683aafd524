import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { BlogDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { makeImage, multipart } from './blog-fixtures';
import { blogs, images } from '../src/db/schema';

jest.setTimeout(60_000);

/** Races between admins editing blogs (issue 15 finding 3); they show on PostgreSQL, PGlite serialises them. */
describe(`blog races on ${DB_KIND}`, () => {
  const admin = appWithAdmin();

  const post = (title: string) => ({ title, description: `About ${title}`, content: 'Some content' });
  const create = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
    const body = multipart(fields, files);
    return admin.asAdmin({
      method: 'POST',
      url: '/api/blogs/create-blog',
      headers: body.headers,
      payload: body.payload,
    });
  };
  const put = (slug: string, fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
    const body = multipart(fields, files);
    return admin.asAdmin({
      method: 'PUT',
      url: `/api/blogs/${slug}`,
      headers: body.headers,
      payload: body.payload,
    });
  };

  it('answers a text-only edit that finishes after another admin replaced the image without 5xx or a dangling image', async () => {
    const first = await makeImage('png', 640, 400, '#123456');
    const created = json<{ blog: BlogDto }>(
      await create(post('Image Race Post'), [{ field: 'image', filename: 'a.png', contentType: 'image/png', bytes: first }]),
    ).blog;
    const oldHash = created.image?.hash ?? '';

    // Admin A's text-only edit: the server reads the post as soon as the request starts; its body arrives slowly.
    const body = multipart({ ...post('Image Race Post'), content: 'Edited text by admin A' });
    const stream = new PassThrough();
    const slow = admin.asAdmin({
      method: 'PUT',
      url: `/api/blogs/${created.slug}`,
      headers: body.headers,
      payload: stream,
    });
    stream.write(body.payload.subarray(0, 20));
    await sleep(300);

    // Meanwhile admin B replaces the image: the old one is removed, nothing references it any more.
    const replaced = await put(created.slug, post('Image Race Post'), [
      { field: 'image', filename: 'b.png', contentType: 'image/png', bytes: await makeImage('png', 640, 400, '#654321') },
    ]);
    expect(replaced.statusCode).toBe(200);
    const newHash = json<{ blog: BlogDto }>(replaced).blog.image?.hash;
    expect(newHash).not.toBe(oldHash);

    stream.end(body.payload.subarray(20));
    const res = await slow;
    expect([200, 409]).toContain(res.statusCode);
    const [row] = await admin.t.app.database.db.select().from(blogs).where(eq(blogs.id, created._id));
    // The post keeps admin B's image, which exists; the removed one stays removed.
    expect(row?.imageHash).toBe(newHash);
    const [stored] = await admin.t.app.database.db
      .select()
      .from(images)
      .where(eq(images.hash, newHash ?? ''));
    expect(stored).toBeDefined();
    const served = json<BlogDto>(await admin.t.request({ method: 'GET', url: `/api/blogs/blogs/${created.slug}` }));
    expect((await admin.t.request({ method: 'GET', url: served.imageUrl ?? '' })).statusCode).toBe(200);
  });

  it('gives twenty concurrent posts with the same title twenty distinct slugs, no 5xx', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => create({ ...post('Twenty At Once'), content: `Post ${i}` })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const created = results.filter((r) => r.statusCode === 201).map((r) => json<{ blog: BlogDto }>(r).blog);
    // Every refused one says why (409), and every created one is readable under its own slug.
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(r.statusCode).toBe(409);
    const slugs = created.map((b) => b.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(created.length).toBe(20);
    for (const blog of created) {
      const res = await admin.t.request({ method: 'GET', url: `/api/blogs/blogs/${blog.slug}` });
      expect([res.statusCode, json<BlogDto>(res).content]).toEqual([200, blog.content]);
    }
  });
});
