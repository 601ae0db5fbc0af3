import { expect, test } from '../fixtures.ts';
import { axeViolations } from './axe-helpers.ts';
import { openProperty, pickDate } from './blocks-helpers.ts';
import { inDays, longDate, MARINA, pdfFile } from './summary-helpers.ts';

test.describe('property summary (docs/product/settings-property-summary.md#property-summary)', () => {
  test('shows the facts with the Wi-Fi password hidden, utilities, bank and documents; back returns to the settings list', async ({
    page,
  }) => {
    const id = await openProperty(page, 'owner@example.com', MARINA);
    await page.goto(`/settings/summary/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property summary');

    const details = page.getByRole('region', { name: 'Property details' });
    await expect(details.getByText('MAR-GAT-1204-7731')).toBeVisible();
    await expect(details.getByText('Basement 2, bay 118')).toBeVisible();
    await expect(details.getByText('sea-view-2026')).toHaveCount(0);
    await details.getByRole('button', { name: 'Show Wi-Fi password' }).click();
    await expect(details.getByText('sea-view-2026')).toBeVisible();

    const utilities = page.getByRole('region', { name: 'Utilities' });
    await expect(utilities.getByText('0501234567')).toBeVisible();
    await expect(
      utilities.getByText('No account yet: the company organizes it and writes to owner@example.com.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bank details' })).toBeVisible();

    // The demo data: a passport expiring in 30 days (its 7-day reminder in 23), a DEWA bill 55 days old.
    const documents = page.getByRole('region', { name: 'Documents' });
    const passport = documents.getByRole('listitem', { name: 'Passport' }).filter({ hasText: 'passport-olivia-owens' });
    await expect(passport.getByText(`Expires in 30 days, on ${longDate(inDays(30))}`)).toBeVisible();
    await expect(passport.getByText('Expires soon')).toBeVisible();
    await expect(passport.getByText(`Next reminder e-mail: ${longDate(inDays(23))}`)).toBeVisible();
    const dewa = documents.getByRole('listitem', { name: 'DEWA Bill' }).filter({ hasText: 'dewa-bill.pdf' });
    await expect(
      dewa.getByText(`Expired: a DEWA bill counts for 50 days and this one was issued on ${longDate(inDays(-55))}.`),
    ).toBeVisible();
    await expect(
      documents
        .getByRole('listitem', { name: 'NOC' })
        .filter({ hasText: 'noc-marina-gate.pdf' })
        .getByText('No expiry date'),
    ).toBeVisible();

    const download = page.waitForEvent('download');
    await passport.getByRole('button', { name: 'Open Passport' }).click();
    expect((await download).suggestedFilename()).toBe('passport-olivia-owens.pdf');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/list/${id}$`));
  });

  test('utilities: rules, the No-account path, and a delete that asks first', async ({ page }) => {
    const id = await openProperty(page, 'owner@example.com', MARINA);
    await page.goto(`/settings/summary/${id}`);
    await page.getByRole('link', { name: 'Edit utilities' }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/property-summary/${id}/update-utility-details$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Utilities');

    const electricity = page.getByRole('region', { name: 'Electricity and water' });
    await expect(electricity.getByLabel('Provider')).toHaveValue('DEWA');
    const providers = await electricity.getByLabel('Provider').locator('option').allTextContents();
    expect(providers).toContain('DEWA');
    expect(providers).not.toContain('ADDC');
    await expect(electricity.getByText('AED 25 per bill, service charges not paid')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // An account number needs a provider other than 'Not set'.
    const internet = page.getByRole('region', { name: 'Internet' });
    await internet.getByLabel('Provider').selectOption('Not set');
    await page.getByRole('button', { name: 'Save utilities' }).click();
    await expect(
      internet.getByText("Please choose a provider: an account number needs one other than 'Not set'."),
    ).toBeVisible();
    await internet.getByLabel('Provider').selectOption('du');

    // No account: the company organizes it, the owner's e-mail is set.
    await page.getByRole('button', { name: 'Add another expense' }).click();
    const added = page.getByRole('region', { name: 'Other expenses' });
    await added.getByLabel('Name of the expense').fill('Pool cleaning');
    const pool = page.getByRole('region', { name: 'Pool cleaning' });
    await pool.getByRole('radio', { name: 'No' }).check();
    await expect(pool.getByText('The company will organize this account for you.', { exact: false })).toBeVisible();
    await expect(pool.getByLabel('E-mail')).toHaveValue('owner@example.com');
    await expect(pool.getByLabel('Account number')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save utilities' }).click();
    await expect(page.getByText('Your utilities have been saved.')).toBeVisible();

    const chiller = page.getByRole('region', { name: 'Chiller (cooling)' });
    await chiller.getByRole('button', { name: 'Delete Chiller (cooling)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'No', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(chiller).toBeVisible();
    await chiller.getByRole('button', { name: 'Delete Chiller (cooling)' }).click();
    await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page.getByText('The utility has been deleted.')).toBeVisible();
    await expect(chiller).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Chiller (cooling)' })).toBeVisible();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/summary/${id}$`));
    const summary = page.getByRole('region', { name: 'Utilities' });
    await expect(summary.getByText('Pool cleaning')).toBeVisible();
    await expect(summary.getByRole('listitem').filter({ hasText: 'Chiller' }).getByText('Not added')).toBeVisible();
  });

  test('uploads a document: submit disabled until a file and an expiry, a wrong file refused, then listed with its warning', async ({
    page,
  }) => {
    const id = await openProperty(page, 'owner@example.com', MARINA);
    await page.goto(`/settings/summary/${id}#documents`);
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByRole('button', { name: 'Upload a document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a document' });
    const submit = dialog.getByRole('button', { name: 'Upload', exact: true });
    await expect(submit).toBeDisabled();

    await dialog.getByLabel('File').setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    await expect(dialog.getByText('Only images (PNG, JPEG, WebP, HEIC) and PDF files can be uploaded.')).toBeVisible();
    await expect(submit).toBeDisabled();

    await dialog.getByLabel('File').setInputFiles(pdfFile('renewed-passport.pdf'));
    await expect(dialog.getByText('Only images', { exact: false })).toHaveCount(0);
    await expect(submit).toBeDisabled();
    await pickDate(page, 'Expiry date', inDays(20), dialog);
    await expect(dialog.getByText(`Expires in 20 days, on ${longDate(inDays(20))}`)).toBeVisible();
    await expect(dialog.getByText(`Next reminder e-mail: ${longDate(inDays(13))}`)).toBeVisible();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(dialog).toBeHidden();
    await expect(documents.getByText('Passport uploaded.')).toBeVisible();
    const renewed = documents.getByRole('listitem', { name: 'Passport' }).filter({ hasText: 'renewed-passport.pdf' });
    await expect(renewed.getByText(`Expires in 20 days, on ${longDate(inDays(20))}`)).toBeVisible();
    await expect(renewed.getByText('Expires soon')).toBeVisible();
  });

  test('occupancy: a slider of six months, each a pie with its percentage as text, and a reservation’s finances', async ({
    page,
  }) => {
    const id = await openProperty(page, 'owner@example.com', MARINA);
    await page.goto(`/settings/summary/${id}`);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/occupancy');
    await page.getByRole('link', { name: 'Occupancy rate' }).click();
    const { months } = (await (await answer).json()) as {
      months: { month: string; percent: number; booked_days: number; is_current: boolean }[];
    };
    expect(months).toHaveLength(6);
    expect(months[1]?.is_current).toBe(true);
    const title = (month: string) =>
      new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}-01T00:00:00Z`),
      );

    const slider = page.getByRole('region', { name: 'Occupancy rate' });
    const shown = (index: number) => {
      const month = months[index];
      if (!month) throw new Error(`no month ${index}`);
      return slider.getByRole('img', { name: `${title(month.month)}: ${month.percent}% booked` });
    };
    await expect(slider.getByRole('heading', { name: title(months[1]?.month ?? '') })).toBeVisible();
    await expect(shown(1)).toBeVisible();
    await expect(slider.locator('.occupancy-slider__slide:not([inert]) .occupancy-pie__percent')).toHaveText(
      `${months[1]?.percent}%`,
    );

    const previous = slider.getByRole('button', { name: 'Previous month' });
    const next = slider.getByRole('button', { name: 'Next month' });
    await previous.click();
    await expect(shown(0)).toBeVisible();
    await expect(previous).toBeDisabled();
    for (let i = 0; i < 5; i++) await next.click();
    await expect(shown(5)).toBeVisible();
    await expect(next).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);

    // The month with most bookings, chosen from the chips, and one of its reservations' finance details.
    const busiest = months.reduce((a, b) => (b.booked_days > a.booked_days ? b : a));
    await slider.getByRole('button', { name: title(busiest.month), exact: true }).click();
    await expect(slider.getByRole('heading', { name: title(busiest.month) })).toBeVisible();
    const list = page.getByRole('region', { name: `Reservations in ${title(busiest.month)}` });
    await list.getByRole('button').first().click();
    const panel = page.getByRole('region', { name: 'Booking details' });
    await expect(panel.getByRole('heading', { name: 'Guest payment' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Owner payout' })).toBeVisible();
    await expect(page).toHaveURL(/\?reservation=/);
    await panel.getByRole('button', { name: 'Back to occupancy' }).click();
    await expect(list).toBeVisible();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/summary/${id}$`));
  });
});
