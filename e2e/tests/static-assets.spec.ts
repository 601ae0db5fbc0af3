import type { BrowserContext } from '@playwright/test';
import { ERROR_DESCRIPTIONS } from '@portal/contract';
import { expect, signIn, test } from '../fixtures.ts';
import { demoIds, demoValues, examplePath, mintResetToken, routeKeys } from './route-table.ts';

// On the real server and the real build: hashed files go precompressed and cached for good, the page is
// checked every time, and source maps (built hidden for reading stack traces) are never served.
test('the built app is served precompressed, cached by name, without source maps', async ({ request }) => {
  const page = await request.get('/login', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();

  for (const encoding of ['br', 'gzip']) {
    const asset = await request.get(script ?? '', { headers: { 'accept-encoding': encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-encoding']).toBe(encoding);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }

  const map = await request.get(`${script}.map`);
  expect(map.status()).toBe(404);
});

/** The scripts and stylesheets an HTML answer names (entry, preloads, the disabled marker of the inlined sheet). */
const announced = (html: string) =>
  new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]));

// The error registry's descriptions are written for the OpenAPI document; the app reads only the codes. They stay out
// of what the sign-in page downloads (its 100 kB budget).
test("the sign-in page's scripts carry the error codes, not the registry's descriptions", async ({ request }) => {
  const html = await (await request.get('/login')).text();
  const scripts = [...announced(html)].filter((file) => file?.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  const code = (await Promise.all(scripts.map(async (file) => (await request.get(file ?? '')).text()))).join('\n');
  expect(code).toContain('INVALID_CREDENTIALS');
  for (const description of Object.values(ERROR_DESCRIPTIONS))
    expect(code.includes(description), description).toBe(false);
});

/**
 * Opens `path` in a new tab of the context and lists the scripts and stylesheets it downloaded, once loaded. `random`
 * is what Math.random gives on the page: 0.5 by default, a page load that does not check its answers against the
 * contract (nine in ten, decision 070); 0, one that does.
 */
async function firstVisit(
  context: BrowserContext,
  path: string,
  random = 0.5,
): Promise<{ files: string[]; html: string }> {
  const tab = await context.newPage();
  await tab.addInitScript((value) => {
    Math.random = () => value;
  }, random);
  const files: string[] = [];
  tab.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname)) files.push(pathname);
  });
  // The live stream never ends, so the network would never go quiet.
  await tab.route('**/api/events', (route) => route.abort());
  await tab.goto(path);
  await tab.waitForLoadState('networkidle');
  await expect(tab.locator('#root')).not.toBeEmpty();
  await tab.close();
  const html = await (await context.request.get(path)).text();
  return { files, html };
}

// Decision 063: the server answers each route's HTML with the files a first visit to it loads as preload
// links, so they download beside the entry instead of after it has run. A route whose page loads anything the HTML
// did not name would wait a round trip for it: every file a first visit downloads must be named.
test.describe('the HTML of each route names every file its first visit loads', () => {
  // Every top-level route of the route table (apps/web/src/config/paths.ts) without a signed-in owner: the reset link
  // with a live token (a refused one sends the reader to sign in), the staff sign-in link with a refused one (its page
  // says so).
  test('public pages and the staff console', async ({ page }) => {
    const keys = [...routeKeys('public-only'), ...routeKeys('open'), ...routeKeys('staff')];
    expect(keys).toEqual(expect.arrayContaining(['login', 'resetPassword', 'newPassword', 'adminLogin', 'staff']));
    for (const key of keys) {
      const token = key === 'newPassword' ? await mintResetToken(page) : 'not-a-token';
      const path = examplePath(key, { token });
      const { files, html } = await firstVisit(page.context(), path);
      const named = announced(html);
      expect(files.length, path).toBeGreaterThan(5);
      expect(
        files.filter((file) => !named.has(file)),
        path,
      ).toEqual([]);
      // The first paint needs the HTML alone: the app's stylesheet is inline, its link disabled and never fetched.
      expect(html).toMatch(/<style>[^<]*\.boot-splash/);
      const sheet = /<link rel="stylesheet" crossorigin href="([^"]+)" disabled>/.exec(html)?.[1];
      expect(sheet).toBeDefined();
      expect(files).not.toContain(sheet);
    }
  });

  test('every signed-in page, in English and in Arabic', async ({ page }) => {
    // Twenty-odd first visits, each until the network has been quiet for half a second.
    test.setTimeout(180_000);
    await signIn(page, 'owner@example.com');
    const ids = await demoIds(page);
    const id = ids.propertyId;
    // Every page of the owner's shell in the route table, and the documents page's other list.
    const keys = routeKeys('shell');
    expect(keys.length).toBeGreaterThan(15);
    const visits = [
      ...keys.map((key) => examplePath(key, demoValues(key, ids))),
      examplePath('documents', { action: 'maintenance', propertyId: id }),
    ];
    for (const path of visits) {
      const { files, html } = await firstVisit(page.context(), path);
      const named = announced(html);
      expect(
        files.filter((file) => !named.has(file)),
        path,
      ).toEqual([]);
      expect(
        files.some((file) => /\/en-[A-Za-z0-9_-]+\.js$/.test(file)),
        path,
      ).toBe(true);
    }

    // The language lives in a cookie too: the server names that language's texts and writes lang and dir.
    await page.getByRole('combobox').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'portal_lang')?.value).toBe('ar');
    const { files, html } = await firstVisit(page.context(), `/calendar/${id}`);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const named = announced(html);
    expect(files.filter((file) => !named.has(file))).toEqual([]);
    expect(files.some((file) => /\/ar-[A-Za-z0-9_-]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /\/en-[A-Za-z0-9_-]+\.js$/.test(file))).toBe(false);
  });
});
