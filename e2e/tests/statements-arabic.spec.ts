import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures.ts';

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test.describe('statements in Arabic, on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('reads right to left: chart, unread list, a statement, its booking, download, back as read, maintenance', async ({
    page,
  }) => {
    await signIn(page, 'pordal@example.com');
    await page.locator('.property-card').filter({ hasText: 'Jumeirah Villa 12' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/calendar\/\d+/);
    const propertyId = page.url().match(/\/calendar\/(\d+)/)?.[1] ?? '';
    await page.getByRole('combobox').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // After the reload in Arabic, through the navigation as an owner would.
    await page.getByRole('link', { name: 'الكشوفات' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/documents/statements/${propertyId}$`));

    await expect(page.getByRole('heading', { name: 'السنة في لمحة' })).toBeVisible();
    await expect(page.getByText(/^آخر 12 شهرًا: /)).toBeVisible();
    // Right to left the oldest month is drawn rightmost.
    const labels = page.locator('.year-chart__label');
    const oldest = await labels.first().boundingBox();
    const newest = await labels.last().boundingBox();
    expect(oldest && newest && oldest.x > newest.x).toBe(true);
    await expectNoSidewaysScroll(page);

    const first = page.locator('.doc-list > li').first();
    await expect(first).toHaveClass(/doc-item--unread/);
    await expect(first).toContainText('جديد');
    const title = (await first.locator('.doc-item__title').textContent()) ?? '';
    expect(title).toMatch(/^كشف /);
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.figures__row').filter({ hasText: 'رسوم الإدارة' }).locator('dd')).toContainText('-');
    await expect(page.locator('.figures__row--total')).toContainText('صافي المبلغ');
    // On a phone the PDF is downloaded, not previewed.
    await expect(page.getByRole('button', { name: 'معاينة PDF' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    await page.locator('.doc-item__button').first().click();
    await expect(page.getByRole('heading', { name: 'تفاصيل الحجز' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'العودة إلى الكشف' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'تنزيل PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-Jumeirah-Villa-12-\d{4}-\d{2}\.pdf$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');

    await page.getByRole('button', { name: 'العودة إلى الكشوفات' }).click();
    await expect(page.locator('.doc-list > li').first()).not.toHaveClass(/doc-item--unread/);

    await page.getByRole('link', { name: 'الصيانة', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'فواتير الصيانة' })).toBeVisible();
    await expect(page.locator('.doc-item').first()).toContainText('Annual AC maintenance');
    await expectNoSidewaysScroll(page);
  });
});
