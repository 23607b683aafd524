import type { Page } from 'playwright-core';
import { API, DEFAULT_PAGE_COPY, PAGE_COPY_FIELDS, PAGE_COPY_KEYS, type PageCopy, type SiteSettingsDto } from '@contract';
import { axeViolations, browserPerFile, LAPTOP, openPage, waitForApp } from './support/browser';
import { auditLayout } from './support/layout-audit';
import { E2E_ADMIN_CODE, startServer, type RunningServer } from './support/server-process';

jest.setTimeout(180_000);

/** Its own server: what this file saves (a phone number, page texts) must not show on the other files' pages. */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});
const session = browserPerFile({ viewport: LAPTOP });

async function openSettings(page: Page): Promise<void> {
  await page.goto(`${server.url}/admin/settings`);
  await waitForApp(page);
  await page.getByRole('form', { name: 'Page texts' }).waitFor();
}

/**
 * Issue 41: staff change what the site says without a developer. An admin edits a phone number and a home
 * text in Site settings, previews, saves, sees both on the site, then brings back an earlier version.
 */
describe('Site settings in Chromium', () => {
  it('an admin changes a phone number and the home and about texts, previews, saves, and restores an earlier version', async () => {
    const signUp = await session.context.request.post(`${server.url}/apiauth/signup`, {
      headers: { origin: server.url },
      data: { name: 'Copy Admin', email: 'copy-admin@itx.test', phone: '9000000003', password: 'Itx@2025desk', adminCode: E2E_ADMIN_CODE },
    });
    expect(signUp.status()).toBeLessThan(300);
    const { page, errors } = await openPage(session.context);
    await openSettings(page);

    // The phone number.
    const contact = page.getByRole('form', { name: 'Contact facts' });
    const phones = contact.getByRole('textbox', { name: /Phone numbers, one per line/ });
    await phones.fill('+91 98480 22338');
    await contact.getByRole('button', { name: 'Save contact facts' }).click();
    await page.getByText('Saved: every page now shows these contact facts.').waitFor();

    // A first version of the texts: the mission in two paragraphs, previewed before saving.
    let texts = page.getByRole('form', { name: 'Page texts' });
    await texts
      .getByRole('textbox', { name: 'Our Mission' })
      .fill('To make every learner job-ready.\n\nAnd to stay with them until they are placed.');
    await texts.getByRole('button', { name: 'Preview' }).click();
    await texts.getByText('And to stay with them until they are placed.', { exact: true }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    // The form starts again from the saved version (it remounts) just after the toast: text typed in between
    // would go with the old form. The settings' read again after the save comes back later than that.
    const reread = page.waitForResponse((r) => r.url().endsWith(API.site.adminSettings) && r.request().method() === 'GET');
    await texts.getByRole('button', { name: 'Save page texts' }).click();
    await page.getByText('Saved: the home and about pages now show these texts.').first().waitFor();
    await reread;

    // A second version: the closing call to action's heading.
    texts = page.getByRole('form', { name: 'Page texts' });
    await texts.getByRole('textbox', { name: 'Closing call to action: heading' }).fill('Start with a free counselling call');
    await texts.getByRole('button', { name: 'Save page texts' }).click();
    await texts.getByRole('combobox', { name: 'Earlier versions' }).locator('option').nth(1).waitFor({ state: 'attached' });

    const visitor = await session.browser.newContext({ viewport: LAPTOP });
    try {
      const home = await visitor.newPage();
      await home.goto(`${server.url}/`);
      await home.getByRole('heading', { level: 2, name: 'Start with a free counselling call' }).waitFor();
      expect(await home.locator('a[href="tel:+919848022338"]').count()).toBeGreaterThan(0);
      await home.goto(`${server.url}/about-us`);
      await home.getByText('And to stay with them until they are placed.', { exact: true }).waitFor();

      // The first version comes back: the heading is the original again, the mission stays.
      await openSettings(page);
      texts = page.getByRole('form', { name: 'Page texts' });
      const versions = texts.getByRole('combobox', { name: 'Earlier versions' });
      await versions.selectOption({ index: 1 });
      await texts.getByRole('button', { name: 'Load this version' }).click();
      await expect(texts.getByRole('textbox', { name: 'Closing call to action: heading' }).inputValue()).resolves.toBe(
        DEFAULT_PAGE_COPY.homeCtaTitle,
      );
      await texts.getByRole('button', { name: 'Save page texts' }).click();
      await page.getByText('Saved: the home and about pages now show these texts.').first().waitFor();
      await home.goto(`${server.url}/`);
      await home.getByRole('heading', { level: 2, name: DEFAULT_PAGE_COPY.homeCtaTitle }).waitFor();
      await home.goto(`${server.url}/about-us`);
      await home.getByText('To make every learner job-ready.', { exact: true }).waitFor();
    } finally {
      await visitor.close();
    }
    expect(errors).toEqual([]);
  });

  it('the longest texts the form allows keep the home and about pages whole on a 390 px phone', async () => {
    const { request } = session.context;
    const headers = { origin: server.url };
    const signUp = await request.post(`${server.url}/apiauth/signup`, {
      headers,
      data: { name: 'Long Texts', email: 'long-texts@itx.test', phone: '9000000004', password: 'Itx@2025desk', adminCode: E2E_ADMIN_CODE },
    });
    expect(signUp.status()).toBeLessThan(300);
    const { copy } = (await (await request.get(`${server.url}${API.site.adminSettings}`)).json()) as SiteSettingsDto;
    const longest = Object.fromEntries(
      PAGE_COPY_KEYS.map((key) => {
        const { max, items } = PAGE_COPY_FIELDS[key];
        if (!items) return [key, words(max)];
        const one = `${words(items.titleMax)}\n${words(items.textMax)}`;
        return [key, Array.from({ length: items.count }, () => one).join('\n\n')];
      }),
    ) as PageCopy;
    const saved = await request.put(`${server.url}${API.site.adminCopy}`, { headers, data: { copy: longest, version: copy.version } });
    expect(saved.status()).toBe(200);

    const phone = await session.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await phone.newPage();
      // Each page with the headings of its last sections: the lazy ones are in place once scrolled through.
      for (const [path, last] of [
        ['/', ['Navigate with ITX', 'Your Journey with ITX', 'Our Values', longest.homeCtaTitle]],
        ['/about-us', ['What We Stand For', 'Our Mission', 'Our Vision']],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await waitForApp(page);
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
        });
        for (const name of last) await page.getByRole('heading', { name, exact: true }).waitFor();
        // Nothing wider than the phone, unless a box that clips it (a carousel's track) holds it: a phone's
        // browser widens its layout viewport to fit the page, so 390 is the measure, not innerWidth.
        const wide = await page.evaluate(() => {
          const clipped = (el: Element) => {
            for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
              if (getComputedStyle(up).overflowX !== 'visible') return true;
            return false;
          };
          return Array.from(document.body.querySelectorAll('*'))
            .filter((el) => el.getBoundingClientRect().right > 391 && !clipped(el))
            .map(
              (el) =>
                `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 40)}" to ${Math.round(el.getBoundingClientRect().right)} px`,
            );
        });
        expect({ path, wide }).toEqual({ path, wide: [] });
        expect(await page.evaluate(auditLayout, { within: null, gridsMayScroll: true })).toEqual([]);
      }
    } finally {
      await phone.close();
    }
  });
});

/** Words of ordinary length (the longest 13 letters) to exactly `length` characters: a text at its limit. */
function words(length: number): string {
  const pool = ['Hyderabad', 'placement', 'counselling', 'professionals', 'internship', 'analytics', 'and', 'certification', 'every'];
  let text = '';
  for (let i = 0; text.length < length; i += 1) text += `${pool[i % pool.length] ?? ''} `;
  return text.slice(0, length).trim().padEnd(length, 's');
}
