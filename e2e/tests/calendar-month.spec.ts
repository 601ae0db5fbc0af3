import type { Page } from '@playwright/test';
import { e2eNow, expect, signIn, test } from '../fixtures.ts';

const DUBAI = 'Asia/Dubai';
const monthName = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: DUBAI }).format(date);
const addMonths = (months: number) => {
  const now = e2eNow();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 15));
};

async function openMarina(page: Page): Promise<string> {
  await signIn(page, 'owner@example.com');
  await page.locator('.property-card').filter({ hasText: 'Marina Gate 1204' }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Marina Gate 1204' })).toBeVisible();
  return page.url().split('/').at(-1) ?? '';
}

const monthTitle = (page: Page) => page.locator('.month-nav__title');

test.describe('calendar of a property', () => {
  test('opens on the current month, Monday first, and navigates by month and by year', async ({ page }) => {
    await openMarina(page);
    await expect(monthTitle(page)).toHaveText(monthName(e2eNow()));
    await expect(page.locator('.month-grid--large thead th').first()).toHaveAttribute('abbr', 'Monday');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(monthTitle(page)).toHaveText(monthName(addMonths(1)));
    await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
    await page.getByRole('button', { name: 'Previous year' }).click();
    await expect(monthTitle(page)).toHaveText(monthName(addMonths(-11)));
    await page.getByRole('button', { name: 'Next year' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(monthTitle(page)).toHaveText(monthName(e2eNow()));
  });

  test('today shows the ongoing stay, checked in, and a past month shows its reservations', async ({ page }) => {
    await openMarina(page);
    await expect(page.locator('.month-grid__cell--today')).toHaveClass(/day-tone--checked_in/);
    await expect(page.locator('.reservation-item').filter({ hasText: 'Checked in' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(page.locator('.reservation-item').first()).toBeVisible();
  });

  test('a reservation opens its booking details with both payout breakdowns, and back returns', async ({ page }) => {
    await openMarina(page);
    const item = page.locator('.reservation-item--guest').first();
    const guest = (await item.locator('.reservation-item__name').textContent()) ?? '';
    const payout = page.waitForResponse((r) => r.url().includes('/api/reservation-payouts'));
    await item.click();
    const body = (await (await payout).json()) as { data: { owner_payout: { net_payout: number } }[] };
    const details = page.getByRole('region', { name: 'Booking details' });
    await expect(details).toBeVisible();
    await expect(details).toContainText(guest);
    for (const label of [
      'Confirmation code',
      'Check-in',
      'Check-out',
      'Nights',
      'Source',
      'Guest payment',
      'Owner payout',
    ]) {
      await expect(details).toContainText(label);
    }
    await expect(details.getByText(/^Management fee \(\d+%\)$/)).toBeVisible();
    const net = body.data[0]?.owner_payout.net_payout ?? -1;
    const formatted = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'AED',
      minimumFractionDigits: 2,
    }).format(net);
    await expect(details.locator('.details-row--total').last()).toContainText(formatted);
    await details.getByRole('button', { name: 'Back to calendar' }).click();
    await expect(page.getByRole('region', { name: 'Booking details' })).toHaveCount(0);
    await expect(page.locator('.month-grid--large')).toBeVisible();
  });

  test('clicking a reservation on the grid opens its details; clicking a free future date starts a block', async ({
    page,
  }) => {
    const propertyId = await openMarina(page);
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.locator('.month-grid--large button.event-chip--reservation').first().click();
    await expect(page.getByRole('region', { name: 'Booking details' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to calendar' }).click();
    const free = page.locator('.month-grid--large td.day-tone--available.month-grid__cell--clickable').first();
    const date = await free.getAttribute('data-date');
    await free.locator('button.month-grid__day').click();
    await expect(page).toHaveURL(new RegExp(`/calendar/${propertyId}/block/new\\?date=${date}$`));
  });

  test('three small calendars show the next three months with an occupied/available legend', async ({ page }) => {
    await openMarina(page);
    const small = page.getByRole('region', { name: 'Next three months' });
    await expect(small.locator('figcaption')).toHaveText([
      monthName(addMonths(1)),
      monthName(addMonths(2)),
      monthName(addMonths(3)),
    ]);
    await expect(small.locator('td.day-tone--confirmed').first()).toBeVisible();
    await expect(small.locator('td.day-tone--available').first()).toBeVisible();
    await expect(small.getByRole('list', { name: 'Legend' })).toContainText('Occupied');
    await expect(small.getByRole('list', { name: 'Legend' })).toContainText('Available');
  });

  test('month statistics show the figures the server computed, occupancy rounded', async ({ page }) => {
    const stats = page.waitForResponse((r) => r.url().endsWith('/api/statistics'));
    await openMarina(page);
    const { data } = (await (await stats).json()) as {
      data: { earning: number; stays: number; nights: number; occupancy_rate: number };
    };
    const region = page.getByRole('region', { name: /^Statistics:/ });
    const earning = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'AED',
      minimumFractionDigits: 2,
    }).format(data.earning);
    await expect(region.locator('[data-stat="earning"] dd')).toHaveText(earning);
    await expect(region.locator('[data-stat="stays"] dd')).toHaveText(String(data.stays));
    await expect(region.locator('[data-stat="nights"] dd')).toHaveText(String(data.nights));
    await expect(region.locator('[data-stat="occupancy"] dd')).toHaveText(`${Math.round(data.occupancy_rate)}%`);
  });
});
