import type { Page } from '@playwright/test';
import { createOwner, DEMO_PASSWORD, expect, PHONE, signIn, test, useLanguage, waitForMail } from '../fixtures.ts';
import { addVirtualAuthenticator } from '../support/virtual-authenticator.ts';
import { axeViolations } from './axe-helpers.ts';

/**
 * An owner's passkeys (decision 090), with Chromium's virtual authenticator standing in for the phone's: added in
 * Settings after the password, used on the sign-in page through the button and through the e-mail field's
 * autofill, then removed.
 */

async function signOut(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function openPasskeys(page: Page): Promise<void> {
  await page.goto('/settings/list');
  await page.getByRole('link', { name: 'Passkeys' }).click();
  await expect(page.locator('main').getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
}

test.describe('passkeys', () => {
  test('an owner adds a passkey, signs out, signs in with it by the button and by autofill, and removes it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `passkey-${Date.now()}@example.com`;
    await createOwner(email, 'Pat Passkey');
    const authenticator = await addVirtualAuthenticator(page);

    await signIn(page, email);
    await openPasskeys(page);
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
    // Adding one needs the password first.
    await expect(page.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026');
    await page.getByRole('button', { name: 'Confirm password' }).click();
    await expect(page.getByText('Incorrect password')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Confirm password' }).click();
    await page.getByLabel('Name of this device').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The passkey “Work laptop” was added.' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByText('Work laptop')).toBeVisible();
    await expect(list.getByText('Not used yet')).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    expect((await authenticator.credentials())[0]?.rpId).toBe('localhost');
    const mail = await waitForMail(email, (message) => message.raw.includes('A passkey was added to your account'));
    expect(mail.raw).toContain('Work laptop');
    expect(await axeViolations(page)).toEqual([]);

    // The autofill: as the sign-in page opens it asks for the site's passkeys for the e-mail field's autofill
    // (conditional mediation). Chromium's virtual authenticator answers such a request at once, with no menu to pick
    // from, so the owner is signed in by the passkey without a click.
    await page.goto('/settings');
    const byAutofill = page.waitForResponse((response) => response.url().endsWith('/api/passkeys/sign-in'));
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await byAutofill).status()).toBe(200);
    await expect(page).toHaveURL(/\/properties/);
    expect(await page.evaluate(() => localStorage.getItem('user-status'))).toBe('guesty');
    expect(await page.evaluate(() => Boolean(localStorage.getItem('legacy-token')))).toBe(true);

    // The button: the browser's passkey dialog. (From here the page's browser offers no autofill, as one without it
    // would, so the sign-in page waits for the click.)
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await signOut(page);
    await expect(page.locator('input[type="email"]')).toHaveAttribute('autocomplete', 'username webauthn');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/properties/);
    expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThanOrEqual(2);

    // Last use shows; removing needs the password again (this session came from the passkey).
    await openPasskeys(page);
    await expect(list.getByText(/^Last used /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove the passkey Work laptop' })).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Confirm password' }).click();
    await page.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('The passkey “Work laptop” was removed.')).toBeVisible();
    await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

    // The device still offers it, but it signs no one in any more.
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This passkey could not sign you in. Try again, or sign in with your password.',
    );
    await expect(page).toHaveURL(/\/login/);
  });

  test('the passkey screens in Arabic, right to left, at 360 px', async ({ page }) => {
    await useLanguage(page, 'ar');
    await page.setViewportSize(PHONE);
    const email = `passkey-ar-${Date.now()}@example.com`;
    await createOwner(email, 'Pat Passkey');
    await addVirtualAuthenticator(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول بمفتاح مرور' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await signIn(page, email);
    await page.goto('/settings/passkeys');
    await expect(page.locator('main').getByRole('heading', { level: 1, name: 'مفاتيح المرور' })).toBeVisible();
    await page.getByLabel('كلمة المرور', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'تأكيد كلمة المرور' }).click();
    await page.getByRole('button', { name: 'إضافة مفتاح مرور' }).click();
    await expect(page.getByRole('list', { name: 'مفاتيح المرور الخاصة بك' }).getByText('لم يُستخدم بعد')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
