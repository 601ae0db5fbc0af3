import { addDays } from '@portal/domain';
import { expect, test } from '../fixtures.ts';
import {
  answerAccess,
  datePicker,
  dayName,
  earliestInDubai,
  fieldDate,
  futureDay,
  isPath,
  openProperty,
  ownerChipOn,
  pickDate,
  todayInDubai,
} from './blocks-helpers.ts';

test.describe('owner stays from the calendar', () => {
  // docs/product/owner-stays.md#time-rules: "The earliest selectable date is today if the current time is before both the chosen start time and
  // 15:00; otherwise it is tomorrow." The browser's clock is set; the grid reads it in the property's zone (Dubai).
  test("the grid offers today for a new stay only before 15:00 in the property's zone", async ({ page }) => {
    const today = todayInDubai();
    const tomorrow = addDays(today, 1);
    // The clock is set before signing in: the session's expiry is reckoned on it, and a clock moved hours past the
    // sign-in would end the session (docs/product/sign-in-and-session.md#token-refresh-and-expiry, "On expiry, stored data is cleared").
    await page.clock.setFixedTime(new Date(`${today}T10:59:00Z`)); // 14:59 in Dubai
    const propertyId = await openProperty(page, 'pordal@example.com', 'Jumeirah Villa 12');
    const blockButton = (date: string) => page.locator(`td[data-date="${date}"] .month-grid__day--stretched`);
    const open = (date: string) => page.goto(`/calendar/${propertyId}?month=${date.slice(0, 7)}`);

    await open(today);
    await expect(blockButton(today)).toBeVisible();
    await expect(blockButton(today)).toHaveAccessibleName(new RegExp(`^${dayName(today)}.*block this date$`));

    await page.clock.setFixedTime(new Date(`${today}T11:00:00Z`)); // 15:00 in Dubai
    await open(today);
    await expect(page.locator(`td[data-date="${today}"] [aria-current="date"]`)).toBeVisible();
    await expect(blockButton(today)).toHaveCount(0);
    await open(tomorrow);
    // By keyboard: a guest's chip may lie over the middle of the day.
    await blockButton(tomorrow).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/calendar/${propertyId}/block/new\\?date=${tomorrow}`));
    await expect(page.getByLabel('From date')).toHaveValue(fieldDate(tomorrow));
  });

  test('a pordal owner blocks, edits and removes a stay through /api/pordal/owner-reservation', async ({ page }) => {
    const propertyId = await openProperty(page, 'pordal@example.com', 'Jumeirah Villa 12');
    const from = futureDay(6, 10);
    await page.goto(`/calendar/${propertyId}?month=${from.slice(0, 7)}`);
    await page.locator(`td[data-date="${from}"] .month-grid__day--stretched`).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/${propertyId}/block/new\\?date=${from}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Block Owner Stay');
    await expect(page.getByLabel('From date')).toHaveValue(fieldDate(from));
    await expect(page.getByLabel('From time')).toHaveValue('3:00 PM');
    await expect(page.getByLabel('To date')).toHaveValue(fieldDate(addDays(from, 1)));
    await expect(page.getByLabel('To time')).toHaveValue('11:00 AM');
    await pickDate(page, 'To date', addDays(from, 3));
    await page.getByLabel('Note').fill('Family visit');
    await answerAccess(page);
    const create = page.waitForRequest((r) => r.method() === 'POST' && isPath('/api/pordal/owner-reservation')(r));
    await page.getByRole('button', { name: 'Block dates' }).click();
    expect((await create).postDataJSON()).toMatchObject({ propertyId, checkIn: `${from}T15:00`, occupancy: 1 });
    await expect(page).toHaveURL(new RegExp(`/calendar/${propertyId}\\?month=${from.slice(0, 7)}`));
    await expect(ownerChipOn(page, from)).toBeVisible();
    await expect(ownerChipOn(page, addDays(from, 2))).toBeAttached();

    await ownerChipOn(page, from).click();
    await expect(page.getByLabel('Note')).toHaveValue('Family visit');
    await pickDate(page, 'To date', addDays(from, 5));
    const edit = page.waitForRequest(
      (r) => r.method() === 'PUT' && isPath(/^\/api\/pordal\/owner-reservation\/\d+$/)(r),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await edit).postDataJSON()).toMatchObject({ checkOut: `${addDays(from, 5)}T11:00` });
    await expect(ownerChipOn(page, addDays(from, 4))).toBeAttached();

    await ownerChipOn(page, from).click();
    const remove = page.waitForRequest(
      (r) => r.method() === 'PUT' && isPath(/^\/api\/pordal\/owner-reservation\/\d+$/)(r),
    );
    await page.getByRole('button', { name: 'Remove block' }).click();
    expect((await remove).postDataJSON()).toEqual({ status: 'cancelled', occupancy: 1 });
    await expect(page).toHaveURL(new RegExp(`/calendar/${propertyId}\\?month=`));
    await expect(page.locator('.month-grid--large')).toBeVisible();
    await expect(ownerChipOn(page, from)).toHaveCount(0);
  });

  test('a guesty owner goes through /api/legacy/owners-reservations, unblocking with POST /:id', async ({ page }) => {
    const propertyId = await openProperty(page, 'legacy@example.com', 'Business Bay 2201');
    const from = futureDay(7, 4);
    await page.goto(`/calendar/${propertyId}/block/new?date=${from}`);
    await answerAccess(page, 'I need both');
    const create = page.waitForRequest((r) => r.method() === 'POST' && isPath('/api/legacy/owners-reservations')(r));
    await page.getByRole('button', { name: 'Block dates' }).click();
    expect((await create).postDataJSON()).toMatchObject({ listingId: propertyId, checkIn: `${from}T15:00` });
    await expect(ownerChipOn(page, from)).toBeVisible();

    await ownerChipOn(page, from).click();
    await page.getByLabel('To time').fill('10:00 AM');
    const edit = page.waitForRequest(
      (r) => r.method() === 'PUT' && isPath(/^\/api\/legacy\/owners-reservations\/\d+$/)(r),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    expect((await edit).postDataJSON()).toMatchObject({ checkOut: `${addDays(from, 1)}T10:00`, listingId: propertyId });
    await expect(ownerChipOn(page, from)).toBeVisible();

    await ownerChipOn(page, from).click();
    const unblock = page.waitForRequest(
      (r) => r.method() === 'POST' && isPath(/^\/api\/legacy\/owners-reservations\/\d+$/)(r),
    );
    await page.getByRole('button', { name: 'Remove block' }).click();
    await unblock;
    await expect(page.locator('.month-grid--large')).toBeVisible();
    await expect(ownerChipOn(page, from)).toHaveCount(0);
  });

  test('the date picker starts the week on Monday and refuses days before the earliest date, at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const propertyId = await openProperty(page, 'owner@example.com', 'Palm Villa 7');
    const today = todayInDubai();
    await page.goto(`/calendar/${propertyId}/block/new?date=${today}`);
    const field = page.getByLabel('From date', { exact: true });
    await expect(field).toHaveValue(fieldDate(today));
    await field.focus();
    await page.keyboard.press('ArrowDown');
    const picker = datePicker(page);
    await expect(picker.getByRole('columnheader').first()).toHaveAccessibleName('Monday');
    await expect(picker.getByRole('columnheader').last()).toHaveAccessibleName('Sunday');
    const box = await picker.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360 && box.y >= 0 && box.y + box.height <= 740).toBe(true);
    // The picker opens on the earliest date's month (today, or tomorrow from 3:00 PM). The day before the earliest is
    // refused; when it lies in an earlier month, that month cannot be reached.
    const yesterday = addDays(earliestInDubai(), -1);
    if (yesterday.slice(0, 7) === earliestInDubai().slice(0, 7)) {
      const day = picker.getByRole('button', { name: dayName(yesterday), exact: true });
      await expect(day).toHaveAttribute('aria-disabled', 'true');
      await day.click({ force: true });
      await expect(picker).toBeVisible();
    } else {
      await expect(picker.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
    }
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(fieldDate(today));
  });
});
