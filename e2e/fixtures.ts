import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E } from './playwright.config.ts';
import { clockOffsetMs } from './support/clock.ts';

export { e2eNow } from './support/clock.ts';

export { expect };

export const DEMO_PASSWORD = 'Owner#2026';
const root = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

export interface MailMessage {
  to: string[];
  raw: string;
  receivedAt: string;
}

/** Mail that reached the SMTP listener (e2e/support/mailbox.ts), waiting until `match` finds one. */
export async function waitForMail(to: string, match: (m: MailMessage) => boolean = () => true): Promise<MailMessage> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${E2E.mailboxPort}/messages?to=${encodeURIComponent(to)}`);
    const found = ((await response.json()) as MailMessage[]).filter(match).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within 15 s`);
}

export async function mailCount(to: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${E2E.mailboxPort}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as MailMessage[]).length;
}

/** Mints an admin login link through the real CLI (npm run admin -- login-link), against the running server. */
export async function adminLoginLink(email: string): Promise<string> {
  const { stdout } = await run(
    resolve(root, 'node_modules/.bin/tsx'),
    ['apps/server/src/cli/admin.ts', 'login-link', email],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: E2E.dataDir, PORT: String(E2E.port), PUBLIC_URL: E2E.baseURL, DATABASE_URL: '' },
    },
  );
  const url = stdout.match(/https?:\/\/\S+\/admin-login\/\S+/)?.[0];
  if (!url) throw new Error(`admin CLI printed no link: ${stdout}`);
  return url;
}

/** Signs in through the real login form (in whatever language the page is in) and waits for the property list. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/properties/);
}

// Browser errors fail the journey: an uncaught exception or console.error is a bug, not noise.
export const test = base.extend<{ failOnBrowserErrors: undefined }>({
  // On a run from another day (scripts/e2e-dates.mjs) every page's clock starts where the server's is; time then
  // flows as usual. A normal run leaves the browser's clock alone.
  context: async ({ context }, use) => {
    const offset = clockOffsetMs();
    if (offset !== 0) await context.clock.install({ time: Date.now() + offset });
    await use(context);
  },
  failOnBrowserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        // A refused request (401/404 the app handles) is logged by Chromium itself; that is not an app error.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(`console.error: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(errors, 'browser errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/** A new owner with no properties and no answers, made through the real CLI (npm run admin -- create-owner). */
export async function createOwner(email: string, name: string, password = DEMO_PASSWORD): Promise<void> {
  await run(
    resolve(root, 'node_modules/.bin/tsx'),
    ['apps/server/src/cli/admin.ts', 'create-owner', email, '--name', name, '--password', password, '--permanent'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: E2E.dataDir, PORT: String(E2E.port), PUBLIC_URL: E2E.baseURL, DATABASE_URL: '' },
    },
  );
}

/**
 * Makes the next `times` calls of a route answer `status` (the journeys' server only: e2e/support/server.ts), e.g.
 * the FAQ's load failure: `await failNext(request, { path: '/api/faq', status: 503, times: 2 })`.
 */
export async function failNext(
  request: APIRequestContext,
  fault: { path: string; method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; status?: 500 | 503; times?: number },
): Promise<void> {
  const response = await request.post('/api/test/faults', { data: fault });
  expect(response.status(), await response.text()).toBe(204);
}

/** Clears every fault failNext armed. */
export async function clearFaults(request: APIRequestContext): Promise<void> {
  const response = await request.delete('/api/test/faults');
  expect(response.status()).toBe(204);
}

/** The ids of an owner's properties by nickname, read through the owner API as the app does. */
export async function propertyIdsOf(request: APIRequestContext, email: string): Promise<Record<string, number>> {
  const login = await request.post('/api/login', { data: { username: email, password: DEMO_PASSWORD } });
  const { token, user } = (await login.json()) as { token: string; user: { userId: number } };
  const headers = { authorization: `Basic ${Buffer.from(`${user.userId}:${token}`).toString('base64')}` };
  const response = await request.get('/api/properties', { headers });
  const { properties } = (await response.json()) as { properties: { id: number; nickname: string }[] };
  return Object.fromEntries(properties.map((property) => [property.nickname, property.id]));
}

export type Language = 'en' | 'ru' | 'ar';

/** Opens every page of this test in `language` (a device preference in localStorage, as the selector stores it). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((code) => localStorage.setItem('language', code), language);
}

/** A phone-sized window: the narrowest width the app is built for. */
export const PHONE = { width: 360, height: 780 } as const;
