import type { Page } from '@playwright/test';
import { addDays, monthOf, monthsBetween } from '@portal/domain';
import { e2eNow, expect, test } from '../fixtures.ts';
import {
  answerAccess,
  fieldDate,
  futureDay,
  isPath,
  openProperty,
  pickDate,
  pordalToken,
  todayInDubai,
} from './blocks-helpers.ts';

/** Moves the 'Block off date' calendar forward (or back) to the month of `date`. */
async function showMonth(page: Page, date: string): Promise<void> {
  // The page opens on the month it is now in the properties' zone.
  const steps = monthsBetween(monthOf(todayInDubai()), monthOf(date));
  const button = page.getByRole('button', { name: steps > 0 ? 'Next month' : 'Previous month' });
  for (let i = 0; i < Math.abs(steps); i++) await button.click();
  await expect(page.locator(`td[data-date="${date}"]`)).toBeVisible();
}

const dayButton = (page: Page, date: string) => page.locator(`td[data-date="${date}"] .month-grid__day--stretched`);
const chip = (page: Page, date: string) => page.locator(`td[data-date="${date}"] .block-chip`);
// Named, because the date picker is a dialog of its own inside this one.
const formDialog = (page: Page) => page.getByRole('dialog', { name: 'Block Owner Stay' });

test.describe("settings 'Block off date'", () => {
  test('blocks a date, edits the block and removes it, on the legacy surface', async ({ page }) => {
    const propertyId = await openProperty(page, 'legacy@example.com', 'Business Bay 2201');
    await page.goto(`/settings/block/${propertyId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block off date');
    const from = futureDay(9, 15);
    await showMonth(page, from);
    await dayButton(page, from).click();
    const dialog = formDialog(page);
    await expect(dialog.getByLabel('From date')).toHaveValue(fieldDate(from));
    await answerAccess(page, 'I have keys but need a card');
    const create = page.waitForRequest((r) => r.method() === 'POST' && isPath('/api/legacy/owners-reservations')(r));
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await create;
    await expect(page.getByText('Your stay has been blocked.')).toBeVisible();
    await expect(chip(page, from)).toBeVisible();

    await chip(page, from).click();
    await dialog.getByLabel('Note').fill('Bringing the dog');
    const edit = page.waitForRequest(
      (r) => r.method() === 'PUT' && isPath(/^\/api\/legacy\/owners-reservations\/\d+$/)(r),
    );
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    expect((await edit).postDataJSON()).toMatchObject({ note: 'Bringing the dog' });
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();

    await chip(page, from).click();
    await expect(dialog.getByLabel('Note')).toHaveValue('Bringing the dog');
    const unblock = page.waitForRequest(
      (r) => r.method() === 'POST' && isPath(/^\/api\/legacy\/owners-reservations\/\d+$/)(r),
    );
    await dialog.getByRole('button', { name: 'Remove block' }).click();
    await unblock;
    await expect(page.getByText('The block has been removed.')).toBeVisible();
    await expect(chip(page, from)).toHaveCount(0);
  });

  test('shows the form messages: invalid time, check-out before check-in, overlap', async ({ page }) => {
    const propertyId = await openProperty(page, 'owner@example.com', 'Downtown Studio 5');
    await page.goto(`/settings/block/${propertyId}`);
    const from = futureDay(10, 8);
    await showMonth(page, from);
    await dayButton(page, from).click();
    const dialog = formDialog(page);
    await dialog.getByLabel('To time').fill('25:00');
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await expect(dialog.getByText('Invalid time format')).toBeVisible();
    await dialog.getByLabel('To time').fill('11:00 AM');
    // No day before the check-in day can be picked; the same day at 11:00 is still before 3:00 PM.
    await pickDate(page, 'To date', from, dialog);
    await answerAccess(page);
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await expect(dialog.getByText('Check-out must be after check-in')).toBeVisible();
    await pickDate(page, 'To date', addDays(from, 3), dialog);
    const created = page.waitForRequest((r) => r.method() === 'POST' && isPath('/api/pordal/owner-reservation')(r));
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await created;
    await expect(chip(page, from)).toBeVisible();
    // A day under the block opens the block itself, so start the day before and run into it.
    await dayButton(page, addDays(from, -1)).click();
    await pickDate(page, 'To date', addDays(from, 1), dialog);
    await answerAccess(page);
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The property is already reserved for your selected dates');
  });

  test('the termination period gives its text here too', async ({ page }) => {
    const creek = await openProperty(page, 'owner@example.com', 'Creek Harbour 88');
    await page.goto(`/settings/block/${creek}`);
    const inside = addDays(todayInDubai(), 55);
    await showMonth(page, inside);
    await dayButton(page, inside).click();
    const dialog = formDialog(page);
    await answerAccess(page);
    await dialog.getByRole('button', { name: 'Block dates' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Owner Stays cannot be accommodated during the Contract Termination period. Please contact Support for more details.',
    );
  });

  test('a past block opens with the past-reservation text', async ({ page }) => {
    const villa = await openProperty(page, 'pordal@example.com', 'Jumeirah Villa 12');
    const response = await page.request.get(`/api/pordal/owner-reservation?propertyId=${villa}`, {
      headers: { Authorization: `Bearer ${await pordalToken(page)}` },
    });
    const { _embedded } = (await response.json()) as { _embedded: { items: { checkIn: string; checkOut: string }[] } };
    const past = _embedded.items.find((item) => new Date(item.checkOut) < e2eNow());
    const pastDay = past?.checkIn.slice(0, 10) ?? '';
    await page.goto(`/settings/block/${villa}`);
    await showMonth(page, pastDay);
    await chip(page, pastDay).click();
    const dialog = formDialog(page);
    await expect(dialog.getByText('Can not edit/remove past reservation.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove block' })).toBeDisabled();
  });
});
