import { expect, test } from '../fixtures.ts';
import { openProperty } from './blocks-helpers.ts';
import { heicFile, MARINA } from './summary-helpers.ts';

// The trace recorder fetches blob: images to snapshot them, which the page's CSP (connect-src 'self') refuses.
test.use({ trace: 'off' });

test.describe('owner documents in the native wrapper', () => {
  test('in the native wrapper, a file the app cannot show says so', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __OWNER_PORTAL_NATIVE__: unknown }).__OWNER_PORTAL_NATIVE__ = {
        platform: 'android',
        version: '99.0.0',
      };
    });
    const id = await openProperty(page, 'owner@example.com', MARINA);
    await page.goto(`/settings/summary/${id}#documents`);
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByRole('button', { name: 'Upload a document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a document' });
    await dialog.getByLabel('Document type').selectOption('noc');
    await dialog.getByLabel('File').setInputFiles(heicFile('noc-photo.heic'));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden();

    const noc = documents.getByRole('listitem', { name: 'NOC' }).filter({ hasText: 'noc-photo.heic' });
    await noc.getByRole('button', { name: 'Open NOC' }).click();
    const viewer = page.getByRole('dialog', { name: 'noc-photo.heic' });
    await expect(
      viewer.getByText('Error Opening the File.Unsupported document format.', { exact: true }),
    ).toBeVisible();
    await viewer.getByRole('button', { name: 'Close' }).click();

    // Android's web view has no PDF viewer: the app says so rather than showing an empty frame.
    const passport = documents.getByRole('listitem', { name: 'Passport' }).filter({ hasText: 'passport-olivia-owens' });
    await passport.getByRole('button', { name: 'Open Passport' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'passport-olivia-owens.pdf' })
        .getByText('Error Opening the File.Unsupported document format.', { exact: true }),
    ).toBeVisible();
  });
});
