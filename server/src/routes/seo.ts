import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SeoPages } from '../seo';
import { robotsTxt, rssXml, sitemapEntries, sitemapXml } from '../seo/feeds';
import { COMPRESS_MIN_BYTES, contentCoding, etagMatches, precompress, type ContentCoding } from '../lib/http-negotiation';

interface TextBody {
  body: string;
  etag: string;
  /** Brotli and gzip forms, made once per cached text (null when too small to be worth it). */
  encoded: Record<ContentCoding, Buffer> | null;
}

function withEtag(body: string): TextBody {
  const bytes = Buffer.from(body);
  return {
    body,
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    encoded: bytes.length >= COMPRESS_MIN_BYTES ? precompress(bytes) : null,
  };
}

function sendText(request: FastifyRequest, reply: FastifyReply, type: string, text: TextBody): FastifyReply {
  reply
    .header('etag', text.etag)
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('vary', 'accept-encoding')
    .type(type);
  if (etagMatches(request.headers['if-none-match'], text.etag)) return reply.code(304).send();
  const coding = text.encoded ? contentCoding(request.headers['accept-encoding']) : null;
  if (coding && text.encoded) return reply.header('content-encoding', coding).send(text.encoded[coding]);
  return reply.send(text.body);
}

/** /sitemap.xml, /robots.txt and the posts' RSS feed, from the same cached content as the pages. */
export default async function routes(app: FastifyInstance): Promise<void> {
  const pages = new SeoPages(app);
  const siteUrl = app.config.publicUrl;
  const robots = withEtag(robotsTxt(siteUrl));

  app.get('/robots.txt', async (request, reply) => sendText(request, reply, 'text/plain; charset=utf-8', robots));

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await app.publicCache.memo(['blogs', 'jobs', 'workshops'], 'seo:sitemap', async () =>
      withEtag(sitemapXml(sitemapEntries(await pages.content(), pages.builtAt), siteUrl)),
    );
    return sendText(request, reply, 'application/xml; charset=utf-8', xml);
  });

  app.get('/blogs/rss.xml', async (request, reply) => {
    const xml = await app.publicCache.memo(['blogs'], 'seo:rss', async () => withEtag(rssXml(await pages.content(), siteUrl)));
    return sendText(request, reply, 'application/rss+xml; charset=utf-8', xml);
  });
}
