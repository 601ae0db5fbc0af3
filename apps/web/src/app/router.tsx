import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { AppShell } from './layout/app-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { PublicOnly, RequireAuth, RootLayout } from './route-guards.tsx';
import type { RouteHandle } from './route-handle.ts';

const page = <T extends Record<string, unknown>>(loader: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await loader())[name] as React.ComponentType }));

const LoginPage = page(() => import('../features/auth/login-page.tsx'), 'LoginPage');
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const NewPasswordPage = page(() => import('../features/auth/new-password-page.tsx'), 'NewPasswordPage');
const AdminLoginPage = page(() => import('../features/auth/admin-login-page.tsx'), 'AdminLoginPage');
const PropertiesPage = page(() => import('../features/properties/properties-page.tsx'), 'PropertiesPage');
const CalendarPage = page(() => import('../features/calendar/calendar-page.tsx'), 'CalendarPage');
const SettingsListPage = page(() => import('../features/settings/settings-list-page.tsx'), 'SettingsListPage');
const PlaceholderPage = page(() => import('./placeholder-page.tsx'), 'PlaceholderPage');
const BlockPage = page(() => import('../features/blocks/block-page.tsx'), 'BlockPage');
// The staff console is its own chunk: owner pages never load its code or texts.
const StaffConsole = page(() => import('../features/staff/staff-console.tsx'), 'StaffConsole');
const SettingsBlockPage = page(() => import('../features/blocks/settings-block-page.tsx'), 'SettingsBlockPage');
const DocumentsPage = page(() => import('../features/documents/documents-page.tsx'), 'DocumentsPage');
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
  {
    path: paths.helpFaq.path,
    element: <PlaceholderPage />,
    handle: handle({ title: 'common:nav.help', leading: 'back' }),
  },
  {
    path: paths.helpContact.path,
    element: <PlaceholderPage />,
    handle: handle({ title: 'common:nav.help', leading: 'back' }),
  },
  {
    path: paths.help.path,
    element: <PlaceholderPage />,
    handle: handle({ title: 'common:nav.help', leading: 'home' }),
  },
  { path: paths.settingsRoot.path, element: <Navigate to={paths.settings.getHref()} replace /> },
  {
    path: paths.settings.path,
    element: <SettingsListPage />,
    handle: handle({ title: 'common:nav.settings', leading: 'home' }),
  },
  // Settings §2: back from the summary returns to the settings list; its sub-screens go back to the summary.
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

export function createRouter() {
  return createBrowserRouter(routes);
}
