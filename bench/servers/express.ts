/**
 * What most sites of this kind run: Express 5 reading the same rows from the same kind of database on
 * every request (no cache), mapping them to the same DTOs, and rendering the home page's HTML (head tags,
 * JSON-LD, crawler text) from them with the same template. Usage: node express.js <port>, with
 * DATABASE_URL or PGLITE_DIR, PUBLIC_DIR for the SPA's index.html and PUBLIC_URL for canonical links.
 */
import { randomBytes } from 'node:crypto';
import express from 'express';
import { desc, gt, inArray } from 'drizzle-orm';
import { API } from '@contract';
import { openDatabase } from '../../server/src/db/client';
import { blogs, images, jobs } from '../../server/src/db/schema';
import { loadContent } from '../../server/src/seo/content';
import { createBlogsRepository } from '../../server/src/plugins/app/blogs-repository';
import { createImagesRepository } from '../../server/src/plugins/app/images-repository';
import { createJobsRepository } from '../../server/src/plugins/app/jobs-repository';
import { createWorkshopsRepository } from '../../server/src/plugins/app/workshops-repository';
import { buildPage } from '../../server/src/seo/pages';
import { loadSpaBuild } from '../../server/src/seo/spa-build';

async function main(): Promise<void> {
  const port = Number(process.argv[2]);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, pgliteDir: process.env.PGLITE_DIR ?? '' });
  const db = database.db;
  const build = loadSpaBuild(process.env.PUBLIC_DIR ?? '');
  if (!build) throw new Error('no SPA build in PUBLIC_DIR');
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  // The page reads through the server's repositories; nothing is cached here, and nothing written.
  const cache = { invalidate: async () => undefined };
  const repositories = {
    blogsRepository: createBlogsRepository(db, createImagesRepository(db), cache),
    jobsRepository: createJobsRepository(db, cache),
    workshopsRepository: createWorkshopsRepository(db, cache),
  };
  const app = express();

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get(API.blogs.list, async (_req, res) => {
    const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
    const hashes = [...new Set(rows.flatMap((r) => [r.imageHash, r.bannerImageHash]).filter((h): h is string => h !== null))];
    const imageRows = hashes.length > 0 ? await db.select().from(images).where(inArray(images.hash, hashes)) : [];
    const byHash = new Map(imageRows.map((r) => [r.hash, r]));
    const image = (hash: string | null) => {
      const row = hash ? byHash.get(hash) : undefined;
      return row ? { hash: row.hash, width: row.width, height: row.height, widths: [...row.widths].sort((a, b) => a - b) } : null;
    };
    const url = (img: ReturnType<typeof image>) => (img ? API.images(img.hash, img.widths[img.widths.length - 1] ?? img.width) : null);
    res.json(
      rows.map((r) => {
        const img = image(r.imageHash);
        const banner = image(r.bannerImageHash);
        return {
          _id: r.id,
          title: r.title,
          description: r.description,
          content: r.content,
          slug: r.slug,
          imageUrl: url(img),
          bannerImageUrl: url(banner),
          imageAlt: r.imageAlt,
          bannerImageAlt: r.bannerImageAlt,
          image: img,
          bannerImage: banner,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        };
      }),
    );
  });

  app.get(API.careers.list, async (_req, res) => {
    const rows = await db.select().from(jobs).where(gt(jobs.validThrough, new Date())).orderBy(desc(jobs.createdAt), desc(jobs.id));
    res.json(
      rows.map((r) => ({
        _id: r.id,
        title: r.title,
        type: r.jobType === 'part-time' ? 'Part-time' : 'Full-time',
        location: r.location,
        slug: r.slug,
        createdAt: r.createdAt.toISOString(),
        validThrough: r.validThrough.toISOString(),
        salary: { currency: r.salaryCurrency, value: r.salaryValue, unit: r.salaryUnit },
        experienceRequired: r.experienceRequired,
        jobType: r.jobType,
        jobDescription: r.jobDescription,
        keyResponsibilities: r.keyResponsibilities,
        isFresher: r.isFresher,
      })),
    );
  });

  app.get('/', async (_req, res) => {
    const page = buildPage('/', await loadContent(repositories), {}, publicUrl);
    const html = build.render(page, { gtmId: null, leadFormKey: 'itx' });
    res.type('html').send(html.bytes(randomBytes(16).toString('base64')));
  });

  app.listen(port, '127.0.0.1');
}

main().catch((err: unknown) => {
  process.stderr.write(`express bench server failed: ${String(err)}\n`);
  process.exit(1);
});
