import { expect, PHONE, signIn, test } from '../fixtures.ts';
import { OWNER, ownerHeaders, publishToOwner, sidewaysOverflow, unreadCount } from './notify-helpers.ts';

test.use({ viewport: PHONE });

// The journeys share one server: counts are read from the API first and checked as changes, never as fixed numbers.
test.describe('notifications on a phone', () => {
  test('the bell shows the unread count; opening one marks it read, the count drops, and its link leads on', async ({
    page,
  }) => {
    const before = await unreadCount(page.request);
    expect(before).toBeGreaterThan(0);
    await signIn(page, OWNER);
    const bell = page.getByRole('button', { name: `Notifications, ${before} unread` });
    await expect(bell).toBeVisible();
    await expect(bell.locator('.notification-bell__badge')).toHaveText(String(before));

    await bell.click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    const items = dialog.locator('.notification-item');
    await expect(items).toHaveCount(10);
    // Unread first, each marked New; then the read ones.
    const unreadShown = Math.min(before, 10);
    for (let index = 0; index < unreadShown; index++) await expect(items.nth(index)).toContainText('New');
    if (unreadShown < 10) await expect(items.nth(unreadShown)).not.toContainText('New');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(1);

    // The first unread one that links a property's summary.
    const withProperty = items.filter({ hasText: 'New' }).filter({ hasText: 'permit' }).first();
    const title = (await withProperty.locator('.notification-item__title').textContent()) ?? '';
    await withProperty.click();
    const detail = page.getByRole('dialog', { name: title });
    await expect(detail.getByText(/expires next month/)).toBeVisible();
    await expect(page.getByRole('button', { name: `Notifications, ${before - 1} unread` })).toBeVisible();
    await expect.poll(() => unreadCount(page.request)).toBe(before - 1);

    const link = detail.getByRole('link', { name: 'Marina Gate 1204' });
    await expect(link).toHaveAttribute('href', /^\/settings\/summary\/\d+$/);
    await link.click();
    await expect(page).toHaveURL(/\/settings\/summary\/\d+$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Marina Gate 1204' }).first()).toBeVisible();

    // Back in the list it is read: no longer New, no longer first.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).locator('.notification-item--unread')).toHaveCount(
      before - 1,
    );
  });

  test('a personal-details notification links to the personal survey', async ({ page }) => {
    await signIn(page, OWNER);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Please confirm your contact details/ })
      .click();
    const detail = page.getByRole('dialog', { name: 'Please confirm your contact details' });
    await detail.getByRole('link', { name: 'Open my personal details' }).click();
    await expect(page).toHaveURL(/\/settings\/personal-survey$/);
  });

  test('a notification published while the page is open raises the count without a reload', async ({ page }) => {
    const { ownerId } = await ownerHeaders(page.request);
    const before = await unreadCount(page.request);
    await signIn(page, OWNER);
    await expect(page.getByRole('button', { name: `Notifications, ${before} unread` })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    await publishToOwner(page.request, ownerId, `Live check ${Date.now()}`);
    await expect(page.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible();
    await expect(page.getByText(`You have ${before + 1} unread notifications`)).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // The new one heads the list.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog').locator('.notification-item').first()).toContainText('Live check');
  });
});
