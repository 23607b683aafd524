import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { makeOwner } from './support/owner';
import { E2E_ADMIN_CODE } from './support/server-process';
import { BASE_URL, launchBrowser, waitForApp } from './support/browser';
import { auditLayout } from './support/layout-audit';
import { publicPages } from './support/public-pages';

/*
 * Issue 38, the check of the whole class: every public and admin page at a phone's and a laptop's width,
 * and every drawer and dialog the walk can reach (the lead drawer, the delete confirmations, the batch
 * dialog, the menus of a phone), with nothing covered, nothing cut by its container or the screen's
 * width, and no word of a table or a button split over two lines (e2e/support/layout-audit.ts says how).
 * One browser, one server, one signed-in context per width; pages of a width run a few at a time.
 */

jest.setTimeout(240_000);

const RUN = Date.now().toString(36);
const VIEWPORTS = [
  { name: '390', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: '1366', options: { viewport: { width: 1366, height: 900 } } },
] as const;
/** Pages audited at once in one context: the machine is shared, and each audit scrolls its own page. */
const AT_ONCE = 3;

type Opener = (page: Page) => Promise<string>;
interface Visit {
  path: string;
  /** The drawers and dialogs this page opens: each opens one, returns the selector of what opened, and Escape closes it. */
  open?: { name: string; run: Opener; phoneOnly?: boolean }[];
}

