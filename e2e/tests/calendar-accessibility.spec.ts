import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes, e.g. ${v.nodes[0]?.target.join(' ')})`);
}

test('the property list, the calendar and the booking details have no serious accessibility violations', async ({
  page,
}) => {
  await signIn(page, 'owner@example.com');
  await expect(page.locator('.property-card')).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator('.property-card').filter({ hasText: 'Marina Gate 1204' }).getByRole('link').click();
  await expect(
    page
      .getByRole('region', { name: /^Statistics:/ })
      .locator('dd')
      .first(),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.locator('.reservation-item--guest').first().click();
  await expect(page.getByRole('region', { name: 'Booking details' }).getByText('Owner payout')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
