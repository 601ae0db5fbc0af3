import { addDays } from '@portal/domain';
import { expect, test } from '../fixtures.ts';
import { answerAccess, futureDay, openProperty, ownerChipOn } from './blocks-helpers.ts';

const PAYLOAD = '<img src=x onerror=alert(1)><script>alert(2)</script>';

test.describe('stored input is shown as text, never run', () => {
  test('a note holding HTML and script is kept and shown as typed; nothing executes; the page has a CSP', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const propertyId = await openProperty(page, 'pordal@example.com', 'Jumeirah Villa 12');
    const from = futureDay(7, 12);
    const response = await page.goto(`/calendar/${propertyId}/block/new?date=${from}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByLabel('Note').fill(PAYLOAD);
    await answerAccess(page);
    await page.getByRole('button', { name: 'Block dates' }).click();
    await expect(ownerChipOn(page, from)).toBeVisible();

    await ownerChipOn(page, from).click();
    await expect(page.getByLabel('Note')).toHaveValue(PAYLOAD);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);

    // Clean up so the other journeys find the dates free.
    await page.getByRole('button', { name: 'Remove block' }).click();
    await expect(ownerChipOn(page, addDays(from, 0))).toHaveCount(0);
  });
});
