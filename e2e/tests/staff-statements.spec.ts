import { dateParts, localDateOf } from '@portal/domain';
import { e2eNow, expect, test } from '../fixtures.ts';
import { openStaffConsole } from '../support/staff.ts';

test.describe('staff console: statements and invoices', () => {
  test('staff sees the month, opens a property, uploads a maintenance invoice, and the month close refuses the current month', async ({
    page,
  }) => {
    await openStaffConsole(page);
    await page.getByRole('link', { name: 'Statements' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Month close' })).toBeVisible();
    const marina = page.getByRole('row').filter({ hasText: 'Marina Gate 1204' });
    await expect(marina).toContainText('Published');

    // The current month is not over: closing it is refused in words, not with a code.
    const [year, month] = dateParts(localDateOf(e2eNow(), 'Asia/Dubai'));
    await page.getByLabel('Year').selectOption(String(year));
    await page.getByLabel('Month', { exact: true }).selectOption(String(month));
    await expect(
      page.getByText('This month is not over yet; it can be closed from the first day of the next month.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Close month as drafts' }).click();
    await expect(page.getByRole('alert')).toContainText('This month is not over yet.');

    await marina.getByRole('link', { name: 'Documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents of Marina Gate 1204' })).toBeVisible();
    const form = page.locator('form').filter({ hasText: 'Upload a maintenance invoice' });
    await form.getByLabel('Invoice number').fill('MNT-E2E-001');
    await form.getByLabel('Title', { exact: true }).fill('Balcony door seal');
    await form.getByLabel('Expenses', { exact: true }).fill('120.00');
    await form.getByLabel('Fee', { exact: true }).fill('12.00');
    await form.getByRole('button', { name: 'Upload invoice' }).click();
    await expect(form.getByText('The invoice was saved.', { exact: false })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'MNT-E2E-001' })).toContainText('132.00 AED');
  });
});
