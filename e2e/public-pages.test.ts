import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations, BASE_URL, browserPerFile, openPage, screenshot, waitForApp } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const COURSE_SLUGS = ['data-analytics', 'data-science', 'java-full-stack', 'python-full-stack', 'mern-stack', 'cloud-computing'];
const HOME_SECTIONS = [
  'About Us',
  'Navigate with ITX',
  'Learning in Collaboration with Industry',
  'Our Popular Courses',
  'Latest from Our Blog',
  'Our Values',
  'Your Journey with ITX',
  'Our Internship Drive: From Classroom to Company',
  'Workshops Gallery',
  'Ready to Start Your Tech Career?',
];

jest.setTimeout(90_000);

const session = browserPerFile({ viewport: DESKTOP });

async function open(path: string, ctx: BrowserContext = session.context): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(ctx);
  await page.goto(`${BASE_URL}${path}`);
  await waitForApp(page);
  return { page, errors };
}

/**
 * Waits until the home page's sections below the first screen have hydrated: the server sends them as
 * HTML, and React takes them over (loading their code, with the gallery's motion) as the visitor nears
 * them, so the visitor's way there is taken first.
 */
async function homeSectionsLive(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Workshops Gallery' }).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => (document.querySelector('[data-testid="gallery-track"]') as HTMLElement | null)?.style.transform,
    undefined,
    { timeout: 20_000 },
  );
}

