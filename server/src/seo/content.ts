import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shareImageOf, type ImageDto, type JobDto, type JobType, type WorkshopCategory } from '@contract';
import type { Db } from '../db/client';
import { blogs, images, jobs, workshops } from '../db/schema';

/** A stored image's hash and the widths of its WebP variants. */
export type StoredImage = Pick<ImageDto, 'hash' | 'widths'>;

export interface SeoPost {
  slug: string;
  title: string;
  description: string;
  /** Link-preview path of the post's image (`shareImageOf`), or null. */
  image: string | null;
  /** The stored variants of the card image and the banner, for preloading what the page shows first. */
  cardImage: StoredImage | null;
  bannerImage: StoredImage | null;
  imageAlt: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface SeoWorkshop {
  slug: string;
  title: string;
  description: string;
  category: WorkshopCategory;
  date: string;
  dateIso: string | null;
  duration: string;
  topics: string[];
  image: string;
  updatedAt: Date;
}

/** The public content the page heads, crawler text, sitemap and feed are made of. */
export interface SeoContent {
  posts: SeoPost[];
  /** Open jobs only (validThrough not passed), newest first. */
  jobs: JobDto[];
  workshops: SeoWorkshop[];
}

export function toJobDto(row: typeof jobs.$inferSelect): JobDto {
  return {
    _id: row.id,
    title: row.title,
    type: row.jobType,
    location: row.location,
    slug: row.slug,
    createdAt: row.createdAt.toISOString(),
    validThrough: row.validThrough.toISOString(),
    salary: { currency: row.salaryCurrency, value: row.salaryValue, unit: row.salaryUnit },
    experienceRequired: row.experienceRequired,
    jobType: row.jobType as JobType,
    jobDescription: row.jobDescription,
    keyResponsibilities: row.keyResponsibilities,
    isFresher: row.isFresher,
    version: row.version,
    expired: row.validThrough.getTime() < Date.now(),
  };
}

const bannerImages = alias(images, 'banner_images');

function stored(hash: string | null, widths: number[] | null): StoredImage | null {
  return hash && widths && widths.length > 0 ? { hash, widths } : null;
}

export async function loadContent(db: Db): Promise<SeoContent> {
  const [postRows, jobRows, workshopRows] = await Promise.all([
    db
      .select({
        slug: blogs.slug,
        title: blogs.title,
        description: blogs.description,
        imageHash: blogs.imageHash,
        imageAlt: blogs.imageAlt,
        widths: images.widths,
        bannerHash: blogs.bannerImageHash,
        bannerWidths: bannerImages.widths,
        createdAt: blogs.createdAt,
        updatedAt: blogs.updatedAt,
      })
      .from(blogs)
      .leftJoin(images, eq(images.hash, blogs.imageHash))
      .leftJoin(bannerImages, eq(bannerImages.hash, blogs.bannerImageHash))
      .orderBy(desc(blogs.createdAt)),
    db.select().from(jobs).orderBy(desc(jobs.createdAt)),
    db.select().from(workshops).orderBy(workshops.dateIso, workshops.title),
  ]);
  return {
    posts: postRows.map((r) => {
      const cardImage = stored(r.imageHash, r.widths);
      return {
        slug: r.slug,
        title: r.title,
        description: r.description,
        image: shareImageOf(cardImage),
        cardImage,
        bannerImage: stored(r.bannerHash, r.bannerWidths),
        imageAlt: r.imageAlt,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      };
    }),
    jobs: jobRows.map(toJobDto).filter((j) => !j.expired),
    workshops: workshopRows.map((w) => ({
      slug: w.slug,
      title: w.title,
      description: w.description,
      category: w.category as WorkshopCategory,
      date: w.date,
      dateIso: w.dateIso,
      duration: w.duration,
      topics: w.topics.map((t) => t.title),
      image: w.image,
      updatedAt: w.updatedAt,
    })),
  };
}

/** The text of one post (the list above carries no bodies). */
export async function loadPostBody(db: Db, slug: string): Promise<string | null> {
  const [row] = await db.select({ content: blogs.content }).from(blogs).where(eq(blogs.slug, slug)).limit(1);
  return row?.content ?? null;
}

/** A job by slug, expired or not (its page still answers; only open jobs carry JobPosting data). */
export async function loadJob(db: Db, slug: string): Promise<JobDto | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.slug, slug)).limit(1);
  return row ? toJobDto(row) : null;
}
