import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures.ts';

const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function openDocuments(page: Page, email: string, nickname: string): Promise<string> {
  await signIn(page, email);
  await page.locator('.property-card').filter({ hasText: nickname }).getByRole('link').click();
  await expect(page).toHaveURL(/\/calendar\/\d+/);
  const propertyId = page.url().match(/\/calendar\/(\d+)/)?.[1] ?? '';
  await page.goto(`/documents/statements/${propertyId}`);
  return propertyId;
}

test.describe('statements and invoices', () => {
  test('list with unread highlighted, a statement with its figures, booking details, download, back as read', async ({
    page,
  }) => {
    const propertyId = await openDocuments(page, 'owner@example.com', 'Marina Gate 1204');

    // The year at a glance: the chart and its totals as text.
    await expect(page.getByRole('heading', { name: 'Year at a glance' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Net payout per month/ })).toBeVisible();
    await expect(page.getByText(/^Last 12 months: AED\s[\d,]+\.\d{2}$/)).toBeVisible();
    // 18 months of demo statements: 6 of the months a year earlier have one, and the text says so.
    await expect(
      page.getByText(/^The same months a year earlier: AED\s[\d,]+\.\d{2} \(only 6 months have a statement\)$/),
    ).toBeVisible();

    // Newest first; the two newest statements are unread and say so.
    const items = page.locator('.doc-list > li');
    const unread = page.locator('.doc-item--unread');
    await expect(unread.first()).toContainText('New');
    const unreadBefore = await unread.count();
    expect(unreadBefore).toBeGreaterThanOrEqual(2);
    const first = items.first();
    await expect(first).toHaveClass(/doc-item--unread/);
    const title = (await first.locator('.doc-item__title').textContent()) ?? '';
    expect(title).toMatch(/^Statement for \w+ \d{4}$/);

    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/documents/statements/${propertyId}/\\d{4}/\\d{1,2}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Figures: the fee and deductions negative, 2 decimals, and they add up to the net.
    const figure = (label: string) => page.locator('.figures__row').filter({ hasText: label }).locator('dd');
    const gross = await figure('Gross revenue').textContent();
    const fee = await figure('Management fee').textContent();
    const additions = await figure('Additions').textContent();
    const net = await figure('Net amount').textContent();
    expect(gross).toMatch(/^AED\s[\d,]+\.\d{2}$/);
    expect(fee).toMatch(/^-AED\s[\d,]+\.\d{2}$/);
    const deductions = await page.locator('.figures__row--deduction dd').allTextContents();
    for (const deduction of deductions) expect(deduction).toMatch(/^-AED\s|^AED\s0\.00$/);
    const sum =
      amountOf(gross ?? '') + deductions.reduce((total, d) => total + amountOf(d), 0) + amountOf(additions ?? '');
    expect(Math.round(sum * 100)).toBe(Math.round(amountOf(net ?? '') * 100));

    // A reservation line opens the calendar's booking details; back returns to the statement.
    const line = page.locator('.doc-item__button').first();
    const guest = (await line.locator('.doc-item__title').textContent()) ?? '';
    await line.click();
    await expect(page.getByRole('heading', { name: 'Booking details' })).toBeVisible();
    await expect(page.locator('.booking-details')).toContainText(guest);
    await expect(page.getByRole('heading', { name: 'Owner payout' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the statement' }).click();

    // The download is a PDF under a readable name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-Marina-Gate-1204-\d{4}-\d{2}\.pdf$/);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // On a wide screen the PDF can be previewed in an overlay.
    await page.getByRole('button', { name: 'Preview PDF' }).click();
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page.locator('iframe.pdf-preview')).toHaveAttribute('src', /^blob:/);
    await page.getByRole('button', { name: 'Close' }).click();

    // Back to the list: the statement is read now.
    await page.getByRole('button', { name: 'Back to statements' }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/statements/${propertyId}$`));
    await expect(items.first()).not.toHaveClass(/doc-item--unread/);
    await expect(unread).toHaveCount(unreadBefore - 1);

    // The CSV export of a year: UTF-8 with a BOM.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^statements-Marina-Gate-1204-\d{4}\.csv$/);
    const bytes = readFileSync(await csv.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain(
      'Date,Reservation,Guest,Gross revenue,Management fee,Expenses,Refunds,Net',
    );
  });

  test('the maintenance tab lists invoices, one computed from its parts, and downloads them', async ({ page }) => {
    await openDocuments(page, 'owner@example.com', 'Marina Gate 1204');
    await page.getByRole('link', { name: 'Maintenance', exact: true }).first().click();
    await expect(page).toHaveURL(/\/documents\/maintenance\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Maintenance invoices' })).toBeVisible();
    const heater = page.locator('.doc-item').filter({ hasText: 'Water heater replacement' });
    await expect(heater).toContainText(/AED\s1,405\.50/);
    await expect(heater).toContainText("Total computed from the invoice's parts");
    const newest = page.locator('.doc-item').first();
    await expect(newest).toHaveClass(/doc-item--unread/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      newest.getByRole('button', { name: /^Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^maintenance-invoice-Marina-Gate-1204-[A-Z0-9-]+\.pdf$/);
    await expect(newest).not.toHaveClass(/doc-item--unread/);
  });
});
