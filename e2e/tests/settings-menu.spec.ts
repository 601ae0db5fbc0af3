import { createOwner, DEMO_PASSWORD, expect, propertyIdsOf, signIn, test } from '../fixtures.ts';

test.describe('settings menu (docs/product/settings.md#settings-menu /settings/list/{propertyId})', () => {
  test('offers Block off date and Change property info only with a property', async ({ page, request }) => {
    const ids = await propertyIdsOf(request, 'owner@example.com');
    const marina = ids['Marina Gate 1204'];
    await signIn(page, 'owner@example.com');
    await page.goto(`/settings/list/${marina}`);
    const menu = page.getByRole('navigation', { name: 'Settings' });
    await expect(menu.getByRole('link')).toHaveText([
      'Block off date',
      'Change password',
      'Passkeys',
      'Edit profile',
      'Change property info',
      'Add a property',
    ]);
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Change property info' })).toHaveAttribute(
      'href',
      `/settings/summary/${marina}`,
    );
    await expect(menu.getByRole('link', { name: 'Block off date' })).toHaveAttribute(
      'href',
      `/settings/block/${marina}`,
    );

    await page.goto('/settings/list');
    await expect(menu.getByRole('link')).toHaveText(['Change password', 'Passkeys', 'Edit profile', 'Add a property']);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('owners the company marks see a coming-soon page instead of the survey', async ({ page }) => {
    await signIn(page, 'ru@example.com');
    await page.goto('/settings/personal-survey');
    await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
  });
});

test.describe('change password (docs/product/settings.md#change-password)', () => {
  test('wrong current, weak new, mismatch, then success: signed in again with the new password', async ({ page }) => {
    await createOwner('changer@test.local', 'Chen Changer');
    await signIn(page, 'changer@test.local');
    await page.goto('/settings/list');
    await page.getByRole('link', { name: 'Change password' }).click();
    const current = page.getByLabel('Current password');
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Change password' });

    await submit.click();
    await expect(current).toHaveAccessibleDescription(
      'Current password field is required. Please enter a valid value.',
    );

    await current.fill('Wrong#Pass1');
    await next.fill('Better#Pass2');
    await confirm.fill('Better#Pass2');
    await submit.click();
    await expect(current).toHaveAccessibleDescription('Incorrect password');

    await current.fill(DEMO_PASSWORD);
    await next.fill('weak');
    await submit.click();
    await expect(next).toHaveAccessibleDescription(/Password must be at least 8 characters long/);

    await next.fill('Better#Pass2');
    await confirm.fill('Better#Pass3');
    await submit.click();
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');

    // The show/hide toggles reveal what was typed.
    await page.getByRole('button', { name: 'Show password' }).nth(1).click();
    await expect(next).toHaveAttribute('type', 'text');

    await confirm.fill('Better#Pass2');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/change-password$/);
    await page.goto('/properties');
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('heading', { name: 'Welcome to your owner portal' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill('changer@test.local');
    await page.getByLabel(/^password$/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Username does not exist or password is incorrect')).toBeVisible();
    await signIn(page, 'changer@test.local', 'Better#Pass2');
  });

  test('too many wrong current passwords show the server’s message; any other failure an unknown error', async ({
    page,
  }) => {
    await createOwner('locked@test.local', 'Lee Locked');
    await signIn(page, 'locked@test.local');
    await page.goto('/settings/change-password');
    const current = page.getByLabel('Current password');
    await page.getByLabel('New password', { exact: true }).fill('Better#Pass2');
    await page.getByLabel('Confirm new password').fill('Better#Pass2');
    for (let attempt = 1; attempt <= 6; attempt++) {
      await current.fill(`Wrong#Pass${attempt}`);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(current).toHaveAccessibleDescription(
        attempt <= 5 ? 'Incorrect password' : 'Too many failed login attempts. Please try again in 15 minutes.',
      );
    }
    await page.route('**/api/change_password', (route) => route.fulfill({ status: 500, body: '{}' }));
    await current.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toHaveText('An unknown error occurred');
  });
});
