import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ROUTES } from '@contract';
import { pageAnswer } from '../lib/html';
import { SeoPages, sendBlogPreview } from '../seo';

/** Hashed file names (name.[contenthash].ext) never change content: cache them for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|webp|jpg|txt)$/;

const COURSE_PATH = /^\/courses\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

export default async function spa(app: FastifyInstance): Promise<void> {
  const pages = new SeoPages(app);

  if (pages.built) {
    await app.register(fastifyStatic, {
      root: app.config.publicDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // A precompressed file (main.0123abcd.js.br) is cached as the file it encodes.
        const name = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
        res.header('cache-control', HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn(`No SPA build in ${app.config.publicDir}: run "npm run build". API routes still work.`);
  }

  // docs/product.md D3: the workshops' old link target moves permanently to the list.
  // A page's old address, not the API: left out of the document.
  app.get(ROUTES.bootcamps, { schema: { hide: true } }, async (_request, reply) => reply.redirect(ROUTES.workshops, 301));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/') || pathname.startsWith('/apiauth/');
    // Any other address is a page (GET, HEAD); an API address allows what its routes serve.
    const allowed = isApi ? app.allowedMethods(pathname) : ['GET', 'HEAD', 'OPTIONS'];
    if (request.method === 'OPTIONS' && allowed.length > 0) return reply.code(204).header('allow', allowed.join(', ')).send();
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ message: `${request.method} is not allowed here (allowed: ${allowed.join(', ')}).` });
    }
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    const query = request.url.indexOf('?');
    // A course whose address changed keeps its old one working (issue 19). Only paths not kept ready
    // get here (the fast path answers those), so a current course's page costs no lookup.
    const course = COURSE_PATH.exec(pathname);
    if (course?.[1]) {
      const moved = await app.coursesRepository.movedTo(course[1]);
      if (moved) return reply.redirect(`${ROUTES.course(moved)}${query < 0 ? '' : request.url.slice(query)}`, 301);
    }
    // A signed-in admin's preview of a post (issue 20): rendered for them alone, kept nowhere.
    const preview = await sendBlogPreview(pages, app.publicCache, request, reply);
    if (preview) return preview;
    const rendered = pages.html(pathname, query < 0 ? '' : request.url.slice(query));
    if (rendered === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The site has not been built yet: run "npm run build".');
    }
    // Unknown paths still show the home page (docs/product.md §2) but answer 404 so they are not indexed.
    const page = await rendered;
    const answer = pageAnswer(page, reply.cspNonce.script, {
      ifNoneMatch: request.headers['if-none-match'],
      acceptEncoding: request.headers['accept-encoding'],
    });
    // The same headers as the fast path sends for a page kept ready.
    return app.publicCache.sendAnswer(request, reply, answer);
  });
}
