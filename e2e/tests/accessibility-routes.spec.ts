import type { Page } from '@playwright/test';
import { expect, type Language, signIn, test, useLanguage } from '../fixtures.ts';
import { axeViolations } from './axe-helpers.ts';
import {
  type DemoIds,
  demoIds,
  demoValues,
  examplePath,
  mintResetToken,
  type RouteKey,
  routeKeys,
} from './route-table.ts';

/**
 * Axe (WCAG 2.2 AA, target-size included) over every owner route, left to right and right to left,
 * on a phone and a laptop. The routes come from the route table (apps/web/src/config/paths.ts): a new screen is
 * checked as it is, once its page has drawn and nothing on it is still loading (`drawn`). OWNER_ROUTES and
 * SIGNED_OUT_ROUTES add what a screen's readiness looks like and the states worth checking too (`open` brings up a
 * dialog, a panel); a screen they name is checked as they say instead.
 */
interface Ids extends DemoIds {
  /** A live password-reset token (signed-out routes). */
  resetToken: string;
}

export interface AxeRoute {
  /** The route of the route table this checks. */
  route: RouteKey;
  name: string;
  /** The URL; by default the route's with the demo owner's values (route-table.ts). */
  path?: (ids: Ids) => string;
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
  { route: 'login', name: 'sign-in', isWide: true, path: () => '/login', ready: visible('form.auth-form') },
  { route: 'resetPassword', name: 'reset request', path: () => '/reset-password', ready: visible('form.auth-form') },
  {
    route: 'adminLogin',
    name: 'admin link failure',
    path: () => '/admin-login/not-a-token',
    ready: visible('[role="alert"]'),
  },
  {
    route: 'newPassword',
    name: 'new password',
    isWide: true,
    path: (ids) => `/new-password/${ids.resetToken}`,
    ready: visible('form.auth-form input[autocomplete="new-password"]'),
  },
];

