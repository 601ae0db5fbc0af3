import { pordalAuthRoutes } from '../modules/auth/pordal-routes.ts';
import { pordalOwnerStayRoutes } from '../modules/owner-stays/pordal-routes.ts';
import { SURFACES } from './definitions.ts';
import { mountSurface } from './mount.ts';

/** The newer booking system at /api/pordal. */
export const pordalSurface = mountSurface(SURFACES.pordal, [pordalAuthRoutes, pordalOwnerStayRoutes]);
