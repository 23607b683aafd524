/**
 * What most sites of this kind run: Express 5 reading the same rows from the same kind of database on
 * every request (no cache), mapping them to the same DTOs (the server's own repositories), and rendering
 * the home page's HTML (head tags, JSON-LD, crawler text) from them with the same template. Usage: node express.js <port>, with
 * DATABASE_URL or PGLITE_DIR, PUBLIC_DIR for the SPA's index.html and PUBLIC_URL for canonical links.
 */
import path from 'node:path';
import express from 'express';
import { API } from '@contract';
import { openDatabase } from '../../server/src/db/client';
import { createBlogsRepository } from '../../server/src/plugins/app/blogs-repository';
import { createImagesRepository } from '../../server/src/plugins/app/images-repository';
import { createJobsRepository } from '../../server/src/plugins/app/jobs-repository';
import { createWorkshopsRepository } from '../../server/src/plugins/app/workshops-repository';
import { createCoursesRepository } from '../../server/src/plugins/app/courses-repository';
import type { PageRenderer } from '../../server/src/seo/renderer';
import { loadSpaBuild } from '../../server/src/seo/spa-build';

async function main(): Promise<void> {
  const port = Number(process.argv[2]);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, pgliteDir: process.env.PGLITE_DIR ?? '' });
  const db = database.db;
  const build = loadSpaBuild(process.env.PUBLIC_DIR ?? '');
  if (!build) throw new Error('no SPA build in PUBLIC_DIR');
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  const origin = `http://127.0.0.1:${port}`;
  // The server's build of the SPA's renderer, beside the SPA build.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built renderer, found at run time
  const renderer = require(path.join(process.env.PUBLIC_DIR ?? '', '../server/render.js')) as PageRenderer;
  renderer.configureRenderer({ siteUrl: publicUrl, leadFormKey: 'itx' });
  // The page reads through the server's repositories; nothing is cached here, and nothing written.
  const cache = { invalidate: async () => undefined, closesAt: () => undefined };
  const repositories = {
    blogsRepository: createBlogsRepository(db, createImagesRepository(db), cache),
    jobsRepository: createJobsRepository(db, cache),
    workshopsRepository: createWorkshopsRepository(db, createImagesRepository(db), cache),
    coursesRepository: createCoursesRepository(db, createImagesRepository(db), cache),
  };
  const app = express();

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get(API.blogs.list, async (_req, res) => {
    res.json(await repositories.blogsRepository.listPublic());
  });

  app.get(API.careers.list, async (_req, res) => {
    res.json(await repositories.jobsRepository.listOpen());
  });

  app.get(API.workshops.list, async (_req, res) => {
    res.json(await repositories.workshopsRepository.list());
  });

  app.get(API.courses.list, async (_req, res) => {
    res.json(await repositories.coursesRepository.list());
  });

  app.get('/', async (_req, res) => {
    // The same React render of the page, its data asked from this server.
    const rendered = await renderer.renderPage({
      url: '/',
      fetch: (input, init) => fetch(new URL(new Request(input, init).url.replace(/^https?:\/\/[^/]+/, ''), origin), init),
    });
    const page = build.render(rendered, { gtmId: null, leadFormKey: 'itx', siteUrl: publicUrl });
    res.type('html').send(page.html);
  });

  app.listen(port, '127.0.0.1');
}

main().catch((err: unknown) => {
  process.stderr.write(`express bench server failed: ${String(err)}\n`);
  process.exit(1);
});
