import type { Page } from '@playwright/test';
import { clearFaults, DEMO_PASSWORD, expect, failNext, signIn, test, waitForMail } from '../fixtures.ts';
import { openStaffConsole } from '../support/staff.ts';
import { seriousAxeViolations } from './axe-helpers.ts';

/** The console signed in as the demo staff member (its sign-in with the second factor: staff-second-factor.spec.ts). */
async function staffSignIn(page: Page): Promise<void> {
  await openStaffConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Owners' })).toBeVisible();
}

async function openOwner(page: Page, email: string): Promise<void> {
  await page.getByLabel('Search by e-mail or name').fill(email);
  await page.getByRole('link', { name: `Open ${email}` }).click();
  await expect(page.getByText(email, { exact: false }).first()).toBeVisible();
}

test.describe('staff console', () => {
  test('staff finds owner@example.com and enters the portal as the owner through a login link', async ({
    page,
    browser,
  }) => {
    await staffSignIn(page);
    await openOwner(page, 'owner@example.com');
    await expect(page.getByRole('heading', { level: 1, name: 'Olivia Owens' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Palm Villa 7' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create login link' }).click();
    const link = await page.getByLabel('Login link').inputValue();
    expect(link).toMatch(/\/admin-login\/[A-Za-z0-9_-]{43}$/);

    // A fresh context, as a private window: nothing of the console's session comes along.
    const owner = await browser.newContext();
    try {
      const ownerPage = await owner.newPage();
      await ownerPage.goto(link);
      await expect(ownerPage).toHaveURL(/\/properties/);
      await expect(
        ownerPage.getByText(
          "Sam Staff of the management company is signed in as the owner Olivia Owens. Everything done here is recorded under Sam Staff's name.",
        ),
      ).toBeVisible();
      await expect(ownerPage.getByText('Palm Villa 7').first()).toBeVisible();
      // The link was for one use.
      const second = await owner.newPage();
      await second.goto(link);
      await expect(second.getByRole('alert')).toBeVisible();
    } finally {
      await owner.close();
    }

    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('cell', { name: 'admin_login', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'admin_login_link_created' }).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('staff sends an owner a reset e-mail, and the owner signs in with the password they chose', async ({
    page,
    browser,
  }) => {
    // Two full reset round trips (mail delivery, the 3 s redirect, two sign-ins): more than the default 30 s on a busy
    // machine.
    test.slow();
    const email = 'done@example.com';
    await staffSignIn(page);
    // There and back, so the demo owner keeps the demo password for the other journeys.
    for (const chosen of ['Chosen#2026', DEMO_PASSWORD]) {
      await page.goto('/staff');
      await openOwner(page, email);
      const requestedAt = new Date().toISOString();
      await page.getByRole('button', { name: 'Send reset e-mail' }).click();
      await expect(page.getByText(`A reset e-mail to ${email} is in the outbox.`)).toBeVisible();

      const mail = await waitForMail(email, (m) => m.receivedAt >= requestedAt);
      const link = mail.raw.replace(/=\r?\n/g, '').match(/https?:\/\/[^\s"<>]+\/new-password\/[A-Za-z0-9_-]+/)?.[0];
      expect(link, 'reset link in the mail').toBeTruthy();

      const owner = await browser.newContext();
      try {
        const ownerPage = await owner.newPage();
        await ownerPage.goto(link as string);
        await ownerPage.getByLabel('New password', { exact: true }).fill(chosen);
        await ownerPage.getByLabel('Confirm new password').fill(chosen);
        await ownerPage.getByRole('button', { name: /save password/i }).click();
        await expect(ownerPage.getByText(/your password has been changed/i)).toBeVisible();
        await expect(ownerPage).toHaveURL(/\/login/, { timeout: 10_000 });
        await signIn(ownerPage, email, chosen);
      } finally {
        await owner.close();
      }
    }

    await page.getByRole('link', { name: 'Outbox' }).click();
    await expect(page.getByText('Reset your owner portal password').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Owners' }).click();
    await openOwner(page, email);
    await expect(page.getByRole('cell', { name: 'owner_password.reset_sent' }).first()).toBeVisible();
  });

  test('staff gives an owner a temporary password; the owner must choose their own at sign-in', async ({
    page,
    browser,
  }) => {
    const email = 'ru@example.com';
    await staffSignIn(page);
    await openOwner(page, email);
    await page.getByLabel('Temporary password', { exact: true }).fill('Temp#2026x');
    await page.getByRole('button', { name: 'Set temporary password' }).click();
    await expect(page.getByText(/Temporary password set/)).toBeVisible();

    const owner = await browser.newContext();
    try {
      const ownerPage = await owner.newPage();
      await ownerPage.goto('/login');
      await ownerPage.getByLabel(/e-?mail/i).fill(email);
      await ownerPage.getByLabel(/^password$/i).fill('Temp#2026x');
      await ownerPage.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(ownerPage).toHaveURL(/\/new-password\/.+temporary=1/);
      await expect(
        ownerPage.getByText(
          'The password you signed in with was a temporary one. Choose your own password to continue.',
        ),
      ).toBeVisible();
      await ownerPage.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
      await ownerPage.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
      await ownerPage.getByRole('button', { name: /save password/i }).click();
      await expect(ownerPage).toHaveURL(/\/login/, { timeout: 10_000 });
      await signIn(ownerPage, email, DEMO_PASSWORD);
    } finally {
      await owner.close();
    }
  });

  test('the owners list keeps its search when staff come back, and names login statuses and languages in words', async ({
    page,
  }) => {
    await staffSignIn(page);
    const search = page.getByLabel('Search by e-mail or name');
    await search.fill('Olivia');
    await expect(page).toHaveURL(/\/staff\?q=Olivia$/);
    const row = page.getByRole('row').filter({ hasText: 'owner@example.com' });
    await expect(row.getByRole('cell', { name: 'Both systems' })).toBeVisible();
    await page.getByRole('link', { name: 'Open owner@example.com' }).click();
    // The language by its own name; which one depends on the journeys before (the demo owners are shared).
    await expect(
      page.getByText(/^owner@example\.com · Both systems · Language: (English|Русский|العربية)$/),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to owners' }).click();
    await expect(search).toHaveValue('Olivia');
    await expect(page.getByRole('link', { name: 'Open owner@example.com' })).toBeVisible();
    await page.getByRole('link', { name: 'Open owner@example.com' }).click();
    await page.goBack();
    await expect(search).toHaveValue('Olivia');
  });

  test('a temporary password that could not be set stays in its field, and the failure is said', async ({
    page,
    request,
  }) => {
    await staffSignIn(page);
    await openOwner(page, 'done@example.com');
    const ownerId = new URL(page.url()).pathname.split('/').pop();
    await failNext(request, { path: `/api/staff/owners/${ownerId}/password`, method: 'POST', status: 503 });
    try {
      const field = page.getByLabel('Temporary password', { exact: true });
      await field.fill('Temp#2026y');
      await page.getByRole('button', { name: 'Set temporary password' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(field).toHaveValue('Temp#2026y');
      await expect(page.getByText(/Temporary password set/)).toHaveCount(0);
    } finally {
      await clearFaults(request);
    }
  });

  test("the staff lockout message is in the reader's language", async ({ page }) => {
    await page.goto('/staff/login');
    await page.getByLabel('Language').selectOption('ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    try {
      for (let attempt = 0; attempt < 6; attempt++) {
        await page.getByLabel('Эл. почта').fill('lockout-probe@example.com');
        await page.getByLabel('Пароль', { exact: true }).fill(`Wrong#${attempt}`);
        const answered = page.waitForResponse((response) => response.url().endsWith('/api/staff/login'));
        await page.getByRole('button', { name: 'Войти' }).click();
        expect((await answered).status()).toBe(attempt < 5 ? 401 : 429);
      }
      await expect(page.getByRole('alert')).toHaveText(
        'Слишком много неудачных попыток входа. Попробуйте снова через 15 минут.',
      );
    } finally {
      await page.getByLabel('Язык').selectOption('en');
    }
  });

  test('the console works in Arabic, right to left, at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await staffSignIn(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // The month-close table and the invoice forms scrolled sideways at 360 px (648 px and 20 px wide), in both
    // directions; the owners list did not.
    const wideScreens = async () => {
      for (const path of ['/staff/statements', '/staff/properties/1/documents']) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        await expect(page.locator('main form, main table').first()).toBeVisible();
        expect(await overflow(), path).toBeLessThanOrEqual(0);
      }
      await page.goto('/staff');
    };
    await wideScreens();
    await page.getByLabel('Language').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'الملاك' })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await wideScreens();
    } finally {
      await page.getByLabel('اللغة').selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });
});
