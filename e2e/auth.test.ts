import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { axeViolations, BASE_URL, browserPerFile, openPage, waitForApp } from './support/browser';
import { linkFromOutbox } from './support/outbox';
import { E2E_ADMIN_CODE } from './support/server-process';

jest.setTimeout(120_000);

const PASSWORD = 'Hitec#2025';
const NEW_PASSWORD = 'Madhapur@42';

/** A unique address per run: the e2e database is shared by every e2e file and survives reruns of a file. */
const uniqueEmail = (label: string) => `e2e-${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@itx.test`;

/** The reset mail to `email` (the e2e server writes mail to DATA_DIR/outbox): its link. */
const resetLinkFromOutbox = (email: string) => linkFromOutbox(email, /(http:\/\/localhost:\d+\/reset-password\/[0-9a-f-]{36}\/[\w-]+)/);

async function signUp(page: Page, email: string, adminCode = E2E_ADMIN_CODE): Promise<void> {
  await page.goto(`${BASE_URL}/admin/sign-up`);
  await waitForApp(page);
  await page.getByLabel('Full name').fill('Anitha Reddy');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill('9849012345');
  await page.locator('#sign-up-password').fill(PASSWORD);
  await page.locator('#sign-up-adminCode').fill(adminCode);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.locator('#sign-in-password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const session = browserPerFile();

describe('admin accounts in the browser', () => {
  it('sign up → dashboard → logout → login → forgot password → reset by the mailed link → login with the new password', async () => {
    const { page, errors } = await openPage(session.context);
    const email = uniqueEmail('journey');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const header = page.locator('header');

    // Sign up: the admin home opens with the admin navigation.
    await signUp(page, email);
    await page.waitForURL(`${BASE_URL}/admin/home`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Signup successful').waitFor();
    await page.getByText('Welcome, Anitha Reddy.').waitFor();
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null') as { email: string } | null)).toEqual(
      expect.objectContaining({ email }),
    );
    // The admin area has a frame of its own (issue 20): a side navigation and no marketing header.
    const adminNav = page.getByRole('navigation', { name: 'Admin', exact: true });
    // Each section is clicked once the previous one is on screen, as a person would.
    await adminNav.getByRole('link', { name: 'Jobs', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/admin/jobs`);
    await page.getByRole('heading', { level: 1, name: 'Manage Jobs' }).waitFor();
    await adminNav.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${BASE_URL}/admin/home`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await adminNav.getByRole('link', { name: 'Blogs', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/admin/blogs`);
    await page.getByRole('heading', { level: 1, name: 'Manage Blogs' }).waitFor();
    // A reload keeps the session (cookie + server check).
    await page.reload();
    await waitForApp(page);
    await adminNav.getByRole('link', { name: 'Jobs', exact: true }).waitFor();
    expect(page.url()).toBe(`${BASE_URL}/admin/blogs`);
    // On the public site a signed-in admin keeps the spec's navigation swap.
    await page.goto(`${BASE_URL}/`);
    await waitForApp(page);
    await nav.getByRole('link', { name: 'Admin Jobs' }).waitFor();
    await expect(nav.getByRole('link', { name: 'Admin Blogs' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: 'Admin', exact: true }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: 'BLOGS', exact: true }).count()).resolves.toBe(0);

    // Logout: visitor navigation, the sign-up page, and the admin area is closed again.
    await header.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${BASE_URL}/admin/sign-up`);
    await nav.getByRole('link', { name: 'BLOGS', exact: true }).waitFor();
    await expect(nav.getByRole('link', { name: 'Admin Jobs' }).count()).resolves.toBe(0);
    await page.goto(`${BASE_URL}/admin/home`);
    await page.waitForURL(`${BASE_URL}/admin/sign-up`);

    // Login: a wrong password is refused with the server's message, then the right one works.
    await page.goto(`${BASE_URL}/admin/login`);
    await waitForApp(page);
    await logIn(page, email, 'Wrong#Pass1');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).first().waitFor();
    expect(page.url()).toBe(`${BASE_URL}/admin/login`);
    await expect(page.locator('#sign-in-password').inputValue()).resolves.toBe('');
    await page.locator('#sign-in-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${BASE_URL}/admin/home`);
    await page.getByText('Login successful').waitFor();
    await header.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${BASE_URL}/admin/sign-up`);

    // Forgot password: 'Email sent', and the link arrives in the outbox.
    await page.goto(`${BASE_URL}/admin/login`);
    await waitForApp(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${BASE_URL}/forgot-password`);
    // The router renders the new page in a transition: the login form (with its own 'Email' field) can still
    // be on screen when the address has changed. Fill the field once the reset form is there.
    const sendLink = page.getByRole('button', { name: 'Send Reset Link' });
    await sendLink.waitFor();
    await page.getByLabel('Email').fill(email);
    await sendLink.click();
    await page.getByRole('heading', { name: 'Email sent' }).waitFor();
    const link = await resetLinkFromOutbox(email);
    expect(link.startsWith(`${BASE_URL}/reset-password/`)).toBe(true);

    // Reset: mismatch first, then the new password; the login page follows about 2 seconds later.
    await page.goto(link);
    await waitForApp(page);
    await page.locator('#reset-password-password').fill(NEW_PASSWORD);
    await page.locator('#reset-password-confirmPassword').fill('Madhapur@43');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match!').waitFor();
    await page.locator('#reset-password-confirmPassword').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successfully!').first().waitFor();
    const resetAt = Date.now();
    await page.waitForURL(`${BASE_URL}/admin/login`);
    expect(Date.now() - resetAt).toBeGreaterThan(1000);

    // The old password no longer works; the new one does.
    await logIn(page, email, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).first().waitFor();
    await page.locator('#sign-in-password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${BASE_URL}/admin/home`);
    // Signed in: the admin area's own navigation (the public header's 'Admin Blogs' shows only on public pages).
    await adminNav.getByRole('link', { name: 'Blogs', exact: true }).waitFor();

    // The link worked once.
    await page.goto(link);
    await waitForApp(page);
    await page.locator('#reset-password-password').fill('Kondapur#8');
    await page.locator('#reset-password-confirmPassword').fill('Kondapur#8');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'This reset link has already been used.' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('refuses a wrong admin code on the form and creates no account', async () => {
    const { page, errors } = await openPage(session.context);
    const email = uniqueEmail('wrong-code');
    await signUp(page, email, 'not-the-admin-code');
    // Said once, at the admin code's field (issue 20).
    await page.locator('#sign-up-adminCode-helper-text', { hasText: 'The admin code is not valid.' }).waitFor();
    await expect(page.getByText('The admin code is not valid.').count()).resolves.toBe(1);
    expect(page.url()).toBe(`${BASE_URL}/admin/sign-up`);
    await page.goto(`${BASE_URL}/admin/login`);
    await waitForApp(page);
    await logIn(page, email, PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a visitor who opens a protected route to /admin/sign-up', async () => {
    const { page, errors } = await openPage(session.context);
    for (const protectedPath of ['/admin/home', '/admin/jobs/create', '/admin/blogs/new']) {
      await page.goto(`${BASE_URL}${protectedPath}`);
      await page.waitForURL(`${BASE_URL}/admin/sign-up`);
      await page.getByRole('heading', { level: 1, name: 'Admin Sign Up' }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('has no axe violations on the account pages, with and without errors shown', async () => {
    const { page } = await openPage(session.context);
    for (const [pagePath, heading] of [
      ['/admin/sign-up', 'Admin Sign Up'],
      ['/admin/login', 'Admin Login'],
      ['/forgot-password', 'Forgot Password'],
      ['/reset-password/6f1c2a9e-4b7d-4c1e-9a3f-2d5e8b7c1a00/Zq3vX9_kP2mN7rT5wY8bC1dF4gH6jL0sA-eU', 'Reset Password'],
    ] as const) {
      await page.goto(`${BASE_URL}${pagePath}`);
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Submitting the empty form shows every field's error.
      await page.locator('main form button[type="submit"]').click();
      await page.locator('main .Mui-error').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }

    const email = uniqueEmail('axe');
    await signUp(page, email);
    await page.waitForURL(`${BASE_URL}/admin/home`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    // Let the toast finish its entrance so axe sees its final colours.
    await page.waitForTimeout(500);
    expect(await axeViolations(page)).toEqual([]);
  });
});
