import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ROUTES } from '@contract';
import { BOOT_SCRIPT } from '../lib/html';
import { SeoPages, sendBlogPreview } from '../seo';
import { keyedLimit, retryMessage } from '../plugins/external/rate-limit';

/**
 * Pages rendered for one address (a filter, a page number, an unknown path) cost a render each (tens to
 * hundreds of milliseconds); per client address, room for anyone browsing, too few to keep the server busy.
 */
const RENDER_RATE_LIMIT = { limit: 120, windowMs: 60 * 1000 };

/** Hashed file names (name.[contenthash].ext) never change content: cache them for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|webp|jpg|txt)$/;

const COURSE_PATH = /^\/courses\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

export default async function spa(app: FastifyInstance): Promise<void> {
  const pages = new SeoPages(app);
  const renders = keyedLimit(app, 'page-render', RENDER_RATE_LIMIT, (request) => request.ip);

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

  // The pages' boot script (lib/html.ts): named by its content, so kept for a year. A file, not the API: left out of the document.
  app.get(BOOT_SCRIPT.path, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(BOOT_SCRIPT.source),
  );

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
    // A course whose address changed keeps its old one working (issue 19).
    const course = COURSE_PATH.exec(pathname);
    if (course?.[1]) {
      const moved = await app.coursesRepository.movedTo(course[1]);
      if (moved) return reply.redirect(`${ROUTES.course(moved)}${query < 0 ? '' : request.url.slice(query)}`, 301);
    }
    // A signed-in admin's preview of a post (issue 20): rendered for them alone, kept nowhere.
    const preview = await sendBlogPreview(pages, request, reply);
    if (preview) return preview;
    const search = query < 0 ? '' : request.url.slice(query);
    if (pages.built && !pages.isKept(pathname, search)) {
      const limit = await renders(request);
      if (limit.exceeded) {
        return reply
          .code(429)
          .header('retry-after', String(limit.retryAfter))
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(retryMessage('pages asked for from your network', limit.retryAfter));
      }
    }
    const rendered = pages.html(pathname, search);
    if (rendered === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The site has not been built yet: run "npm run build".');
    }
    // Unknown paths still show the home page (docs/product.md §2) but answer 404 so they are not indexed.
    return app.publicCache.send(request, reply, (await rendered).body);
  });
}
