import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { E2E_ADMIN_CODE } from './support/server-process';
import { axeViolations, BASE_URL, launchBrowser, openPage, settled, waitForApp } from './support/browser';

jest.setTimeout(120_000);

const uid = randomBytes(3).toString('hex');

async function pngOf(width: number, height: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f39c12"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Signs an admin up through the API; the context then carries the session cookie. */
let admins = 0;
async function signUpAdmin(context: BrowserContext): Promise<void> {
  admins += 1;
  const res = await context.request.post(`${BASE_URL}/apiauth/signup`, {
    data: {
      name: 'Blog Admin',
      email: `blog-admin-${uid}-${admins}@itx.test`,
      phone: '9000054321',
      password: 'Secret#2025',
      adminCode: E2E_ADMIN_CODE,
    },
  });
  expect(res.status()).toBe(201);
}

async function searchBlogs(page: Page, term: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search blogs' }).fill(term);
}

const cardTitles = (page: Page) => page.locator('main article h2').allTextContents();

/** The cards' titles once the list shows `expected` (a slow machine re-renders the filtered list a moment later), or as they are after 10 s. */
const titlesOnceShown = (page: Page, expected: string[]) =>
  settled(
    () => cardTitles(page),
    (titles) => JSON.stringify(titles) === JSON.stringify(expected),
  );

/** The cards' titles once there are `count` of them, or as they are after 10 s. */
const titlesOnceCounted = (page: Page, count: number) =>
  settled(
    () => cardTitles(page),
    (titles) => titles.length === count,
  );

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('blogs for visitors', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  });
  afterEach(async () => {
    await context.close();
  });

  it('lists the seeded posts, finds them by search and says when nothing matches', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${BASE_URL}/blogs`);
    await waitForApp(page);
    await page.locator('main article').first().waitFor();
    for (const title of [
      'The Future of AI',
      'Top 10 Coding Practices Every Developer Should Follow',
      'DevOps Best Practices for Faster, Safer Releases',
    ]) {
      await searchBlogs(page, title);
      expect(await titlesOnceShown(page, [title])).toEqual([title]);
    }
    await searchBlogs(page, `zz-nothing-${uid}`);
    await page.getByText(`No blogs found for "zz-nothing-${uid}".`).waitFor();
    await searchBlogs(page, '');
    await page.locator('main article').first().waitFor();
    // Card images are WebP variants with a srcset and sized; the first card's image is the one the
    // server preloads with the HTML (it loads at once), every later one waits until it nears the view.
    const imgs = page.locator('main article img');
    await expect(imgs.count()).resolves.toBeGreaterThan(1);
    const img = imgs.first();
    await expect(img.getAttribute('srcset')).resolves.toMatch(/\/api\/images\/[a-f0-9]{64}-480\.webp 480w/);
    await expect(img.getAttribute('loading')).resolves.toBe('eager');
    await expect(img.getAttribute('width')).resolves.toBe('1600');
    await expect(imgs.evaluateAll((els) => els.slice(1).every((el) => el.getAttribute('loading') === 'lazy'))).resolves.toBe(true);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reads a seeded post with its banner, lists and bold text', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${BASE_URL}/blogs/devops-best-practices`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'DevOps Best Practices for Faster, Safer Releases' }).waitFor();
    const banner = page.getByRole('img', { name: 'Banner: the DevOps infinity loop with stage markers' });
    await page.waitForFunction((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0, await banner.elementHandle());
    // The post's own article (related posts below it are articles too).
    const post = page.locator('main article', { has: page.getByRole('heading', { level: 1 }) });
    await expect(post.locator('ol li').first().textContent()).resolves.toBe('A developer opens a pull request.');
    await expect(post.locator('ul li').count()).resolves.toBeGreaterThanOrEqual(3);
    await expect(post.locator('strong', { hasText: '3. Treat infrastructure as code' }).count()).resolves.toBe(1);
    await expect(post.textContent()).resolves.not.toContain('*');
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows 'Blog not found' for an unknown post", async () => {
    const { page } = await openPage(context);
    await page.goto(`${BASE_URL}/blogs/no-such-post-${uid}`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Blog not found' }).waitFor();
  });

  it('pages through search results 4 at a time with Prev/Next and page numbers', async () => {
    const admin = await browser.newContext();
    await signUpAdmin(admin);
    const slugs: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const res = await admin.request.post(`${BASE_URL}/api/blogs/create-blog`, {
        multipart: { title: `Paging ${uid} Post ${i}`, description: `Paging check ${i}`, content: `Body ${i}` },
      });
      expect(res.status()).toBe(201);
      slugs.push(((await res.json()) as { blog: { slug: string } }).blog.slug);
      // Distinct creation times keep the newest-first order certain.
      await new Promise((r) => setTimeout(r, 20));
    }
    try {
      const { page } = await openPage(context);
      await page.goto(`${BASE_URL}/blogs`);
      await waitForApp(page);
      await searchBlogs(page, `Paging ${uid}`);
      const pager = page.getByRole('navigation', { name: 'Blog pages' });
      const firstPage = [5, 4, 3, 2].map((n) => `Paging ${uid} Post ${n}`);
      expect(await titlesOnceShown(page, firstPage)).toEqual(firstPage);
      // Posts without an image of their own show the sample artwork: every card has a picture of one height (issue 21).
      await page.locator('main article img').nth(3).waitFor();
      const pictures = await page
        .locator('main article img')
        .evaluateAll((imgs) => imgs.map((img) => Math.round(img.getBoundingClientRect().height)));
      expect(pictures).toHaveLength(4);
      expect(pictures.every((h) => h > 100 && h === pictures[0])).toBe(true);
      await expect(pager.getByRole('button', { name: 'Prev' }).isDisabled()).resolves.toBe(true);
      await pager.getByRole('button', { name: 'Page 2' }).click();
      expect(await titlesOnceShown(page, [`Paging ${uid} Post 1`])).toEqual([`Paging ${uid} Post 1`]);
      await pager.getByRole('button', { name: 'Prev' }).click();
      expect(await titlesOnceCounted(page, 4)).toHaveLength(4);
      await pager.getByRole('button', { name: 'Next' }).click();
      expect(await titlesOnceShown(page, [`Paging ${uid} Post 1`])).toEqual([`Paging ${uid} Post 1`]);
      // The page is in the address (issue 21): a reload stays on it, Back returns to the page before.
      await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('q') === `Paging ${uid}`);
      await page.reload();
      await waitForApp(page);
      expect(await titlesOnceShown(page, [`Paging ${uid} Post 1`])).toEqual([`Paging ${uid} Post 1`]);
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('page') === null);
      await page.getByRole('heading', { name: `Paging ${uid} Post 2` }).waitFor();
      expect(await titlesOnceCounted(page, 4)).toHaveLength(4);
      await page.goForward();
      await page.getByRole('heading', { name: `Paging ${uid} Post 1` }).waitFor();
      expect(await titlesOnceShown(page, [`Paging ${uid} Post 1`])).toEqual([`Paging ${uid} Post 1`]);
      // A new search starts again at page 1.
      await searchBlogs(page, `Paging ${uid} Post`);
      expect(await titlesOnceCounted(page, 4)).toHaveLength(4);
      await page.waitForURL((url) => url.searchParams.get('page') === null);
    } finally {
      for (const slug of slugs) await admin.request.delete(`${BASE_URL}/api/blogs/${slug}`);
      await admin.close();
    }
  });
});

