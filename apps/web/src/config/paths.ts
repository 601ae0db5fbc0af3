/**
 * The route table: every route of the web app once. A new screen is one entry here (and its page module); everything
 * else is derived from this table (docs/architecture.md#the-route-table, decision 102):
 * - the router (app/router.tsx) builds its routes from `page`, `layout` and the top-bar fields;
 * - the build (apps/web/route-table-build.ts) writes dist/.vite/routes.json from `page`, `layout`, `firstLoads`,
 *   `budgetKB` and `zodAllowed`: the bundle-budget check of npm test reads it, and apps/web/scripts/route-preloads.mjs
 *   turns it into the preload links the server writes into each route's HTML (decisions 058, 063);
 * - the browser tests take their route lists from it (e2e/tests/route-table.ts).
 * Links are built with getHref(), never written by hand, so a path change is one edit too.
 */
export type DocumentsAction = 'statements' | 'maintenance';

/**
 * Where a route sits in the router, which decides what its first visit loads besides its page (LAYOUT_LOADS):
 * - `public-only`: signed-out pages (a signed-in owner is sent to the property list);
 * - `open`: neither public-only nor protected (the staff sign-in link signs out whoever is signed in first);
 * - `staff`: the staff console, its own sign-in and its own routes inside (`staffRoute` entries);
 * - `shell`: the owner's signed-in pages, inside the shell (top bar, menus, bell).
 */
export type Layout = 'public-only' | 'open' | 'staff' | 'shell';

/**
 * A page module under apps/web/src, `features/<feature>/<name>-page.tsx` (the router's import.meta.glob finds pages
 * there); it exports its component under its file's name in PascalCase (`features/calendar/calendar-page.tsx` exports
 * `CalendarPage`). The router loads it lazily, in its own chunk.
 */
export type PageModule = `features/${string}.tsx`;

