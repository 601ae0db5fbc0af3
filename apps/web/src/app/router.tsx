import type { QueryClient } from '@tanstack/react-query';
import { isValidElement, lazy } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type Params, type RouteObject } from 'react-router';
import {
  type BackTarget,
  componentName,
  type Layout,
  type PageModule,
  paths,
  type RouteEntry,
  routeEntries,
} from '../config/paths.ts';
import { addSignedInTexts, loadTexts, storedLanguage } from '../lib/i18n.ts';
import { propertyIdOf } from '../lib/property/property-path.ts';
import { propertyQueryOptions } from '../lib/property/property-query.ts';
import { isSignedIn } from '../lib/session/storage.ts';
import { RouteErrorPage } from './route-error-page.tsx';
import { PublicOnly, RequireAuth, RootLayout } from './route-guards.tsx';
import type { RouteHandle } from './route-handle.ts';
import { SettingsRootRedirect } from './settings-root-redirect.tsx';

type Preload = () => Promise<unknown>;

/** A lazy page; `preload` downloads (and evaluates) what `loader` needs without registering texts. */
const page = <T extends Record<string, unknown>>(loader: () => Promise<T>, name: keyof T, preload: Preload = loader) =>
  Object.assign(
    lazy(async () => {
      const chunk = await loader();
      return { default: chunk[name] as React.ComponentType };
    }),
    { preload },
  );

/** A signed-in page's chunk, ready once the signed-in pages' texts of the language have loaded too. */
const withSignedInTexts = async <T,>(chunk: Promise<T>): Promise<T> =>
  (await Promise.all([chunk, addSignedInTexts()]))[0];

// The signed-in shell (top bar, menus, icons) is a chunk of its own: the public pages never load it.
// Its preload fetches the bell's chunk too: the shell would ask for it only once drawn.
const AppShell = page(
  () => withSignedInTexts(import('./layout/app-shell.tsx')),
  'AppShell',
  () =>
    Promise.all([
      loadTexts(storedLanguage(), 'signed-in'),
      import('./layout/app-shell.tsx'),
      import('../features/notifications/notification-bell.tsx'),
    ]),
);

/**
 * Every page module of the route table, each its own lazy chunk (Vite turns each into `() => import(...)`): a page is
 * `features/<feature>/<name>-page.tsx`, the staff console aside. A table entry naming another module fails at start
 * (and in paths.test.ts).
 */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  '../features/*/*-page.tsx',
  '../features/staff/staff-console.tsx',
]);

const pages = new Map<PageModule, ReturnType<typeof page>>();

/**
 * The lazy page of a route table entry, one per module (the new and the edit block routes share theirs, so moving
 * from one to the other keeps the page); the staff console's chunk waits for the signed-in texts too.
 */
function pageOf(module: PageModule, layout: Layout) {
  const load = PAGE_MODULES[`../${module}`];
  if (!load) throw new Error(`the route table names ${module}, which is not a page module`);
  const name = componentName(module);
  // The staff console is its own chunk: owner pages never load its code or texts.
  const lazyPage =
    pages.get(module) ?? (layout === 'staff' ? page(() => withSignedInTexts(load()), name, load) : page(load, name));
  pages.set(module, lazyPage);
  return lazyPage;
}

const BACK_TARGETS: Record<BackTarget, (propertyId?: string) => string> = {
  help: (propertyId) => paths.help.getHref(propertyId),
  settings: (propertyId) => paths.settings.getHref(propertyId),
  // Its sub-screens' paths always hold the property id.
  settingsSummary: (propertyId) => paths.settingsSummary.getHref(propertyId),
};

/** The router's route of a table entry with a page: its lazy page and, in the shell, what the top bar shows. */
function routeOf(entry: RouteEntry, module: PageModule, layout: Layout): RouteObject {
  const Page = pageOf(module, layout);
  const { title, leading, hasSearch, backTo } = entry;
  const handle: RouteHandle = { title, leading, hasSearch };
  if (backTo) handle.backTo = ({ propertyId }: Params) => BACK_TARGETS[backTo](propertyId);
  return { path: entry.path, element: <Page />, ...(layout === 'shell' && { handle }) };
}

/** The table's routes with a page, by layout. */
const byLayout = (layout: Layout): RouteObject[] =>
  routeEntries().flatMap(([, entry]) =>
    entry.page && entry.layout === layout ? [routeOf(entry, entry.page, layout)] : [],
  );

/** Pages inside the signed-in shell; /settings opens the menu (or onboarding again, SettingsRootRedirect). */
const shellRoutes: RouteObject[] = [
  ...byLayout('shell'),
  { path: paths.settingsRoot.path, element: <SettingsRootRedirect /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { element: <PublicOnly />, children: byLayout('public-only') },
      // The staff console signs staff in itself, apart from the owners' session; the sign-in link signs out whoever is
      // signed in first.
      ...byLayout('staff'),
      ...byLayout('open'),
      {
        element: <RequireAuth />,
        children: [{ element: <AppShell />, children: shellRoutes }],
      },
      { path: paths.home.path, element: <Navigate to={paths.properties.getHref()} replace /> },
      { path: '*', element: <Navigate to={paths.properties.getHref()} replace /> },
    ],
  },
];

/**
 * Starts loading the chunks of the page at `pathname` (shell, page, texts) while the entry is still starting, so the
 * first render does not wait for them one after another; the lazy routes load the same modules (cached). On a signed-in
 * owner's property page it also puts the property's query in `queryClient` at once (`prefetchQuery` with the query's
 * own options): the property gate would ask only once the shell and the page had loaded and been drawn.
 */
export function preloadRoute(pathname: string, queryClient: QueryClient): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  // The HTML's modulepreload links have the chunks downloading already (decision 063); this starts their evaluation
  // before the router asks. A failed download is not an error here: the lazy route tries again and shows its own
  // error page.
  const preloads = matches.flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    const preload = (type as { preload?: Preload } | undefined)?.preload;
    return preload ? [preload] : [];
  });
  void Promise.all(preloads.map((preload) => preload())).catch(() => undefined);
  const isShellPage = matches.some(({ route }) => route.children === shellRoutes);
  if (!isShellPage || !isSignedIn()) return;
  const propertyId = propertyIdOf(matches.at(-1)?.params.propertyId);
  // In the entry (a few hundred bytes): a dynamic import would make every property page's first visit fetch the
  // file that holds it, which the HTML does not name.
  // Not offline: the owner's saved screens answer then (decision 097), and a prefetch failing while they are put back
  // would leave the property in error over its saved copy.
  if (propertyId > 0 && navigator.onLine) void queryClient.prefetchQuery(propertyQueryOptions(propertyId));
}

export function createRouter() {
  return createBrowserRouter(routes);
}
