import type { Page } from 'playwright-core';
import { BASE_URL, browserPerFile, openPage, waitForApp } from './support/browser';

const session = browserPerFile();

/** What a crawler that runs scripts reads from the live document's head. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll('title').length,
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
    ogUrls: [...document.querySelectorAll('meta[property="og:url"]')].map((m) => m.getAttribute('content')),
  }));
}

describe('search-engine head after the app starts and while navigating', () => {
  it("the served head is the app's own, kept by hydration: one title, one description, one canonical", async () => {
    const { page, errors } = await openPage(session.context);
    const res = await page.goto(`${BASE_URL}/courses`);
    expect(res?.status()).toBe(200);
    // Before any script: the page's head and text, rendered by React on the server, are in the HTML.
    const html = (await res?.text()) ?? '';
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/courses"/>`);
    expect(html).toContain('href="/courses/data-science"');
    await waitForApp(page);
    const head = await headOf(page);
    expect(head).toEqual({
      title: 'Courses | ITX Hyderabad',
      titles: 1,
      canonicals: [`${BASE_URL}/courses`],
      descriptions: [expect.any(String)],
      ogUrls: [`${BASE_URL}/courses`],
    });
    expect(errors).toEqual([]);
  });

  it('client navigation keeps exactly one title and canonical, for the new page', async () => {
    const { page, errors } = await openPage(session.context);
    await page.goto(`${BASE_URL}/`);
    await waitForApp(page);
    expect((await headOf(page)).canonicals).toEqual([`${BASE_URL}/`]);
    await page.locator('header').getByRole('link', { name: 'BLOGS', exact: true }).first().click();
    await page.waitForURL(`${BASE_URL}/blogs`);
    await page.waitForFunction(() => document.title.startsWith('Blogs'));
    const head = await headOf(page);
    expect(head.titles).toBe(1);
    expect(head.title).toBe('Blogs | ITX Hyderabad');
    expect(head.canonicals).toEqual([`${BASE_URL}/blogs`]);
    expect(head.ogUrls).toEqual([`${BASE_URL}/blogs`]);
    expect(head.descriptions).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('an unknown path shows the home page with HTTP 404 and noindex', async () => {
    const { page } = await openPage(session.context);
    const res = await page.goto(`${BASE_URL}/no-such-page-${Date.now()}`);
    expect(res?.status()).toBe(404);
    const html = (await res?.text()) ?? '';
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    await waitForApp(page);
    await expect(page.locator('main h1').first().isVisible()).resolves.toBe(true);
  });
});

/** Every tag of a head that search engines and link previews read, in a comparable form. */
async function headTagsOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    names: [...document.querySelectorAll('meta[name]')]
      .filter((m) => /^(description|keywords|robots|twitter:)/.test(m.getAttribute('name') ?? ''))
      .map((m) => `${m.getAttribute('name')}=${m.getAttribute('content')}`)
      .sort(),
    properties: [...document.querySelectorAll('meta[property^="og:"]')]
      .map((m) => `${m.getAttribute('property')}=${m.getAttribute('content')}`)
      .sort(),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.stringify(JSON.parse(s.textContent ?? '')))
      .sort(),
  }));
}

describe('one head for crawlers and for the app', () => {
  it('the app renders exactly the head the server sent, on every kind of public page', async () => {
    const jobs = (await (await fetch(`${BASE_URL}/api/Career/jobs`)).json()) as { slug: string }[];
    const blogs = (await (await fetch(`${BASE_URL}/api/blogs/getBlogs`)).json()) as { slug: string }[];
    const workshops = (await (await fetch(`${BASE_URL}/api/workshops`)).json()) as { slug: string }[];
    const paths = [
      '/',
      '/about-us',
      '/contact-us',
      '/enrollnow',
      '/privacy-policy',
      '/courses',
      '/courses/data-science',
      '/blogs',
      `/blogs/${blogs[0]?.slug}`,
      '/careers',
      `/careers/${jobs[0]?.slug}`,
      '/workshops',
      `/workshops/${workshops[0]?.slug}`,
    ];
    const { page, errors } = await openPage(session.context);
    const served = await session.context.newPage();
    // The served HTML without its scripts: what a crawler that runs none reads.
    await served.route('**/assets/**', (route) => route.abort());
    for (const path of paths) {
      await served.goto(`${BASE_URL}${path}`);
      const before = await headTagsOf(served);
      expect([path, before.canonicals]).toEqual([path, [`${BASE_URL}${path}`]]);
      await page.goto(`${BASE_URL}${path}`);
      await waitForApp(page);
      expect([path, await headTagsOf(page)]).toEqual([path, before]);
    }
    expect(errors).toEqual([]);
  });
});

describe('the first image of a page comes with the HTML', () => {
  it("the server preloads the blog list's first card and a post's banner exactly as the page's <img> asks for them", async () => {
    const { page, errors } = await openPage(session.context);
    await page.setViewportSize({ width: 412, height: 823 });
    for (const [path, selector] of [
      ['/blogs', 'main article img'],
      ['/blogs/the-future-of-ai', 'main img'],
    ] as const) {
      const res = await page.goto(`${BASE_URL}${path}`);
      const html = (await res?.text()) ?? '';
      // React preloads the page's high-priority image with the <img>'s own srcset and sizes.
      const tag = /<link rel="preload" as="image" imageSrcSet="([^"]+)" imageSizes="([^"]+)" fetchPriority="high"\/>/i.exec(html);
      const preload = tag ? { srcset: tag[1], sizes: tag[2] } : null;
      expect([path, preload !== null]).toEqual([path, true]);
      await waitForApp(page);
      const img = page.locator(selector).first();
      await img.waitFor();
      const shown = await img.evaluate((el: HTMLImageElement) => ({
        srcset: el.getAttribute('srcset'),
        sizes: el.getAttribute('sizes'),
        loading: el.loading,
        complete: el.complete,
      }));
      expect([path, shown]).toEqual([path, { srcset: preload?.srcset, sizes: preload?.sizes, loading: 'eager', complete: true }]);
      // One variant of the image was fetched: the preload's, reused by the <img>.
      const hash = /\/api\/images\/([0-9a-f]+)-/.exec(preload?.srcset ?? '')?.[1] ?? 'none';
      const fetched = await page.evaluate(
        (h) => performance.getEntriesByType('resource').filter((e) => e.name.includes(`/api/images/${h}-`)).length,
        hash,
      );
      expect([path, fetched]).toEqual([path, 1]);
    }
    expect(errors).toEqual([]);
  });
});

describe('what shows before the app has started', () => {
  it('shows the page itself from the first paint while the scripts load (no loader), and the same page without JavaScript', async () => {
    const { page } = await openPage(session.context);
    // Hold the app's entry script back: the page stays as the server sent it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${BASE_URL}/courses`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor({ state: 'visible' });
    await expect(page.locator('main a[href="/courses/data-science"]').first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('progressbar', { name: 'Loading' }).count()).resolves.toBe(0);
    release();
    await waitForApp(page);
    await expect(heading.isVisible()).resolves.toBe(true);

    const noScript = await session.browser.newContext({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(`${BASE_URL}/courses`);
      await expect(plain.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
      await expect(plain.locator('main a[href="/courses/data-science"]').first().isVisible()).resolves.toBe(true);
      await expect(plain.locator('footer').isVisible()).resolves.toBe(true);
    } finally {
      await noScript.close();
    }
  });
});