/** Scrolls through the page so every in-view animation has run, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  // The page grows as sections below the fold arrive: measure again at every step.
  for (let y = 0; y < (await height()); y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(1200);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function activeSlide(page: Page): Promise<string | null> {
  return page.locator('button[aria-label^="Show slide"][aria-current="true"]').getAttribute('aria-label');
}

async function visible(page: Page, text: string, exact = true): Promise<boolean> {
  return page.getByText(text, { exact }).first().isVisible();
}

describe('home page', () => {
  it('shows every section in the documented order with its texts and numbers', async () => {
    const { page, errors } = await open('/');
    await scrollThrough(page);
    const h2s = await page.locator('main h2').allTextContents();
    const positions = HOME_SECTIONS.map((title) => h2s.indexOf(title));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Hero: four course slides with durations and the static stats.
    const slides = page.locator('[aria-roledescription="slide"]');
    expect(await slides.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      '1 of 4: Data Analytics',
      '2 of 4: Data Science',
      '3 of 4: Python Full Stack',
      '4 of 4: Java Full Stack',
    ]);
    expect(await slides.first().getByText('Duration: 3 Months').isVisible()).toBe(true);
    for (const text of ['95%', 'Success Rate', '500+', 'Students']) expect(await visible(page, text)).toBe(true);
    for (const text of ['Innovative Learning', 'Community First', 'Global Impact', 'Lifelong Learning'])
      expect(await visible(page, text)).toBe(true);
    expect(await page.locator('[data-testid="process-flow"] ol > li').count()).toBe(6);
    // It animates once 20% of it has been in view.
    await page.getByRole('heading', { name: 'Navigate with ITX' }).scrollIntoViewIfNeeded();
    await page.locator('[data-testid="process-flow"][data-animated="true"]').waitFor();
    expect(await page.locator('main section[aria-labelledby="courses-teaser-heading"] [data-testid="course-card"]').count()).toBe(3);
    for (const text of ['Chart Your Success Story', 'Learn & Build', 'Career Readiness', 'Career Launch'])
      expect(await visible(page, text)).toBe(true);
    expect(await page.locator('[data-testid="journey"]').getAttribute('data-animated')).toBe('true');
    for (const text of ['50+', 'Partner Companies', 'Placement Success', '15+', '1000+', '10+', 'Institutions']) {
      expect(await visible(page, text)).toBe(true);
    }
    expect(await page.locator('[data-testid="gallery-strip"] ul figcaption').count()).toBe(12);
    expect(errors).toEqual([]);
  });

  it('auto-advances the hero every 4 s; arrows and dots move it; Book Your Free Demo opens the modal', async () => {
    const { page, errors } = await open('/');
    expect(await activeSlide(page)).toBe('Show slide 1: Data Analytics');
    await page.waitForFunction(
      () =>
        document.querySelector('button[aria-label^="Show slide"][aria-current="true"]')?.getAttribute('aria-label') ===
        'Show slide 2: Data Science',
      undefined,
      { timeout: 6000 },
    );
    const hero = page.getByRole('region', { name: 'Featured courses' });
    // Clicks during the 600 ms transition (680 ms safety reset) are ignored: wait it out.
    await page.waitForTimeout(700);
    await hero.getByRole('button', { name: 'Show slide 4: Java Full Stack' }).click();
    expect(await activeSlide(page)).toBe('Show slide 4: Java Full Stack');
    await page.waitForTimeout(700);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe('Show slide 1: Data Analytics');
    await page.waitForTimeout(700);
    // Looped through the clone back to the real first slide.
    expect(await page.getByTestId('hero-track').getAttribute('data-position')).toBe('1');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeSlide(page)).toBe('Show slide 4: Java Full Stack');
    await page.waitForTimeout(700);
    expect(await page.getByTestId('hero-track').getAttribute('data-position')).toBe('4');
    // Only the slide in view can be reached: the others are inert.
    expect(
      await page.locator('[aria-roledescription="slide"]:not([inert])').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    ).toEqual(['4 of 4: Java Full Stack']);
    await hero.locator('[aria-label="4 of 4: Java Full Stack"]').getByRole('button', { name: 'Book Your Free Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book your Free Demo' });
    await dialog.waitFor();
    expect(await dialog.getByText('Get personalized course guidance').isVisible()).toBe(true);
    // Preset to the course of the slide in view.
    expect(await dialog.getByRole('combobox', { name: /Course/ }).inputValue()).toBe('Java Full Stack Development');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('opens one value at a time, the first at first, and closes the open one on click', async () => {
    const { page } = await open('/');
    // The values are among the sections below the first screen, taken over as the visitor nears them.
    await homeSectionsLive(page);
    const first = page.getByRole('button', { name: 'Learners First' });
    const third = page.getByRole('button', { name: 'Honest Guidance' });
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await third.click();
    expect(await third.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await third.click();
    expect(await third.getAttribute('aria-expanded')).toBe('false');
    await first.focus();
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
  });

  it('scrolls the workshop strips in opposite directions', async () => {
    const { page } = await open('/');
    await page.getByRole('heading', { name: 'Workshops Gallery' }).scrollIntoViewIfNeeded();
    await homeSectionsLive(page);
    const read = () =>
      page
        .locator('[data-testid="gallery-track"]')
        .evaluateAll((els) => els.map((e) => Number(/-?[\d.]+/.exec((e as HTMLElement).style.transform)?.[0] ?? 'NaN')));
    const before = await read();
    await page.waitForTimeout(1000);
    const after = await read();
    const [f0 = 0, r0 = 0] = before;
    const [f1 = 0, r1 = 0] = after;
    expect(f1).toBeLessThan(f0);
    expect(r1).toBeGreaterThan(r0);
    expect(f0 - f1).toBeGreaterThan(30);
    expect(f0 - f1).toBeLessThan(120);
  });

  it('reaches every home button target', async () => {
    const { page } = await open('/');
    const targets: [string, string][] = [
      ['Explore Our Story', '/about-us'],
      ['View All Courses', '/courses'],
      ['View All Blogs', '/blogs'],
      ['Get In Touch', '/enrollnow'],
      ['Start Your Journey', '/enrollnow'],
      ['Explore Upcoming Workshops', '/workshops'],
    ];
    for (const [name, href] of targets) {
      expect(await page.locator('main').getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    for (const [name, href] of targets) {
      await page.goto(`${BASE_URL}/`);
      await page.locator('main').getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`${BASE_URL}${href}`);
    }
  });

  it('stops auto-advance and auto-scroll with reduced motion, content still reachable', async () => {
    const reduced = await session.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const { page } = await open('/', reduced);
    await homeSectionsLive(page);
    const strip = page.locator('[data-testid="gallery-track"]').first();
    const stripBefore = await strip.evaluate((e) => (e as HTMLElement).style.transform);
    await page.waitForTimeout(5000);
    expect(await activeSlide(page)).toBe('Show slide 1: Data Analytics');
    expect(await strip.evaluate((e) => (e as HTMLElement).style.transform)).toBe(stripBefore);
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe('Show slide 2: Data Science');
    expect(await page.locator('[data-testid="journey"]').getAttribute('data-animated')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await reduced.close();
  });

  it('the wheel over the drifting internship pictures moves the page; with reduced motion it scrolls the pictures', async () => {
    const wheelOverPictures = async (ctx: BrowserContext) => {
      const { page } = await open('/', ctx);
      await homeSectionsLive(page);
      const pictures = page.getByRole('region', { name: 'Internship drive pictures' });
      await pictures.scrollIntoViewIfNeeded();
      const box = await pictures.boundingBox();
      if (!box) throw new Error('the pictures have no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const pageBefore = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(500);
      const moved = {
        page: (await page.evaluate(() => window.scrollY)) - pageBefore,
        pictures: await pictures.evaluate((e) => e.scrollTop),
      };
      await ctx.close();
      return moved;
    };
    const drifting = await wheelOverPictures(await session.browser.newContext({ viewport: DESKTOP }));
    expect(drifting.pictures).toBe(0);
    expect(drifting.page).toBeGreaterThan(100);
    const still = await wheelOverPictures(await session.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' }));
    expect(still.pictures).toBeGreaterThan(100);
  });

  it("a phone does not download the hero's pictures, which it does not show; a laptop shows the first one", async () => {
    const heroPictures = async (ctx: BrowserContext) => {
      const asked: string[] = [];
      ctx.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/images/hero/')) asked.push(new URL(request.url()).pathname);
      });
      const { page } = await open('/', ctx);
      await page.waitForLoadState('networkidle');
      const firstShown = await page
        .locator('[data-testid="hero-slide"] img')
        .first()
        .evaluate(
          (img) =>
            (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 1 && img.getBoundingClientRect().width > 0,
        );
      await ctx.close();
      return { asked, firstShown };
    };
    const phone = await heroPictures(await session.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true }));
    expect(phone).toEqual({ asked: [], firstShown: false });
    const laptop = await heroPictures(await session.browser.newContext({ viewport: DESKTOP }));
    expect(laptop.firstShown).toBe(true);
    expect(laptop.asked).toContain('/images/hero/data-analytics.svg');
  });

  it('fits a 390x844 phone without horizontal overflow, and has no axe violations', async () => {
    const phone = await session.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const { page } = await open('/', phone);
    await scrollThrough(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-mobile-390x844');
    await phone.close();
    const desk = await open('/');
    await scrollThrough(desk.page);
    await screenshot(desk.page, 'home-desktop-1366x900');
    expect(await axeViolations(desk.page)).toEqual([]);
  });
});

describe('other public pages', () => {
  it('about: LEARN - BUILD - LAUNCH, value cards, mission and vision', async () => {
    const { page, errors } = await open('/about-us');
    expect(await page.getByRole('heading', { level: 1, name: 'LEARN - BUILD - LAUNCH' }).isVisible()).toBe(true);
    for (const text of ['Innovative Learning', 'Community First', 'Global Impact', 'Lifelong Learning', 'Our Mission', 'Our Vision']) {
      expect(await visible(page, text)).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'about-desktop');
    expect(errors).toEqual([]);
  });

  it('contact: address, tap-to-call phones, e-mail, hours, map link and the call-back form', async () => {
    const { page, errors } = await open('/contact-us');
    const main = page.locator('main');
    expect(await main.getByText('HITEC City', { exact: false }).first().isVisible()).toBe(true);
    expect(await main.locator('a[href^="tel:"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      'tel:+919000012345',
      'tel:+919000067890',
    ]);
    // Once in the contact details (the call-back form's privacy notice names the grievance officer's address too).
    expect(await main.locator('xpath=.//a[@href="mailto:info@itxhyderabad.in"][not(ancestor::form)]').count()).toBe(1);
    expect(await visible(page, 'Monday to Saturday, 9:30 am to 7:00 pm')).toBe(true);
    expect(await main.getByRole('link', { name: /Open the map/ }).getAttribute('target')).toBe('_blank');
    expect(await main.getByRole('heading', { name: 'Request a Call Back' }).isVisible()).toBe(true);
    expect(await main.getByRole('button', { name: 'Request a Call Back' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('skips the header from the keyboard: the first Tab shows "Skip to main content", Enter and Tab reach the form', async () => {
    const { page, errors } = await open('/enrollnow');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    // Visible while focused (it sits above the page's top edge otherwise).
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    await page.keyboard.press('Enter');
    // From there the page's own stops: the advisor's phone number, then the form's first field.
    const stops: { inMain: boolean; tag: string }[] = [];
    for (let i = 0; i < 2; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => ({
          inMain: Boolean(document.activeElement?.closest('main')),
          tag: document.activeElement?.tagName ?? '',
        })),
      );
    }
    expect(stops).toEqual([
      { inMain: true, tag: 'A' },
      { inMain: true, tag: 'INPUT' },
    ]);
    expect(errors).toEqual([]);
  });

  it('privacy: effective July 9, 2025 with the five required sections', async () => {
    const { page } = await open('/privacy-policy');
    expect(await visible(page, 'July 9, 2025')).toBe(true);
    const h2s = await page.locator('main h2').allTextContents();
    for (const title of [
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. How We Share Information',
      '5. Your Rights',
      '8. Contact Us',
    ]) {
      expect(h2s).toContain(title);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it('courses: six cards, title search with an empty state, course links', async () => {
    const { page, errors } = await open('/courses');
    const cards = page.getByTestId('course-card');
    expect(await cards.count()).toBe(6);
    expect(await cards.first().getByText('40 Modules').isVisible()).toBe(true);
    // Each card names its course once, in its heading: the artwork carries no title to collide with it (issue 21).
    for (const card of await cards.all()) {
      const title = (await card.getByRole('heading').textContent()) ?? '';
      const art = await (await page.request.get(`${BASE_URL}${(await card.locator('img').first().getAttribute('src')) ?? ''}`)).text();
      expect({ title, inArt: art.includes(title) || art.includes('ITX Hyderabad') }).toEqual({ title, inArt: false });
    }
    // Each card shows its next open batch: a start and an apply-by date from today on, never the spec's past Nov 2025 batch.
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const days = await cards
      .nth(4)
      .locator('time')
      .evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(days).toHaveLength(2);
    expect(days.every((d) => d >= today)).toBe(true);
    expect(await cards.nth(4).textContent()).not.toContain('2025');
    const search = page.getByRole('searchbox', { name: 'Search courses by title' });
    await search.fill('stack');
    expect(await cards.count()).toBe(3);
    await search.fill('quantum');
    expect(await visible(page, 'No courses found for "quantum".')).toBe(true);
    await search.fill('');
    expect(await axeViolations(page)).toEqual([]);
    await cards.nth(1).getByRole('link').click();
    await page.waitForURL(`${BASE_URL}/courses/data-science`);
    expect(errors).toEqual([]);
  });

  it.each(COURSE_SLUGS)('course page /courses/%s is complete and accessible', async (slug) => {
    const { page, errors } = await open(`/courses/${slug}`);
    const h1 = await page.locator('main h1').textContent();
    expect(h1?.length).toBeGreaterThan(3);
    const h2s = await page.locator('main h2').allTextContents();
    for (const title of [
      'Course Overview',
      'Who This Course Is For',
      'Tools You Will Use',
      'Duration and Schedule',
      'Frequently Asked Questions',
      'Your Instructor',
      'Book a Free Demo',
    ]) {
      expect(h2s).toContain(title);
    }
    const curriculum = h2s.find((t) => t.startsWith('Curriculum: '));
    const modules = Number(/^Curriculum: (\d+) Modules/.exec(curriculum ?? '')?.[1]);
    expect(await page.locator('section[aria-labelledby="course-curriculum"] ol > li').count()).toBe(modules);
    // At 1366 px each section's modules stand in two columns with a gutter: the second column's numbers
    // ("19.") never run into the first column's text (issue 21). 30 px is room for a two-digit number.
    const gutters = await page.locator('section[aria-labelledby="course-curriculum"] ol').evaluateAll((lists) =>
      lists.map((ol) => {
        const items = [...ol.querySelectorAll('li')].map((li) => {
          const text = document.createRange();
          text.selectNodeContents(li);
          return { left: li.getBoundingClientRect().left, textRight: text.getBoundingClientRect().right };
        });
        const firstLeft = Math.min(...items.map((i) => i.left));
        const second = items.filter((i) => i.left > firstLeft + 40);
        if (second.length === 0) return null;
        const firstColumnRight = Math.max(...items.filter((i) => i.left <= firstLeft + 40).map((i) => i.textRight));
        return Math.round(Math.min(...second.map((i) => i.left)) - 30 - firstColumnRight);
      }),
    );
    expect(gutters.some((g) => g !== null)).toBe(true);
    for (const gap of gutters) if (gap !== null) expect(gap).toBeGreaterThanOrEqual(8);
    expect(await page.getByRole('link', { name: 'Enroll', exact: true }).getAttribute('href')).toBe(`/enrollnow?course=${slug}`);
    // The demo form arrives after the page (it starts below the first screen); check it with the rest.
    await page.locator('#course-lead').getByRole('button', { name: 'Book Your Free Demo' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each([
    ['/courses/no-such-course', 'Course not found', 'See All Courses', '/courses'],
    ['/blogs/no-such-post', 'Blog not found', 'See All Blogs', '/blogs'],
    ['/careers/no-such-job', 'Job not found', 'See open positions', '/careers'],
  ])('%s: the one not-found page, centred, with a way back to its list (issue 21)', async (path, title, back, list) => {
    const { page, errors } = await open(path);
    const box = page.getByTestId('item-not-found');
    await box.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await box.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
    expect(await box.getByRole('link', { name: back }).getAttribute('href')).toBe(list);
    expect(await page.getByTestId('item-not-found').count()).toBe(1);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  it('Enroll on a course page opens the call-back form with that course chosen, also on a reload (issue 21)', async () => {
    const { page, errors } = await open('/courses/mern-stack');
    await page.getByRole('link', { name: 'Enroll', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/enrollnow?course=mern-stack`);
    const course = page.locator('main').getByRole('combobox', { name: /Course/ });
    await expect(course.inputValue()).resolves.toBe('MERN Stack');
    await page.reload();
    await waitForApp(page);
    await expect(
      page
        .locator('main')
        .getByRole('combobox', { name: /Course/ })
        .inputValue(),
    ).resolves.toBe('MERN Stack');
    // An address naming no course on offer leaves the choice to the visitor.
    await page.goto(`${BASE_URL}/enrollnow?course=no-such-course`);
    await waitForApp(page);
    await expect(
      page
        .locator('main')
        .getByRole('combobox', { name: /Course/ })
        .inputValue(),
    ).resolves.toBe('');
    expect(errors).toEqual([]);
  });

  it('an unknown course shows "Course not found" with a way back', async () => {
    const { page } = await open('/courses/underwater-basket-weaving');
    expect(await page.getByRole('heading', { level: 1, name: 'Course not found' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'See All Courses' }).click();
    await page.waitForURL(`${BASE_URL}/courses`);
  });

  it.each(['/courses', '/blogs', '/careers', '/workshops', '/contact-us', '/enrollnow'])(
    '%s opens with the same title band as every list and form page (issue 21)',
    async (path) => {
      const { page, errors } = await open(path);
      const band = page.getByTestId('page-band');
      expect(await band.count()).toBe(1);
      expect(await page.locator('main h1').count()).toBe(1);
      expect(await band.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      expect(await band.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(7, 40, 83)');
      expect(errors).toEqual([]);
    },
  );

  it('on a phone, Call, WhatsApp (naming the course) and Book free demo stay at the bottom of a course page; not on a laptop (issue 21)', async () => {
    const phone = await session.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const { page, errors } = await open('/courses/data-science', phone);
      const bar = page.getByRole('navigation', { name: 'Talk to us' });
      expect(await bar.isVisible()).toBe(true);
      const box = await bar.boundingBox();
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
      expect(await bar.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:+919000012345');
      expect(decodeURIComponent((await bar.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '')).toContain(
        'the Data Science course',
      );
      await bar.getByRole('link', { name: 'Book free demo' }).click();
      await page.waitForURL(`${BASE_URL}/enrollnow?course=data-science`);
      await expect(
        page
          .locator('main')
          .getByRole('combobox', { name: /Course/ })
          .inputValue(),
      ).resolves.toBe('Data Science');
      // Scrolled to the end, the footer's last line is above the bar, not under it: the page ends with room for it.
      await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).waitFor();
      const room = await page.evaluate(() => {
        const footer = document.querySelector('footer')?.getBoundingClientRect();
        return document.documentElement.scrollHeight - ((footer?.bottom ?? 0) + window.scrollY);
      });
      expect(Math.round(room)).toBeGreaterThanOrEqual(Math.round((await bar.boundingBox())?.height ?? 64));
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
    const { page } = await open('/courses/data-science');
    expect(await page.getByRole('navigation', { name: 'Talk to us' }).isVisible()).toBe(false);
  });

  it('on a laptop, Call, WhatsApp and Book free demo stay in view beside the course while reading (issue 21)', async () => {
    const { page, errors } = await open('/courses/data-science');
    const panel = page.getByRole('region', { name: 'Talk to Us Now' });
    expect(await panel.getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:+919000012345');
    expect(decodeURIComponent((await panel.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')) ?? '')).toContain(
      'the Data Science course',
    );
    expect(await panel.getByRole('link', { name: 'Book free demo' }).getAttribute('href')).toBe('/enrollnow?course=data-science');
    // Read down to the questions at the end of the page: the panel is still on screen, below the header.
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).scrollIntoViewIfNeeded();
    const box = await panel.boundingBox();
    const viewport = page.viewportSize();
    expect(box).not.toBeNull();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(68);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
    expect(errors).toEqual([]);
  });

  it('about at 390 px: LEARN - BUILD - LAUNCH on one line, the skyline in view (issue 21)', async () => {
    const phone = await session.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const { page } = await open('/about-us', phone);
      const h1 = page.getByRole('heading', { level: 1, name: 'LEARN - BUILD - LAUNCH' });
      const { lines, fits } = await h1.evaluate((el) => {
        const style = getComputedStyle(el);
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
        return { lines: Math.round(el.getBoundingClientRect().height / lineHeight), fits: el.scrollWidth <= el.clientWidth };
      });
      expect({ lines, fits }).toEqual({ lines: 1, fits: true });
      const position = await page
        .locator('section[aria-labelledby="about-hero-heading"] img')
        .evaluate((img) => getComputedStyle(img).objectPosition);
      expect(position).toBe('100% 100%');
    } finally {
      await phone.close();
    }
  });

  it.each(['/about-us', '/contact-us', '/privacy-policy', '/courses', '/courses/data-analytics'])(
    '%s fits a 390x844 phone without horizontal overflow',
    async (path) => {
      const phone = await session.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const { page } = await open(path, phone);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `${path.slice(1).replace(/\//g, '-')}-mobile`);
      await phone.close();
    },
  );
});
