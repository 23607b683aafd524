import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { IMAGE_MAX_BYTES } from '@contract';
import { HttpError } from './errors';
import { loadSharp } from './sharp';

/** Widths of the stored WebP variants; an image is never enlarged, so small originals get fewer. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const MAX_WIDTH = 1600;
/**
 * Refuse images whose pixel count would take too much memory to decode (decompression bombs), judged from
 * the header: 24 megapixels (a 6000×4000 camera photo) decode to about 96 MB; 40 took 116 MB more (issue 39).
 */
export const IMAGE_MAX_PIXELS = 24_000_000;
export const IMAGE_MAX_SIDE = 12_000;
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const UNSUPPORTED_IMAGE_MESSAGE = 'Images must be JPEG, PNG, WebP or GIF files.';
export const TOO_LARGE_IMAGE_MESSAGE = `Each image must be at most ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`;

export interface ProcessedImage {
  hash: string;
  width: number;
  height: number;
  variants: { width: number; bytes: Buffer }[];
}

/** The format by the file's own bytes (its name and declared type are not trusted). */
export function detectImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return null;
}

/** Widths to encode for an original of `width` pixels. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, MAX_WIDTH);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/**
 * Checks an uploaded image and re-encodes it to WebP at `variantWidths`. Refuses (HttpError 4xx,
 * with a message naming `label`) anything that is not a complete JPEG, PNG, WebP or GIF of a sane size.
 * Metadata (EXIF, GPS) is dropped by the re-encoding; orientation is applied first.
 */
export async function processImage(bytes: Buffer, label = 'The image'): Promise<ProcessedImage> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, `${label}: ${TOO_LARGE_IMAGE_MESSAGE}`);
  const format = detectImageFormat(bytes);
  if (!format) throw new HttpError(415, `${label} is not a supported image. ${UNSUPPORTED_IMAGE_MESSAGE}`);
  const sharp = await loadSharp();
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' as const, animated: false };
  let meta: Metadata;
  try {
    // The header alone (no pixels decoded), so a bomb's claimed size can be refused with a clear message.
    meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(400, `${label} could not be read: the file is damaged or incomplete.`);
  }
  if (meta.format !== format) {
    throw new HttpError(400, `${label} could not be read: its contents do not match its type.`);
  }
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  if (!width || !height) throw new HttpError(400, `${label} could not be read: it has no size.`);
  if (width * height > IMAGE_MAX_PIXELS || width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) {
    throw new HttpError(400, `${label} is too large in pixels (${width}×${height}); at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`);
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  const variants: ProcessedImage['variants'] = [];
  try {
    // Decode once (this also catches truncated pixel data, which the header alone does not show).
    const decoded = await sharp(bytes, options).autoOrient().raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
    for (const w of variantWidths(decoded.info.width)) {
      const out = await sharp(decoded.data, raw).resize({ width: w, withoutEnlargement: true }).webp({ quality: 80, effort: 2 }).toBuffer();
      variants.push({ width: w, bytes: out });
    }
  } catch {
    throw new HttpError(400, `${label} could not be read: the file is damaged or incomplete.`);
  }
  return { hash, width, height, variants };
}
