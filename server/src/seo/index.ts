import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
// p-limit 3 (CommonJS): its later majors are ES modules only, which the server's Jest project does not load.
import pLimit from 'p-limit';
import { storedBody, type ContentName, type StoredBody } from '../plugins/app/public-cache';
import { loadContent, type SeoContent } from './content';
import { normalizePath, pageQuery } from '../lib/paths';
import { appFetch, pageRenderer, type RenderedHtml } from './renderer';
import { loadSpaBuild, type SpaBuild } from './spa-build';
import type { RenderedPage } from '../lib/html';

export { loadContent } from './content';
export { sendBlogPreview } from './preview';
export type { SeoContent, SeoPost, SeoWorkshop } from './content';

const ALL: readonly ContentName[] = ['blogs', 'jobs', 'workshops', 'courses', 'site'];
const HTML = 'text/html; charset=utf-8';
/** The address every unknown path is rendered and kept as (it matches no page either). */
const UNKNOWN_PATH = '/__unknown-path';

/** A page ready to send: its bytes (precompressed when kept). */
export interface PageAnswer {
  /** Kept in the cache until a write (a found page without a query); other addresses are rendered each time. */
  kept: boolean;
  body: StoredBody;
}

/** The page a visitor gets when React could not render the address (issue 39): plain HTML, a way on, not indexed. */
const RENDER_FAILED: RenderedHtml = {
  status: 404,
  head: '<title>Something went wrong | ITX</title><meta name="robots" content="noindex"/>',
  styles: '',
  body:
    '<main style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">' +
    '<h1>Something went wrong</h1><p>This page could not be shown just now. Please try again in a moment, ' +
    'or go to the <a href="/">home page</a>.</p></main>',
  state: '',
  chunks: [],
  indexable: false,
  redirect: null,
};

/**
 * One render at a time in the process. A render holds the request thread for tens of milliseconds at a
 * stretch; sixty at once (made-up addresses, searches) wait here instead, holding no React tree, and every
 * other answer goes out between two renders (each starts in a turn of its own: see `render`).
 */
const renders = pLimit(1);

/**
 * Every page's HTML, rendered by React on the server with its data, kept in the public cache until a
 * write to the content it shows; and the content the sitemap and feed are made of.
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

  /**
   * The page's full HTML (the built index.html around React's render), the same bytes for every visitor:
   * kept per path until its content changes, precompressed once.
   */
  html(rawPath: string, search = ''): Promise<PageAnswer> | null {
    const build = this.build;
    if (!build) return null;
    const url = this.pageUrl(rawPath, search);
    const query = url.includes('?');
    // A found page without filters is kept whole under its own path, and the one page of every unknown
    // path under UNKNOWN_PATH; any other address (a filter, a missing post) is rendered each time, so
    // requests for made-up addresses fill no cache.
    const key = `seo:route:${url}`;
    return this.app.publicCache.memo(
      ALL,
      key,
      async () => {
        const page = await this.render(build, url);
        const kept = (page.indexable && !query) || (url === UNKNOWN_PATH && page.status === 404);
        // A page that failed to render is never kept, here or by a proxy.
        const cacheControl = page.status >= 500 ? 'no-store' : undefined;
        return {
          kept,
          body: storedBody(page.html, { status: page.status, type: HTML, compress: kept, ...(cacheControl ? { cacheControl } : {}) }),
        };
      },
      (page) => page.kept,
    );
  }

  /** Whether the page at this address is kept rendered (sending it costs no render). */
  isKept(rawPath: string, search = ''): boolean {
    return this.app.publicCache.hasMemo(`seo:route:${this.pageUrl(rawPath, search)}`);
  }

  /**
   * The one spelling of a page's address: its normalized path and the query parameters a page reads. Every
   * path no page has shows the same page (the home page, answered 404), so all of them have one spelling,
   * `UNKNOWN_PATH`: rendered once and kept like a found page, whatever made-up address comes next.
   */
  private pageUrl(rawPath: string, search: string): string {
    const pathname = normalizePath(rawPath);
    const query = pageQuery(search);
    if (query) return `${pathname}?${query}`;
    // A page kept under its own spelling is a found one: React Router's matchRoutes flattens the whole route
    // table on every call (a third of a cached page's CPU in a profile), so it runs only on a miss.
    if (this.app.publicCache.hasMemo(`seo:route:${pathname}`)) return pathname;
    return pageRenderer(this.app.config).isUnknownPath(pathname) ? UNKNOWN_PATH : pathname;
  }

  /**
   * A page as the holder of `cookie` (a signed-in admin) sees it: rendered for this request only and
   * kept nowhere (a post's preview, routes/spa.ts through `sendBlogPreview`).
   */
  async renderFor(url: string, cookie: string): Promise<RenderedPage | null> {
    const build = this.build;
    return build ? this.render(build, url, cookie) : null;
  }

  private render(build: SpaBuild, url: string, cookie?: string): Promise<RenderedPage> {
    return renders(async () => {
      // React starts a render's work in a microtask, and a page whose data is cached waits on no socket: without
      // this turn, queued renders ran back to back and the requests that had arrived meanwhile (cached
      // answers) waited for all of them (a CPU profile showed it; render-limit.test.ts counts it).
      await yieldToEventLoop();
      return this.renderNow(build, url, cookie);
    });
  }

  private async renderNow(build: SpaBuild, url: string, cookie?: string): Promise<RenderedPage> {
    const options = { gtmId: this.app.config.gtmId, leadFormKey: this.app.config.leadFormKey, siteUrl: this.app.config.publicUrl };
    try {
      const rendered = await pageRenderer(this.app.config).renderPage({ url, fetch: appFetch(this.app, cookie) });
      return build.render(rendered, options);
    } catch (error) {
      // One page failed, not the server: a plain 500 page, kept nowhere, and one log line (docs/product.md D4).
      this.app.log.error({ err: error, url }, 'server rendering failed; answered 500');
      return { ...build.render(RENDER_FAILED, options), status: 500 };
    }
  }
}
