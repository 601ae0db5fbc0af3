import type { Page } from '@playwright/test';
import { e2eNow, expect, type Language, signIn, test, useLanguage, waitForMail } from '../fixtures.ts';
import { axeViolations } from './axe-helpers.ts';

/**
 * Axe (WCAG 2.2 AA, target-size included) over every owner route, left to right and right to left,
 * on a phone and a laptop. A new screen adds one entry to OWNER_ROUTES (or SIGNED_OUT_ROUTES): its path and what
 * shows it is ready; `open` may bring up a state of it (a dialog, a panel) to check too.
 */
interface Ids {
  propertyId: number;
  /** A guest reservation and an owner stay of the demo owner, on `propertyId` and `blockPropertyId`. */
  reservationCode: string;
  blockPropertyId: number;
  blockId: number;
  /** A statement of `propertyId` the owner has already read (opening an unread one would mark it read). */
  statement: { year: number; month: number };
  /** A live password-reset token (signed-out routes). */
  resetToken: string;
}

export interface AxeRoute {
  name: string;
  path: (ids: Ids) => string;
  ready: (page: Page) => Promise<void>;
  open?: (page: Page) => Promise<void>;
  /** Also checked at laptop width (screens whose layout changes there: the calendar grids and their chips). */
  isWide?: true;
}

const visible =
  (...selectors: string[]) =>
  async (page: Page) => {
    for (const selector of selectors) await expect(page.locator(selector).first()).toBeVisible();
  };

export const SIGNED_OUT_ROUTES: AxeRoute[] = [
  { name: 'sign-in', isWide: true, path: () => '/login', ready: visible('form.auth-form') },
  { name: 'reset request', path: () => '/reset-password', ready: visible('form.auth-form') },
  { name: 'admin link failure', path: () => '/admin-login/not-a-token', ready: visible('[role="alert"]') },
  {
    name: 'new password',
    isWide: true,
    path: (ids) => `/new-password/${ids.resetToken}`,
    ready: visible('form.auth-form input[autocomplete="new-password"]'),
  },
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
    name: 'statement detail',
    isWide: true,
    path: (ids) => `/documents/statements/${ids.propertyId}/${ids.statement.year}/${ids.statement.month}`,
    ready: visible('.statement-actions', '.figures__row'),
  },
  {
    name: 'property summary',
    isWide: true,
    path: (ids) => `/settings/summary/${ids.propertyId}`,
    ready: visible('.utility-summary', '.document-list li', '.summary-page dl'),
  },
  {
    name: 'utilities',
    path: (ids) => `/settings/property-summary/${ids.propertyId}/update-utility-details`,
    ready: visible('form.utilities-editor .utility-card'),
  },
  {
    name: 'occupancy',
    isWide: true,
    path: (ids) => `/settings/occupancy/${ids.propertyId}`,
    ready: visible('.occupancy-slider__slide', '.month-reservations, .summary-card .empty-state'),
  },
  { name: 'personal survey', path: () => '/settings/personal-survey', ready: visible('form.survey__form input') },
  {
    name: 'property survey',
    path: (ids) => `/settings/property-survey/${ids.propertyId}`,
    ready: visible('form.survey__form input'),
  },
  { name: 'add a property', path: () => '/settings/add-property-survey', ready: visible('form.survey__form input') },
  {
    name: 'change password',
    path: (ids) => `/settings/change-password/${ids.propertyId}`,
    ready: visible('form.settings-form input'),
  },
  {
    name: 'passkeys',
    path: (ids) => `/settings/passkeys/${ids.propertyId}`,
    ready: visible('.settings-page .settings-page__intro', 'form.settings-form input'),
  },
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

/** Screens only another demo owner shows: onboarding (no survey answered yet) and the coming-soon page. */
export const OTHER_OWNERS: { email: string; routes: AxeRoute[] }[] = [
  {
    email: 'new@example.com',
    routes: [{ name: 'onboarding', path: () => '/settings/initialize', ready: visible('form.survey__form input') }],
  },
  {
    email: 'ru@example.com',
    routes: [
      {
        name: 'coming soon',
        path: () => '/settings/personal-survey',
        ready: visible('[data-testid="survey-coming-soon"]'),
      },
    ],
  },
];

