import type { Page } from '@playwright/test';
import { OFFLINE_DB } from '../../apps/web/src/lib/offline/cache-names.ts';
import { e2eNow, expect, PHONE, signIn, test, useLanguage } from '../fixtures.ts';

/** A request that got no answer is not "not found"; it says so and offers a retry. */
const TEXTS = {
  en: {
    offline: "Couldn't reach the server",
    retry: 'Retry',
    notFound: 'Reservation not found',
    expired: 'The Link You Followed Has Expired',
  },
  ar: {
    offline: 'تعذّر الاتصال بالخادم',
    retry: 'إعادة المحاولة',
    notFound: 'الحجز غير موجود',
    expired: 'انتهت صلاحية الرابط الذي اتبعته',
  },
} as const;

test.use({ viewport: PHONE });

/** Every request whose path matches fails as if the network were down, until `restore` is called. */
async function cutOff(page: Page, path: RegExp): Promise<{ failures: () => number; restore: () => Promise<void> }> {
  let failures = 0;
  const handler = (route: { abort: (code: string) => Promise<void> }) => {
    failures++;
    return route.abort('internetdisconnected');
  };
  const matcher = (url: URL) => path.test(url.pathname);
  await page.route(matcher, handler);
  return { failures: () => failures, restore: () => page.unroute(matcher, handler) };
}

/** Signs in on Playwright's clock (React Query's and the legacy client's retry waits run when the test says) and
 * opens Marina Gate 1204, on the older booking system; returns its id. */
async function openMarina(page: Page, language: 'en' | 'ar'): Promise<string> {
  await useLanguage(page, language);
  await page.clock.install({ time: e2eNow() });
  await signIn(page, 'owner@example.com');
  await page.locator('.property-card').filter({ hasText: 'Marina Gate 1204' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/calendar\/\d+/);
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

/**
 * Leaves the app (which saves what it showed on the way out) and deletes the owner's saved screens, so the next visit
 * asks the server: a screen saved less than the query's 30 s ago is shown from the saved copy without asking
 * (decision 097), and a failure would then never be seen. Whether the last one was saved in time was a race.
 */
async function forgetSavedScreens(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
    OFFLINE_DB,
  );
}

for (const language of ['en', 'ar'] as const) {
  const text = TEXTS[language];
  const failure = (page: Page) => page.getByRole('alert').filter({ hasText: text.offline });

  test(`${language}: the property list, the property and its calendar each say the server was not reached, and Retry loads them`, async ({
    page,
  }) => {
    const id = await openMarina(page, language);

    for (const [path, loaded] of [
      [/^\/api\/properties$/, () => expect(page.locator('.property-card')).toHaveCount(5)],
      [/^\/api\/property$/, () => expect(page.getByRole('heading', { name: 'Marina Gate 1204' })).toBeVisible()],
      [/^\/api\/calendar$/, () => expect(page.locator('.month-grid--large')).toBeVisible()],
    ] as const) {
      await forgetSavedScreens(page);
      const network = await cutOff(page, path);
      await page.goto(path.source.includes('properties') ? '/properties' : `/calendar/${id}`);
      // The query's first try (for the property, started by start-up's prefetchQuery, decision 077), then its retry.
      await expect.poll(network.failures).toBeGreaterThanOrEqual(1);
      await page.clock.runFor(1_500);
      await expect(failure(page)).toBeVisible();
      await expect(page.getByText(text.notFound)).toHaveCount(0);
      await network.restore();
      await failure(page).getByRole('button', { name: text.retry }).click();
      await loaded();
      await expect(failure(page)).toHaveCount(0);
    }

    // Settings 'Block off date': its month fails alone, the screen stays.
    await forgetSavedScreens(page);
    const network = await cutOff(page, /^\/api\/calendar$/);
    await page.goto(`/settings/block/${id}`);
    await expect.poll(network.failures).toBe(1);
    await page.clock.runFor(1_500);
    await expect(failure(page)).toBeVisible();
    await network.restore();
    await failure(page).getByRole('button', { name: text.retry }).click();
    await expect(failure(page)).toHaveCount(0);
    await expect(page.locator('td.day-tone--confirmed').first()).toBeVisible();
  });

  test(`${language}: a block that cannot be fetched after the legacy retries is not "not found"; a real 404 still is`, async ({
    page,
  }) => {
    // Marina's owner stays are on the older booking system: its calls are retried 5 times (docs/product/sign-in-and-session.md#requests-and-identity).
    const id = await openMarina(page, language);
    const network = await cutOff(page, /^\/api\/legacy\/owners-reservations\/\d+$/);
    await page.goto(`/calendar/${id}/block/987654`);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await expect.poll(network.failures).toBeGreaterThanOrEqual(attempt);
      await page.clock.runFor(2_000);
    }
    await expect(failure(page)).toBeVisible();
    await expect(page.getByText(text.notFound)).toHaveCount(0);
    expect(network.failures()).toBe(6);

    await network.restore();
    await failure(page).getByRole('button', { name: text.retry }).click();
    await expect(page.getByRole('alert')).toHaveText(text.notFound);
    await expect(page.getByRole('button', { name: text.retry })).toHaveCount(0);
  });

  test(`${language}: a reset link whose check got no answer is not "expired"; Retry checks it, and an unknown one is`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    const network = await cutOff(page, /^\/api\/pordal\/password\/check-reset-token$/);
    await page.goto('/new-password/not-a-real-token');
    await expect(failure(page)).toBeVisible();
    await expect(page.getByText(text.expired)).toHaveCount(0);
    await expect(page).toHaveURL(/\/new-password\/not-a-real-token$/);
    expect(network.failures()).toBe(1);

    // Answered: the server does not know the token, so the link has expired and the owner goes to /login.
    await network.restore();
    await failure(page).getByRole('button', { name: text.retry }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText(text.expired);
  });
}
