import type { Page } from '@playwright/test';

/** The name the calendar's grid measures each drawn month under (apps/web big-calendar.tsx). */
const MEASURE = 'calendar:month-render';

export interface MonthRender {
  month: string;
  events: number;
  /** Render-to-commit of the grid drawing the month's own data (the last entry after the click). */
  renderMs: number;
  /** Entries after the click: the month first drawn with the previous month's data kept, then with its own. */
  renders: number;
  /** Click to the month's data drawn and the grid no longer busy, as the test driver sees it. */
  clickToDrawnMs: number;
}

/** Clicks "Next month" `clicks` times on an open calendar page and reads the grid's User Timing entries each time. */
export async function measureMonthRenders(page: Page, clicks: number): Promise<MonthRender[]> {
  const rows: MonthRender[] = [];
  for (let i = 0; i < clicks; i++) {
    const before = await page.locator('.month-nav__title').textContent();
    await page.evaluate((name) => performance.clearMeasures(name), MEASURE);
    const started = Date.now();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page
      .locator('.month-nav__title')
      .filter({ hasNotText: before ?? '' })
      .waitFor();
    await page.locator('.calendar-layout__main:not([aria-busy])').waitFor();
    const clickToDrawnMs = Date.now() - started;
    const entries = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
      MEASURE,
    );
    rows.push({
      month: (await page.locator('.month-nav__title').textContent()) ?? '',
      events: await page.locator('.month-grid--large .event-chip').count(),
      renderMs: entries.at(-1) ?? Number.NaN,
      renders: entries.length,
      clickToDrawnMs,
    });
  }
  return rows;
}
