import { accountRoutes } from '../modules/account/routes.ts';
import { ownAuthRoutes } from '../modules/auth/own-routes.ts';
import { calendarRoutes } from '../modules/calendar/routes.ts';
import { channelConflictRoutes } from '../modules/channels/owner-conflicts.ts';
import { clientErrorRoutes } from '../modules/client-errors/routes.ts';
import { helpRoutes } from '../modules/help/routes.ts';
import { calendarFeedRoutes } from '../modules/ical/routes.ts';
import { notificationRoutes } from '../modules/notifications/routes.ts';
import { passkeyRoutes } from '../modules/passkeys/routes.ts';
import { preferencesRoutes } from '../modules/preferences/routes.ts';
import { propertiesRoutes } from '../modules/properties/routes.ts';
import { statementRoutes } from '../modules/statements/routes.ts';
import { summaryRoutes } from '../modules/summary/routes.ts';
import { surveyRoutes } from '../modules/surveys/routes.ts';
import { versionLogRoutes } from '../modules/version-log/routes.ts';
import { SURFACES } from './definitions.ts';
import { mountSurface } from './mount.ts';

/** The owner API at /api. */
export const ownSurface = mountSurface(SURFACES.own, [
  ownAuthRoutes,
  versionLogRoutes,
  clientErrorRoutes,
  propertiesRoutes,
  calendarRoutes,
  calendarFeedRoutes,
  channelConflictRoutes,
  preferencesRoutes,
  summaryRoutes,
  statementRoutes,
  surveyRoutes,
  accountRoutes,
  passkeyRoutes,
  notificationRoutes,
  helpRoutes,
]);
