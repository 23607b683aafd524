// Issue 39, finding 5: a 117 KB PNG of 40 megapixels was decoded (116 MB more while it was processed).
// Images past the pixel limit are refused from their header, before any decoding.
import zlib from 'node:zlib';
import { API } from '@contract';
import { appWithAdmin, DB_KIND, json } from './helper';
import { multipart, pngChunk } from './blog-fixtures';
import { snapshot, validBlog } from './support/endpoints';
import { IMAGE_MAX_PIXELS, processImage } from '../src/lib/images';
import { loadSharp } from '../src/lib/sharp';

jest.setTimeout(60_000);

/** A valid greyscale 1-bit PNG of `width`×`height` zero pixels: about 100 KB on disk. */
function blankPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1;
  ihdr[9] = 0;
  const idat = zlib.deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const ctx = appWithAdmin();

describe(`images past the pixel limit on ${DB_KIND}`, () => {
  const forty = blankPng(8000, 5000);

  it('a 40-megapixel PNG is refused from its header with a clear 400, never decoded', async () => {
    expect(forty.length).toBeLessThan(200_000);
    expect(IMAGE_MAX_PIXELS).toBeLessThan(8000 * 5000);
    // The check reads the header (metadata) and nothing else: no pixel output is ever asked for.
    const sharp = await loadSharp();
    const decodes = [jest.spyOn(sharp.prototype, 'toBuffer'), jest.spyOn(sharp.prototype, 'raw')];
    const headers = jest.spyOn(sharp.prototype, 'metadata');
    try {
      await expect(processImage(forty, 'The image')).rejects.toMatchObject({
        statusCode: 400,
        message: expect.stringMatching(/too large in pixels \(8000×5000\); at most \d+ megapixels/),
      });
      expect(headers).toHaveBeenCalledTimes(1);
      for (const decode of decodes) expect(decode).not.toHaveBeenCalled();
    } finally {
      for (const spy of [...decodes, headers]) spy.mockRestore();
    }
  });

  it('as a blog image: 400 with that message, and nothing stored', async () => {
    const before = await snapshot(ctx.t.app);
    const { payload, headers } = multipart(validBlog('Forty Megapixels') as Record<string, string>, [
      { field: 'image', filename: 'wide.png', contentType: 'image/png', bytes: forty },
    ]);
    const res = await ctx.t.request({ method: 'POST', url: API.blogs.create, headers: { cookie: ctx.cookie, ...headers }, payload });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/too large in pixels \(8000×5000\)/);
    expect(await snapshot(ctx.t.app)).toBe(before);
  });
});
