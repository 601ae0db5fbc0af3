import type { Page } from '@playwright/test';
import { expect, signIn } from '../fixtures.ts';

/** A day `monthsAhead` months from now: past the demo's four months of reservations, so the dates are free. */
export function futureDay(monthsAhead: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, day)).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
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
