import type { Page } from '@playwright/test';
import { expect, PHONE, test, useLanguage } from '../fixtures.ts';
import { adminCli, totpCode } from '../support/staff.ts';
import { seriousAxeViolations } from './axe-helpers.ts';

/**
 * The staff console's second factor (decision 091) through its screens: enrolment forced at the first sign-in with
 * an authenticator app (the journey computes its codes), a sign-in with it, a recovery code used once, no
 * login-as-owner link before the second factor, and the admin CLI's reset.
 */

const PASSWORD = 'Enrol#2026x';

async function createStaff(email: string): Promise<void> {
  await adminCli(['create-staff', email, '--name', 'Erin Enrol', '--password', PASSWORD]);
}

/** The password step; answers with the pending token the server gave (what the page holds until the second step). */
async function passwordStep(page: Page, email: string): Promise<string> {
  await page.goto('/staff/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/staff/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { pendingToken: string }).pendingToken;
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
}

test.describe('staff second factor', () => {
  test('a new staff member enrols an authenticator app at the first sign-in, signs in with it, and uses a recovery code once', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `erin-${Date.now()}@example.com`;
    await createStaff(email);
    const owner = await page.request.post('/api/login', {
      data: { username: 'owner@example.com', password: 'Owner#2026' },
    });
    const ownerId = ((await owner.json()) as { user: { userId: number } }).user.userId;

    // The password alone: the enrolment screen, and no console behind it.
    const pendingToken = await passwordStep(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const refused = await page.request.post(`/api/staff/owners/${ownerId}/login-link`, {
      headers: { authorization: `Bearer ${pendingToken}` },
    });
    expect(refused.status()).toBe(401);
    await page.goto(`/staff/owners/${ownerId}`);
    await expect(page).toHaveURL(/\/staff\/login$/);

    // Enrolment: the QR code and the key, then the app's first code; ten recovery codes, shown once.
    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByRole('img', { name: `QR code that adds ${email} to an authenticator app` })).toBeVisible();
    const secret = (await page.locator('[data-secret]').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const firstCode = await totpCode(secret);
    await page.getByRole('textbox', { name: 'Code' }).fill(firstCode);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Save your recovery codes' })).toBeVisible();
    const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Owners' })).toBeVisible();
    await signOut(page);

    // A sign-in with the app: the code that enrolled it is not accepted twice; the next one is.
    await passwordStep(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Code' }).fill(firstCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That was not accepted.');
    await page.getByRole('textbox', { name: 'Code' }).fill(await totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Owners' })).toBeVisible();
    // With the second factor passed, the console mints the login-as-owner link.
    await page.getByLabel('Search by e-mail or name').fill('owner@example.com');
    await page.getByRole('link', { name: 'Open owner@example.com' }).click();
    await page.getByRole('button', { name: 'Create login link' }).click();
    await expect(page.getByLabel('Login link')).toHaveValue(/\/admin-login\/[A-Za-z0-9_-]{43}$/);
    await signOut(page);

    // A recovery code: once.
    const recovery = codes[0] ?? '';
    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('You used a recovery code: 9 codes are left.')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to the console' }).click();
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('cell', { name: 'staff_second_factor.recovery_code_used' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'staff_second_factor.enrolled' }).first()).toBeVisible();
    await signOut(page);
    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That was not accepted.');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();

    // The operator resets it (a lost phone): the next sign-in enrols afresh.
    expect(await adminCli(['reset-second-factor', email, '--admin', 'Journey Ops'])).toContain(
      `The second factor of ${email} was reset`,
    );
    await passwordStep(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeVisible();
  });

  test('the second-factor screens in Arabic, right to left, at 360 px', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.setViewportSize(PHONE);
    const email = `erin-ar-${Date.now()}@example.com`;
    await createStaff(email);
    await page.goto('/staff/login');
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'إعداد التحقق بخطوتين' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'إعداد تطبيق المصادقة' }).click();
    await expect(
      page.getByRole('img', { name: new RegExp(`^رمز QR يضيف ${email.replace('.', '\\.')}`) }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