let browser: Browser;
const contexts = new Map<string, BrowserContext>();
let visits: Visit[] = [];

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${BASE_URL}${path}`);
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
  return (await res.json()) as T;
}

const firstSlug = async (request: APIRequestContext, path: string): Promise<string> => {
  const list = await json<{ slug: string }[] | { items: { slug: string }[] }>(request, path);
  const first = (Array.isArray(list) ? list : list.items)[0];
  if (!first) throw new Error(`${path} lists nothing: the sample content should fill it`);
  return first.slug;
};

/** Clicks the first button named `name` and returns the selector of the dialog it opens. */
const clickFor =
  (name: RegExp): Opener =>
  async (page) => {
    await page.getByRole('button', { name }).first().click();
    await page.getByRole('dialog').last().waitFor();
    return '[role=dialog]';
  };

const mobileMenu: Opener = async (page) => {
  await page.getByRole('button', { name: /^Open (admin )?menu$/ }).click();
  await page.locator('.MuiDrawer-modal .MuiDrawer-paper').last().waitFor();
  return '.MuiDrawer-modal .MuiDrawer-paper';
};

beforeAll(async () => {
  browser = await launchBrowser();
  const first = await browser.newContext(VIEWPORTS[0].options);
  const signUp = await first.request.post(`${BASE_URL}/apiauth/signup`, {
    headers: { origin: BASE_URL },
    data: {
      name: 'Layout Admin',
      email: `layout-${RUN}@itx.test`,
      phone: '9000000038',
      password: 'Itx@2025desk',
      adminCode: E2E_ADMIN_CODE,
    },
  });
  expect(signUp.status()).toBeLessThan(300);
  // The admin pages laid out include the Owner's (Site settings, Admins).
  await makeOwner(BASE_URL, ((await signUp.json()) as { user: { id: string } }).user.id);
  const leadName = `Layout Lead ${RUN} Venkataraghavan`;
  const lead = await first.request.post(`${BASE_URL}/api/FormLeadCapture/itx/5`, {
    headers: { origin: BASE_URL },
    data: { name: leadName, email: `layout.${RUN}@example.in`, countryCode: '+91', phone: '9876501238', courseInterest: 'Data Analytics' },
  });
  expect(await lead.json()).toMatchObject({ StatusCode: 200 });
  const leads = await json<{ items: { id: string }[] }>(first.request, `/api/leads?search=${encodeURIComponent(leadName)}`);
  const leadId = leads.items[0]?.id;
  if (!leadId) throw new Error('the lead just sent is not in the inbox');
  const [publicPaths, workshop, adminCourse, adminBlog, adminJob] = await Promise.all([
    publicPages(),
    firstSlug(first.request, '/api/workshops'),
    firstSlug(first.request, '/api/admin/courses'),
    firstSlug(first.request, '/api/admin/blogs'),
    firstSlug(first.request, '/api/Career/admin/jobs'),
  ]);
  const state = await first.storageState();
  await first.close();
  for (const v of VIEWPORTS) contexts.set(v.name, await browser.newContext({ ...v.options, storageState: state }));

  const publicMenu = { name: 'the menu', run: mobileMenu, phoneOnly: true };
  const adminMenu = { name: 'the admin menu', run: mobileMenu, phoneOnly: true };
  const deleteDialog = { name: 'a delete confirmation', run: clickFor(/^Delete/) };
  visits = [
    ...[...publicPaths, '/admin/login', '/forgot-password'].map((path, i) => ({ path, open: i === 0 ? [publicMenu] : [] })),
    { path: '/admin/home', open: [adminMenu] },
    {
      path: `/admin/leads?lead=${leadId}`,
      open: [
        {
          name: 'the lead drawer',
          run: async (page) => {
            await page.getByRole('dialog').filter({ hasText: leadName }).waitFor();
            return '[role=dialog]';
          },
        },
      ],
    },
    { path: '/admin/leads' },
    { path: '/admin/my-day' },
    { path: '/admin/leads/board' },
    { path: '/admin/site-speed' },
    { path: '/admin/leads/webhook' },
    { path: '/admin/courses', open: [deleteDialog] },
    { path: '/admin/courses/new' },
    { path: `/admin/courses/edit/${adminCourse}`, open: [{ name: 'the batch dialog', run: clickFor(/^Add batch$/) }] },
    { path: '/admin/workshops', open: [deleteDialog] },
    { path: '/admin/workshops/new' },
    { path: `/admin/workshops/edit/${workshop}` },
    { path: '/admin/alumni' },
    { path: '/admin/blogs', open: [deleteDialog] },
    { path: '/admin/blogs/new' },
    { path: `/admin/blogs/edit/${adminBlog}` },
    { path: '/admin/jobs', open: [deleteDialog] },
    { path: '/admin/jobs/create' },
    { path: `/admin/jobs/edit/${adminJob}` },
    { path: '/admin/admins' },
    { path: '/admin/activity' },
    { path: '/admin/privacy' },
    { path: '/admin/settings' },
    { path: '/admin/settings/emails' },
  ];
});

afterAll(async () => {
  await browser?.close();
});

/** The page at rest: the app has taken over, and no grid or section is still loading. */
async function atRest(page: Page): Promise<void> {
  await waitForApp(page);
  // A page's main heading, or a modal drawer opened from the address (it hides the page from the accessibility tree).
  await page.locator('h1, [role=dialog]').first().waitFor();
  await page.getByRole('progressbar', { name: 'Loading' }).first().waitFor({ state: 'detached', timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Every finding on one visit: the page, then each of its drawers and dialogs. */
async function walk(context: BrowserContext, width: string, visit: Visit): Promise<string[]> {
  const page = await context.newPage();
  const findings: string[] = [];
  try {
    await page.goto(`${BASE_URL}${visit.path}`);
    await atRest(page);
    const openers = (visit.open ?? []).filter((o) => width === '390' || !o.phoneOnly);
    // The lead drawer opens from the address: the page itself is audited at /admin/leads.
    if (!visit.path.includes('?lead='))
      findings.push(...(await page.evaluate(auditLayout, { within: null, gridsMayScroll: width === '390' })));
    for (const opener of openers) {
      const within = await opener.run(page);
      // The drawer's or dialog's entering transition, done.
      // (Only its own: a page's carousel or marquee runs on.)
      await page.waitForFunction((selector) => {
        const opened = Array.from(document.querySelectorAll(selector)).pop();
        return document.getAnimations().every((a) => {
          const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
          return a.playState !== 'running' || !opened || !target || !(opened.contains(target) || target.contains(opened));
        });
      }, within);
      findings.push(...(await page.evaluate(auditLayout, { within, gridsMayScroll: width === '390' })).map((f) => `${opener.name}: ${f}`));
      await page.keyboard.press('Escape');
    }
  } catch (error) {
    findings.push(`could not audit: ${(error as Error).message.split('\n')[0] ?? ''}`);
  } finally {
    await page.close();
  }
  return findings.map((f) => `${width} ${visit.path.replace(/\?lead=.*/, '?lead=…')} ${f}`);
}

async function pooled<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await run(items[i] as T);
      }
    }),
  );
  return results;
}

describe('the admin on a phone and a laptop (issue 38, item 7)', () => {
  it('at 390 px the leads inbox shows the first lead on the first screen as a card with Call and WhatsApp, filters behind one button', async () => {
    const page = await contexts.get('390')!.newPage(); // eslint-disable-line @typescript-eslint/no-non-null-assertion -- made in beforeAll
    try {
      await page.goto(`${BASE_URL}/admin/leads`);
      await atRest(page);
      await expect(page.getByRole('grid').count()).resolves.toBe(0);
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: /^Call/ }) })
        .first();
      await card.waitFor();
      const box = await card.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(844);
      await expect(card.getByRole('link', { name: /^Call/ }).getAttribute('href')).resolves.toMatch(/^tel:\+91\d{10}$/);
      await expect(card.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).resolves.toMatch(/^https:\/\/wa\.me\/91\d{10}/);
      await expect(page.getByRole('combobox').count()).resolves.toBe(0);
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByRole('combobox').count()).resolves.toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });

  it("at 1366 px the side navigation's panel runs the whole height of a long page", async () => {
    const page = await contexts.get('1366')!.newPage(); // eslint-disable-line @typescript-eslint/no-non-null-assertion -- made in beforeAll
    try {
      await page.goto(`${BASE_URL}/admin/courses/new`);
      await atRest(page);
      // Seen whole (a full-page screenshot, a printout), not only a screenful at a time.
      const panel = await page.evaluate(() => {
        const docked = document.querySelector('.MuiDrawer-docked');
        const box = docked?.getBoundingClientRect();
        return (
          box && {
            top: Math.round(box.top + window.scrollY),
            bottom: Math.round(box.bottom + window.scrollY),
            background: getComputedStyle(docked as Element).backgroundColor,
          }
        );
      });
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(pageHeight).toBeGreaterThan(900);
      expect(panel).toEqual({ top: 0, bottom: pageHeight, background: expect.not.stringMatching(/rgba\(0, 0, 0, 0\)/) as unknown });
    } finally {
      await page.close();
    }
  });
});

describe('layout of every page at 390 and 1366 px (issue 38)', () => {
  it.each(VIEWPORTS.map((v) => v.name))(
    'at %s px nothing is covered, cut or broken mid-word, drawers and dialogs included',
    async (width) => {
      const context = contexts.get(width);
      if (!context) throw new Error(`no context for ${width}`);
      const findings = (await pooled(visits, AT_ONCE, (visit) => walk(context, width, visit))).flat();
      expect(findings).toEqual([]);
    },
  );
});
