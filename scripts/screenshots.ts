/**
 * The README's screenshots, taken from the running product (issues 20 and 21): `npm run screenshots`
 * after `npm run build`. Starts the build on a fresh embedded database, signs an admin up, sends a few
 * leads as the forms would, and writes docs/screenshots/*.png. Nothing in the pictures is drawn by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForApp } from '../e2e/support/browser';
import { E2E_ADMIN_CODE, ROOT, startServer } from '../e2e/support/server-process';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const LEADS = [
  ['Meera Nair', 'Data Science'],
  ['Arjun Reddy', 'Java Full Stack Development'],
  ['Fatima Begum', 'Data Analytics'],
  ['Kiran Kumar', 'Data Science'],
  ['Sravani Rao', 'Cloud Computing'],
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  // Animations settle (drawer slide, chart grow) before the picture.
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
  console.log(`docs/screenshots/${name}.png`);
}

async function adminPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' });
  const signup = await context.request.post(`${url}/apiauth/signup`, {
    headers: { origin: url },
    data: { name: 'Lakshmi Rao', email: 'lakshmi@itx.example', phone: '9000000003', password: 'Itx@2025shot', adminCode: E2E_ADMIN_CODE },
  });
  if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  for (const [name, course] of LEADS) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`;
    const sent = await context.request.post(`${url}/api/FormLeadCapture/itx/5`, {
      headers: { origin: url },
      data: { name, email, countryCode: '+91', phone: '9876501234', courseInterest: course, utmSource: 'google' },
    });
    if (!sent.ok()) throw new Error(`lead refused: ${await sent.text()}`);
  }
  return context.newPage();
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await adminPage(browser, server.url);
    await page.goto(`${server.url}/admin/home`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await shoot(page, 'admin-dashboard');

    await page.goto(`${server.url}/admin/leads`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open Meera Nair' }).click();
    const drawer = page.getByRole('dialog', { name: 'Meera Nair' });
    await drawer.getByRole('combobox', { name: 'Owner' }).click();
    await page.getByRole('option', { name: 'Lakshmi Rao' }).click();
    await drawer.getByRole('textbox', { name: /^Note/ }).fill('Wants the weekend batch; call after 6 PM.');
    await drawer.getByRole('button', { name: 'Add note' }).click();
    await drawer.getByRole('list', { name: 'Notes' }).getByText('Wants the weekend batch; call after 6 PM.', { exact: true }).waitFor();
    await shoot(page, 'admin-lead-drawer');

    await page.goto(`${server.url}/admin/blogs`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Manage Blogs' }).waitFor();
    await shoot(page, 'admin-blogs');

    await page.goto(`${server.url}/admin/admins`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: /Admins/ }).waitFor();
    await shoot(page, 'admin-admins');

    const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const visitor = await phone.newPage();
    await visitor.goto(`${server.url}/courses/data-science`);
    await waitForApp(visitor);
    await visitor.getByRole('navigation', { name: /Talk to us/i }).waitFor();
    await shoot(visitor, 'phone-course-page');

    const laptop = await browser.newContext({ viewport: LAPTOP, reducedMotion: 'reduce' });
    const reader = await laptop.newPage();
    await reader.goto(`${server.url}/courses/data-science`);
    await waitForApp(reader);
    await reader.getByRole('heading', { level: 1 }).waitFor();
    await shoot(reader, 'course-page');
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
