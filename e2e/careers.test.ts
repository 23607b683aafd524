import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { KEY_RESPONSIBILITIES_MESSAGE } from '@contract';
import { E2E_ADMIN_CODE } from './support/server-process';
import { axeViolations, BASE_URL, launchBrowser, openPage, waitForApp } from './support/browser';

jest.setTimeout(180_000);

const uid = randomBytes(3).toString('hex');

/** Signs an admin up through the API; the context then carries the session cookie. */
async function signUpAdmin(context: BrowserContext): Promise<void> {
  const res = await context.request.post(`${BASE_URL}/apiauth/signup`, {
    data: {
      name: 'Careers Admin',
      email: `careers-admin-${uid}@itx.test`,
      phone: '9000067890',
      password: 'Secret#2025',
      adminCode: E2E_ADMIN_CODE,
    },
  });
  expect(res.status()).toBe(201);
}

const cardTitles = (page: Page) => page.locator('main article h3').allTextContents();

/** Waits until the list of card titles passes `check` (the list re-renders after each keystroke). */
async function waitForTitles(page: Page, check: (titles: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  let titles = await cardTitles(page);
  while (!check(titles) && Date.now() < deadline) {
    await page.waitForTimeout(100);
    titles = await cardTitles(page);
  }
  return titles;
}
const only = (title: string) => (titles: string[]) => titles.length === 1 && titles[0] === title;
const detailsLink = (page: Page, title: string) =>
  page.getByRole('link', { name: new RegExp(`^View details\\s*: ${title.replace(/[()]/g, '\\$&')}$`) });

/** The JobPosting objects in the page's JSON-LD. */
async function jobPostings(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>).filter((d) => d['@type'] === 'JobPosting');
}

/** The value shown under a label of the job's facts. */
const fact = (page: Page, label: string) =>
  page.locator('main dl dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('careers for visitors', () => {
  let context: BrowserContext;
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  });
  afterEach(async () => {
    await context.close();
  });

  it('lists the seeded openings, finds them by title and location, and says when nothing matches', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${BASE_URL}/careers`);
    await waitForApp(page);
    await page.locator('main article').first().waitFor();
    const search = page.getByRole('searchbox', { name: 'Search by job title' });
    await search.fill('counsellor');
    await expect(waitForTitles(page, only('Career Counsellor'))).resolves.toEqual(['Career Counsellor']);
    await search.fill('trainer');
    const trainers = await waitForTitles(page, (t) => t.length >= 3 && t.every((x) => /trainer/i.test(x)));
    expect(trainers).toEqual(
      expect.arrayContaining(['Data Science Trainer', 'Java Full-Stack Trainer', 'Cloud Computing Trainer (AWS and Azure)']),
    );
    await page.getByLabel('Location').selectOption('Hyderabad (weekend batches)');
    await expect(waitForTitles(page, only('Cloud Computing Trainer (AWS and Azure)'))).resolves.toEqual([
      'Cloud Computing Trainer (AWS and Azure)',
    ]);
    await search.fill(`zz-nothing-${uid}`);
    await page.getByText('No jobs found.').waitFor();
    await search.fill('');
    await page.getByLabel('Location').selectOption('');
    await page.locator('main article').first().waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows a job in full with JobPosting data matching the page, and takes an application', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${BASE_URL}/careers`);
    await waitForApp(page);
    await page.getByRole('searchbox', { name: 'Search by job title' }).fill('Data Science Trainer');
    await detailsLink(page, 'Data Science Trainer').click();
    await page.waitForURL(`${BASE_URL}/careers/data-science-trainer`);
    await page.getByRole('heading', { level: 1, name: 'Data Science Trainer' }).waitFor();
    await expect(fact(page, 'Experience')).resolves.toBe('3 years');
    await expect(fact(page, 'Job type')).resolves.toBe('Full Time');
    await expect(fact(page, 'Salary')).resolves.toBe('₹65,000 per month');
    await expect(page.locator('main ul li').count()).resolves.toBe(5);

    const postings = await jobPostings(page);
    expect(postings).toHaveLength(1);
    const ld = postings[0] as Record<string, unknown> & { baseSalary: { value: { value: number } }; description: string };
    expect(ld).toMatchObject({ title: 'Data Science Trainer', employmentType: 'FULL_TIME', directApply: true });
    expect(ld.baseSalary.value.value).toBe(65000);
    for (const item of await page.locator('main ul li').allTextContents()) expect(ld.description).toContain(`<li>${item}</li>`);
    const posted = await page.locator('dd time').first().getAttribute('datetime');
    const closes = await page.locator('dd time').nth(1).getAttribute('datetime');
    expect([ld.datePosted, ld.validThrough]).toEqual([posted, closes]);
    await expect(axeViolations(page)).resolves.toEqual([]);

    const form = page.getByRole('form', { name: 'Apply for Data Science Trainer' });
    await form.getByLabel('Full name').fill('Kavya Rao');
    await form.getByLabel('Email').fill(`kavya-${uid}@example.in`);
    await form.getByLabel('Phone number').fill('9876501234');
    await form.getByLabel(/good fit/).fill('Four years as a data scientist, two as a part-time trainer.');
    await form.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByText('Your application was received').waitFor();
    expect(errors).toEqual([]);
  });

  it('answers an unknown job with "Job not found"', async () => {
    const { page } = await openPage(context);
    await page.goto(`${BASE_URL}/careers/no-such-job-${uid}`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
  });
});

