import { staffChannelRoutes } from '../modules/channels/staff-routes.ts';
import { staffSupportRoutes } from '../modules/help/staff-routes.ts';
import { staffNotificationRoutes } from '../modules/notifications/staff-routes.ts';
import { staffPropertyRoutes } from '../modules/properties/staff-routes.ts';
import { staffRoutes } from '../modules/staff/routes.ts';
import { staffSecondFactorRoutes } from '../modules/staff/second-factor/routes.ts';
import { staffStatementRoutes } from '../modules/statements/staff-routes.ts';
import { staffIntegrationRoutes } from '../modules/webhooks/staff-routes.ts';
import { SURFACES } from './definitions.ts';
import { mountSurface } from './mount.ts';

/** The staff console's API at /api/staff: staff principals only (decision 047). */
export const staffSurface = mountSurface(SURFACES.staff, [
  staffRoutes,
  staffSecondFactorRoutes,
  staffStatementRoutes,
  staffNotificationRoutes,
  staffSupportRoutes,
  staffPropertyRoutes,
  staffChannelRoutes,
  staffIntegrationRoutes,
]);
