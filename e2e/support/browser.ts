import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { OFFLINE_CHROMIUM_FLAGS } from '../../test-support/chromium-flags';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium with the offline flags the benchmark's Lighthouse uses too; Playwright gives each launch a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...OFFLINE_CHROMIUM_FLAGS],
  });
}

/**
 * Reads `read()` again every `every` ms until `done` holds of it or `within` ms have passed, and returns the
 * last reading: what the page shows once a re-render that a slow machine makes late has come. The caller
 * asserts on the value, so a page that never gets there still fails, with what it showed.
 */
export async function settled<T>(read: () => Promise<T>, done: (value: T) => boolean, within = 10_000, every = 100): Promise<T> {
  let value = await read();
  for (const deadline = Date.now() + within; !done(value) && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, every));
    value = await read();
  }
  return value;
}

/** A laptop's viewport, the one most browser tests use. */
export const LAPTOP = { width: 1366, height: 900 };

/**
 * One browser for a test file and a new context for each test (closed after it). Read `browser` and
 * `context` inside tests: they exist once the hooks have run.
 */
export function browserPerFile(contextOptions: BrowserContextOptions = { viewport: LAPTOP }): {
  readonly browser: Browser;
  readonly context: BrowserContext;
} {
  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (browser) context = await browser.newContext(contextOptions);
  });
  afterEach(async () => {
    await context?.close();
    context = null;
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll: read it inside a test');
      return browser;
    },
    get context() {
      if (!context) throw new Error('the context opens in beforeEach: read it inside a test');
      return context;
    },
  };
}

export interface PageErrors {
  errors: string[];
}

/** A new page that records uncaught page errors and console errors. */
export async function openPage(context: BrowserContext): Promise<{ page: Page } & PageErrors> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { page, errors };
}

/** Waits until the first-load loader has gone (docs/product.md §2 loader). */
export async function waitForApp(page: Page): Promise<void> {
  // The server's page is on screen before the app runs; the app marks the document once it has taken over.
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** axe-core (WCAG 2.2 AA) violations on the current page. */
export async function axeViolations(page: Page): Promise<{ id: string; help: string; nodes: string[] }[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