describe('careers for admins', () => {
  it('posts a job (refused with 4 responsibilities), which a visitor finds and opens; then edits and deletes it', async () => {
    const admin = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      await signUpAdmin(admin);
      const { page, errors } = await openPage(admin);
      const title = `Power BI Trainer ${uid}`;
      const location = `Madhapur ${uid}, Hyderabad`;

      await page.goto(`${BASE_URL}/admin/jobs`);
      await waitForApp(page);
      await page.getByRole('link', { name: 'Add Job' }).click();
      await page.waitForURL(`${BASE_URL}/admin/jobs/create`);
      await page.getByLabel('Job title').fill(title);
      await page.getByLabel('Experience (years)').fill('2');
      await page.getByLabel('Job type').selectOption({ label: 'Full-time' });
      await page.getByLabel('Location').fill(location);
      await page.getByLabel('About the role').fill('Teach Power BI and DAX to working professionals in weekday evening batches.');
      const points = [
        'Teach data modelling and DAX in live sessions.',
        'Build dashboards with learners on real business data.',
        'Review every learner’s report and give written feedback.',
        'Prepare learners for the PL-300 certification.',
        'Keep the course current with monthly Power BI releases.',
      ];
      for (let i = 0; i < 4; i++) {
        if (i > 0) await page.getByRole('button', { name: 'Add responsibility' }).click();
        await page.getByRole('textbox', { name: `Responsibility ${i + 1}`, exact: true }).fill(points[i] ?? '');
      }
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.getByRole('button', { name: 'Post Job' }).click();
      await page.getByRole('alert').filter({ hasText: KEY_RESPONSIBILITIES_MESSAGE }).waitFor();
      await page.getByRole('button', { name: 'Add responsibility' }).click();
      await page.getByRole('textbox', { name: 'Responsibility 5', exact: true }).fill(points[4] ?? '');
      await expect(page.getByRole('button', { name: 'Add responsibility' }).isDisabled()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Post Job' }).click();
      await page.waitForURL(`${BASE_URL}/admin/jobs`);
      await page.getByText('Job posted successfully!').first().waitFor();
      await page.getByRole('gridcell', { name: title, exact: true }).waitFor();
      await expect(axeViolations(page)).resolves.toEqual([]);

      // A visitor finds it by title and by location, and opens it.
      const v = await openPage(visitor);
      await v.page.goto(`${BASE_URL}/careers`);
      await waitForApp(v.page);
      await v.page.locator('main article').first().waitFor();
      await v.page.getByRole('searchbox', { name: 'Search by job title' }).fill(title.toLowerCase());
      await expect(waitForTitles(v.page, only(title))).resolves.toEqual([title]);
      await v.page.getByRole('searchbox', { name: 'Search by job title' }).fill('');
      await v.page.getByLabel('Location').selectOption(location);
      await expect(waitForTitles(v.page, only(title))).resolves.toEqual([title]);
      await detailsLink(v.page, title).click();
      await v.page.getByRole('heading', { level: 1, name: title }).waitFor();
      const slug = new URL(v.page.url()).pathname.split('/').pop() ?? '';
      expect(slug).toBe(`power-bi-trainer-${uid}`);
      const [posting] = await jobPostings(v.page);
      expect(posting).toMatchObject({
        title,
        employmentType: 'FULL_TIME',
        baseSalary: { currency: 'INR', value: { value: 25000, unitText: 'MONTH' } },
        jobLocation: { address: { addressLocality: 'Hyderabad', addressCountry: 'IN' } },
        experienceRequirements: { monthsOfExperience: 24 },
      });
      await expect(fact(v.page, 'Salary')).resolves.toBe('₹25,000 per month');

      // The admin edits it: a fresher role now.
      await page.getByRole('link', { name: `Edit ${title}` }).click();
      await page.waitForURL(`${BASE_URL}/admin/jobs/edit/${slug}`);
      await expect(page.getByLabel('Job title').inputValue()).resolves.toBe(title);
      await page.getByLabel('Experience (years)').fill('0');
      await page.getByText('Fresher: no experience needed').waitFor();
      await page.getByRole('button', { name: 'Update Job' }).click();
      await page.waitForURL(`${BASE_URL}/admin/jobs`);
      await page.getByText('Job updated successfully!').first().waitFor();
      await v.page.reload();
      await v.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect(fact(v.page, 'Experience')).resolves.toBe('Fresher');

      // Deleting asks first; Cancel keeps it, Delete removes it.
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to delete this job?').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('gridcell', { name: title, exact: true }).waitFor();
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Job deleted successfully.').waitFor();
      await page.getByRole('gridcell', { name: title, exact: true }).waitFor({ state: 'detached' });
      await v.page.goto(`${BASE_URL}/careers`);
      await waitForApp(v.page);
      await v.page.locator('main article').first().waitFor();
      await v.page.getByRole('searchbox', { name: 'Search by job title' }).fill(title);
      await v.page.getByText('No jobs found.').waitFor();
      expect(errors).toEqual([]);
      expect(v.errors).toEqual([]);
    } finally {
      await admin.close();
      await visitor.close();
    }
  });
});
