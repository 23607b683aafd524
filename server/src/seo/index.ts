import type { FastifyInstance } from 'fastify';
import type { RenderedPage } from '../lib/html';
import type { ContentName } from '../plugins/app/public-cache';
import { loadContent, type SeoContent } from './content';
import { buildPage, isIndexable, normalizePath, type PageExtras, type SeoPage } from './pages';
import { loadSpaBuild, type SpaBuild } from './spa-build';

export { buildPage, normalizePath } from './pages';
export type { SeoPage } from './pages';
export { loadContent } from './content';
export type { SeoContent, SeoPost, SeoWorkshop } from './content';

const ALL: readonly ContentName[] = ['blogs', 'jobs', 'workshops'];

/**
 * Per-route HTML for crawlers and first paint: head tags, JSON-LD and crawler text built from the
 * database, kept in the public cache until a write to the content they show.
 */
export class SeoPages {
  private readonly build: SpaBuild | null;
  /** When the SPA was built: the last change of the pages that show no database content. */
  readonly builtAt: Date;

  constructor(private readonly app: FastifyInstance) {
    this.build = loadSpaBuild(app.config.publicDir);
    this.builtAt = this.build?.builtAt ?? new Date();
  }

  get built(): boolean {
    return this.build !== null;
  }

  content(): Promise<SeoContent> {
    const cache = this.app.publicCache;
    return cache.memo(ALL, 'seo:content', async () => {
      const content = await loadContent(this.app);
      // Pages, sitemap and JobPosting data list open jobs: all of it is read again when the first one closes.
      for (const job of content.jobs) cache.closesAt('jobs', Date.parse(job.validThrough));
      return content;
    });
  }

  /** Head data and crawler text of a path (no HTML template needed: tests and the sitemap use it). */
  async page(rawPath: string): Promise<SeoPage> {
    const pathname = normalizePath(rawPath);
    const content = await this.content();
    const extras: PageExtras = {};
    const [, section, slug, more] = pathname.split('/');
    if (slug && !more && section === 'blogs' && content.posts.some((p) => p.slug === slug)) {
      extras.postBody = await this.app.publicCache.memo(['blogs'], `seo:post:${slug}`, () => this.app.blogsRepository.contentOf(slug));
    }
    if (slug && !more && section === 'careers') {
      // Open jobs are cached; any other slug (expired or unknown) is read each time, so random paths fill no cache.
      extras.job = content.jobs.some((j) => j.slug === slug)
        ? await this.app.publicCache.memo(['jobs'], `seo:job:${slug}`, () => this.app.jobsRepository.findBySlug(slug))
        : await this.app.jobsRepository.findBySlug(slug);
    }
    return buildPage(pathname, content, extras, this.app.config.publicUrl);
  }

  /** The page's full HTML (the built index.html filled in), cached per path until its content changes. */
  html(rawPath: string): Promise<RenderedPage> | null {
    const build = this.build;
    if (!build) return null;
    const pathname = normalizePath(rawPath);
    // An indexable page is kept whole under its own path (no page model rebuilt per request); any other
    // path is computed each time, so requests for made-up paths fill no cache.
    const key = `seo:route:${pathname}`;
    const value = this.app.publicCache.memo(
      ALL,
      key,
      () => this.render(build, pathname),
      (rendered) => rendered.indexable,
    );
    // A kept page is also handed to the server's fast path (until a write to any content).
    value.then(
      (rendered) => rendered.indexable && this.app.publicCache.offerPage(pathname, key, value, rendered),
      () => undefined,
    );
    return value;
  }

  /** Every 404 or private page of a kind renders the same bytes and shares one entry. */
  private render(build: SpaBuild, pathname: string): Promise<RenderedPage> {
    return this.page(pathname).then((page) => {
      const render = async () => build.render(page, { gtmId: this.app.config.gtmId, leadFormKey: this.app.config.leadFormKey });
      // An indexable page is kept by `html` under its path.
      if (isIndexable(page)) return render();
      return this.app.publicCache.memo(ALL, `seo:html:${page.status}:${page.head.canonical ?? page.head.title}`, render);
    });
  }
}
