import fs from 'node:fs';
import path from 'node:path';
import { processImage, type ProcessedImage } from '../../lib/images';
import { ART_THEMES, renderArt, type ArtTheme } from './blog-art';

/**
 * The sample posts' pictures, processed exactly as an upload would be. `npm run build:server` renders
 * them once into dist/server/seed-art.json, so a first start stores them without loading sharp (which
 * would stay resident: see lib/sharp.ts); without that file (tests run the sources) they are rendered.
 */
export const SEED_ART_FILE = 'seed-art.json';

export interface SeedPictures {
  image: ProcessedImage;
  banner: ProcessedImage;
}
export type SeedArt = Map<ArtTheme, SeedPictures>;

const SIZES = { image: { width: 1600, height: 900 }, banner: { width: 1600, height: 560 } } as const;

export async function renderSeedArt(): Promise<SeedArt> {
  const art: SeedArt = new Map();
  for (const theme of ART_THEMES) {
    const image = await processImage(await renderArt(theme, SIZES.image.width, SIZES.image.height));
    const banner = await processImage(await renderArt(theme, SIZES.banner.width, SIZES.banner.height));
    art.set(theme, { image, banner });
  }
  return art;
}

interface StoredImage {
  hash: string;
  width: number;
  height: number;
  variants: { width: number; base64: string }[];
}

export function serializeSeedArt(art: SeedArt): string {
  const store = (image: ProcessedImage): StoredImage => ({
    hash: image.hash,
    width: image.width,
    height: image.height,
    variants: image.variants.map((v) => ({ width: v.width, base64: v.bytes.toString('base64') })),
  });
  return JSON.stringify(Object.fromEntries([...art].map(([theme, p]) => [theme, { image: store(p.image), banner: store(p.banner) }])));
}

function isStoredImage(value: unknown): value is StoredImage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredImage>;
  return (
    typeof v.hash === 'string' &&
    /^[0-9a-f]{64}$/.test(v.hash) &&
    Number.isInteger(v.width) &&
    Number.isInteger(v.height) &&
    Array.isArray(v.variants) &&
    v.variants.length > 0 &&
    v.variants.every((x) => Number.isInteger(x.width) && typeof x.base64 === 'string' && x.base64.length > 0)
  );
}

/** Reads what serializeSeedArt wrote; throws when a theme is missing or the shape is wrong. */
export function parseSeedArt(text: string): SeedArt {
  const parsed = JSON.parse(text) as Record<string, { image?: unknown; banner?: unknown } | undefined>;
  const load = (image: StoredImage): ProcessedImage => ({
    hash: image.hash,
    width: image.width,
    height: image.height,
    variants: image.variants.map((v) => ({ width: v.width, bytes: Buffer.from(v.base64, 'base64') })),
  });
  const art: SeedArt = new Map();
  for (const theme of ART_THEMES) {
    const entry = parsed[theme];
    if (!entry || !isStoredImage(entry.image) || !isStoredImage(entry.banner))
      throw new Error(`${SEED_ART_FILE}: no valid pictures for "${theme}"`);
    art.set(theme, { image: load(entry.image), banner: load(entry.banner) });
  }
  return art;
}

/** The pre-rendered pictures shipped beside the bundled server, or null when there are none. */
export function readPrerenderedSeedArt(file = path.join(__dirname, SEED_ART_FILE)): SeedArt | null {
  return fs.existsSync(file) ? parseSeedArt(fs.readFileSync(file, 'utf8')) : null;
}

/** Read or rendered once per process: every test database reuses the same bytes. */
let art: Promise<SeedArt> | null = null;

export function seedArt(): Promise<SeedArt> {
  art ??= (async () => readPrerenderedSeedArt() ?? renderSeedArt())();
  art.catch(() => {
    art = null;
  });
  return art;
}
