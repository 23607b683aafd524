import { ROUTES, absoluteUrl } from '@contract';
import type { SeoContent } from './content';
import { escapeXml } from './escape';

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

function latest(dates: Date[], floor: Date): Date {
  return dates.reduce((max, d) => (d > max ? d : max), floor);
}

/**
 * Every public page with the time its content last changed: pages without database content change
 * with a deploy (`builtAt`), lists change with their newest item.
 */
export function sitemapEntries(content: SeoContent, builtAt: Date): SitemapEntry[] {
  const postsAt = latest(
    content.posts.map((p) => p.updatedAt),
    builtAt,
  );
  const jobsAt = latest(
    content.jobs.map((j) => new Date(j.createdAt)),
    builtAt,
  );
  const workshopsAt = latest(
    content.workshops.map((w) => w.updatedAt),
    builtAt,
  );
  const coursesAt = latest(
    content.courses.map((c) => c.updatedAt),
    builtAt,
  );
  return [
    { path: ROUTES.home, lastmod: latest([postsAt, workshopsAt, coursesAt], builtAt) },
    { path: ROUTES.courses, lastmod: coursesAt },
    ...content.courses.map((c) => ({ path: ROUTES.course(c.slug), lastmod: latest([c.updatedAt], builtAt) })),
    { path: ROUTES.blogs, lastmod: postsAt },
    ...content.posts.map((p) => ({ path: ROUTES.blog(p.slug), lastmod: p.updatedAt })),
    { path: ROUTES.careers, lastmod: jobsAt },
    ...content.jobs.map((j) => ({ path: ROUTES.job(j.slug), lastmod: new Date(j.createdAt) })),
    { path: ROUTES.workshops, lastmod: workshopsAt },
    ...content.workshops.map((w) => ({ path: ROUTES.workshop(w.slug), lastmod: w.updatedAt })),
    { path: ROUTES.about, lastmod: builtAt },
    { path: ROUTES.contact, lastmod: builtAt },
    { path: ROUTES.enroll, lastmod: builtAt },
    // The policy's page shows its effective date, a site setting.
    { path: ROUTES.privacy, lastmod: latest(content.settingsUpdatedAt ? [content.settingsUpdatedAt] : [], builtAt) },
  ];
}

export function sitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries
    .map((e) => `<url><loc>${escapeXml(absoluteUrl(siteUrl, e.path))}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    // Blog images are what link previews and BlogPosting data point at (longest match wins over /api/).
    'Allow: /api/images/',
    'Disallow: /apiauth/',
    'Disallow: /forgot-password',
    'Disallow: /reset-password/',
    // A "Your data" link's page (the request page /your-data itself stays open to crawlers).
    'Disallow: /your-data/',
    // A workshop registration's own page (its link is the registrant's).
    'Disallow: /workshop-registration/',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** RSS 2.0 of the public posts, newest first, each dated when it went public. */
export function rssXml(content: SeoContent, siteUrl: string): string {
  const e = escapeXml;
  const items = content.posts
    .slice(0, 50)
    .map((p) => {
      const url = absoluteUrl(siteUrl, ROUTES.blog(p.slug));
      return (
        `<item><title>${e(p.title)}</title><link>${e(url)}</link><guid isPermaLink="true">${e(url)}</guid>` +
        `<pubDate>${p.publishedAt.toUTCString()}</pubDate><description>${e(p.description)}</description></item>`
      );
    })
    .join('\n');
  const newest = content.posts[0]?.updatedAt ?? new Date(0);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${e(`${content.siteName} Hyderabad Blog`)}</title><link>${e(absoluteUrl(siteUrl, ROUTES.blogs))}</link>` +
    `<description>${e('Articles from the ITX trainers on AI, data, coding practice and IT careers.')}</description>` +
    `<language>en-in</language><lastBuildDate>${newest.toUTCString()}</lastBuildDate>` +
    `<atom:link href="${e(absoluteUrl(siteUrl, '/blogs/rss.xml'))}" rel="self" type="application/rss+xml"/>\n${items}\n</channel></rss>\n`
  );
}