/** The component a page module exports: `features/help/faq-page.tsx` → `FaqPage`. */
export const componentName = (module: PageModule): string =>
  (module.split('/').at(-1) ?? '')
    .replace(/\.tsx$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The parent screens a top-bar back button can go to: each takes the route's property id (absent or not). */
export type BackTarget = 'help' | 'settings' | 'settingsSummary';

export interface RouteEntry {
  path: string;
  getHref: (...args: never[]) => string;
  page?: PageModule;
  layout?: Layout;
  /** Redirects (`/`, `/settings`): a first visit loads what the target route's does. */
  loadsAs?: string;
  /** Top bar of a shell page: the title key (namespace:key), the leading icon, the search box, the back target. */
  title?: string;
  leading?: 'settings' | 'home' | 'back';
  hasSearch?: true;
  backTo?: BackTarget;
  /** Modules a first visit loads besides its layout's and its page's (a schema module preloaded with the page). */
  firstLoads?: readonly string[];
  /**
   * The route's first-load gzipped JavaScript budget in kB (1000 bytes) when it is not its layout's limit
   * (LAYOUT_BUDGET_KB): a route above its limit has its measured figure as its budget (decisions 077, 102).
   */
  budgetKB?: number;
  /** The first load may carry zod (decision 070): the answer or document is parsed before the page goes on. */
  zodAllowed?: true;
  /** A route of the staff console's own router, relative to /staff (features/staff/staff-console.tsx). */
  staffRoute?: true;
}

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const optional = (value: string | number | undefined): string => (value === undefined ? '' : `/${value}`);

export const paths = {
  home: { path: '/', getHref: () => '/', loadsAs: 'properties' },
  login: {
    path: '/login',
    getHref: () => '/login',
    page: 'features/auth/login-page.tsx',
    layout: 'public-only',
    // Its limit is 140 kB (decision 076); measured 145.9 kB on React (decision 077), 146.3 kB with the route table.
    budgetKB: 147,
  },
  resetPassword: {
    path: '/reset-password',
    getHref: () => '/reset-password',
    page: 'features/auth/reset-password-page.tsx',
    layout: 'public-only',
  },
  newPassword: {
    path: '/new-password/:token',
    getHref: (token: string) => `/new-password/${encodeURIComponent(token)}`,
    page: 'features/auth/new-password-page.tsx',
    layout: 'public-only',
    firstLoads: ['src/lib/api/session-schemas.ts'],
    zodAllowed: true,
    budgetKB: 188,
  },
  adminLogin: {
    path: '/admin-login/:token',
    getHref: (token: string) => `/admin-login/${encodeURIComponent(token)}`,
    page: 'features/auth/admin-login-page.tsx',
    layout: 'open',
    firstLoads: ['src/lib/api/session-schemas.ts'],
    zodAllowed: true,
  },
  properties: {
    path: '/properties',
    getHref: (options: { initialize?: boolean } = {}) =>
      withQuery('/properties', { initialize: options.initialize ? 'true' : undefined }),
    page: 'features/properties/properties-page.tsx',
    layout: 'shell',
    title: 'common:nav.properties',
    leading: 'settings',
    hasSearch: true,
  },
  calendar: {
    path: '/calendar/:propertyId',
    getHref: (propertyId: string | number) => `/calendar/${propertyId}`,
    page: 'features/calendar/calendar-page.tsx',
    layout: 'shell',
    title: 'common:nav.calendar',
    leading: 'home',
    budgetKB: 182,
  },
  blockNew: {
    path: '/calendar/:propertyId/block/new',
    getHref: (propertyId: string | number, date?: string) => withQuery(`/calendar/${propertyId}/block/new`, { date }),
    page: 'features/blocks/block-page.tsx',
    layout: 'shell',
    title: 'blocks:title',
    leading: 'back',
    budgetKB: 185,
  },
  blockEdit: {
    path: '/calendar/:propertyId/block/:blockId',
    getHref: (propertyId: string | number, blockId: string | number) => `/calendar/${propertyId}/block/${blockId}`,
    page: 'features/blocks/block-page.tsx',
    layout: 'shell',
    title: 'blocks:title',
    leading: 'back',
    budgetKB: 185,
  },
  documents: {
    path: '/documents/:action/:propertyId/:year?/:month?',
    getHref: (action: DocumentsAction, propertyId: string | number, year?: number, month?: number) =>
      `/documents/${action}/${propertyId}${optional(year)}${year === undefined ? '' : optional(month)}`,
    page: 'features/documents/documents-page.tsx',
    layout: 'shell',
    title: 'common:nav.statements',
    leading: 'home',
    budgetKB: 187,
  },
  // Titles from 'common': the top bar shows them before the help chunk (and its texts) has loaded.
  help: {
    path: '/help/:propertyId?',
    getHref: (propertyId?: string | number) => `/help${optional(propertyId)}`,
    page: 'features/help/help-page.tsx',
    layout: 'shell',
    title: 'common:nav.help',
    leading: 'home',
  },
  helpFaq: {
    path: '/help/faq/:propertyId?',
    getHref: (propertyId?: string | number) => `/help/faq${optional(propertyId)}`,
    page: 'features/help/faq-page.tsx',
    layout: 'shell',
    title: 'common:helpTitles.faq',
    backTo: 'help',
    // The FAQ document is parsed before it is shown: a malformed one is the FAQ's failure (docs/product/help.md#faq).
    firstLoads: ['src/features/help/api/faq-schemas.ts'],
    zodAllowed: true,
    budgetKB: 205,
  },
  helpContact: {
    path: '/help/contact-support/:propertyId?',
    getHref: (propertyId?: string | number) => `/help/contact-support${optional(propertyId)}`,
    page: 'features/help/contact-support-page.tsx',
    layout: 'shell',
    title: 'common:helpTitles.contact',
    backTo: 'help',
  },
  settingsRoot: { path: '/settings', getHref: () => '/settings', layout: 'shell', loadsAs: 'settings' },
  settings: {
    path: '/settings/list/:propertyId?',
    getHref: (propertyId?: string | number) => `/settings/list${optional(propertyId)}`,
    page: 'features/settings/settings-list-page.tsx',
    layout: 'shell',
    title: 'common:nav.settings',
    leading: 'home',
  },
  settingsBlock: {
    path: '/settings/block/:propertyId',
    getHref: (propertyId: string | number) => `/settings/block/${propertyId}`,
    page: 'features/blocks/settings-block-page.tsx',
    layout: 'shell',
    title: 'common:settingsMenu.blockOffDate',
    leading: 'back',
    budgetKB: 186,
  },
  settingsInitialize: {
    path: '/settings/initialize',
    getHref: () => '/settings/initialize',
    page: 'features/surveys/onboarding-page.tsx',
    layout: 'shell',
    title: 'surveys:titles.onboarding',
    leading: 'home',
    budgetKB: 186,
  },
  // docs/product/settings.md#routes: back from the summary returns to the settings list; its sub-screens go back to it.
  settingsSummary: {
    path: '/settings/summary/:propertyId?',
    getHref: (propertyId?: string | number, section?: 'documents') =>
      `/settings/summary${optional(propertyId)}${section ? `#${section}` : ''}`,
    page: 'features/summary/summary-page.tsx',
    layout: 'shell',
    title: 'summary:title',
    backTo: 'settings',
    budgetKB: 189,
  },
  settingsUtilities: {
    path: '/settings/property-summary/:propertyId/update-utility-details',
    getHref: (propertyId: string | number) => `/settings/property-summary/${propertyId}/update-utility-details`,
    page: 'features/summary/utilities-page.tsx',
    layout: 'shell',
    title: 'summary:utilities.title',
    backTo: 'settingsSummary',
    budgetKB: 186,
  },
  settingsOccupancy: {
    path: '/settings/occupancy/:propertyId',
    getHref: (propertyId: string | number, reservation?: string) =>
      withQuery(`/settings/occupancy/${propertyId}`, { reservation }),
    page: 'features/summary/occupancy-page.tsx',
    layout: 'shell',
    title: 'summary:occupancy.title',
    backTo: 'settingsSummary',
  },
  // docs/product/settings-surveys.md#the-four-surveys: the step is the section number (features/surveys); the summary links to it.
  settingsPropertySurvey: {
    path: '/settings/property-survey/:propertyId?/:step?',
    getHref: (propertyId?: string | number, step?: number) =>
      `/settings/property-survey${optional(propertyId)}${propertyId === undefined ? '' : optional(step)}`,
    page: 'features/surveys/property-survey-page.tsx',
    layout: 'shell',
    title: 'surveys:titles.property',
    leading: 'back',
    budgetKB: 186,
  },
  changePassword: {
    path: '/settings/change-password/:propertyId?',
    getHref: (propertyId?: string | number) => `/settings/change-password${optional(propertyId)}`,
    page: 'features/settings/change-password-page.tsx',
    layout: 'shell',
    title: 'settings:changePassword.title',
    backTo: 'settings',
  },
  // Decision 090: the owner's passkeys (added after the password, listed with their last use, removed).
  settingsPasskeys: {
    path: '/settings/passkeys/:propertyId?',
    getHref: (propertyId?: string | number) => `/settings/passkeys${optional(propertyId)}`,
    page: 'features/settings/passkeys-page.tsx',
    layout: 'shell',
    title: 'settings:passkeys.title',
    backTo: 'settings',
    budgetKB: 183,
  },
  personalSurvey: {
    path: '/settings/personal-survey/:propertyId?',
    getHref: (propertyId?: string | number) => `/settings/personal-survey${optional(propertyId)}`,
    page: 'features/surveys/personal-survey-page.tsx',
    layout: 'shell',
    title: 'surveys:titles.personal',
    backTo: 'settings',
    budgetKB: 186,
  },
  addPropertySurvey: {
    path: '/settings/add-property-survey/:propertyId?',
    getHref: (propertyId?: string | number) => `/settings/add-property-survey${optional(propertyId)}`,
    page: 'features/surveys/add-property-survey-page.tsx',
    layout: 'shell',
    title: 'surveys:titles.addProperty',
    backTo: 'settings',
    budgetKB: 186,
  },
  // The staff console (features/staff), loaded only under /staff; its own routes are relative to it.
  staff: {
    path: '/staff/*',
    getHref: () => '/staff',
    page: 'features/staff/staff-console.tsx',
    layout: 'staff',
    zodAllowed: true,
  },
  staffLogin: { path: 'login', getHref: () => '/staff/login', staffRoute: true },
  staffOwner: { path: 'owners/:ownerId', getHref: (ownerId: number) => `/staff/owners/${ownerId}`, staffRoute: true },
  staffOutbox: { path: 'outbox', getHref: () => '/staff/outbox', staffRoute: true },
  staffAudit: { path: 'audit', getHref: () => '/staff/audit', staffRoute: true },
  staffStatements: { path: 'statements', getHref: () => '/staff/statements', staffRoute: true },
  staffNotifications: {
    path: 'notifications',
    getHref: (to: { ownerId?: number; propertyId?: number } = {}) =>
      withQuery('/staff/notifications', { owner: to.ownerId?.toString(), property: to.propertyId?.toString() }),
    staffRoute: true,
  },
  staffSupport: { path: 'support', getHref: () => '/staff/support', staffRoute: true },
  staffPropertyDocuments: {
    path: 'properties/:propertyId/documents',
    getHref: (propertyId: number) => `/staff/properties/${propertyId}/documents`,
    staffRoute: true,
  },
  staffPropertyChannels: {
    path: 'properties/:propertyId/channels',
    getHref: (propertyId: number) => `/staff/properties/${propertyId}/channels`,
    staffRoute: true,
  },
  staffIntegrations: { path: 'integrations', getHref: () => '/staff/integrations', staffRoute: true },
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof paths;

/** The table's entries as one type (each entry's own getHref signature aside). */
export const routeEntries = (): [RouteKey, RouteEntry][] => Object.entries(paths) as [RouteKey, RouteEntry][];

/**
 * What a first visit to a route of each layout loads besides the entry and the page, as module paths under apps/web
 * (`{lang}`: each of en, ru and ar; a module that chunk-groups.ts put in a file named after another is found through
 * dist/.vite/module-chunks.json, decision 071). The signed-in pages load the shell, its texts, the bell's chunk,
 * Capacitor's core (the update check and the back button) and lib/offline/start.ts, which puts the owner's saved
 * screens back before the first render (decision 097). A browser journey (static-assets.spec.ts) checks that a first
 * visit downloads nothing else.
 */
export const LAYOUT_LOADS: Record<Layout, readonly string[]> = {
  'public-only': ['src/locales/texts/{lang}-public.ts'],
  open: ['src/locales/texts/{lang}-public.ts'],
  staff: ['src/locales/texts/{lang}-public.ts', 'src/locales/texts/{lang}.ts'],
  shell: [
    'src/locales/texts/{lang}-public.ts',
    'src/locales/texts/{lang}.ts',
    'src/app/layout/app-shell.tsx',
    'src/lib/offline/start.ts',
    'src/features/notifications/notification-bell.tsx',
    '../../node_modules/@capacitor/core/dist/index.js',
  ],
};

/** Each layout's first-load limit in kB of gzipped JavaScript (decision 076; /login's own limit is 140 kB). */
export const LAYOUT_BUDGET_KB: Record<Layout, number> = { 'public-only': 180, open: 180, shell: 180, staff: 230 };
