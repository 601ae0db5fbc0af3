import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, PHONE, signIn, test } from '../fixtures.ts';
import { E2E } from '../playwright.config.ts';
import { answerAccess, futureDay, openProperty } from './blocks-helpers.ts';

// The installed app (decisions 096–099): these journeys let the service worker run (the others block it).
test.use({ serviceWorkers: 'allow', viewport: PHONE });

/** What this browser keeps offline: IndexedDB keys of the saved screens and Cache Storage names of opened files. */
async function offlineStorage(page: Page): Promise<{ keys: string[]; caches: string[] }> {
  return page.evaluate(async () => {
    const keys = await new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('owner-portal-offline');
      open.onupgradeneeded = () => open.result.createObjectStore('queries');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('queries')) return resolve([]);
        const request = db.transaction('queries').objectStore('queries').getAllKeys();
        request.onsuccess = () => {
          db.close();
          resolve(request.result.map(String));
        };
        request.onerror = () => reject(request.error);
      };
    });
    const names = await caches.keys();
    return { keys, caches: names.filter((name) => name.startsWith('owner-files-')) };
  });
}

/** The JSON saved for one owner (the dehydrated query cache), as text. */
async function savedText(page: Page, key: string): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('owner-portal-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('queries').objectStore('queries').get(key);
          request.onsuccess = () => resolve(JSON.stringify(request.result ?? null));
          request.onerror = () => reject(request.error);
        };
      }),
    key,
  );
}

const ownerIdOf = (page: Page) =>
  page.evaluate(() => String(JSON.parse(localStorage.getItem('session-user') ?? '{}').userId));

/** Waits for the service worker to be active (its precache complete). */
const serviceWorkerReady = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');

test.describe('installed app: manifest and service worker', () => {
  test('the manifest in each language, its icons, the touch icon and the service worker are served', async ({
    page,
    request,
  }) => {
    for (const [language, name, dir] of [
      ['en', 'Owner Portal', 'ltr'],
      ['ru', 'Портал владельца', 'ltr'],
      ['ar', 'بوابة المالك', 'rtl'],
    ] as const) {
      const answer = await request.get(`/manifest.${language}.webmanifest`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('application/manifest+json');
      const manifest = await answer.json();
      expect(manifest).toMatchObject({
        name,
        lang: language,
        dir,
        display: 'standalone',
        start_url: '/',
        scope: '/',
        theme_color: '#0f4c5c',
        background_color: '#f5f7f8',
      });
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find(
          (i: { purpose: string; sizes: string }) => i.purpose === purpose && i.sizes === '512x512',
        );
        const png = await request.get(icon.src);
        expect(png.headers()['content-type']).toBe('image/png');
      }
    }
    const worker = await request.get('/sw.js');
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(await worker.text()).toContain('/index.html');

    // The page names the reader's manifest (Arabic here) and the iOS touch icon; the worker takes the whole app.
    await page.context().addCookies([{ name: 'portal_lang', value: 'ar', url: E2E.baseURL }]);
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.ar.webmanifest');
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(touchIcon ?? '')).status()).toBe(200);
    expect(await serviceWorkerReady(page)).toBe(`${E2E.baseURL}/sw.js`);
    // Chromium's own installability check (what Lighthouse's former installable audit read) finds nothing missing.
    const devtools = await page.context().newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // Offline, the worker starts the app from its copy, but never answers for the staff console or an admin link.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.context().setOffline(true);
    await page.goto('/login');
    await expect(page.locator('input[type="email"]')).toBeVisible();
    await expect(page.goto('/staff')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await expect(page.goto('/admin-login/some-token')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await page.context().setOffline(false);
  });
});

