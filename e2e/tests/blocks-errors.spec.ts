import { addDays } from '@portal/domain';
import { e2eNow, expect, test } from '../fixtures.ts';
import { answerAccess, futureDay, openProperty, pickDate, pordalToken, todayInDubai } from './blocks-helpers.ts';

const TERMINATION =
  'Owner Stays cannot be accommodated during the Contract Termination period. Please contact Support for more details.';

test.describe('block form messages (docs/product/owner-stays.md#refusals-and-messages)', () => {
  test('check-out before check-in and a malformed time are named under their fields', async ({ page }) => {
    const propertyId = await openProperty(page, 'owner@example.com', 'Palm Villa 7');
    const from = futureDay(8, 12);
    await page.goto(`/calendar/${propertyId}/block/new?date=${from}`);
    await page.getByLabel('From time').fill('half past noon');
    // The picker offers no day before the check-in day; the same day at 11:00 is still before 3:00 PM.
    await pickDate(page, 'To date', from);
    await page.getByRole('button', { name: 'Block dates' }).click();
    await expect(page.getByText('Invalid time format')).toBeVisible();
    await expect(page.getByText('Access card and keys field is required. Please enter a valid value.')).toBeVisible();
    await page.getByLabel('From time').fill('3:00 PM');
    await answerAccess(page);
    await page.getByRole('button', { name: 'Block dates' }).click();
    await expect(page.getByText('Check-out must be after check-in')).toBeVisible();
    await expect(page.getByText('Invalid time format')).toHaveCount(0);
  });

  test('dates already reserved are refused by the server with the overlap text', async ({ page }) => {
    const propertyId = await openProperty(page, 'owner@example.com', 'Palm Villa 7');
    const from = futureDay(9, 10);
    await page.goto(`/calendar/${propertyId}/block/new?date=${from}`);
    await pickDate(page, 'To date', addDays(from, 4));
    await answerAccess(page);
    await page.getByRole('button', { name: 'Block dates' }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/${propertyId}\\?month=`));
    await page.goto(`/calendar/${propertyId}/block/new?date=${addDays(from, 2)}`);
    await answerAccess(page);
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 409);
    await page.getByRole('button', { name: 'Block dates' }).click();
    await refused;
    await expect(page.getByRole('alert')).toHaveText('The property is already reserved for your selected dates');
    await expect(page).toHaveURL(/\/block\/new/);
  });

  test('the contract termination period is refused with the spec text', async ({ page }) => {
    // Creek Harbour 88's demo contract ends in a period 45 to 75 days from today.
    const propertyId = await openProperty(page, 'owner@example.com', 'Creek Harbour 88');
    const inside = addDays(todayInDubai(), 55);
    await page.goto(`/calendar/${propertyId}/block/new?date=${inside}`);
    await answerAccess(page);
    await page.getByRole('button', { name: 'Block dates' }).click();
    await expect(page.getByRole('alert')).toHaveText(TERMINATION);
  });

  test('a past block opens read-only with the past-reservation text', async ({ page }) => {
    const propertyId = await openProperty(page, 'pordal@example.com', 'Jumeirah Villa 12');
    const token = await pordalToken(page);
    const response = await page.request.get(`/api/pordal/owner-reservation?propertyId=${propertyId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { _embedded } = (await response.json()) as { _embedded: { items: { id: number; checkOut: string }[] } };
    const past = _embedded.items.find((item) => new Date(item.checkOut) < e2eNow());
    expect(past, 'the demo gives every owner a past block').toBeDefined();
    await page.goto(`/calendar/${propertyId}/block/${past?.id}`);
    await expect(page.getByText('Can not edit/remove past reservation.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Remove block' })).toBeDisabled();
  });
});
