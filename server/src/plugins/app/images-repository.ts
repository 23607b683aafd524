import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImageDto } from '@contract';
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
 * Uploaded images and their WebP variants. Images belong to the posts that show them, so this
 * repository invalidates nothing itself: the blogs repository does for the writes that use it.
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

    /**
     * Deletes the images among `hashes` that no post (and no workshop) references any more; their
     * variants go with them (cascade). Called after a post's images were replaced or the post deleted.
     */
    async removeUnreferenced(hashes: readonly (string | null | undefined)[]): Promise<void> {
      for (const hash of new Set(hashes.filter((h): h is string => typeof h === 'string' && h !== ''))) {
        await db.execute(sql`
          delete from images i
          where i.hash = ${hash}
            and not exists (select 1 from blogs b where b.image_hash = i.hash or b.banner_image_hash = i.hash)
            and not exists (select 1 from workshops w where w.image like ${`%${hash}%`})`);
      }
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