test.describe('installed app: reading offline, privacy on a shared device', () => {
  test('what the owner saw reads offline with the banner; a write is refused; sign-out and a second owner see nothing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const context = page.context();
    const propertyId = await openProperty(page, 'owner@example.com', 'Marina Gate 1204');
    const ownerId = await ownerIdOf(page);
    await serviceWorkerReady(page);

    // Online: the calendar (opened above), a statement (downloaded once), the notifications, the block form.
    await page.goto(`/documents/statements/${propertyId}`);
    // The oldest statement: opening one marks it read, and statements.spec.ts, on the same server, needs the two
    // newest still unread.
    const oldest = page.locator('.doc-list > li').last();
    const statementTitle = (await oldest.locator('.doc-item__title').textContent()) ?? '';
    await oldest.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: statementTitle })).toBeVisible();
    const statementUrl = page.url();
    const [online] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(
      readFileSync(await online.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const notifications = page.getByRole('dialog', { name: 'Notifications' }).locator('.notification-item');
    await expect(notifications.first()).toBeVisible();
    const notificationTitle = (await notifications.first().locator('.notification-item__title').textContent()) ?? '';
    await page.keyboard.press('Escape');
    await expect.poll(async () => savedText(page, `owner:${ownerId}`)).toContain(notificationTitle);
    const from = futureDay(9, 10);
    const blockUrl = `/calendar/${propertyId}/block/new?date=${from}`;
    await page.goto(blockUrl);
    await expect(page.getByRole('button', { name: 'Block dates' })).toBeVisible();
    await page.goto(`/calendar/${propertyId}`);
    await expect(page.getByRole('heading', { name: 'Marina Gate 1204' })).toBeVisible();

    // Saved for this owner only, in IndexedDB and (the PDF) in this owner's cache.
    await expect.poll(async () => (await offlineStorage(page)).keys).toEqual([`owner:${ownerId}`]);
    expect((await offlineStorage(page)).caches).toEqual([`owner-files-${ownerId}`]);

    // Offline, a reload shows the same calendar, with the banner saying so and from when.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Marina Gate 1204' })).toBeVisible();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveText(/^You are offline\. Showing what was saved at .+\.$/);
    await expect(page.locator('.month-grid--large')).toBeVisible();

    // The statement, its PDF and the notifications read offline too.
    await page.goto(statementUrl);
    await expect(page.getByRole('heading', { level: 1, name: statementTitle })).toBeVisible();
    await expect(banner).toBeVisible();
    const [offline] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(
      readFileSync(await offline.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(notificationTitle);
    await page.keyboard.press('Escape');

    // Blocking dates offline: refused in words, nothing sent, the form keeps what was entered.
    await page.goto(blockUrl);
    await answerAccess(page, 'I need both');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') sent.push(r.url());
    });
    await page.getByRole('button', { name: 'Block dates' }).click();
    await expect(page.getByText('You are offline: nothing was sent.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('I need both')).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`/block/new\\?date=${from}$`));
    expect(sent).toEqual([]);

    // Signing out (still offline): nothing of this owner stays in IndexedDB or Cache Storage.
    await page.goto(`/settings/list/${propertyId}`);
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => offlineStorage(page)).toEqual({ keys: [], caches: [] });

    // A second owner on the same browser: online to sign in, then offline: none of the first owner's data.
    await context.setOffline(false);
    await signIn(page, 'pordal@example.com');
    const secondId = await ownerIdOf(page);
    expect(secondId).not.toBe(ownerId);
    await expect.poll(async () => (await offlineStorage(page)).keys).toEqual([`owner:${secondId}`]);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.locator('.property-card').first()).toBeVisible();
    await expect(page.getByText('Marina Gate 1204')).toHaveCount(0);
    await page.goto(`/calendar/${propertyId}`);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByText('Marina Gate 1204')).toHaveCount(0);
    expect(await savedText(page, `owner:${secondId}`)).not.toContain('Marina Gate 1204');

    // In Arabic, offline too: the banner in Arabic, right to left, within the 360 px screen.
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/properties');
    const arabic = page.getByTestId('offline-banner');
    await expect(arabic).toHaveText(/^أنت غير متصل بالإنترنت\. نعرض ما حُفظ في .+\.$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = await arabic.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await context.setOffline(false);
  });
});
