import { legacyAuthRoutes } from '../modules/auth/legacy-routes.ts';
import { legacyOwnerStayRoutes } from '../modules/owner-stays/legacy-routes.ts';
import { SURFACES } from './definitions.ts';
import { mountSurface } from './mount.ts';

/** The older booking system at /api/legacy. */
export const legacySurface = mountSurface(SURFACES.legacy, [legacyAuthRoutes, legacyOwnerStayRoutes]);
