import sharp from 'sharp';
import type { BlogDto } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { decompressionBombPng, makeImage, multipart, oversizePng, storedCounts, SVG_WITH_SCRIPT, type FilePart } from './blog-fixtures';
import { detectImageFormat, processImage, variantWidths } from '../src/lib/images';

describe('image checks', () => {
  it('recognises JPEG, PNG, WebP and GIF by their bytes, and nothing else', async () => {
    expect(detectImageFormat(await makeImage('jpeg', 40, 30))).toBe('jpeg');
    expect(detectImageFormat(await makeImage('png', 40, 30))).toBe('png');
    expect(detectImageFormat(await makeImage('webp', 40, 30))).toBe('webp');
    expect(detectImageFormat(await makeImage('gif', 40, 30))).toBe('gif');
    expect(detectImageFormat(SVG_WITH_SCRIPT)).toBeNull();
    expect(detectImageFormat(Buffer.from('%PDF-1.7 not an image'))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
  });

  it('never enlarges: widths stop at the original', () => {
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
  });

  it('re-encodes to WebP and drops EXIF metadata such as GPS', async () => {
    const withExif = await sharp(await makeImage('jpeg', 800, 600))
      .withExif({ IFD0: { Make: 'PhoneCam', Artist: 'Someone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const processed = await processImage(withExif);
    expect(processed.variants.map((v) => v.width)).toEqual([480, 800]);
    for (const v of processed.variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(v.width);
      expect(meta.exif).toBeUndefined();
    }
  });
});

describe(`image uploads on ${DB_KIND}`, () => {
  const admin = appWithAdmin({ timeout: 60_000 });

  const counts = () => storedCounts(admin.t.app.database.db);
  const fields = { title: 'Upload Check', description: 'Checks uploads', content: 'Body' };
  const send = (files: FilePart[], method: 'POST' | 'PUT' = 'POST') => {
    const body = multipart(fields, files);
    return admin.asAdmin({
      method,
      url: method === 'POST' ? '/api/blogs/create-blog' : '/api/blogs/the-future-of-ai',
      headers: body.headers,
      payload: body.payload,
    });
  };

  it.each([
    [
      'an SVG with a script',
      { field: 'image', filename: 'logo.svg', contentType: 'image/svg+xml', bytes: SVG_WITH_SCRIPT },
      415,
      /not a supported image.*JPEG, PNG, WebP or GIF/,
    ],
    [
      'an SVG named .png',
      { field: 'image', filename: 'logo.png', contentType: 'image/png', bytes: SVG_WITH_SCRIPT },
      415,
      /not a supported image/,
    ],
    [
      'a text file named .png',
      { field: 'bannerImage', filename: 'notes.png', contentType: 'image/png', bytes: Buffer.from('hello, this is plain text') },
      415,
      /The banner image is not a supported image/,
    ],
  ])('refuses %s and stores nothing', async (_name, file, status, message) => {
    const before = await counts();
    const res = await send([file]);
    expect(res.statusCode).toBe(status);
    const body = json<{ message: string; fieldErrors: Record<string, string> }>(res);
    expect(body.message).toMatch(message);
    expect(body.fieldErrors[file.field]).toBe(body.message);
    expect(await counts()).toEqual(before);
  });

  it('refuses a decompression-bomb PNG without decoding it, and stores nothing', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    const before = await counts();
    const started = Date.now();
    const res = await send([{ field: 'image', filename: 'bomb.png', contentType: 'image/png', bytes: bomb }]);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/too large in pixels \(50000×50000\)/);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['JPEG', 'jpeg'],
    ['PNG', 'png'],
    ['WebP', 'webp'],
  ] as const)('refuses a truncated %s and stores nothing', async (_name, format) => {
    const whole = await makeImage(format, 900, 600);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const before = await counts();
    const res = await send([{ field: 'image', filename: `cut.${format}`, contentType: `image/${format}`, bytes: cut }]);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('The image could not be read: the file is damaged or incomplete.');
    expect(await counts()).toEqual(before);
  });

  it('refuses a file over 5 MB with 413 and a message, and stores nothing', async () => {
    const before = await counts();
    const res = await send([{ field: 'image', filename: 'huge.png', contentType: 'image/png', bytes: oversizePng() }]);
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe('Each image must be at most 5 MB.');
    expect(await counts()).toEqual(before);
  });

  it('refuses an edit with a bad image and leaves the post as it was', async () => {
    const before = json<BlogDto>(await admin.t.request({ method: 'GET', url: '/api/blogs/blogs/the-future-of-ai' }));
    const res = await send([{ field: 'image', filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('nope') }], 'PUT');
    expect(res.statusCode).toBe(415);
    const after = json<BlogDto>(await admin.t.request({ method: 'GET', url: '/api/blogs/blogs/the-future-of-ai' }));
    expect(after).toEqual(before);
  });

  it('refuses an unexpected file field', async () => {
    const before = await counts();
    const res = await send([{ field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: await makeImage('png', 50, 50) }]);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/Unexpected file field "avatar"/);
    expect(await counts()).toEqual(before);
  });

  it('accepts a GIF (first frame) and serves WebP; a small image gets one width', async () => {
    const res = await send([{ field: 'image', filename: 'small.gif', contentType: 'image/gif', bytes: await makeImage('gif', 320, 200) }]);
    expect(res.statusCode).toBe(201);
    const blog = json<{ blog: BlogDto }>(res).blog;
    expect(blog.image).toMatchObject({ width: 320, height: 200, widths: [320] });
    const img = await admin.t.request({ method: 'GET', url: blog.imageUrl ?? '' });
    expect(img.headers['content-type']).toBe('image/webp');
    expect((await sharp(img.rawPayload).metadata()).width).toBe(320);
  });

  it('answers 404 for unknown or malformed image URLs and 304 for a known ETag', async () => {
    const blog = json<BlogDto>(await admin.t.request({ method: 'GET', url: '/api/blogs/blogs/devops-best-practices' }));
    const url = blog.imageUrl ?? '';
    const first = await admin.t.request({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const again = await admin.t.request({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // RFC 9110 weak comparison: a weak tag, a list holding it, and `*` for an image that exists.
    for (const ifNoneMatch of [`W/${String(first.headers.etag)}`, `"x", ${String(first.headers.etag)}`, '*']) {
      expect([ifNoneMatch, (await admin.t.request({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } })).statusCode]).toEqual([
        ifNoneMatch,
        304,
      ]);
    }
    const unknown = `/api/images/${'0'.repeat(64)}-480.webp`;
    expect((await admin.t.request({ method: 'GET', url: unknown, headers: { 'if-none-match': '*' } })).statusCode).toBe(404);
    expect((await admin.t.request({ method: 'GET', url: `/api/images/${'0'.repeat(64)}-480.webp` })).statusCode).toBe(404);
    expect((await admin.t.request({ method: 'GET', url: url.replace('-1600.webp', '-777.webp') })).statusCode).toBe(404);
    expect((await admin.t.request({ method: 'GET', url: '/api/images/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await admin.t.request({ method: 'GET', url: '/api/images/abc.svg' })).statusCode).toBe(404);
  });
});
