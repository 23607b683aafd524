import type { ConsoleMessage, Page } from 'playwright-core';
import { BASE_URL, browserPerFile, settled, waitForApp } from './support/browser';

/**
 * Issue 18: every public page is rendered by React on the server and hydrated in the browser without a
 * mismatch. Each page is loaded in Chromium; any hydration warning or recoverable error fails it, and
 * the main text of the server's HTML (read with JavaScript off) must be the hydrated page's main text.
 */
const PUBLIC_PAGES = [
  '/',
  '/courses',
  '/courses/data-science',
  '/blogs',
  'first post',
  '/careers',
  'first job',
  '/workshops',
  'first workshop',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/enrollnow',
  '/enrollnow?course=data-science',
  '/courses/no-such-course',
  '/no-such-page',
];

const browser = browserPerFile();

/** The visible words of a piece of HTML's #main, as a browser lays them out (whitespace folded). */
function words(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** #main's text, scripts and styles left out. */
function mainText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('#main')?.cloneNode(true) as HTMLElement | undefined;
    main?.querySelectorAll('script, style').forEach((el) => el.remove());
    return main?.textContent ?? '';
  });
}

/** The page as the server sent it, in a browser that runs no script: what crawlers and visitors without JavaScript read. */
async function serverMainText(url: string): Promise<string> {
  const context = await browser.browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${url}`);
    return await mainText(page);
  } finally {
    await context.close();
  }
}

/** A detail page of the content the server holds: the first post, job or workshop its API lists. */
async function addressOf(page: string): Promise<string> {
  const lists: Record<string, [string, string]> = {
    'first post': ['/api/blogs/getBlogs', '/blogs/'],
    'first job': ['/api/Career/jobs', '/careers/'],
    'first workshop': ['/api/workshops', '/workshops/'],
  };
  const list = lists[page];
  if (!list) return page;
  const items = (await (await fetch(`${BASE_URL}${list[0]}`)).json()) as { slug: string }[];
  const slug = items[0]?.slug;
  if (!slug) throw new Error(`no item at ${list[0]}`);
  return `${list[1]}${slug}`;
}

describe('server rendering and hydration', () => {
  for (const name of PUBLIC_PAGES) {
    it(`${name}: the server's page hydrates without a warning, with the same main text and no refetch`, async () => {
      const url = await addressOf(name);
      const page = await browser.context.newPage();
      const problems: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        // A missing page's own 404 is the answer it should get, not a problem.
        const ownAnswer = message.text().startsWith('Failed to load resource') && message.location().url === `${BASE_URL}${url}`;
        if ((message.type() === 'error' || message.type() === 'warning') && !ownAnswer)
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/') && !pathname.startsWith('/api/images/')) dataRequests.push(pathname);
      });
      // Style elements taken out of the page (a move is a removal and an insertion): the browser then
      // parses that stylesheet again and restyles the whole page.
      await page.addInitScript(() => {
        const removed: string[] = [];
        Object.assign(window, { itxRemovedStyles: removed });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof HTMLStyleElement) removed.push(node.dataset.emotion ?? node.dataset.emotionServer ?? '(no data-emotion)');
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${BASE_URL}${url}`);
      await waitForApp(page);
      // Sections below the first screen hydrate as their code arrives (when the browser is idle after
      // load, later on a busy machine): give them up to 10 s to show the server's text.
      await page.waitForLoadState('networkidle');
      const serverText = words(await serverMainText(url));
      expect(serverText.length).toBeGreaterThan(20);
      const hydratedText = await settled(
        async () => words(await mainText(page)),
        (text) => text === serverText,
        10_000,
        250,
      );
      expect(hydratedText).toBe(serverText);
      expect(problems).toEqual([]);
      // The server's styles were the browser's: hydrating computed no style the page did not already
      // hold. (A class name that differs between the two is a mismatch React does not report in
      // production; every such style is then worked out and inserted again on the visitor's phone.)
      const insertedByBrowser = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap((style) =>
          [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText.slice(0, 120)),
        ),
      );
      expect(insertedByBrowser).toEqual([]);
      // The page's stylesheet (`css id id…`, all but the small global sheets, which emotion's Global
      // re-inserts by design) stayed where the server put it while the app started.
      const removedStyles = await page.evaluate(() => (window as unknown as { itxRemovedStyles: string[] }).itxRemovedStyles);
      expect(removedStyles.filter((name) => name.startsWith('css ')).map((name) => name.slice(0, 40))).toEqual([]);
      // The page's data came with the HTML: the browser asked the API for none of it.
      expect(dataRequests).toEqual([]);
      await page.close();
    });
  }

  it('a visitor who scrolled before the app took over stays where they scrolled, and a link there works', async () => {
    const page = await browser.context.newPage();
    // The app's code arrives a second late, as on a slow phone: the visitor reads and scrolls meanwhile.
    await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`${BASE_URL}/`, { waitUntil: 'commit' });
    const story = page.locator('main').getByRole('link', { name: 'Explore Our Story', exact: true });
    await story.waitFor();
    await page.evaluate(() => window.scrollTo(0, 900));
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    await story.click();
    await page.waitForURL(`${BASE_URL}/about-us`);
    // A route change starts the new page at its top.
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    await page.close();
  });

  it("keeps the server's home sections while their code is on its way, so a link there works when tapped early", async () => {
    const page = await browser.context.newPage();
    // The sections' code arrives late, as on a slow network: the server's HTML must stay (hydrated later,
    // never dropped for the placeholder), or the page jumps and the visitor's tap lands elsewhere.
    await page.route(/\/assets\/home-sections\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${BASE_URL}/`, { waitUntil: 'commit' });
    const blogs = page.locator('main').getByRole('link', { name: 'View All Blogs', exact: true });
    await blogs.waitFor();
    const served = await blogs.elementHandle();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await served?.evaluate((node) => node.isConnected)).toBe(true);
    await blogs.click();
    await page.waitForURL(`${BASE_URL}/blogs`);
    await page.close();
  });

  it('on a phone, leaves the home sections as the server sent them until the visitor nears them; navigation works meanwhile', async () => {
    // A phone: the sections start more than a screen and the 800 px margin below the top (on a laptop they are near at once).
    const phone = await browser.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const sectionsCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/home-sections\.[0-9a-f]+\.js$/.test(request.url())) sectionsCode.push(request.url());
    });
    await page.goto(`${BASE_URL}/`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    // Their text is there from the server, and their code has not been asked for.
    await page.locator('main').getByRole('heading', { name: 'Workshops Gallery' }).waitFor({ state: 'attached' });
    expect(sectionsCode).toEqual([]);
    // A tap on the logo stays on the page (a navigation into the waiting sections); then the menu's links work.
    await page.locator('header').getByRole('link', { name: 'ITX home' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'BLOGS' }).click();
    await page.waitForURL(`${BASE_URL}/blogs`);
    await page.waitForFunction(() => document.title.startsWith('Blogs'), undefined, { timeout: 10_000 });
    await page.goBack();
    await page.waitForURL(`${BASE_URL}/`);
    // Heading there: the code comes, and the sections come to life (the gallery starts moving).
    await page.locator('main').getByRole('heading', { name: 'Workshops Gallery' }).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="gallery-track"]') as HTMLElement | null)?.style.transform,
      undefined,
      {
        timeout: 10_000,
      },
    );
    await phone.close();
  });
});
