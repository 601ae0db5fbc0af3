import type { Page } from '@playwright/test';
import { expect, type Language, PHONE, signIn, test, useLanguage } from '../fixtures.ts';

/** Every bottom-navigation label is readable at phone widths, and the side menu is full height. */
interface LabelProblem {
  label: string;
  problem: string;
}

/** Each bottom-navigation label: inside its button, not clipped, at least 11 px, on at most two lines. */
async function labelProblems(page: Page): Promise<LabelProblem[]> {
  return page.locator('.bottom-nav .nav-list__item').evaluateAll((items) =>
    items.flatMap((item) => {
      const label = item.querySelector('.nav-list__label') as HTMLElement;
      const box = item.getBoundingClientRect();
      const text = label.getBoundingClientRect();
      const style = getComputedStyle(label);
      const lines = Math.round(text.height / Number.parseFloat(style.lineHeight));
      const problems = [
        label.scrollWidth > label.clientWidth + 0.5
          ? `text ${label.scrollWidth}px wider than ${label.clientWidth}px`
          : '',
        text.left < box.left - 0.5 || text.right > box.right + 0.5 ? 'outside its button' : '',
        Number.parseFloat(style.fontSize) < 11 ? `type ${style.fontSize}` : '',
        lines > 2 ? `${lines} lines` : '',
        style.textOverflow === 'ellipsis' ? 'cut with an ellipsis' : '',
      ].filter(Boolean);
      return problems.map((problem) => ({ label: label.textContent ?? '', problem }));
    }),
  );
}

async function checkLabels(page: Page, where: string) {
  await expect(page.locator('.bottom-nav')).toBeVisible();
  expect(await labelProblems(page), where).toEqual([]);
  // The active entry is drawn heavier: every entry active at once is the widest case.
  await page.locator('.bottom-nav .nav-list__item').evaluateAll((items) => {
    for (const item of items) item.classList.add('nav-list__item--active');
  });
  expect(await labelProblems(page), `${where}, every entry as the active one`).toEqual([]);
}

for (const language of ['en', 'ru', 'ar'] as const satisfies Language[]) {
  test(`${language}: no bottom-navigation label overflows its button at 360 and 390 px`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize(PHONE);
    await signIn(page, 'owner@example.com');
    await checkLabels(page, 'property list (five entries), 360 px');
    await page.locator('.property-card').first().getByRole('link').click();
    await expect(page.locator('.month-grid--large')).toBeVisible();
    await expect(page.locator('.bottom-nav .nav-list__item')).toHaveCount(6);
    await checkLabels(page, 'calendar (six entries), 360 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await checkLabels(page, 'calendar (six entries), 390 px');
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: on a laptop the side menu's background runs down the whole of a long page`, async ({ page }) => {
    await useLanguage(page, language);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, 'owner@example.com');
    await page.locator('.property-card').filter({ hasText: 'Marina Gate 1204' }).getByRole('link').click();
    await expect(page.locator('.small-calendars')).toBeVisible();
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight, 'a page longer than the window').toBeGreaterThan(1200);
    // The box that paints the menu's background spans the page to its very end, not one window's height.
    const columnBottom = await page
      .locator('.side-menu-column')
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(columnBottom).toBeGreaterThanOrEqual(pageHeight - 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const column = await page.locator('.side-menu-column').boundingBox();
    const menu = await page.locator('.side-menu').boundingBox();
    const viewport = page.viewportSize();
    const colour = await page.locator('.side-menu-column').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(colour).toBe('rgb(255, 255, 255)');
    // Scrolled to the bottom: the column still reaches the window's bottom edge, and the entries are still in view.
    expect(column && viewport && column.y + column.height).toBeGreaterThanOrEqual(viewport?.height ?? 0);
    expect(menu && menu.y >= 0 && menu.y < 100).toBe(true);
    await expect(
      page
        .getByRole('navigation', { name: /Main navigation|القائمة الرئيسية/ })
        .getByRole('link')
        .first(),
    ).toBeInViewport();
  });
}