describe('an admin manages a post end to end', () => {
  it('creates with both images, a visitor reads it, the admin edits and deletes it', async () => {
    const admin = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      await signUpAdmin(admin);
      const { page, errors } = await openPage(admin);
      const title = `Kubernetes Basics ${uid}`;
      const slug = `kubernetes-basics-${uid}`;

      await page.goto(`${BASE_URL}/admin/blogs`);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: 'Manage Blogs' }).waitFor();
      await page.getByRole('gridcell', { name: 'The Future of AI', exact: true }).first().waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.getByRole('link', { name: 'Add New Blog' }).click();
      await page.waitForURL(`${BASE_URL}/admin/blogs/new`);

      await page.getByRole('textbox', { name: /^Title/ }).fill(title);
      await page.getByRole('textbox', { name: /^Description/ }).fill('Pods, deployments and services explained for beginners.');
      await page
        .getByRole('textbox', { name: /^Content/ })
        .fill(
          'Kubernetes runs containers for you.\n\nYou will learn:\n1. *Pods* and deployments\n2. Services\n- kubectl basics\n- Helm charts\n<script>window.__owned = 1</script>\n<img src=x onerror="window.__owned = 2">',
        );
      await page.getByRole('region', { name: 'Preview' }).locator('ol li strong', { hasText: 'Pods' }).waitFor();
      await page
        .getByLabel('Choose card image file')
        .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await pngOf(1200, 675, '#0b3a75') });
      await page.getByRole('textbox', { name: 'Card image description (alt text)' }).fill('A ship wheel on navy');
      await page
        .getByLabel('Choose banner image file')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await pngOf(1600, 500, '#12507f') });
      await page.getByRole('textbox', { name: 'Banner image description (alt text)' }).fill('Kubernetes banner');
      await page.getByRole('img', { name: 'Preview: A ship wheel on navy' }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.getByRole('button', { name: 'Create Blog' }).click();
      await page.waitForURL(`${BASE_URL}/admin/blogs`);
      await page.getByRole('gridcell', { name: title, exact: true }).waitFor();

      // A visitor finds it by search and reads it: lists and bold rendered, typed markup shown as text.
      const reader = await openPage(visitor);
      await reader.page.goto(`${BASE_URL}/blogs`);
      await waitForApp(reader.page);
      await searchBlogs(reader.page, uid);
      expect(await titlesOnceShown(reader.page, [title])).toEqual([title]);
      // The only card: its 'Read More' link names the post for screen readers too.
      const readMore = reader.page.getByRole('link', { name: /^Read More/ });
      await expect(readMore.textContent()).resolves.toBe(`Read More: ${title}`);
      await readMore.click();
      await reader.page.waitForURL(`${BASE_URL}/blogs/${slug}`);
      await reader.page.getByRole('heading', { level: 1, name: title }).waitFor();
      const article = reader.page.locator('main article', { has: reader.page.getByRole('heading', { level: 1 }) });
      await expect(article.locator('ol li').allTextContents()).resolves.toEqual(['Pods and deployments', 'Services']);
      await expect(article.locator('ol li strong').textContent()).resolves.toBe('Pods');
      await expect(article.locator('ul li').allTextContents()).resolves.toEqual(['kubectl basics', 'Helm charts']);
      await article.getByText('<script>window.__owned = 1</script>').waitFor();
      await article.getByText('<img src=x onerror="window.__owned = 2">').waitFor();
      await expect(reader.page.evaluate(() => (window as unknown as { __owned?: number }).__owned)).resolves.toBeUndefined();
      const banner = reader.page.getByRole('img', { name: 'Kubernetes banner' });
      // The picture loads after the text it sits in: wait for it to be decoded, however slow the machine.
      await reader.page.waitForFunction(
        (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
        await banner.elementHandle(),
      );
      const bannerSrc = (await banner.getAttribute('src')) ?? '';
      const bannerRes = await visitor.request.get(`${BASE_URL}${bannerSrc}`);
      expect(bannerRes.headers()['content-type']).toBe('image/webp');
      expect(bannerRes.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      await expect(axeViolations(reader.page)).resolves.toEqual([]);

      // The admin edits the title; the address stays.
      await page.getByRole('link', { name: `Edit ${title}` }).click();
      await page.waitForURL(`${BASE_URL}/admin/blogs/edit/${slug}`);
      const titleField = page.getByRole('textbox', { name: /^Title/ });
      await expect(titleField.inputValue()).resolves.toBe(title);
      await page.getByRole('img', { name: 'A ship wheel on navy' }).waitFor();
      await titleField.fill(`${title} (updated)`);
      await page.getByRole('button', { name: 'Update Blog' }).click();
      await page.waitForURL(`${BASE_URL}/admin/blogs`);
      await page.getByRole('gridcell', { name: `${title} (updated)`, exact: true }).waitFor();
      await reader.page.reload();
      await reader.page.getByRole('heading', { level: 1, name: `${title} (updated)` }).waitFor();

      // Delete, with confirmation.
      await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete blog' });
      await dialog.getByText('Are you sure you want to delete this blog?').waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      // While the dialog is open the grid behind it is hidden from the accessibility tree: its row only
      // counts as gone once the dialog has closed, that is once the server has answered the deletion.
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('gridcell', { name: `${title} (updated)`, exact: true }).waitFor({ state: 'detached' });
      await reader.page.reload();
      await reader.page.getByRole('heading', { level: 1, name: 'Blog not found' }).waitFor();
      expect((await visitor.request.get(`${BASE_URL}${bannerSrc}`)).status()).toBe(404);
      expect(errors).toEqual([]);
      expect(reader.errors).toEqual([]);
    } finally {
      await admin.close();
      await visitor.close();
    }
  });
});
