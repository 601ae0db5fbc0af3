import type { Page } from '@playwright/test';
import { expect, PHONE, signIn, test } from '../fixtures.ts';

// The trace recorder fetches blob: URLs to snapshot them, which the page's CSP (connect-src 'self') refuses.
test.use({ trace: 'off', viewport: PHONE });

const UNSUPPORTED = 'Error Opening the File.Unsupported document format.';

type Shared = { name: string; type: string; head: string }[];

/** The native wrapper seam (lib/native/platform.ts), and optionally a web view with the system share sheet. */
async function asWrapper(page: Page, platform: 'ios' | 'android', withShareSheet = false) {
  await page.addInitScript(
    ({ platform, withShareSheet }) => {
      (window as unknown as { __OWNER_PORTAL_NATIVE__: unknown }).__OWNER_PORTAL_NATIVE__ = {
        platform,
        version: '99.0.0',
      };
      if (!withShareSheet) return;
      const shared: { name: string; type: string; head: string }[] = [];
      (window as unknown as { __shared: typeof shared }).__shared = shared;
      Object.assign(navigator, {
        canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
        share: async (data: ShareData) => {
          for (const file of data.files ?? []) {
            const head = new TextDecoder().decode(await file.slice(0, 5).arrayBuffer());
            shared.push({ name: file.name, type: file.type, head });
          }
        },
      });
    },
    { platform, withShareSheet },
  );
}

/** Marina Gate 1204's statements; opens one the owner has already read (a download marks it read). */
async function openReadStatement(page: Page): Promise<void> {
  await signIn(page, 'owner@example.com');
  await page.locator('.property-card').filter({ hasText: 'Marina Gate 1204' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/calendar\/\d+/);
  const propertyId = page.url().match(/\/calendar\/(\d+)/)?.[1] ?? '';
  await page.goto(`/documents/statements/${propertyId}`);
  await page.locator('.doc-item:not(.doc-item--unread)').getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
}

test.describe('statement PDFs in the native wrapper (decision 041)', () => {
  test('iOS shows the statement inside the app; nothing is downloaded', async ({ page }) => {
    await asWrapper(page, 'ios');
    await openReadStatement(page);
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const viewer = page.getByRole('dialog', { name: /^statement-.+-\d{4}-\d{2}\.pdf$/ });
    await expect(viewer.locator('iframe.file-viewer__pdf')).toHaveAttribute('src', /^blob:/);
    await expect(viewer.getByText(UNSUPPORTED)).toHaveCount(0);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    expect(downloads).toBe(0);
  });

  test('Android hands the PDF to another app through the system share sheet', async ({ page }) => {
    await asWrapper(page, 'android', true);
    await openReadStatement(page);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const viewer = page.getByRole('dialog', { name: /^statement-.+-\d{4}-\d{2}\.pdf$/ });
    await expect(viewer.getByText('This file cannot be shown inside the app.', { exact: false })).toBeVisible();
    await expect(viewer.getByText(UNSUPPORTED)).toHaveCount(0);
    await viewer.getByRole('button', { name: 'Open in another app' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: Shared }).__shared))
      .toEqual([{ name: expect.stringMatching(/^statement-.+\.pdf$/), type: 'application/pdf', head: '%PDF-' }]);
  });

  test('Android without a share sheet shows the spec message', async ({ page }) => {
    await asWrapper(page, 'android');
    await openReadStatement(page);
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const viewer = page.getByRole('dialog', { name: /^statement-.+-\d{4}-\d{2}\.pdf$/ });
    await expect(viewer.getByText(UNSUPPORTED, { exact: true })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Open in another app' })).toHaveCount(0);
  });
});
