import { BASE_URL, browserPerFile, openPage, waitForApp } from './support/browser';

const PUBLIC_PATHS = [
  '/',
  '/enrollnow',
  '/about-us',
  '/contact-us',
  '/careers',
  '/courses',
  '/courses/data-science',
  '/workshops',
  '/blogs',
  '/privacy-policy',
  '/forgot-password',
  '/reset-password/00000000-0000-0000-0000-000000000000/sometoken',
  '/admin/sign-up',
  '/admin/login',
];
const PROTECTED_PATHS = [
  '/admin/home',
  '/admin/jobs',
  '/admin/jobs/create',
  '/admin/jobs/edit/some-job',
  '/admin/blogs',
  '/admin/blogs/new',
  '/admin/blogs/edit/some-post',
  '/admin/leads',
  '/admin/courses',
  '/admin/courses/new',
  '/admin/courses/edit/data-science',
  '/admin/alumni',
  '/admin/settings',
];

const session = browserPerFile();

describe('the SPA shell', () => {
  it.each(PUBLIC_PATHS)('renders %s inside the shell with no page error', async (path) => {
    const { page, errors } = await openPage(session.context);
    const res = await page.goto(`${BASE_URL}${path}`);
    expect(res?.status()).toBe(200);
    await waitForApp(page);
    await expect(page.locator('header').getByRole('link', { name: 'ITX home' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('main h1').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('footer').getByText('© 2025').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Follow our Social Networks' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it.each(PROTECTED_PATHS)('sends a visitor opening %s to /admin/sign-up', async (path) => {
    const { page, errors } = await openPage(session.context);
    await page.goto(`${BASE_URL}${path}`);
    await page.waitForURL(`${BASE_URL}/admin/sign-up`);
    expect(errors).toEqual([]);
  });

  it('answers an unknown path with 404 but still shows the home page', async () => {
    const { page } = await openPage(session.context);
    const res = await page.goto(`${BASE_URL}/no-such-page`);
    expect(res?.status()).toBe(404);
    await waitForApp(page);
    await expect(page.locator('header').isVisible()).resolves.toBe(true);
  });

  it('redirects /bootcamps to /workshops', async () => {
    const { page } = await openPage(session.context);
    await page.goto(`${BASE_URL}/bootcamps`);
    await page.waitForURL(`${BASE_URL}/workshops`);
  });

  it('navigates, underlines the active item, scrolls to top and pushes a page view per route change', async () => {
    const { page, errors } = await openPage(session.context);
    await page.goto(`${BASE_URL}/`);
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.evaluate(() => window.scrollTo(0, 400));
    await nav.getByRole('link', { name: 'BLOGS' }).click();
    await page.waitForURL(`${BASE_URL}/blogs`);
    await nav.locator('a.active[aria-current="page"]', { hasText: 'BLOGS' }).waitFor();
    const underline = await nav.getByRole('link', { name: 'BLOGS' }).evaluate((a) => getComputedStyle(a).borderBottomColor);
    expect(underline).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await nav.getByRole('link', { name: 'CAREERS' }).click();
    await page.waitForURL(`${BASE_URL}/careers`);
    await page.waitForFunction(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').length >= 3);
    const views = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path));
    expect(views).toEqual(['/', '/blogs', '/careers']);
    // The COURSES dropdown lists the six courses on hover.
    await nav.getByRole('button', { name: 'COURSES' }).hover();
    for (const name of ['Data Analytics', 'Data Science', 'Java Full-Stack', 'Python Full-stack', 'MERN Stack', 'Cloud Computing']) {
      await expect(nav.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await nav.getByRole('link', { name: 'Cloud Computing', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/courses/cloud-computing`);
    // 'Get A Call' goes to /enrollnow.
    await page.locator('header').getByRole('link', { name: 'Get A Call' }).click();
    await page.waitForURL(`${BASE_URL}/enrollnow`);
    expect(errors).toEqual([]);
  });

  it.each([900, 920, 989, 1024, 1366])(
    'keeps the header on one line at %i px: every item and Get A Call side by side (issue 21)',
    async (width) => {
      const wide = await session.browser.newContext({ viewport: { width, height: 800 } });
      try {
        const page = await wide.newPage();
        await page.goto(`${BASE_URL}/`);
        await waitForApp(page);
        const header = page.locator('header');
        const items = [
          header.getByRole('button', { name: 'COURSES' }),
          ...['ABOUT US', 'BLOGS', 'WORKSHOPS', 'CAREERS', 'CONTACT US', 'Get A Call'].map((name) => header.getByRole('link', { name })),
        ];
        const boxes = await Promise.all(items.map(async (item) => item.boundingBox()));
        const heights = boxes.map((b) => Math.round(b?.height ?? 0));
        const middles = boxes.map((b) => Math.round((b?.y ?? 0) + (b?.height ?? 0) / 2));
        // One line each: no label breaks onto a second line, and all share one row.
        expect(heights.every((h) => h > 0 && h < 48)).toBe(true);
        expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(4);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      } finally {
        await wide.close();
      }
    },
  );

  it.each([320, 360, 390])(
    'keeps a compact Get A Call in the phone header at %i px: one line, between the logo and the menu button (issue 21)',
    async (width) => {
      const phone = await session.browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
      try {
        const page = await phone.newPage();
        await page.goto(`${BASE_URL}/`);
        await waitForApp(page);
        const header = page.locator('header');
        const [logo, call, menu] = await Promise.all([
          header.getByRole('link', { name: 'ITX home' }).boundingBox(),
          header.getByRole('link', { name: 'Get A Call' }).boundingBox(),
          header.getByRole('button', { name: 'Open menu' }).boundingBox(),
        ]);
        if (!logo || !call || !menu) throw new Error('header item not shown');
        expect(call.height).toBeLessThan(40);
        expect(logo.x + logo.width).toBeLessThanOrEqual(call.x);
        expect(call.x + call.width).toBeLessThanOrEqual(menu.x);
        expect(menu.x + menu.width).toBeLessThanOrEqual(width);
        expect(Math.abs(call.y + call.height / 2 - (menu.y + menu.height / 2))).toBeLessThanOrEqual(4);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await header.getByRole('link', { name: 'Get A Call' }).click();
        await page.waitForURL(`${BASE_URL}/enrollnow`);
      } finally {
        await phone.close();
      }
    },
  );

  it('opens the mobile menu, locks page scrolling, expands COURSES and navigates', async () => {
    const phone = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(`${BASE_URL}/`);
    await waitForApp(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await menu.getByRole('button', { name: 'COURSES' }).click();
    await menu.getByRole('link', { name: 'MERN Stack' }).click();
    await page.waitForURL(`${BASE_URL}/courses/mern-stack`);
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await phone.close();
  });

  it('opens each social network in a new tab with rel="noopener noreferrer"', async () => {
    const { page } = await openPage(session.context);
    await page.goto(`${BASE_URL}/`);
    await waitForApp(page);
    const links = page.locator('a[target="_blank"]');
    const names = await links.evaluateAll((as) => as.map((a) => [a.getAttribute('aria-label'), a.getAttribute('rel')]));
    expect(names).toEqual([
      ['Instagram (opens in a new tab)', 'noopener noreferrer'],
      ['X (opens in a new tab)', 'noopener noreferrer'],
      ['Threads (opens in a new tab)', 'noopener noreferrer'],
      ['Facebook (opens in a new tab)', 'noopener noreferrer'],
      ['LinkedIn (opens in a new tab)', 'noopener noreferrer'],
      // The phone action bar's WhatsApp link (in the page at every width, shown below 900 px).
      ['WhatsApp us (opens in a new tab)', 'noopener noreferrer'],
    ]);
  });
});
