import sharp from 'sharp';
import { formatCourseDate, istDay } from '@contract';
import { E2E_ADMIN_CODE } from './support/server-process';
import { axeViolations, BASE_URL, browserPerFile, LAPTOP, openPage, waitForApp } from './support/browser';

jest.setTimeout(90_000);

const RUN = Date.now().toString(36);
const session = browserPerFile({ viewport: LAPTOP });

/** Issue 19: staff keep the catalogue true in the admin area, and visitors see it without a deploy. */
describe('the course catalogue in the admin area', () => {
  it('an admin adds a batch in the course editor; the card, the course page and its JSON-LD show it at once', async () => {
    const signup = await session.context.request.post(`${BASE_URL}/apiauth/signup`, {
      headers: { origin: BASE_URL },
      data: {
        name: 'Course Admin',
        email: `course-admin-${RUN}@itx.test`,
        phone: '9000000003',
        password: 'Itx@2025crs',
        adminCode: E2E_ADMIN_CODE,
      },
    });
    expect(signup.status()).toBeLessThan(300);
    const start = istDay(new Date(Date.now() + 3 * 86400_000));
    const applyBy = istDay(new Date(Date.now() + 86400_000));
    const shown = formatCourseDate(start);

    const { page, errors } = await openPage(session.context);
    await page.goto(`${BASE_URL}/admin/courses`);
    await waitForApp(page);
    await page.getByRole('link', { name: 'Edit Cloud Computing' }).click();
    await page.waitForURL(`${BASE_URL}/admin/courses/edit/cloud-computing`);
    await page.getByRole('heading', { name: 'Batches', level: 2 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add batch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add batch' });
    // Apply-by after the start is refused at the field, and nothing is saved.
    await dialog.getByLabel(/^Start date/).fill(start);
    await dialog.getByLabel(/^Apply by/).fill(istDay(new Date(Date.now() + 5 * 86400_000)));
    await dialog.getByLabel(/^Mode/).selectOption('classroom');
    await dialog.getByLabel(/^Days/).selectOption('weekend');
    await dialog.getByLabel(/^Timing/).fill('Sat & Sun, 10:00 AM – 1:00 PM');
    await dialog.getByLabel(/^Seats/).fill('24');
    await dialog.getByRole('button', { name: 'Add batch' }).click();
    await dialog.getByText('Apply-by date must be on or before the start date.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel(/^Apply by/).fill(applyBy);
    await dialog.getByRole('button', { name: 'Add batch' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: shown }).waitFor();

    const visitor = await session.browser.newContext();
    try {
      const pub = await visitor.newPage();
      await pub.goto(`${BASE_URL}/courses`);
      const card = pub.getByTestId('course-card').filter({ hasText: 'Cloud Computing' });
      await card.getByText(shown).waitFor();
      await pub.goto(`${BASE_URL}/courses/cloud-computing`);
      await pub.getByRole('heading', { name: 'Cloud Computing', level: 1 }).waitFor();
      await pub.getByText(shown).first().waitFor();
      const jsonLd = await pub.locator('script[type="application/ld+json"]').allTextContents();
      const course = jsonLd.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d['@type'] === 'Course');
      expect(course?.hasCourseInstance).toEqual(
        expect.arrayContaining([expect.objectContaining({ startDate: start, courseMode: 'Onsite' })]),
      );
      expect((course?.offers as Record<string, unknown>[] | undefined)?.[0]).toMatchObject({ validThrough: applyBy, priceCurrency: 'INR' });
    } finally {
      await visitor.close();
    }
    expect(errors).toEqual([]);
  });

  it("an admin uploads a course's card picture with its description; the course list shows it with that text", async () => {
    const signup = await session.context.request.post(`${BASE_URL}/apiauth/signup`, {
      headers: { origin: BASE_URL },
      data: {
        name: 'Picture Admin',
        email: `picture-admin-${RUN}@itx.test`,
        phone: '9000000013',
        password: 'Itx@2025pic',
        adminCode: E2E_ADMIN_CODE,
      },
    });
    expect(signup.status()).toBeLessThan(300);
    const picture = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1d6f5f' } })
      .png()
      .toBuffer();

    const { page, errors } = await openPage(session.context);
    await page.goto(`${BASE_URL}/admin/courses/edit/data-analytics`);
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Batches', level: 2 }).waitFor();
    await page.getByLabel('Upload another picture').first().setInputFiles({ name: 'lab.png', mimeType: 'image/png', buffer: picture });
    // The upload fills in the path the save sends.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#course-image')?.value.startsWith('/api/images/'));
    const uploaded = await page.getByLabel(/^Card image path/).inputValue();
    expect(uploaded).toMatch(/^\/api\/images\/[0-9a-f]{64}-800\.webp$/);
    await page.getByLabel(/^Card picture description/).fill('Learners reading a sales dashboard together');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Course' }).click();
    await page.getByText('Course updated successfully!').waitFor();

    const visitor = await session.browser.newContext();
    try {
      const pub = await visitor.newPage();
      await pub.goto(`${BASE_URL}/courses`);
      const image = pub
        .getByTestId('course-card')
        .filter({ hasText: 'Data Analytics' })
        .getByRole('img', { name: 'Learners reading a sales dashboard together' });
      expect(await image.getAttribute('src')).toContain(uploaded);
      const served = await visitor.request.get(`${BASE_URL}${uploaded}`);
      expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/webp']);
    } finally {
      await visitor.close();
    }
    expect(errors).toEqual([]);
  });
});