/** The owner API as the signed-in page calls it (basic ownerId:session), for ids the routes need. */
async function demoIds(page: Page): Promise<Omit<Ids, 'resetToken'>> {
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
  const now = e2eNow().toISOString();
  // The stay going on today: it is in the month the calendar opens on.
  const guest = results.find((r) => r.status === 'checked_in' && r.propertyId === propertyId);
  const block = results.find((r) => r.ownerReservation && r.start > now);
  if (!guest || !block) throw new Error('the demo owner needs a guest reservation and a future owner stay');
  const list = await page.request.post('/api/statements_list', { headers, form: { property_id: propertyId } });
  type Listed = { year: number; month: number; is_read: string };
  const statement = ((await list.json()) as { data: { data: Listed[] } }).data.data.find((s) => s.is_read === '1');
  if (!statement) throw new Error('the demo owner needs a statement already read');
  return {
    propertyId,
    reservationCode: guest.confirmationCode,
    blockPropertyId: block.propertyId,
    blockId: block.id,
    statement: { year: statement.year, month: statement.month },
  };
}

/** A reset link as an owner gets it by mail (once per run: the token lives an hour and a check does not spend it). */
let resetToken: Promise<string> | undefined;
function mintResetToken(page: Page): Promise<string> {
  resetToken ??= (async () => {
    const email = 'pordal@example.com';
    const requestedAt = new Date().toISOString();
    const response = await page.request.get(`/api/pordal/password/owner-forgot?email=${encodeURIComponent(email)}`);
    expect(response.ok()).toBe(true);
    const mail = await waitForMail(email, (m) => m.receivedAt >= requestedAt);
    const token = mail.raw.replace(/=\r?\n/g, '').match(/\/new-password\/([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error('no reset link in the mail');
    return token;
  })();
  return resetToken;
}

/** Signs the current owner out the quick way (what a refused token does): the session keys go, the language stays. */
async function signOutQuickly(page: Page): Promise<void> {
  await page.evaluate(() => {
    const language = localStorage.getItem('language');
    localStorage.clear();
    if (language) localStorage.setItem('language', language);
  });
}

async function check(page: Page, route: AxeRoute, ids: Ids, found: string[]) {
  await page.goto(route.path(ids));
  await route.ready(page);
  for (const problem of await axeViolations(page)) found.push(`${route.name}: ${problem}`);
  if (!route.open) return;
  await route.open(page);
  for (const problem of await axeViolations(page)) found.push(`${route.name} (opened): ${problem}`);
}

/** Both directions on a phone, every route; a laptop for the screens whose layout changes there. */
const PASSES: { language: Language; viewport: { width: number; height: number }; isWide: boolean }[] = [
  { language: 'en', viewport: { width: 360, height: 780 }, isWide: false },
  { language: 'ar', viewport: { width: 360, height: 780 }, isWide: false },
  { language: 'en', viewport: { width: 1280, height: 800 }, isWide: true },
];

for (const { language, viewport, isWide } of PASSES) {
  const chosen = (routes: AxeRoute[]) => routes.filter((route) => !isWide || route.isWide);
  const title = (who: string) =>
    `${language} at ${viewport.width} px: ${who} — no WCAG 2.2 AA violation (axe, target-size included)`;

  // One test per signed-in context, so a slow machine's time limit is per group, not for the whole list.
  test.describe(() => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
      await page.setViewportSize(viewport);
    });

    test(title('every signed-out route and other owners’ screens'), async ({ page }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      const ids = { resetToken: await mintResetToken(page) } as Ids;
      for (const route of chosen(SIGNED_OUT_ROUTES)) await check(page, route, ids, found);
      for (const { email, routes } of OTHER_OWNERS) {
        if (chosen(routes).length === 0) continue;
        await signIn(page, email);
        for (const route of chosen(routes)) await check(page, route, ids, found);
        await signOutQuickly(page);
      }
      expect(found).toEqual([]);
    });

    test(title('every route of the demo owner'), async ({ page }) => {
      // Two axe passes per route with a state opened; about 35 routes take minutes on a busy 2-core machine.
      test.setTimeout(300_000);
      const found: string[] = [];
      await signIn(page, 'owner@example.com');
      const ids = { ...(await demoIds(page)), resetToken: '' };
      for (const route of chosen(OWNER_ROUTES)) await check(page, route, ids, found);
      expect(found).toEqual([]);
    });
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

test('the check itself finds what it looks for: a picture without a text and grey text on white', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('form.auth-form')).toBeVisible();
  await page.evaluate(() => {
    const planted = document.createElement('div');
    planted.innerHTML =
      '<img src="/favicon.svg" width="40" height="40"><p style="color:#ccc;background:#fff">Faint</p>';
    document.querySelector('main')?.append(planted);
  });
  const found = await axeViolations(page);
  expect(found.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining(['image-alt', 'color-contrast']));
});
