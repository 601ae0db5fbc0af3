import { e2eNow, expect, signIn, test } from '../fixtures.ts';

test.describe('calendar in Arabic, on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('reads right to left with Arabic month names and mirrored navigation, without sideways scrolling', async ({
    page,
  }) => {
    await signIn(page, 'owner@example.com');
    await page.locator('.property-card').filter({ hasText: 'Marina Gate 1204' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Marina Gate 1204' })).toBeVisible();
    await page.getByRole('combobox').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    const expected = new Intl.DateTimeFormat('ar-AE-u-nu-latn', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dubai',
    }).format(e2eNow());
    await expect(page.locator('.month-nav__title')).toHaveText(expected);
    await expect(page.locator('.month-grid--large thead th').first()).toHaveAttribute('abbr', 'الاثنين');

    // Right to left: "previous month" sits on the right, and Monday is the rightmost column.
    const previous = await page.getByRole('button', { name: 'الشهر السابق' }).boundingBox();
    const next = await page.getByRole('button', { name: 'الشهر التالي' }).boundingBox();
    expect(previous && next && previous.x > next.x).toBe(true);
    const headers = page.locator('.month-grid--large thead th');
    const monday = await headers.first().boundingBox();
    const sunday = await headers.last().boundingBox();
    expect(monday && sunday && monday.x > sunday.x).toBe(true);

    await page.getByRole('button', { name: 'الشهر التالي' }).click();
    await expect(page.locator('.month-nav__title')).not.toHaveText(expected);
    await expect(page.getByRole('heading', { name: 'الحجوزات' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'الأشهر الثلاثة القادمة' })).toBeVisible();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
