import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../src/db/client';
import { blogs, images, imageVariants } from '../src/db/schema';

/** Real image bytes made with sharp (a gradient-free coloured canvas with a shape). */
export async function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1200, height = 800, colour = '#0b3a75'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#f39c12"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

function crc32(buf: Buffer): number {
  let crc = ~0;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A tiny PNG file that claims 50000×50000 pixels of compressible zeros: a decompression bomb. */
export function decompressionBombPng(side = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  // 200 rows of zeros compress to almost nothing; a decoder would still have to allocate every pixel.
  const rows = zlib.deflateSync(Buffer.alloc((side + 1) * 200), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

/** Bytes that look like a PNG by their first 8 bytes, then noise: over the 5 MB limit. */
export function oversizePng(bytes = 5 * 1024 * 1024 + 1): Buffer {
  const out = randomBytes(bytes);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(out);
  return out;
}

export { multipart, type FilePart } from './support/multipart';

/** How many posts, stored images and image variants the database holds. */
export async function storedCounts(db: Db): Promise<{ blogs?: number; images?: number; variants?: number }> {
  const [b] = await db.select({ n: count() }).from(blogs);
  const [i] = await db.select({ n: count() }).from(images);
  const [v] = await db.select({ n: count() }).from(imageVariants);
  return { blogs: b?.n, images: i?.n, variants: v?.n };
}
