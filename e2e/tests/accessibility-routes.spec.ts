import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Language, signIn, test, useLanguage } from '../fixtures.ts';

/**
 * Issue 8 item 9: axe (WCAG 2.2 AA, target-size included) over every owner route, left to right and right to left,
 * on a phone and a laptop. A new screen adds one entry to OWNER_ROUTES (or SIGNED_OUT_ROUTES): its path and what
 * shows it is ready; `open` may bring up a state of it (a dialog, a panel) to check too.
 */
interface Ids {
  propertyId: number;
  /** A guest reservation and an owner stay of the demo owner, on `propertyId` and `blockPropertyId`. */
  reservationCode: string;
  blockPropertyId: number;
  blockId: number;
}

export interface AxeRoute {
  name: string;
  path: (ids: Ids) => string;
  ready: (page: Page) => Promise<void>;
  open?: (page: Page) => Promise<void>;
  /** Also checked at laptop width (screens whose layout changes there: the calendar grids and their chips). */
  isWide?: true;
}

const visible = (selector: string) => async (page: Page) => {
  await expect(page.locator(selector).first()).toBeVisible();
};

export const SIGNED_OUT_ROUTES: AxeRoute[] = [
  { name: 'sign-in', isWide: true, path: () => '/login', ready: visible('form.auth-form') },
  { name: 'reset request', path: () => '/reset-password', ready: visible('form.auth-form') },
  { name: 'admin link failure', path: () => '/admin-login/not-a-token', ready: visible('[role="alert"]') },
];

