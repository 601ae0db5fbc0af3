import type { Page } from '@playwright/test';
import { expect, type Language, PHONE, propertyIdsOf, signIn, test, useLanguage } from '../fixtures.ts';

/**
 * The CLS ≤ 0.02, on a first visit of the signed-in pages whose parts arrive one after another: nothing the
 * owner already sees moves when a later answer (the month's statistics, the summary's sections, the occupancy's month)
 * or a part drawn a task later (the calendar's side column, decision 065) arrives.
 */
const SHIFTS = `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.hadRecentInput) {
      const moved = entry.sources.map((source) => (source.node && source.node.className) || '?').join(' | ');
      window.__shifts.push({ value: entry.value, moved });
    }
  }
}).observe({ type: 'layout-shift', buffered: true });`;

const DESKTOP = { width: 1280, height: 1000 } as const;

/** Opens `path` as a first visit and, once nothing in the main column is loading, the layout shifts it had. */
async function shiftsOn(page: Page, path: string): Promise<{ total: number; moved: string[] }> {
  await page.goto(path);
  const main = page.locator('#main');
  await expect(main).toBeVisible();
  await expect(main.locator('.ui-spinner, .ui-loading, .ui-loader, .month-stats__placeholder')).toHaveCount(0);
  await expect(page.locator('.footer')).toBeVisible();
  // Two frames: a shift of the last render is reported once it has been painted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = (await page.evaluate('window.__shifts')) as { value: number; moved: string }[];
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), moved: shifts.map((shift) => shift.moved) };
}

for (const [language, size, name] of [
  ['en', PHONE, 'phone'],
  ['en', DESKTOP, 'desktop'],
  ['ar', PHONE, 'phone'],
] as [Language, { width: number; height: number }, string][]) {
  test(`${language}, ${name}: the calendar, summary, occupancy and utilities pages load without moving what is shown`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, language);
    await page.setViewportSize(size);
    const { 'Marina Gate 1204': id } = await propertyIdsOf(request, 'owner@example.com');
    await signIn(page, 'owner@example.com');
    await page.addInitScript(SHIFTS);
    for (const path of [
      `/calendar/${id}`,
      `/settings/summary/${id}`,
      `/settings/occupancy/${id}`,
      `/settings/property-summary/${id}/update-utility-details`,
      `/documents/statements/${id}`,
    ]) {
      const { total, moved } = await shiftsOn(page, path);
      expect(total, `${path}: ${moved.join(', ')}`).toBeLessThanOrEqual(0.02);
    }
  });
}