export const OWNER_ROUTES: AxeRoute[] = [
  {
    route: 'properties',
    name: 'property list',
    isWide: true,
    path: () => '/properties',
    ready: visible('.property-card'),
  },
  { route: 'properties', name: 'welcome', path: () => '/properties?initialize=true', ready: visible('.page') },
  {
    route: 'calendar',
    name: 'calendar',
    isWide: true,
    path: (ids) => `/calendar/${ids.propertyId}`,
    ready: visible('.month-stats dd'),
  },
  {
    route: 'calendar',
    name: 'booking details',
    isWide: true,
    path: (ids) => `/calendar/${ids.propertyId}?reservation=${ids.reservationCode}`,
    ready: visible('.booking-details .details-row--total'),
  },
  {
    route: 'blockNew',
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
    route: 'blockEdit',
    name: 'edit block',
    path: (ids) => `/calendar/${ids.blockPropertyId}/block/${ids.blockId}`,
    ready: visible('form.block-form'),
  },
  {
    route: 'documents',
    name: 'statement detail',
    isWide: true,
    path: (ids) => `/documents/statements/${ids.propertyId}/${ids.statement.year}/${ids.statement.month}`,
    ready: visible('.statement-actions', '.figures__row'),
  },
  {
    route: 'settingsSummary',
    name: 'property summary',
    isWide: true,
    path: (ids) => `/settings/summary/${ids.propertyId}`,
    ready: visible('.utility-summary', '.document-list li', '.summary-page dl'),
  },
  {
    route: 'settingsUtilities',
    name: 'utilities',
    path: (ids) => `/settings/property-summary/${ids.propertyId}/update-utility-details`,
    ready: visible('form.utilities-editor .utility-card'),
  },
  {
    route: 'settingsOccupancy',
    name: 'occupancy',
    isWide: true,
    path: (ids) => `/settings/occupancy/${ids.propertyId}`,
    ready: visible('.occupancy-slider__slide', '.month-reservations, .summary-card .empty-state'),
  },
  {
    route: 'personalSurvey',
    name: 'personal survey',
    path: () => '/settings/personal-survey',
    ready: visible('form.survey__form input'),
  },
  {
    route: 'settingsPropertySurvey',
    name: 'property survey',
    path: (ids) => `/settings/property-survey/${ids.propertyId}`,
    ready: visible('form.survey__form input'),
  },
  {
    route: 'addPropertySurvey',
    name: 'add a property',
    path: () => '/settings/add-property-survey',
    ready: visible('form.survey__form input'),
  },
  {
    route: 'changePassword',
    name: 'change password',
    path: (ids) => `/settings/change-password/${ids.propertyId}`,
    ready: visible('form.settings-form input'),
  },
  {
    route: 'settingsPasskeys',
    name: 'passkeys',
    path: (ids) => `/settings/passkeys/${ids.propertyId}`,
    ready: visible('.settings-page .settings-page__intro', 'form.settings-form input'),
  },
  {
    route: 'settingsBlock',
    name: 'block off date',
    isWide: true,
    path: (ids) => `/settings/block/${ids.propertyId}`,
    ready: visible('.block-off-page td.day-tone--confirmed'),
    open: async (page) => {
      await page.locator('.block-off-page button.month-grid__day').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    route: 'documents',
    name: 'statements',
    path: (ids) => `/documents/statements/${ids.propertyId}`,
    ready: visible('.page'),
  },
  {
    route: 'documents',
    name: 'maintenance',
    path: (ids) => `/documents/maintenance/${ids.propertyId}`,
    ready: visible('.page'),
  },
  { route: 'help', name: 'help', path: (ids) => `/help/${ids.propertyId}`, ready: visible('.help-entries') },
  {
    route: 'helpFaq',
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
    route: 'helpFaq',
    name: 'faq search without a match',
    path: () => '/help/faq',
    ready: visible('.faq-category'),
    open: async (page) => {
      await page.locator('.help-search__input').fill('no such words here');
      await expect(page.locator('.help-state--empty')).toBeVisible();
    },
  },
  {
    route: 'helpContact',
    name: 'contact support',
    path: (ids) => `/help/contact-support/${ids.propertyId}`,
    ready: visible('form.contact-form'),
    open: async (page) => {
      await page.locator('form.contact-form button[type="submit"]').click();
      await expect(page.locator('.ui-field--invalid')).toBeVisible();
    },
  },
  {
    route: 'properties',
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
    route: 'properties',
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
    routes: [
      {
        route: 'settingsInitialize',
        name: 'onboarding',
        path: () => '/settings/initialize',
        ready: visible('form.survey__form input'),
      },
    ],
  },
  {
    email: 'ru@example.com',
    routes: [
      {
        route: 'personalSurvey',
        name: 'coming soon',
        path: () => '/settings/personal-survey',
        ready: visible('[data-testid="survey-coming-soon"]'),
      },
    ],
  },
];

/** One reset token for this file's passes (a check does not spend it). */
let resetToken: Promise<string> | undefined;

/** Signs the current owner out the quick way (what a refused token does): the session keys go, the language stays. */
async function signOutQuickly(page: Page): Promise<void> {
  await page.evaluate(() => {
    const language = localStorage.getItem('language');
    localStorage.clear();
    if (language) localStorage.setItem('language', language);
  });
}

/**
 * A screen's page has drawn in the shell or on its own, and nothing on it is still loading: no page-loading overlay
 * (the shell's while a page's chunk arrives), no section loader, no busy button.
 */
const drawn = async (page: Page) => {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('.ui-loader, .ui-loading, [aria-busy="true"]')).toHaveCount(0);
};

/** The checks of `keys`: the lists' own for the routes they name, `drawn` at the route's demo URL for the others. */
function checksOf(keys: RouteKey[], listed: AxeRoute[]): AxeRoute[] {
  const named = new Set(listed.map((route) => route.route));
  const others = keys.filter((key) => !named.has(key));
  return [...listed, ...others.map((key): AxeRoute => ({ route: key, name: key, ready: drawn }))];
}

async function check(page: Page, route: AxeRoute, ids: Ids, found: string[]) {
  await page.goto(
    route.path?.(ids) ?? examplePath(route.route, { ...demoValues(route.route, ids), token: ids.resetToken }),
  );
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
      resetToken ??= mintResetToken(page);
      const ids = { resetToken: await resetToken } as Ids;
      const signedOut = checksOf([...routeKeys('public-only'), ...routeKeys('open')], SIGNED_OUT_ROUTES);
      for (const route of chosen(signedOut)) await check(page, route, ids, found);
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
      // Every page of the owner's shell in the route table; onboarding is another owner's (OTHER_OWNERS).
      const owner = checksOf(
        routeKeys('shell').filter((key) => key !== 'settingsInitialize'),
        OWNER_ROUTES,
      );
      for (const route of chosen(owner)) await check(page, route, ids, found);
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
