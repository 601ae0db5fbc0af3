import PostalMime from 'postal-mime';
import { createOwner, DEMO_PASSWORD, expect, signIn, test, waitForMail } from '../fixtures.ts';

const NEWCOMER = 'newcomer@test.local';

test.describe('onboarding (docs/product/settings-surveys.md#onboarding /settings/initialize)', () => {
  test('from the welcome page through every section to completion, then the thank-you page reopens it', async ({
    page,
  }) => {
    await createOwner(NEWCOMER, 'Nora Newcomer');
    await signIn(page, NEWCOMER);
    await expect(page.getByRole('heading', { name: 'Welcome to your owner portal' })).toBeVisible();
    await page.getByRole('link', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/settings\/initialize$/);

    // 1 — contact details: the name is filled in from the account.
    await expect(page.getByText('Section 1 from 6')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Nora');
    await page.getByLabel('Mobile phone').fill('+971 50 111 2222');
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // 2 — about you: the first of several entries must be filled.
    await expect(page.getByText('Section 2 from 6')).toBeVisible();
    await page.getByLabel('Nationality').fill('Irish');
    await page.getByLabel('Country of residence').fill('Ireland');
    await page.getByLabel('Home address').fill('4 Quay Street, Galway');
    await page.getByRole('group', { name: 'Do you own the property through a company?' }).getByLabel('No').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('First field should be filled')).toBeVisible();
    await expect(page.getByLabel('First contact')).toBeFocused();
    await page.getByLabel('First contact').fill('Sean +353 91 000 000');
    await expect(page.getByText('First field should be filled')).toBeHidden();

    // Previous keeps what was typed; Next goes on.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Section 3 from 6')).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('First contact')).toHaveValue('Sean +353 91 000 000');
    await page.getByRole('button', { name: 'Next' }).click();

    // 3 — the property.
    await page.getByLabel('Property address').fill('Marina Walk, Dubai Marina');
    await page.getByLabel('Building or community').fill('Silverene Tower');
    await page.getByLabel('Unit number').fill('1702');
    await page.getByRole('radio', { name: 'Apartment' }).check();
    await page.getByLabel('Bedrooms (0 for a studio)').fill('1');
    await page.getByRole('button', { name: 'Next' }).click();

    // 4 — the permit: the code shows for "yes", the expiry once the code is there.
    await expect(page.getByText('Section 4 from 6')).toBeVisible();
    await expect(page.getByLabel('Permit code')).toBeHidden();
    await page.getByRole('radio', { name: 'Yes, I have one' }).check();
    await expect(page.getByLabel('Permit expiry date')).toBeHidden();
    await page.getByLabel('Permit code').fill('SIL-TWR-1702-0042');
    await page.getByLabel('Permit expiry date').fill('2028-03-31');
    await page.getByRole('button', { name: 'Next' }).click();

    // 5 — bank details: an AE IBAN frees swift and account number and offers AED; saving asks for the password.
    await expect(page.getByText('Section 5 from 6')).toBeVisible();
    await page.getByLabel('Account holder name').fill('Nora Newcomer');
    await page.getByLabel('Bank name').fill('Mashreq');
    await expect(page.getByRole('radio', { name: 'UAE dirham (AED)' })).toBeHidden();
    await page.getByLabel('IBAN').fill('AE070331234567890123456');
    await page.getByRole('radio', { name: 'UAE dirham (AED)' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
    await dialog.getByLabel('Password', { exact: true }).fill('Not#MyPassword1');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Incorrect password')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();

    // 6 — utilities; Save completes the survey.
    await expect(page.getByText('Section 6 from 6')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Internet' }).check();
    await page.getByRole('radio', { name: 'du' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    // The owner is told, in their language, that bank details changed: last 4 only.
    const mail = await PostalMime.parse((await waitForMail(NEWCOMER)).raw);
    expect(mail.subject).toBe('Your bank details were changed');
    expect(mail.text).toContain('IBAN ending in 3456');
    expect(mail.text).not.toContain('AE070331234567890123456');

    // The thank-you page's edit link (/settings?initialize=true) reopens onboarding with the answers.
    await page.getByRole('link', { name: 'Edit my answers' }).click();
    await expect(page).toHaveURL(/\/settings\/initialize$/);
    await expect(page.getByLabel('Mobile phone')).toHaveValue('+971 50 111 2222');
  });

  test('unsaved answers survive a reload and can be discarded', async ({ page }) => {
    await createOwner('draft@test.local', 'Dara Draft');
    await signIn(page, 'draft@test.local');
    await page.goto('/settings/initialize');
    await page.getByLabel('Mobile phone').fill('+971 4 000 1234');
    await page.reload();
    await expect(page.getByLabel('Mobile phone')).toHaveValue('+971 4 000 1234');
    await expect(page.getByText('We kept the answers you had not saved yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Discard them' }).click();
    await expect(page.getByLabel('Mobile phone')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Mobile phone')).toHaveValue('');
  });
});
