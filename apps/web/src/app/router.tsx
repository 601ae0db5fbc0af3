import type { QueryClient } from '@tanstack/react-query';
import { isValidElement, lazy } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
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
const LoginPage = page(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const NewPasswordPage = page(() => import('../features/auth/new-password-page.tsx'), 'NewPasswordPage');
const AdminLoginPage = page(() => import('../features/auth/admin-login-page.tsx'), 'AdminLoginPage');
const PropertiesPage = page(() => import('../features/properties/properties-page.tsx'), 'PropertiesPage');
const CalendarPage = page(() => import('../features/calendar/calendar-page.tsx'), 'CalendarPage');
const SettingsListPage = page(() => import('../features/settings/settings-list-page.tsx'), 'SettingsListPage');
const BlockPage = page(() => import('../features/blocks/block-page.tsx'), 'BlockPage');
// The staff console is its own chunk: owner pages never load its code or texts.
const StaffConsole = page(() => withSignedInTexts(import('../features/staff/staff-console.tsx')), 'StaffConsole');
const SettingsBlockPage = page(() => import('../features/blocks/settings-block-page.tsx'), 'SettingsBlockPage');
const DocumentsPage = page(() => import('../features/documents/documents-page.tsx'), 'DocumentsPage');
const ChangePasswordPage = page(() => import('../features/settings/change-password-page.tsx'), 'ChangePasswordPage');
const PasskeysPage = page(() => import('../features/settings/passkeys-page.tsx'), 'PasskeysPage');
const OnboardingPage = page(() => import('../features/surveys/onboarding-page.tsx'), 'OnboardingPage');
const PersonalSurveyPage = page(() => import('../features/surveys/personal-survey-page.tsx'), 'PersonalSurveyPage');
const PropertySurveyPage = page(() => import('../features/surveys/property-survey-page.tsx'), 'PropertySurveyPage');
const AddPropertySurveyPage = page(
  () => import('../features/surveys/add-property-survey-page.tsx'),
  'AddPropertySurveyPage',
);
const HelpPage = page(() => import('../features/help/help-page.tsx'), 'HelpPage');
const FaqPage = page(() => import('../features/help/faq-page.tsx'), 'FaqPage');
const ContactSupportPage = page(() => import('../features/help/contact-support-page.tsx'), 'ContactSupportPage');
const SummaryPage = page(() => import('../features/summary/summary-page.tsx'), 'SummaryPage');
const UtilitiesPage = page(() => import('../features/summary/utilities-page.tsx'), 'UtilitiesPage');
const OccupancyPage = page(() => import('../features/summary/occupancy-page.tsx'), 'OccupancyPage');

const handle = (value: RouteHandle) => value;

/** Pages inside the signed-in shell. Feature helpers add their routes here. */
const shellRoutes: RouteObject[] = [
  {
    path: paths.properties.path,
    element: <PropertiesPage />,
    handle: handle({ title: 'common:nav.properties', leading: 'settings', hasSearch: true }),
  },
  {
    path: paths.calendar.path,
    element: <CalendarPage />,
    handle: handle({ title: 'common:nav.calendar', leading: 'home' }),
  },
  {
    path: paths.blockNew.path,
    element: <BlockPage />,
    handle: handle({ title: 'blocks:title', leading: 'back' }),
  },
  {
    path: paths.blockEdit.path,
    element: <BlockPage />,
    handle: handle({ title: 'blocks:title', leading: 'back' }),
  },
  {
    path: paths.settingsBlock.path,
    element: <SettingsBlockPage />,
    handle: handle({ title: 'common:settingsMenu.blockOffDate', leading: 'back' }),
  },
  {
    path: paths.documents.path,
    element: <DocumentsPage />,
    handle: handle({ title: 'common:nav.statements', leading: 'home' }),
  },
  // Titles from 'common': the top bar shows them before the help chunk (and its texts) has loaded.
  {
    path: paths.helpFaq.path,
    element: <FaqPage />,
    handle: handle({ title: 'common:helpTitles.faq', backTo: ({ propertyId }) => paths.help.getHref(propertyId) }),
  },
  {
    path: paths.helpContact.path,
    element: <ContactSupportPage />,
    handle: handle({
      title: 'common:helpTitles.contact',
      backTo: ({ propertyId }) => paths.help.getHref(propertyId),
    }),
  },
  {
    path: paths.help.path,
    element: <HelpPage />,
    handle: handle({ title: 'common:nav.help', leading: 'home' }),
  },
  { path: paths.settingsRoot.path, element: <SettingsRootRedirect /> },
  {
    path: paths.settings.path,
    element: <SettingsListPage />,
    handle: handle({ title: 'common:nav.settings', leading: 'home' }),
  },
  {
    path: paths.changePassword.path,
    element: <ChangePasswordPage />,
    handle: handle({
      title: 'settings:changePassword.title',
      backTo: ({ propertyId }) => paths.settings.getHref(propertyId),
    }),
  },
  {
    path: paths.settingsPasskeys.path,
    element: <PasskeysPage />,
    handle: handle({
      title: 'settings:passkeys.title',
      backTo: ({ propertyId }) => paths.settings.getHref(propertyId),
    }),
  },
  {
    path: paths.settingsInitialize.path,
    element: <OnboardingPage />,
    handle: handle({ title: 'surveys:titles.onboarding', leading: 'home' }),
  },
  {
    path: paths.personalSurvey.path,
    element: <PersonalSurveyPage />,
    handle: handle({
      title: 'surveys:titles.personal',
      backTo: ({ propertyId }) => paths.settings.getHref(propertyId),
    }),
  },
  {
    path: paths.settingsPropertySurvey.path,
    element: <PropertySurveyPage />,
    handle: handle({ title: 'surveys:titles.property', leading: 'back' }),
  },
  {
    path: paths.addPropertySurvey.path,
    element: <AddPropertySurveyPage />,
    handle: handle({
      title: 'surveys:titles.addProperty',
      backTo: ({ propertyId }) => paths.settings.getHref(propertyId),
    }),
  },
  // docs/product/settings.md#routes: back from the summary returns to the settings list; its sub-screens go back to the summary.
  {
    path: paths.settingsSummary.path,
    element: <SummaryPage />,
    handle: handle({ title: 'summary:title', backTo: ({ propertyId }) => paths.settings.getHref(propertyId) }),
  },
  {
    path: paths.settingsUtilities.path,
    element: <UtilitiesPage />,
    handle: handle({
      title: 'summary:utilities.title',
      backTo: ({ propertyId }) => paths.settingsSummary.getHref(propertyId),
    }),
  },
  {
    path: paths.settingsOccupancy.path,
    element: <OccupancyPage />,
    handle: handle({
      title: 'summary:occupancy.title',
      backTo: ({ propertyId }) => paths.settingsSummary.getHref(propertyId),
    }),
  },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: paths.login.path, element: <LoginPage /> },
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
          { path: paths.newPassword.path, element: <NewPasswordPage /> },
        ],
      },
      // The staff console signs staff in itself, apart from the owners' session.
      { path: paths.staff.path, element: <StaffConsole /> },
      // Neither public-only nor protected: it signs out whoever is signed in first.
      { path: paths.adminLogin.path, element: <AdminLoginPage /> },
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
