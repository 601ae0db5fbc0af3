import { expect, signIn, test } from '../fixtures.ts';

const cards = (page: import('@playwright/test').Page) => page.locator('.property-card');

test.describe('property list', () => {
  test('cards show picture, nickname, address, bedroom text and badge, sorted by nickname', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await expect(cards(page)).toHaveCount(5);
    await expect(cards(page).locator('h2')).toHaveText([
      'Creek Harbour 88',
      'Downtown Studio 5',
      'JBR Loft 310',
      'Marina Gate 1204',
      'Palm Villa 7',
    ]);
    const marina = cards(page).filter({ hasText: 'Marina Gate 1204' });
    await expect(marina).toContainText('Tower 1, Apt 1204');
    await expect(marina).toContainText('2 bedrooms');
    await expect(marina.locator('img')).toHaveAttribute('src', '/demo/marina.svg');
    await expect(cards(page).filter({ hasText: 'Downtown Studio 5' })).toContainText('studio');
    await expect(cards(page).filter({ hasText: 'JBR Loft 310' })).toContainText('1 bedroom');
    await expect(cards(page).filter({ hasText: 'JBR Loft 310' })).toContainText('Inactive');
    // bedrooms −1: no bedroom text at all.
    await expect(cards(page).filter({ hasText: 'Creek Harbour 88' }).locator('.property-card__bedrooms')).toHaveCount(
      0,
    );
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  });

  test('search filters the list and numbered pagination pages through 25 properties', async ({ page }) => {
    await signIn(page, 'legacy@example.com');
    await expect(page.getByText('25 properties')).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first().locator('h2')).toHaveText('Business Bay 2201');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(3);
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Page 3' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).locator('h2')).toHaveText('Sunset Residence 24');
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(cards(page).first().locator('h2')).toHaveText('Sunset Residence 12');

    await page.getByRole('searchbox', { name: 'Search properties' }).fill('residence 1');
    await expect(page.getByText('10 properties match')).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search properties' }).fill('Executive Towers');
    await expect(cards(page).locator('h2')).toHaveText(['Business Bay 2201']);
    await page.getByRole('searchbox', { name: 'Search properties' }).fill('no such place');
    await expect(page.getByText('No property matches “no such place”.')).toBeVisible();
  });

  test('a card opens the calendar and the property id is remembered', async ({ page }) => {
    await signIn(page, 'owner@example.com');
    await cards(page).filter({ hasText: 'Palm Villa 7' }).getByRole('link').click();
    await expect(page).toHaveURL(/\/calendar\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Palm Villa 7' })).toBeVisible();
    const id = page.url().split('/').at(-1);
    expect(await page.evaluate(() => localStorage.getItem('property-id'))).toBe(id);
  });

  test("an unknown or another owner's property shows 'Property not found' and returns to the list", async ({
    page,
  }) => {
    await signIn(page, 'legacy@example.com');
    const legacyId = await cards(page).first().getByRole('link').getAttribute('href');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'owner@example.com');
    for (const path of ['/calendar/999999', legacyId ?? '/calendar/0']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/properties$/);
      await expect(page.getByRole('alert')).toHaveText('Property not found');
    }
  });
});

test.describe('welcome and thank-you pages', () => {
  test('an owner without properties and an unfinished survey is welcomed and can start onboarding', async ({
    page,
  }) => {
    await signIn(page, 'new@example.com');
    await expect(page.getByRole('heading', { name: 'Welcome to your owner portal' })).toBeVisible();
    // The onboarding screen itself belongs to the settings issue; the start button must lead there.
    await expect(page.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/settings/initialize');
  });

  test('?initialize=true shows the welcome page even with properties, and nothing on it for Russian owners', async ({
    page,
  }) => {
    await signIn(page, 'owner@example.com');
    await page.goto('/properties?initialize=true');
    await expect(page.getByRole('link', { name: 'Start' })).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'ru@example.com');
    await page.goto('/properties?initialize=true');
    await expect(page.getByTestId('welcome-page')).toBeAttached();
    await expect(page.getByTestId('welcome-page')).toBeEmpty();
  });

  test('an owner without properties whose survey is done gets the thank-you page with an edit link', async ({
    page,
  }) => {
    await signIn(page, 'done@example.com');
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit my answers' })).toHaveAttribute(
      'href',
      '/settings?initialize=true',
    );
  });
});