export const OWNER_ROUTES: AxeRoute[] = [
  { name: 'property list', isWide: true, path: () => '/properties', ready: visible('.property-card') },
  { name: 'welcome', path: () => '/properties?initialize=true', ready: visible('.page') },
  { name: 'calendar', isWide: true, path: (ids) => `/calendar/${ids.propertyId}`, ready: visible('.month-stats dd') },
  {
    name: 'booking details',
    isWide: true,
    path: (ids) => `/calendar/${ids.propertyId}?reservation=${ids.reservationCode}`,
    ready: visible('.booking-details .details-row--total'),
  },
  {
    name: 'new block',
    isWide: true,
    path: (ids) => `/calendar/${ids.propertyId}/block/new`,
    ready: visible('form.block-form'),
    open: async (page) => {
      await page.locator('.date-picker__toggle').first().click();
      await expect(page.locator('.date-picker__popover')).toBeVisible();
    },
  },
  {
    name: 'edit block',
    path: (ids) => `/calendar/${ids.blockPropertyId}/block/${ids.blockId}`,
    ready: visible('form.block-form'),
  },
  { name: 'settings menu', path: (ids) => `/settings/list/${ids.propertyId}`, ready: visible('.page') },
  {
    name: 'block off date',
    isWide: true,
    path: (ids) => `/settings/block/${ids.propertyId}`,
    ready: visible('.block-off-page td.day-tone--confirmed'),
    open: async (page) => {
      await page.locator('.block-off-page button.month-grid__day').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'statements', path: (ids) => `/documents/statements/${ids.propertyId}`, ready: visible('.page') },
  { name: 'maintenance', path: (ids) => `/documents/maintenance/${ids.propertyId}`, ready: visible('.page') },
  { name: 'help', path: (ids) => `/help/${ids.propertyId}`, ready: visible('.help-entries') },
  {
    name: 'faq',
    path: (ids) => `/help/faq/${ids.propertyId}`,
    ready: visible('.faq-category'),
    open: async (page) => {
      await page.locator('.faq-toggle--category').first().click();
      await page.locator('.faq-question .faq-toggle').first().click();
      await expect(page.locator('.faq-question__answer').first()).toBeVisible();
    },
  },
  {
    name: 'faq search without a match',
    path: () => '/help/faq',
    ready: visible('.faq-category'),
    open: async (page) => {
      await page.locator('.help-search__input').fill('no such words here');
      await expect(page.locator('.help-state--empty')).toBeVisible();
    },
  },
  {
    name: 'contact support',
    path: (ids) => `/help/contact-support/${ids.propertyId}`,
    ready: visible('form.contact-form'),
    open: async (page) => {
      await page.locator('form.contact-form button[type="submit"]').click();
      await expect(page.locator('.ui-field--invalid')).toBeVisible();
    },
  },
  {
    name: 'notification list',
    path: () => '/properties',
    ready: visible('.property-card'),
    open: async (page) => {
      await page.locator('.notification-bell').click();
      await expect(page.locator('.notification-item').first()).toBeVisible();
    },
  },
  {
    // A notification already read, so the check changes nothing the other journeys count on.
    name: 'notification',
    path: () => '/properties',
    ready: visible('.property-card'),
    open: async (page) => {
      await page.locator('.notification-bell').click();
      await page.locator('.notification-item:not(.notification-item--unread)').first().click();
      await expect(page.locator('.notification-detail')).toBeVisible();
    },
  },
];

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    // target-size is off in axe unless asked for.
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} nodes, e.g. ${v.nodes[0]?.target.join(' ')}`,
  );
}

/** The owner API as the signed-in page calls it (basic ownerId:session), for ids the routes need. */
async function demoIds(page: Page): Promise<Ids> {
  const headers = await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('session-user') ?? '{}') as { userId: number };
    const token = localStorage.getItem('session-token') ?? '';
    return { authorization: `Basic ${btoa(`${user.userId}:${token}`)}`, 'x-owner': String(user.userId) };
  });
  const get = async <T>(path: string) => (await (await page.request.get(path, { headers })).json()) as T;
  const { properties } = await get<{ properties: { id: number; nickname: string }[] }>('/api/properties?limit=50');
  const propertyId = properties.find((p) => p.nickname === 'Marina Gate 1204')?.id ?? 0;
  type Stay = {
    id: number;
    propertyId: number;
    confirmationCode: string;
    ownerReservation: boolean;
    start: string;
    status: string;
  };
  const { results } = await get<{ results: Stay[] }>('/api/reservations?limit=500');
  const now = new Date().toISOString();
  // The stay going on today: it is in the month the calendar opens on.
  const guest = results.find((r) => r.status === 'checked_in' && r.propertyId === propertyId);
  const block = results.find((r) => r.ownerReservation && r.start > now);
  if (!guest || !block) throw new Error('the demo owner needs a guest reservation and a future owner stay');
  return { propertyId, reservationCode: guest.confirmationCode, blockPropertyId: block.propertyId, blockId: block.id };
}

async function check(page: Page, route: AxeRoute, ids: Ids, found: string[]) {
  await page.goto(route.path(ids));
  await route.ready(page);
  for (const problem of await violations(page)) found.push(`${route.name}: ${problem}`);
  if (!route.open) return;
  await route.open(page);
  for (const problem of await violations(page)) found.push(`${route.name} (opened): ${problem}`);
}

/** Both directions on a phone, every route; a laptop for the screens whose layout changes there. */
const PASSES: { language: Language; viewport: { width: number; height: number }; isWide: boolean }[] = [
  { language: 'en', viewport: { width: 360, height: 780 }, isWide: false },
  { language: 'ar', viewport: { width: 360, height: 780 }, isWide: false },
  { language: 'en', viewport: { width: 1280, height: 800 }, isWide: true },
];

for (const { language, viewport, isWide } of PASSES) {
  test(`${language} at ${viewport.width} px: every owner route has no WCAG 2.2 AA violation (axe, target-size included)`, async ({
    page,
  }) => {
    // Two axe passes per route with a state opened; about 25 routes take near two minutes on a busy 2-core machine.
    test.setTimeout(180_000);
    await useLanguage(page, language);
    await page.setViewportSize(viewport);
    const found: string[] = [];
    const chosen = (routes: AxeRoute[]) => routes.filter((route) => !isWide || route.isWide);
    for (const route of chosen(SIGNED_OUT_ROUTES)) await check(page, route, {} as Ids, found);
    await signIn(page, 'owner@example.com');
    const ids = await demoIds(page);
    for (const route of chosen(OWNER_ROUTES)) await check(page, route, ids, found);
    expect(found).toEqual([]);
  });
}

test('every event chip that opens something is at least 24 x 24 px, on a phone and a laptop', async ({ page }) => {
  await signIn(page, 'owner@example.com');
  const ids = await demoIds(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/calendar/${ids.propertyId}`);
    await expect(page.locator('.month-grid--large button.event-chip').first()).toBeVisible();
    const sizes = await page
      .locator('.month-grid--large button.event-chip')
      .evaluateAll((chips) => chips.map((chip) => chip.getBoundingClientRect()).map((r) => [r.width, r.height]));
    expect(sizes.length).toBeGreaterThan(5);
    expect(
      sizes.filter(([w = 0, h = 0]) => w < 24 || h < 24),
      `at ${width} px`,
    ).toEqual([]);
  }
});
