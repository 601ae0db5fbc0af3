import type { Locator, Page } from '@playwright/test';
import { addDays, dateParts, localDateOf, monthOf, monthsBetween, shiftMonth } from '@portal/domain';
import { e2eNow, expect, signIn } from '../fixtures.ts';

/** A day `monthsAhead` months from now: past the demo's four months of reservations, so the dates are free. */
export function futureDay(monthsAhead: number, day: number): string {
  const month = shiftMonth(monthOf(localDateOf(e2eNow(), 'UTC')), monthsAhead);
  return addDays(`${month}-01`, day - 1);
}

/** Today's date in the demo properties' time zone (Asia/Dubai). */
export function todayInDubai(): string {
  return localDateOf(e2eNow(), 'Asia/Dubai');
}

/** The earliest day a new stay can start (docs/product/owner-stays.md#time-rules): today before 15:00 in Dubai, else tomorrow. */
export function earliestInDubai(): string {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dubai' }).format(e2eNow()),
  );
  return hour < 15 ? todayInDubai() : addDays(todayInDubai(), 1);
}

/** An English date as the app writes it, read in UTC so the test machine's zone cannot move the day. */
const inEnglish = (date: string, style: 'short' | 'long') => {
  const [y, m, d] = dateParts(date);
  const options = { weekday: style, day: 'numeric', month: style, year: 'numeric', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat('en-US', options).format(new Date(Date.UTC(y, m - 1, d)));
};

/** A date field's text in English, as the owner would type it: '06/10/2026'. */
export const fieldDate = (date: string) => {
  const [y, m, d] = dateParts(date);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
};

/** A day button's accessible name in the date picker: 'Wednesday, June 10, 2026'. */
export const dayName = (date: string) => inEnglish(date, 'long');

export const datePicker = (page: Page) => page.getByRole('dialog', { name: 'Choose date' });

/** The calendar button beside the date field labelled `label`. */
export const datePickerButton = (scope: Page | Locator, label: string) =>
  scope
    .getByLabel(label, { exact: true })
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " date-picker ")][1]')
    .getByRole('button', { name: 'Choose date' });

/** Opens the date picker of the field labelled `label`, moves to the month of `date` and clicks that day. */
export async function pickDate(page: Page, label: string, date: string, scope: Page | Locator = page): Promise<void> {
  const field = scope.getByLabel(label, { exact: true });
  await datePickerButton(scope, label).click();
  const picker = datePicker(page);
  await expect(picker).toBeVisible();
  const shown = (await picker.locator('button[data-date]').first().getAttribute('data-date')) ?? date;
  const months = monthsBetween(monthOf(shown), monthOf(date));
  const arrow = picker.getByRole('button', { name: months > 0 ? 'Next month' : 'Previous month' });
  for (let i = 0; i < Math.abs(months); i++) await arrow.click();
  await picker.getByRole('button', { name: dayName(date), exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(field).toHaveValue(fieldDate(date));
}

/** Signs in, opens the property from the list and returns its id. */
export async function openProperty(page: Page, email: string, nickname: string): Promise<number> {
  await signIn(page, email);
  await page.locator('.property-card').filter({ hasText: nickname }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: nickname })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/')[2]);
}

/** An owner-block chip drawn on a day of the big calendar grid. */
export const ownerChipOn = (page: Page, date: string) =>
  page.locator(`td[data-date="${date}"] [data-event^="o-"]`).first();

export async function answerAccess(page: Page, answer = 'I have a card but need keys'): Promise<void> {
  await page.getByLabel(answer).check();
}

/** The bearer token of the pordal surface, as the app stored it after sign-in. */
export async function pordalToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('token-config') ?? '{}').access_token as string);
}

export const isPath = (path: string | RegExp) => (request: { url(): string }) => {
  const { pathname } = new URL(request.url());
  return typeof path === 'string' ? pathname === path : path.test(pathname);
};
