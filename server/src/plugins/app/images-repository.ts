import { and, eq, inArray, sql } from 'drizzle-orm';
import { API, type ImageDto, type UploadedPictureDto } from '@contract';
import type { Db, Tx } from '../../db/client';
import { images, imageVariants } from '../../db/schema';
import type { ProcessedImage } from '../../lib/images';

type ImageRow = typeof images.$inferSelect;

/** One stored variant's bytes, as served at its content-hashed URL. */
export interface ImageVariant {
  bytes: Buffer;
  mime: string;
}

export function toImageDto(row: ImageRow): ImageDto {
  return { hash: row.hash, width: row.width, height: row.height, widths: [...row.widths].sort((a, b) => a - b) };
}

const UPLOADED_IMAGE = /^\/api\/images\/([0-9a-f]{64})-\d{1,5}\.webp$/;

/** The uploaded image (its content hash) a stored picture path points at; null for the site's own art. */
export function uploadedHash(path: string | null | undefined): string | null {
  return (path && UPLOADED_IMAGE.exec(path)?.[1]) ?? null;
}

/** The variant a card or a page shows: the widest one up to 960 px, else the narrowest. */
export function shownVariant(image: ProcessedImage): string {
  const widths = image.variants.map((v) => v.width).sort((a, b) => a - b);
  const width = widths.filter((w) => w <= 960).pop() ?? widths[0] ?? image.width;
  return API.images(image.hash, width);
}

/**
 * True (SQL) when no record shows the image `i`: a post by its hash; a workshop, a course (its card, its hero
 * slide and its trainer's photo), an alumni story's photo or a partner's logo by the path of one of its variants.
 */
const UNREFERENCED = sql`
  not exists (select 1 from blogs b where b.image_hash = i.hash or b.banner_image_hash = i.hash)
  and not exists (select 1 from workshops w where w.image like '%' || i.hash || '%')
  and not exists (
    select 1 from courses c
    where c.image like '%' || i.hash || '%'
      or c.instructor ->> 'avatar' like '%' || i.hash || '%'
      or c.hero ->> 'background' like '%' || i.hash || '%'
  )
  and not exists (select 1 from alumni_stories a where a.photo like '%' || i.hash || '%')
  and not exists (select 1 from hiring_partners p where p.logo like '%' || i.hash || '%')`;

/** How long an uploaded picture no record shows is kept: time for its editor to be saved. */
export const UNSAVED_PICTURE_HOURS = 24;

/** Stores an image and its variants (a no-op when the same image is already stored); the seed uses it too. */
export async function storeImage(tx: Tx | Db, image: ProcessedImage): Promise<void> {
  await tx
    .insert(images)
    .values({ hash: image.hash, width: image.width, height: image.height, widths: image.variants.map((v) => v.width) })
    .onConflictDoNothing();
  for (const v of image.variants) {
    await tx.insert(imageVariants).values({ hash: image.hash, width: v.width, mime: 'image/webp', bytes: v.bytes }).onConflictDoNothing();
  }
}

/**
 * Uploaded images and their WebP variants. Images belong to the records that show them, so this
 * repository invalidates nothing itself: the repositories of those records do for the writes that use them.
 */
export function createImagesRepository(db: Db) {
  return {
    /** The stored images among `hashes`, by hash. */
    async findByHashes(hashes: readonly string[]): Promise<Map<string, ImageDto>> {
      const unique = [...new Set(hashes)];
      if (unique.length === 0) return new Map();
      const rows = await db.select().from(images).where(inArray(images.hash, unique));
      return new Map(rows.map((r) => [r.hash, toImageDto(r)]));
    },

    async findVariant(hash: string, width: number): Promise<ImageVariant | null> {
      const [variant] = await db
        .select({ bytes: imageVariants.bytes, mime: imageVariants.mime })
        .from(imageVariants)
        .where(and(eq(imageVariants.hash, hash), eq(imageVariants.width, width)));
      return variant ?? null;
    },

    /** Stores an image inside the caller's transaction (the post that refers to it is written in the same one). */
    store(tx: Tx, image: ProcessedImage): Promise<void> {
      return storeImage(tx, image);
    },

    /** Stores an uploaded picture for an editor to save in a record (`path`); a no-op when it is stored already. */
    async add(image: ProcessedImage): Promise<UploadedPictureDto> {
      await db.transaction((tx) => storeImage(tx, image));
      const widths = image.variants.map((v) => v.width).sort((a, b) => a - b);
      return { hash: image.hash, width: image.width, height: image.height, widths, path: shownVariant(image) };
    },

    /** The uploaded picture paths among `paths` whose image is not stored (made up, or deleted meanwhile). */
    async missing(paths: readonly (string | null | undefined)[]): Promise<string[]> {
      const byHash = new Map<string, string>();
      for (const path of paths) {
        const hash = uploadedHash(path);
        if (hash && path) byHash.set(hash, path);
      }
      if (byHash.size === 0) return [];
      const stored = await db
        .select({ hash: images.hash })
        .from(images)
        .where(inArray(images.hash, [...byHash.keys()]));
      const found = new Set(stored.map((r) => r.hash));
      return [...byHash].filter(([hash]) => !found.has(hash)).map(([, path]) => path);
    },

    /**
     * Deletes the images among `hashes` that no record shows any more; their variants go with them (cascade).
     * Called after a record's picture was replaced or the record deleted.
     */
    async removeUnreferenced(hashes: readonly (string | null | undefined)[]): Promise<void> {
      for (const hash of new Set(hashes.filter((h): h is string => typeof h === 'string' && h !== ''))) {
        await db.execute(sql`delete from images i where i.hash = ${hash} and ${UNREFERENCED}`);
      }
    },

    /** Deletes pictures uploaded more than a day before `now` that no record shows: an editor left without saving. */
    async removeUnsaved(now: Date = new Date()): Promise<void> {
      const before = new Date(now.getTime() - UNSAVED_PICTURE_HOURS * 60 * 60 * 1000);
      await db.execute(sql`delete from images i where i.created_at < ${before.toISOString()} and ${UNREFERENCED}`);
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
