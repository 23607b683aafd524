import type { FastifyInstance } from 'fastify';
import { SeoPages } from '../seo';
import { robotsTxt, rssXml, sitemapEntries, sitemapXml } from '../seo/feeds';
import { storedBody } from '../plugins/app/public-cache';
import { API } from '@contract';
import { always, notModified, operation, textBody } from '../openapi/schema';

/** A feed's schema: its text is made and cached as bytes, never serialised. */
const feed = (operationId: string, summary: string, type: string, description: string) =>
  operation({ operationId, tag: 'Site', summary, response: { ...always, 200: textBody(type, description), 304: notModified } });

/** /sitemap.xml, /robots.txt and the posts' RSS feed, from the same cached content as the pages. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const pages = new SeoPages(app);
  const siteUrl = app.config.publicUrl;
  const robots = storedBody(robotsTxt(siteUrl), { type: 'text/plain; charset=utf-8' });

  app.get(API.robots, { schema: feed('robots', 'Rules for crawlers.', 'text/plain', 'robots.txt') }, async (request, reply) =>
    app.publicCache.send(request, reply, robots),
  );

  app.get(
    API.sitemap,
    { schema: feed('sitemap', 'The sitemap of every public page.', 'application/xml', 'The sitemap.') },
    async (request, reply) => {
      const key = 'seo:sitemap';
      const value = app.publicCache.memo(['blogs', 'jobs', 'workshops', 'courses', 'site'], key, async () =>
        storedBody(sitemapXml(sitemapEntries(await pages.content(), pages.builtAt), siteUrl), { type: 'application/xml; charset=utf-8' }),
      );
      return app.publicCache.send(request, reply, await value);
    },
  );

  app.get(
    API.blogFeed,
    { schema: feed('blogFeed', 'RSS 2.0 feed of the posts.', 'application/rss+xml', 'The feed.') },
    async (request, reply) => {
      const key = 'seo:rss';
      const value = app.publicCache.memo(['blogs'], key, async () =>
        storedBody(rssXml(await pages.content(), siteUrl), { type: 'application/rss+xml; charset=utf-8' }),
      );
      return app.publicCache.send(request, reply, await value);
    },
  );
}
