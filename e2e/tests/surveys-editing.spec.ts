import { DEMO_PASSWORD, expect, propertyIdsOf, signIn, test } from '../fixtures.ts';

const OWNER = 'owner@example.com';

test.describe('property and personal surveys (docs/product/settings-surveys.md#the-four-surveys, docs/product/settings-surveys.md#bank-details)', () => {
  test('each bank validation message appears, on the screen, before anything is sent', async ({ page, request }) => {
    const ids = await propertyIdsOf(request, OWNER);
    await signIn(page, OWNER);
    await page.goto(`/settings/property-survey/${ids['Downtown Studio 5']}/3`);
    await expect(page.getByText('Section 3 from 4')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bank details for payouts' })).toBeVisible();
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/owner_survey')) saves.push(r.url());
    });
    const save = page.getByRole('button', { name: 'Save' });
    const errorOf = (label: string) => page.getByRole('textbox', { name: label, exact: true });

    await save.click();
    await expect(errorOf('Account holder name')).toHaveAccessibleDescription('This field is required!');
    await expect(errorOf('IBAN')).toHaveAccessibleDescription('This field is required!');

    await page.getByLabel('Account holder name').fill('Olivia Owens');
    await page.getByLabel('Bank name').fill('HSBC');
    await page.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 32');
    await page.getByLabel('SWIFT / BIC').fill('HBUK GB4B');
    await page.getByLabel('Account number').fill('1234 5678');
    await page.getByLabel('Sort code (UK accounts, optional)').fill('40 11 62');
    await save.click();
    for (const label of ['IBAN', 'SWIFT / BIC', 'Account number', 'Sort code (UK accounts, optional)']) {
      await expect(errorOf(label)).toHaveAccessibleDescription('Please provide valid details');
    }

    await page.getByLabel('IBAN').fill('AE0703312345');
    await expect(errorOf('IBAN')).toHaveAccessibleDescription('Please provide IBAN with 23 digits');
    await page.getByLabel('IBAN').fill('GB82WEST12345698765431');
    await expect(errorOf('IBAN')).toHaveAccessibleDescription(
      'This IBAN is not valid. Please check the country code and the digits',
    );
    await page.getByLabel('SWIFT / BIC').fill('HBUKGB4');
    await expect(errorOf('SWIFT / BIC')).toHaveAccessibleDescription(
      'Please provide a valid SWIFT code: 6 letters, then 2 letters or digits, and optionally 3 more',
    );
    // AED is offered only for an AE IBAN or a BOFAUS swift.
    await expect(page.getByRole('radio', { name: 'UAE dirham (AED)' })).toBeHidden();
    await page.getByLabel('SWIFT / BIC').fill('BOFAUS3N');
    await expect(page.getByRole('radio', { name: 'UAE dirham (AED)' })).toBeVisible();
    expect(saves).toEqual([]);
  });

  test('copies bank details from another property after the password is confirmed', async ({ page, request }) => {
    const ids = await propertyIdsOf(request, OWNER);
    await signIn(page, OWNER);
    await page.goto(`/settings/property-survey/${ids['Creek Harbour 88']}/3`);
    await page.getByRole('button', { name: 'Copy from another property' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy bank details' });
    await expect(copy.getByRole('radio', { name: 'Marina Gate 1204: Emirates NBD, ending in 3456' })).toBeVisible();
    await copy.getByRole('radio', { name: 'Palm Villa 7: NatWest, ending in 5432' }).check();
    await copy.getByRole('button', { name: 'Copy these details' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
    await confirm.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Bank details on file')).toBeVisible();
    await expect(page.getByText('NatWest')).toBeVisible();
    await expect(page.getByText('ending in 5432').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change bank details' })).toBeVisible();
    // Changing means typing the numbers in full; keeping returns to the masked view.
    await page.getByRole('button', { name: 'Change bank details' }).click();
    await expect(page.getByLabel('IBAN')).toHaveValue('');
    await expect(page.getByLabel('Bank name')).toHaveValue('NatWest');
    await page.getByRole('button', { name: 'Keep the details on file' }).click();
    await expect(page.getByText('Bank details on file')).toBeVisible();
  });

  test('edits personal details from the settings menu and comes back to the list', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/settings/list');
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/settings\/personal-survey$/);
    await expect(page.getByText('Section 1 from 2')).toBeVisible();
    await expect(page.getByLabel('Mobile phone')).toHaveValue('+971 50 123 4567');
    await page.getByLabel('Mobile phone').fill('050-123');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('textbox', { name: 'Mobile phone' })).toHaveAccessibleDescription(
      'Please use only digits, spaces and +',
    );
    await page.getByLabel('Mobile phone').fill('+971 55 765 4321');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/settings\/list$/);
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page.getByLabel('Mobile phone')).toHaveValue('+971 55 765 4321');
  });

  test('the survey in Arabic, right to left, on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/login');
    await page.locator('input[type="email"]').fill(OWNER);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/properties/);
    await page.goto('/settings/personal-survey');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('القسم 1 من 2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'بيانات الاتصال الخاصة بك' })).toBeVisible();
    await page.getByLabel('رقم الهاتف المحمول').fill('');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('textbox', { name: 'رقم الهاتف المحمول' })).toHaveAccessibleDescription(
      'هذا الحقل مطلوب!',
    );
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page.getByText('القسم 1 من 2')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The actions line up from the inline end: the primary action sits on the left in right-to-left.
    const save = await page.getByRole('button', { name: 'حفظ' }).boundingBox();
    const next = await page.getByRole('button', { name: 'التالي' }).boundingBox();
    expect(save && next && next.x < save.x).toBe(true);
  });
});
