import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, PHONE, test } from '../fixtures.ts';
import { E2E } from '../playwright.config.ts';

// The installed app's update (decision 096): a new deployment's service worker waits, the owner is asked.
test.use({ serviceWorkers: 'allow', viewport: PHONE });

// The server serves the snapshot of the build the run copied (playwright.config.ts): a new version is a new sw.js there.
const served = resolve(E2E.dataDir, '../web');
const workerFile = resolve(served, 'sw.js');

test('a new version waits for the owner: the prompt in Arabic, right to left at 360 px, Reload only on their choice', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/login');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  // Controlled by the first version from the next load on.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const original = readFileSync(workerFile, 'utf8');
  try {
    writeFileSync(workerFile, `${original}\n// the next deployment\n`);
    rmSync(`${workerFile}.br`, { force: true });
    rmSync(`${workerFile}.gz`, { force: true });

    // Half-way through the sign-in form when the new version arrives.
    const email = page.locator('input[type="email"]');
    await email.fill('owner@example.com');
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('يتوفر إصدار جديد');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = await prompt.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    // Nothing reloaded by itself: the page and the typed address are still there, the new worker waits.
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
    await expect(email).toHaveValue('owner@example.com');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
      true,
    );

    // Later closes the prompt and changes nothing; the next update check asks again.
    await prompt.getByRole('button', { name: 'لاحقًا' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);

    // Reload, chosen: the new worker takes over and the page loads again.
    await page.reload();
    await expect(prompt).toBeVisible();
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'إعادة التحميل' }).click()]);
    await expect.poll(() => page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    await expect(page.getByTestId('update-prompt')).toBeHidden();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  } finally {
    writeFileSync(workerFile, original);
  }
});
