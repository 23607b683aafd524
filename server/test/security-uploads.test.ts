import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { API } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { multipart, pngChunk, SVG_WITH_SCRIPT, type FilePart } from './blog-fixtures';
import { findTargets, snapshot, storedSomewhere, validBlog, type Targets } from './support/endpoints';

/*
 * Uploads (the blog endpoints take images): non-images with image names, SVG with script, a
 * decompression-bomb PNG, truncated files, oversized files, too many files: refused with a 4xx and a
 * message, nothing stored (every table read back). A real PNG is accepted (the control).
 */
jest.setTimeout(180_000);

/** A valid PNG of `side`×`side` black 1-bit pixels: tiny on disk (zeros deflate ~1000:1), huge when decoded. */
function bombPng(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc(side * (1 + Math.ceil(side / 8))); // filter byte + packed row, all zero
  const idat = zlib.deflateSync(raw, { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe(`uploads on ${DB_KIND}`, () => {
  const ctx = appWithAdmin();
  let targets: Targets;
  let realPng: Buffer;
  let realJpeg: Buffer;
  const cases: [string, FilePart[]][] = [];

  beforeAll(async () => {
    targets = await findTargets(ctx.t.app, ctx.cookie);
    const noise = {
      create: {
        width: 400,
        height: 300,
        channels: 3 as const,
        background: '#0b3a75',
        noise: { type: 'gaussian' as const, mean: 128, sigma: 40 },
      },
    };
    realPng = await sharp(noise).png().toBuffer();
    realJpeg = await sharp(noise).jpeg().toBuffer();
    const bomb = bombPng(20_000);
    expect(bomb.length).toBeLessThan(200 * 1024); // small upload, 400 million pixels
    const image = (filename: string, contentType: string, bytes: Buffer): FilePart => ({ field: 'image', filename, contentType, bytes });
    cases.push(
      ['a text file named .png', [image('photo.png', 'image/png', Buffer.from('Just some notes about the Data Science batch.'))]],
      ['an HTML page named .jpg', [image('photo.jpg', 'image/jpeg', Buffer.from('<html><script>alert(1)</script></html>'))]],
      ['a PDF named .webp', [image('scan.webp', 'image/webp', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF'))]],
      [
        'an ELF binary named .gif',
        [image('anim.gif', 'image/gif', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), randomBytes(2000)]))],
      ],
      ['an SVG with a script', [image('logo.svg', 'image/svg+xml', SVG_WITH_SCRIPT)]],
      ['an SVG with a script named .png', [image('logo.png', 'image/png', SVG_WITH_SCRIPT)]],
      ['a decompression-bomb PNG (20000×20000)', [image('bomb.png', 'image/png', bomb)]],
      ['a truncated PNG (first half)', [image('half.png', 'image/png', realPng.subarray(0, Math.floor(realPng.length / 2)))]],
      ['a truncated JPEG (first half)', [image('half.jpg', 'image/jpeg', realJpeg.subarray(0, Math.floor(realJpeg.length / 2)))]],
      ['a PNG signature and nothing else', [image('sig.png', 'image/png', realPng.subarray(0, 8))]],
      ['an oversized file (6 MB)', [image('big.png', 'image/png', Buffer.concat([realPng, randomBytes(6 * 1024 * 1024)]))]],
      [
        'three files (two allowed)',
        [
          image('a.png', 'image/png', realPng),
          { ...image('b.png', 'image/png', realPng), field: 'bannerImage' },
          image('c.png', 'image/png', realPng),
        ],
      ],
      ['a file in an unknown field', [{ field: 'avatar', filename: 'a.png', contentType: 'image/png', bytes: realPng }]],
      ['a file name with path traversal', [image('../../../etc/passwd', 'image/png', Buffer.from('root:x:0:0:root:/root:/bin/bash'))]],
      [
        'a good image beside a bad banner',
        [image('ok.png', 'image/png', realPng), { ...image('bad.png', 'image/png', SVG_WITH_SCRIPT), field: 'bannerImage' }],
      ],
    );
  });

  const endpoints: [string, 'POST' | 'PUT', (t: Targets) => string][] = [
    ['create a blog post', 'POST', () => API.blogs.create],
    ['update a blog post', 'PUT', (x) => API.blogs.update(x.blogSlug)],
  ];

  it.each(endpoints)('%s: every bad upload is refused with a 4xx and nothing is stored', async (_name, method, url) => {
    expect(cases.length).toBe(15);
    for (const [label, files] of cases) {
      const before = await snapshot(ctx.t.app);
      const { payload, headers } = multipart(validBlog(`Upload Check ${label}`) as Record<string, string>, files);
      const res = await ctx.t.request({ method, url: url(targets), headers: { cookie: ctx.cookie, ...headers }, payload });
      const where = `${label} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
      expect({ where, is4xx: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ where, is4xx: true });
      expect({ where, message: typeof json(res).message }).toEqual({ where, message: 'string' });
      expect({ where, unchanged: (await snapshot(ctx.t.app)) === before }).toEqual({ where, unchanged: true });
    }
    console.log(`Uploads: ${cases.length} bad uploads refused on ${method} ${url(targets)}, nothing stored.`);
  });

  it('accepts a real PNG (the control): the same form with a good image is stored', async () => {
    const { payload, headers } = multipart(validBlog('Upload Control Post') as Record<string, string>, [
      { field: 'image', filename: 'campus.png', contentType: 'image/png', bytes: realPng },
    ]);
    const res = await ctx.t.request({ method: 'POST', url: API.blogs.create, headers: { cookie: ctx.cookie, ...headers }, payload });
    expect(res.statusCode).toBe(201);
    expect(await storedSomewhere(ctx.t.app, 'Upload Control Post')).toBe(true);
  });
});
