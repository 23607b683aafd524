import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export const ARTIFACTS = path.resolve(__dirname, '..', 'artifacts');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, offline-safe flags (TOOLCHAIN.md); Playwright gives each launch a fresh profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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
  await page.locator('[data-testid="page-loader"][aria-hidden="true"]').waitFor({ state: 'attached', timeout: 20_000 });
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
